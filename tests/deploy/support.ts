/**
 * Helpers for the nginx deployment tests: raw HTTP requests (the request target is sent exactly
 * as written, no URL normalisation, so "/../" and "%2e%2e" reach the server) and build lookups.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {walkFiles} from '../../lib/walk';
import {expect} from '@playwright/test';
import {nginxPort} from '../../lib/nginx-harness';
import {CSP_INCLUDE_FILE} from '../../lib/csp-include';
import {listHtmlFiles, policyFromInclude} from '../../lib/csp';

export const BUILD_DIR = path.resolve(process.env.NGINX_ROOT ?? 'build');
export const PORT = nginxPort();

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as received (possibly gzip-encoded). */
  raw: Buffer;
  /** The decoded body text. */
  text: string;
}

export function request(
  target: string,
  options: {method?: string; headers?: Record<string, string>; body?: string | Buffer; port?: number} = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port ?? PORT,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const decoded = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString('utf8')});
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export const buildPath = (relative: string): string => path.join(BUILD_DIR, relative);
export const buildExists = (relative: string): boolean => fs.existsSync(buildPath(relative));
/** Fails the test, naming the file and what writes it, when the build lacks `relative`. */
export function expectBuildFile(relative: string, writer: string): void {
  expect(buildExists(relative), `build/${relative} is missing: ${writer} writes it during \`npm run build\``).toBe(
    true,
  );
}
export const readBuild = (relative: string): string => fs.readFileSync(buildPath(relative), 'utf8');

/** The first file in a build sub-directory whose name matches (relative to build/), if any. */
export function findBuildFile(dir: string, pattern: RegExp): string | undefined {
  const full = buildPath(dir);
  if (!fs.existsSync(full)) return undefined;
  const found = walkFiles(full).find((file) => pattern.test(path.posix.basename(file)));
  return found && path.relative(BUILD_DIR, path.join(full, found)).split(path.sep).join('/');
}

/** The policy build/_csp.conf asks nginx to send. */
export function expectedPolicy(): string {
  const policy = policyFromInclude(readBuild(CSP_INCLUDE_FILE));
  if (!policy) throw new Error(`${CSP_INCLUDE_FILE} has no Content-Security-Policy line.`);
  return policy;
}

/** Every HTML page of the build, relative to build/. */
export const htmlPages = (): string[] => listHtmlFiles(BUILD_DIR);

/** Directive name → source list, from a policy string. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The headers every response must carry, whatever its status or type. */
export function securityHeaderExpectations(): Record<string, string | RegExp> {
  return {
    'content-security-policy': expectedPolicy(),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      /^(?=.*\bcamera=\(\))(?=.*\bmicrophone=\(\))(?=.*\bgeolocation=\(\))(?=.*\bpayment=\(\))(?=.*\busb=\(\))/,
  };
}

/** Asserts the security headers every response must carry. */
export function expectSecurityHeaders(response: RawResponse, what: string): void {
  for (const [name, expected] of Object.entries(securityHeaderExpectations())) {
    const value = response.headers[name];
    expect(typeof value, `${what}: ${name}`).toBe('string');
    if (typeof expected === 'string') expect(value, `${what}: ${name}`).toBe(expected);
    else expect(value, `${what}: ${name}`).toMatch(expected);
  }
}
