import {describe, expect, it} from 'vitest';
import {layOutFences, layOutSignature} from '../../plugins/api-reference/signature-layout';
import {CODE_COLUMN_CHARS} from '../../src/constants';

const longest = (text: string): number => Math.max(...text.split('\n').map((line) => line.length));

describe('API signature layout', () => {
  it('wraps a member signature to the code column, keeping its return type', async () => {
    const member =
      'authenticate: (attestationDocumentBase64: string, trustedRootCert: Uint8Array, nonce: string) => Promise<Response>;';
    const laid = await layOutSignature(member);
    expect(longest(laid)).toBeLessThanOrEqual(CODE_COLUMN_CHARS);
    expect(laid).toBe(
      [
        'authenticate: (',
        '  attestationDocumentBase64: string,',
        '  trustedRootCert: Uint8Array,',
        '  nonce: string,',
        ') => Promise<Response>;',
      ].join('\n'),
    );
  });

  it('wraps a function declaration', async () => {
    const laid = await layOutSignature(
      'function useOpenSecretDeveloper(options: {apiUrl: string; clientId: string; pcrConfig: PcrConfig}): OpenSecretDeveloperContextType;',
    );
    expect(longest(laid)).toBeLessThanOrEqual(CODE_COLUMN_CHARS);
    expect(laid).toContain('): OpenSecretDeveloperContextType;');
  });

  it('keeps code it cannot parse as it is', async () => {
    expect(await layOutSignature('this is not ) TypeScript')).toBe('this is not ) TypeScript');
  });

  it('lays out the TypeScript fences of a page and marks them wrap, leaving other fences alone', async () => {
    const page = [
      '### get',
      '',
      '```ts',
      'get: (key: string, options: {signal: AbortSignal; retries: number; timeoutMs: number}) => Promise<string | undefined>;',
      '```',
      '',
      '```bash',
      'npm install a-very-long-package-name another-very-long-package-name yet-another-package',
      '```',
    ].join('\n');
    const laid = await layOutFences(page);
    expect(laid).toContain('```ts wrap\nget: (\n');
    expect(laid).toContain('```bash\nnpm install a-very-long-package-name');
    const tsFence = /```ts wrap\n([\s\S]*?)\n```/.exec(laid)?.[1] ?? '';
    expect(longest(tsFence)).toBeLessThanOrEqual(CODE_COLUMN_CHARS);
  });

  it('marks a fence written with CRLF line ends (as the SDK comments have them) wrap', async () => {
    const laid = await layOutFences(
      'Example:\r\n```typescript\r\nconst key = await createApiKey("Production Key");\r\n```\r\n',
    );
    expect(laid).toContain('```typescript wrap\nconst key = await createApiKey("Production Key");\n```');
  });
});
