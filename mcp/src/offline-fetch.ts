/**
 * A `fetch` that never touches the network: it answers only `file:` URLs of the files listed
 * when it is created (the Pagefind index), from disk, and rejects every other request. The
 * server installs it as the process's global fetch, which is what Pagefind's runtime calls
 * to load its index chunks, so the process can make no network request at all.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

export class OfflineFetchError extends TypeError {
  override name = 'OfflineFetchError';
}

export interface OfflineFetch {
  fetch: typeof fetch;
  /** Bytes served so far. */
  bytesServed(): number;
}

function urlOf(input: Parameters<typeof fetch>[0]): URL {
  if (input instanceof URL) return input;
  return new URL(typeof input === 'string' ? input : input.url);
}

/** A fetch serving exactly `files` (absolute paths); any other URL, or any non-file URL, is refused. */
export function createOfflineFetch(files: Iterable<string>): OfflineFetch {
  const allowed = new Set([...files].map((file) => path.resolve(file)));
  let served = 0;
  const offlineFetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const url = urlOf(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (url.protocol !== 'file:')
      throw new OfflineFetchError(
        `Offline: refused a request to ${url.origin}; this server makes no network requests.`,
      );
    if (method !== 'GET')
      throw new OfflineFetchError(`Offline: refused ${method} ${url.pathname}; the index is read-only.`);
    const file = path.resolve(fileURLToPath(new URL(url.pathname, 'file:///')));
    if (!allowed.has(file)) return new Response(null, {status: 404, statusText: 'Not Found'});
    const body = await fs.readFile(file);
    served += body.byteLength;
    return new Response(body, {status: 200});
  };
  return {fetch: offlineFetch, bytesServed: () => served};
}

/** The file: URL of a directory, with a trailing slash (as Pagefind's basePath). */
export const directoryUrl = (dir: string): string => `${pathToFileURL(path.resolve(dir)).href}/`;
