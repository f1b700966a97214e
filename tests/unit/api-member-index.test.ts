import {describe, expect, it} from 'vitest';
import {dropRepeatedSignatureDetails, memberIndex, plainSubheadings} from '../../plugins/api-reference/member-index';

describe('member index of long object types', () => {
  it('links every member to the anchor Docusaurus gives its heading', () => {
    expect(memberIndex(['apiKey?', 'get', 'signIn', 'module_id'])).toBe(
      'An object type with 4 members, each documented below with its signature: ' +
        '[`apiKey?`](#apikey), [`get`](#get), [`signIn`](#signin), [`module_id`](#module_id).',
    );
  });

  it('writes h4–h6 headings as plain elements, leaving code fences and other headings alone', () => {
    const markdown = [
      '### signIn',
      '',
      '#### Parameters',
      '',
      '```ts',
      '#### not a heading',
      '```',
      '',
      '##### Call Signature',
      '',
      '#### Returns `string`',
    ].join('\n');
    expect(plainSubheadings(markdown).split('\n')).toEqual([
      '### signIn',
      '',
      '<h4>Parameters</h4>',
      '',
      '```ts',
      '#### not a heading',
      '```',
      '',
      '<h5>Call Signature</h5>',
      '',
      '#### Returns `string`',
    ]);
  });

  it('drops Parameters tables and Returns types that only repeat the signature above them', () => {
    const section = (details: string): string =>
      [
        '### signIn',
        '',
        '```ts',
        'signIn: (email: string) => Promise<void>;',
        '```',
        '',
        ...(details ? [details] : []),
        '***',
        '',
      ].join('\n');
    const bare = [
      '<h4>Parameters</h4>',
      '',
      '| Parameter | Type |',
      '| ------ | ------ |',
      '| `email` | `string` |',
      '',
      '<h4>Returns</h4>',
      '',
      '`Promise`\\<`void`\\>',
      '',
    ].join('\n');
    expect(dropRepeatedSignatureDetails(section(bare))).toBe(section(''));

    const described = [
      '<h4>Parameters</h4>',
      '',
      '| Parameter | Type | Description |',
      '| ------ | ------ | ------ |',
      '| `email` | `string` | The address |',
      '',
      '<h4>Parameters</h4>',
      '',
      '| Parameter | Type |',
      '| ------ | ------ |',
      '| `options` | [`KeyOptions`](KeyOptions.md) |',
      '',
      '<h4>Returns</h4>',
      '',
      '`Promise`\\<[`LoginResponse`](LoginResponse.md)\\>',
      '',
      '<h4>Returns</h4>',
      '',
      '`Promise`\\<`void`\\>',
      '',
      'Resolves once signed in',
      '',
      '<h4>Returns</h4>',
      '',
      'The current API URL',
      '',
    ].join('\n');
    expect(dropRepeatedSignatureDetails(section(described))).toBe(section(described));
  });
});
