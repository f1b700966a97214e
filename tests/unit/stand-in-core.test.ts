/**
 * The stand-in's core (src/stand-in/core.ts) is what a browser can run as well as the tests'
 * MSW server: what it imports, followed file by file from its entry, stays inside its folder and
 * names only pure-JavaScript packages (no Node module, no MSW), a bundle of it for the browser
 * builds, and it answers a whole exchange (the development handshake, a sign-up, a sealed
 * key-value write and read) given plain Fetch API `Request`s, with no `fetch` and no MSW.
 */
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {decode} from 'cbor2';
import {build} from 'esbuild';
import ts from 'typescript';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {StandInCore} from '../../src/stand-in/core';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {
  fromBase64,
  openBytes,
  openText,
  sealText,
  sharedSecret,
  toBase64,
  x25519KeyPair,
} from '../../src/stand-in/session-crypto';

const ROOT = path.resolve(__dirname, '../..');
const FOLDER = 'src/stand-in';
const ENTRY = `${FOLDER}/core.ts`;

/** The packages the core may import: pure JavaScript, the primitives the SDK bundles. */
const BROWSER_SAFE_PACKAGES = ['@stablelib/base64', '@stablelib/chacha20poly1305', 'cbor2', 'tweetnacl'];

/** The files the entry reaches through its imports (type-only ones included), and the packages they name. */
function importGraph(entry: string): {files: string[]; packages: string[]} {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const {fileName: specifier} of ts.preProcessFile(text, true, true).importedFiles) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = path.posix.join(path.posix.dirname(file), specifier);
      const target = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) =>
        fs.existsSync(path.join(ROOT, candidate)),
      );
      if (target === undefined) throw new Error(`${file}: ${specifier} does not resolve to a file`);
      visit(target);
    }
  };
  visit(entry);
  return {files: [...files].sort(), packages: [...packages].sort()};
}

/** A package name's first one or two segments (`@stablelib/base64/lib/x` → `@stablelib/base64`). */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the stand-in core', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('imports only files of its folder and pure-JavaScript packages: no Node module, no MSW', () => {
    const {files, packages} = importGraph(ENTRY);
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => !file.startsWith(`${FOLDER}/`))).toEqual([]);
    const builtins = new Set(builtinModules);
    expect(packages.filter((name) => name.startsWith('node:') || builtins.has(packageOf(name)))).toEqual([]);
    expect(packages.filter((name) => packageOf(name) === 'msw')).toEqual([]);
    expect([...new Set(packages.map(packageOf))]).toEqual(BROWSER_SAFE_PACKAGES);
    const declared = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(
      BROWSER_SAFE_PACKAGES.filter((name) => !(name in {...declared.dependencies, ...declared.devDependencies})),
    ).toEqual([]);
  });

  it('bundles for the browser, its packages resolved as a browser bundler resolves them', async () => {
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: [ENTRY],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    // tweetnacl's Node fallback (`require('crypto')`, for when `self.crypto` is missing), which
    // its package.json's `browser` field leaves out of a browser bundle.
    expect(inputs.filter((input) => input.startsWith('(disabled):'))).toEqual(['(disabled):crypto']);
    const outside = inputs.filter(
      (input) =>
        !input.startsWith(`${FOLDER}/`) && !input.startsWith('node_modules/') && !input.startsWith('(disabled):'),
    );
    expect(outside).toEqual([]);
    const bundled = new Set(inputs.flatMap((input) => /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? []));
    // The core's packages and theirs (@stablelib's parts); nothing of MSW.
    expect(BROWSER_SAFE_PACKAGES.filter((name) => !bundled.has(name))).toEqual([]);
    expect([...bundled].filter((name) => name === 'msw' || name.startsWith('@mswjs/'))).toEqual([]);
  });

  it('answers the development handshake, a sign-up and a sealed write and read, given plain Requests', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const core = new StandInCore();
    const call = (pathAndQuery: string, init?: RequestInit): Promise<Response> =>
      core.dispatch(new Request(`${LOOPBACK_ORIGIN}${pathAndQuery}`, init));

    // The handshake: the document carries the nonce and the key to exchange with.
    const nonce = crypto.randomUUID();
    const attestation = await call(`/attestation/${nonce}`);
    expect(attestation.status).toBe(200);
    const {attestation_document: document} = (await attestation.json()) as {attestation_document: string};
    const [, , payloadBytes] = decode<[Uint8Array, unknown, Uint8Array, Uint8Array]>(fromBase64(document));
    const payload = decode<{public_key: Uint8Array; nonce: Uint8Array; module_id: string}>(payloadBytes);
    expect(payload.module_id).toBe('stand-in-enclave');
    expect(new TextDecoder().decode(payload.nonce)).toBe(nonce);
    const client = x25519KeyPair();
    const exchange = await call('/key_exchange', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({client_public_key: toBase64(client.publicKey), nonce}),
    });
    expect(exchange.status).toBe(200);
    const {encrypted_session_key: sealedKey, session_id: sessionId} = (await exchange.json()) as {
      encrypted_session_key: string;
      session_id: string;
    };
    const sessionKey = openBytes(sharedSecret(client.secretKey, payload.public_key), sealedKey);
    expect(sessionKey).toHaveLength(32);

    // The encrypted API: bodies sealed with the session key both ways.
    const sealed = async (method: string, route: string, body: unknown, token?: string): Promise<unknown> => {
      const response = await call(route, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-session-id': sessionId,
          ...(token === undefined ? {} : {authorization: `Bearer ${token}`}),
        },
        body: body === undefined ? undefined : JSON.stringify({encrypted: sealText(sessionKey, JSON.stringify(body))}),
      });
      expect(response.status).toBe(200);
      const {encrypted} = (await response.json()) as {encrypted: string};
      return JSON.parse(openText(sessionKey, encrypted));
    };
    const account = (await sealed('POST', '/register', {email: 'reader@example.com', password: 'pw', name: null})) as {
      access_token: string;
    };
    expect(account.access_token).toBe('stand-in-access-1');
    expect(await sealed('PUT', '/protected/kv/greeting', 'hello', account.access_token)).toBe('hello');
    expect(await sealed('GET', '/protected/kv/greeting', undefined, account.access_token)).toBe('hello');

    expect(core.log.lines()).toEqual([
      `GET /attestation/${nonce}`,
      'POST /key_exchange',
      'POST /register',
      'PUT /protected/kv/greeting',
      'GET /protected/kv/greeting',
    ]);
    const [put] = core.log.to('/protected/kv/greeting', 'PUT');
    expect(put.decryptedBody).toBe('hello');
    expect(put.rawBody).not.toContain('hello');
    expect(core.backend.store(core.backend.accessTokens.get(account.access_token)!).get('greeting')?.value).toBe(
      'hello',
    );
    expect(core.unrouted()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('answers a path it has no route for with a 404 naming it', async () => {
    const core = new StandInCore();
    const response = await core.dispatch(new Request(`${LOOPBACK_ORIGIN}/no/such/route?x=1`, {method: 'PATCH'}));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({status: 404, message: 'stand-in: no route for PATCH /no/such/route'});
    expect(core.unrouted()).toEqual(['PATCH /no/such/route']);
  });
});
