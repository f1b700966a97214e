/**
 * A small static file server for a Docusaurus build, on loopback: gzip for text types (like a
 * production server), clean URLs (/a/b → a/b/index.html or a/b.html), and the site's 404 page
 * with a real 404 status. Used by the benchmark; Lighthouse figures need compression.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|wasm)|image\/svg)/;

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The file serving a URL path inside root, or undefined (never a path outside root). */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  } catch {
    return undefined;
  }
  if (pathname.includes('\0')) return undefined;
  const base = path.resolve(root);
  const target = path.resolve(base, `.${path.posix.normalize(`/${pathname}`)}`);
  if (target !== base && !target.startsWith(base + path.sep)) return undefined;
  for (const candidate of [target, path.join(target, 'index.html'), `${target}.html`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function startStaticServer(root: string, port = 0, host = '127.0.0.1'): Promise<StaticServer> {
  const notFound = path.join(root, '404.html');
  const server = http.createServer((req, res) => {
    const file = resolveFile(root, req.url ?? '/');
    const status = file ? 200 : 404;
    const body = fs.readFileSync(file ?? notFound);
    const type = contentType(file ?? notFound);
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && COMPRESSIBLE.test(type);
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? {'Content-Encoding': 'gzip'} : {}),
    });
    res.end(gzip ? zlib.gzipSync(body, {level: 6}) : body);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const {port: actual} = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
