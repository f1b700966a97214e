/** The offline fetch the docs MCP server installs: only listed files, only file: URLs, only GET. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createOfflineFetch, directoryUrl, OfflineFetchError} from '../../mcp/src/offline-fetch';

describe('createOfflineFetch', () => {
  let dir: string;
  let index: string;
  let secret: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-fetch-'));
    fs.mkdirSync(path.join(dir, 'pagefind'));
    index = path.join(dir, 'pagefind', 'pagefind-entry.json');
    secret = path.join(dir, 'secret.txt');
    fs.writeFileSync(index, '{"version":"1"}');
    fs.writeFileSync(secret, 'not for the index');
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('serves a listed file, ignoring the query string, and counts the bytes', async () => {
    const offline = createOfflineFetch([index]);
    const response = await offline.fetch(`${directoryUrl(path.join(dir, 'pagefind'))}pagefind-entry.json?ts=123`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"version":"1"}');
    expect(offline.bytesServed()).toBe(15);
  });

  it('answers 404 for any file that is not listed, also through ..', async () => {
    const {fetch} = createOfflineFetch([index]);
    expect((await fetch(new URL(`file://${secret}`))).status).toBe(404);
    expect((await fetch(`${directoryUrl(path.join(dir, 'pagefind'))}../secret.txt`)).status).toBe(404);
    expect((await fetch(`${directoryUrl(path.join(dir, 'pagefind'))}missing.pf_index`)).status).toBe(404);
  });

  it('refuses every network URL and any method but GET', async () => {
    const {fetch} = createOfflineFetch([index]);
    await expect(fetch('https://example.com/pagefind/pagefind-entry.json')).rejects.toThrow(OfflineFetchError);
    await expect(fetch('http://127.0.0.1:1/')).rejects.toThrow(/makes no network requests/);
    await expect(fetch(new Request('https://example.com/'))).rejects.toThrow(OfflineFetchError);
    await expect(fetch(`file://${index}`, {method: 'PUT', body: 'x'})).rejects.toThrow(/read-only/);
  });
});
