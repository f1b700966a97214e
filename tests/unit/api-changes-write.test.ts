/** Writing the API changes page: the file, its counts, signatures laid out for phones, and errors naming the file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatSignature, formatSignatures, SIGNATURE_WIDTH} from '../../plugins/api-reference/changes/format';
import {ApiChangesError, writeApiChanges} from '../../plugins/api-reference/changes/write';
import {after, before} from '../support/api-changes-fixtures';
import {NEW_ROOT, OLD_ROOT, exp, member, symbolIndex} from '../support/symbol-fixtures';

const tempSite = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'api-changes-'));

describe('writeApiChanges', () => {
  it('writes the page under the site and returns the counts', async () => {
    const site = tempSite();
    const counts = await writeApiChanges(site, {from: before(), to: after(), outFile: 'docs/api-changes.md'});
    expect(counts).toEqual({
      exports: {added: 3, removed: 2, changed: 4},
      members: {added: 3, removed: 1, changed: 1},
      membersByParent: {
        Box: {added: 1, removed: 0, changed: 0},
        OpenSecretContextType: {added: 1, removed: 1, changed: 1},
        PcrConfig: {added: 1, removed: 0, changed: 0},
      },
    });
    const markdown = fs.readFileSync(path.join(site, 'docs/api-changes.md'), 'utf8');
    expect(markdown).toMatch(/^---\ntitle: "API changes from 1\.1\.0 to 3\.2\.0"\n/);
    expect(markdown).toContain('[3.2.0 reference](/docs/3.x/api/type-aliases/Mode)');
  });

  it('lays out long signatures over several lines', async () => {
    const long =
      'aiCustomFetch: (input: string | URL | Request, init?: RequestInit, extra?: Record<string, string>) => Promise<Response>';
    const ctx = (signature: string) => [
      exp('type alias', 'Ctx', `type Ctx = { ${signature} }`),
      member('Ctx', 'aiCustomFetch', signature),
    ];
    const site = tempSite();
    await writeApiChanges(site, {
      from: symbolIndex('1.0.0', OLD_ROOT, ctx('aiCustomFetch: (url: RequestInfo) => Promise<Response>')),
      to: symbolIndex('2.0.0', NEW_ROOT, ctx(long)),
      outFile: path.join(site, 'out/changes.md'),
    });
    const markdown = fs.readFileSync(path.join(site, 'out/changes.md'), 'utf8');
    expect(markdown).toContain(
      '```ts\naiCustomFetch: (\n  input: string | URL | Request,\n  init?: RequestInit,\n  extra?: Record<string, string>,\n) => Promise<Response>\n```',
    );
  });

  it('names the file and the release when a symbol index is empty', async () => {
    const site = tempSite();
    const empty = {...after(), symbols: []};
    const file = path.join(site, 'docs/api-changes.md');
    await expect(writeApiChanges(site, {from: before(), to: empty, outFile: 'docs/api-changes.md'})).rejects.toThrow(
      `${file}: cannot write the API changes from @opensecret/react@1.1.0 to @opensecret/react@3.2.0: the symbol index of @opensecret/react@3.2.0 is empty.`,
    );
    await expect(
      writeApiChanges(site, {from: {...before(), symbols: []}, to: after(), outFile: 'docs/api-changes.md'}),
    ).rejects.toThrow(ApiChangesError);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('names the file when an index cannot be compared', async () => {
    const site = tempSite();
    const twice = symbolIndex('1.0.0', OLD_ROOT, [
      exp('function', 'useX', 'function useX(): void'),
      exp('variable', 'useX', 'const useX: number'),
    ]);
    await expect(writeApiChanges(site, {from: twice, to: after(), outFile: 'docs/api-changes.md'})).rejects.toThrow(
      `${path.join(site, 'docs/api-changes.md')}: cannot write the API changes: symbol index of @opensecret/react@1.0.0: two symbols are named useX`,
    );
  });
});

describe('formatSignature', () => {
  it('breaks a long member, function, constant or type at its parameters and members', async () => {
    expect(
      await formatSignature({
        kind: 'member',
        signature: 'signIn: (email: string, password: string, inviteCode?: string) => Promise<void>',
      }),
    ).toBe('signIn: (\n  email: string,\n  password: string,\n  inviteCode?: string,\n) => Promise<void>');
    expect(
      await formatSignature({
        kind: 'function',
        signature:
          'function f(a: string): void;\nfunction f(a: number, b: number, c: number, d: number, e: number): void',
      }),
    ).toBe(
      'function f(a: string): void;\nfunction f(\n  a: number,\n  b: number,\n  c: number,\n  d: number,\n  e: number,\n): void;',
    );
    expect(
      await formatSignature({
        kind: 'variable',
        signature: 'const apiConfig: { configure(appApiUrl: string, platformApiUrl: string): void }',
      }),
    ).toBe('const apiConfig: {\n  configure(\n    appApiUrl: string,\n    platformApiUrl: string,\n  ): void;\n};');
    expect(
      await formatSignature({
        kind: 'type alias',
        signature: 'type PcrConfig = { pcr0Values?: string[]; remote?: boolean }',
      }),
    ).toBe('type PcrConfig = {\n  pcr0Values?: string[];\n  remote?: boolean;\n};');
  });

  it('keeps short signatures on one line, within the width', async () => {
    const short = await formatSignature({kind: 'member', signature: 'apiKey?: string'});
    expect(short).toBe('apiKey?: string');
    const lines = (
      await formatSignature({kind: 'member', signature: 'f: (a: string, b: string, c: string, d: string) => void'})
    ).split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(SIGNATURE_WIDTH);
  });

  it('keeps text it cannot parse as it is', async () => {
    expect(await formatSignature({kind: 'member', signature: 'broken: (a: => ]'})).toBe('broken: (a: => ]');
    expect(await formatSignature({kind: 'type alias', signature: 'type = ='})).toBe('type = =');
  });

  it('formats each signature once and looks it up by kind and text', async () => {
    const lookup = await formatSignatures([
      {kind: 'member', signature: 'a: (x: string, y: string, z: string, w: string, v: string) => void'},
    ]);
    expect(
      lookup({kind: 'member', signature: 'a: (x: string, y: string, z: string, w: string, v: string) => void'}),
    ).toContain('\n');
    expect(lookup({kind: 'member', signature: 'b: string'})).toBe('b: string');
  });
});
