/**
 * Runs the production nginx site config (deploy/nginx.conf) against a local build, for tests:
 * a private prefix in a temporary directory, loopback only, an unusual port ($NGINX_PORT).
 *
 * The server block is used as written; only the lines deploy/nginx.conf marks as host-specific
 * are rewritten (the build path, the listen directives and the MCP server's port), and a minimal
 * main config (events/http, private pid and log files) is wrapped around it.
 */
import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {CSP_INCLUDE_FILE} from './csp-include';

export const DEFAULT_NGINX_PORT = 47931;
/** The build directory as spelled in deploy/nginx.conf. */
export const PRODUCTION_ROOT = '/srv/opensecret-docs/build';
export const NGINX_CONF = path.resolve('deploy/nginx.conf');
/** The docs MCP server's address as spelled in deploy/nginx.conf's upstream. */
export const PRODUCTION_MCP_UPSTREAM = '127.0.0.1:8931';
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

export function nginxPort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.NGINX_PORT ?? DEFAULT_NGINX_PORT);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new Error(`Bad NGINX_PORT: ${env.NGINX_PORT}`);
  return port;
}

/** $NGINX_BIN, else the usual install locations, else `nginx` on PATH; undefined if none. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NGINX_BIN) {
    if (!fs.existsSync(env.NGINX_BIN)) throw new Error(`NGINX_BIN=${env.NGINX_BIN} does not exist.`);
    return env.NGINX_BIN;
  }
  const onPath = (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'nginx'));
  return [...NGINX_CANDIDATES, ...onPath].find((candidate) => fs.existsSync(candidate));
}

/**
 * Installs nginx when it is missing: `apt-get update && apt-get install -y nginx` as root on
 * Debian/Ubuntu. A temporary policy-rc.d stops the package from starting the system nginx
 * service (port 80) during the install. Returns the nginx binary.
 */
export function ensureNginx(env: NodeJS.ProcessEnv = process.env): string {
  const found = findNginx(env);
  if (found) return found;
  const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find((candidate) => fs.existsSync(candidate));
  if (!aptGet || process.getuid?.() !== 0) {
    throw new Error(
      'nginx is not installed. Install it (Debian/Ubuntu: `apt-get update && apt-get install -y nginx` as root) ' +
        'or set NGINX_BIN to an nginx binary.',
    );
  }
  const policyRcD = '/usr/sbin/policy-rc.d';
  const ownPolicy = !fs.existsSync(policyRcD);
  if (ownPolicy)
    fs.writeFileSync(policyRcD, '#!/bin/sh\n# temporary: no service starts during package install\nexit 101\n', {
      mode: 0o755,
    });
  try {
    const aptEnv = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    execFileSync(aptGet, ['update'], {stdio: 'inherit', env: aptEnv});
    execFileSync(aptGet, ['install', '-y', '--no-install-recommends', 'nginx'], {stdio: 'inherit', env: aptEnv});
  } finally {
    if (ownPolicy) fs.rmSync(policyRcD, {force: true});
  }
  const installed = findNginx(env);
  if (!installed) throw new Error('apt-get installed nginx, but no nginx binary was found.');
  return installed;
}

/** A path nginx can take unquoted in a directive. */
function assertPlainPath(value: string): void {
  if (!path.isAbsolute(value) || /[\s;{}"'$\\#]/.test(value)) {
    throw new Error(`Path not usable in an nginx directive without quoting: ${value}`);
  }
}

/**
 * deploy/nginx.conf with the host-specific lines rewritten: the build path, the listen
 * directives (the first becomes 127.0.0.1:<port>, the others are dropped) and the MCP server's
 * port (127.0.0.1:<mcpPort>).
 */
export function renderServerBlock(conf: string, options: {root: string; port: number; mcpPort: number}): string {
  assertPlainPath(options.root);
  if (!conf.includes(PRODUCTION_ROOT)) throw new Error(`deploy/nginx.conf no longer mentions ${PRODUCTION_ROOT}.`);
  if (!conf.includes(`server ${PRODUCTION_MCP_UPSTREAM};`)) {
    throw new Error(`deploy/nginx.conf no longer proxies to server ${PRODUCTION_MCP_UPSTREAM}.`);
  }
  let listens = 0;
  const rewritten = conf
    .split(PRODUCTION_ROOT)
    .join(options.root)
    .split(`server ${PRODUCTION_MCP_UPSTREAM};`)
    .join(`server 127.0.0.1:${options.mcpPort};`)
    .replace(/^([ \t]*)listen[ \t]+[^;\n]*;[ \t]*\n/gm, (_line, indent: string) =>
      listens++ === 0 ? `${indent}listen 127.0.0.1:${options.port};\n` : '',
    );
  if (listens === 0) throw new Error('deploy/nginx.conf has no listen directive.');
  return rewritten;
}

interface NginxBuildInfo {
  /** Directory of the compiled-in conf path, where the package's mime.types lives. */
  confDir: string;
  /** `-e <file>` (nginx >= 1.19.5) keeps even start-up errors in the private prefix. */
  hasErrorLogFlag: boolean;
}

function nginxBuildInfo(nginxBin: string): NginxBuildInfo {
  const result = spawnSync(nginxBin, ['-V'], {encoding: 'utf8'});
  const text = `${result.stdout}${result.stderr}`;
  const confPath = /--conf-path=(\S+)/.exec(text)?.[1] ?? '/etc/nginx/nginx.conf';
  const [major = 0, minor = 0, patch = 0] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text) ?? []).slice(1).map(Number);
  return {confDir: path.dirname(confPath), hasErrorLogFlag: major * 1e6 + minor * 1e3 + patch >= 1_019_005};
}

/** A complete nginx.conf around the server block, everything under `prefix`. */
export function renderMainConfig(options: {
  prefix: string;
  serverBlock: string;
  mimeTypes: string;
  runAsRoot: boolean;
}): string {
  const p = (name: string): string => path.join(options.prefix, name);
  return [
    '# Generated by lib/nginx-harness.ts for tests: loopback only, private prefix.',
    // As root, nginx would switch its workers to `nobody`, which may not be able to read a
    // checkout; the test server only listens on loopback.
    options.runAsRoot ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${p('nginx.pid')};`,
    `error_log ${p('error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `    include ${options.mimeTypes};`,
    '    default_type application/octet-stream;',
    `    access_log ${p('access.log')};`,
    `    client_body_temp_path ${p('tmp/client_body')};`,
    `    proxy_temp_path ${p('tmp/proxy')};`,
    `    fastcgi_temp_path ${p('tmp/fastcgi')};`,
    `    uwsgi_temp_path ${p('tmp/uwsgi')};`,
    `    scgi_temp_path ${p('tmp/scgi')};`,
    '    sendfile on;',
    options.serverBlock,
    '}',
    '',
  ].join('\n');
}

export interface NginxSite {
  prefix: string;
  confFile: string;
  port: number;
  baseUrl: string;
  /** Command-line arguments selecting this site's prefix and config. */
  args: string[];
}

/**
 * The prefix directory of the test server on a port: one fixed directory per port, emptied at
 * each start, so a run that was killed before it could clean up leaves nothing behind for long.
 */
export const prefixForPort = (port: number): string => path.join(os.tmpdir(), `opensecret-nginx-${port}`);

/** Writes the test config into an empty prefix directory and checks it with `nginx -t`. */
export function prepareNginxSite(options: {
  nginxBin: string;
  root: string;
  port: number;
  mcpPort: number;
  prefix: string;
}): NginxSite {
  const root = path.resolve(options.root);
  if (!fs.existsSync(path.join(root, 'index.html')))
    throw new Error(`${root} has no index.html: build the site first.`);
  if (!fs.existsSync(path.join(root, CSP_INCLUDE_FILE))) {
    throw new Error(
      `${path.join(root, CSP_INCLUDE_FILE)} is missing: the csp plugin (plugins/csp) writes it during ` +
        '`docusaurus build`; or run `tsx tools/csp/cli.ts`.',
    );
  }
  const {prefix} = options;
  fs.rmSync(prefix, {recursive: true, force: true});
  fs.mkdirSync(path.join(prefix, 'tmp'), {recursive: true, mode: 0o700});
  const info = nginxBuildInfo(options.nginxBin);
  const mimeTypes = path.join(info.confDir, 'mime.types');
  if (!fs.existsSync(mimeTypes)) throw new Error(`${mimeTypes} not found (it comes with the nginx package).`);
  const serverBlock = renderServerBlock(fs.readFileSync(NGINX_CONF, 'utf8'), {
    root,
    port: options.port,
    mcpPort: options.mcpPort,
  });
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, renderMainConfig({prefix, serverBlock, mimeTypes, runAsRoot: process.getuid?.() === 0}));
  const args = ['-p', prefix, ...(info.hasErrorLogFlag ? ['-e', path.join(prefix, 'error.log')] : []), '-c', confFile];
  const test = spawnSync(options.nginxBin, ['-t', '-q', ...args], {encoding: 'utf8'});
  if (test.status !== 0) {
    fs.rmSync(prefix, {recursive: true, force: true});
    throw new Error(`nginx -t rejected the config:\n${test.stderr}${test.stdout}`);
  }
  return {prefix, confFile, port: options.port, baseUrl: `http://127.0.0.1:${options.port}`, args};
}

export function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({host: '127.0.0.1', port});
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RunningNginx extends NginxSite {
  process: ChildProcess;
  /** Stops this nginx (its master process, by pid) and removes the prefix directory. */
  stop(): Promise<void>;
}

/** Starts nginx in the foreground (a child process) and waits until it accepts connections. */
export async function startNginx(options: {
  nginxBin: string;
  root: string;
  port: number;
  mcpPort: number;
}): Promise<RunningNginx> {
  // A free port also means no test nginx is using this port's prefix directory.
  if (await canConnect(options.port)) throw new Error(`Port ${options.port} is already in use (set NGINX_PORT).`);
  const site = prepareNginxSite({...options, prefix: prefixForPort(options.port)});
  const errorLog = path.join(site.prefix, 'error.log');
  const child = spawn(options.nginxBin, site.args, {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT'); // graceful shutdown of the master and its workers
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(site.prefix, {recursive: true, force: true});
  };
  const deadline = Date.now() + 10_000;
  while (!(await canConnect(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
      await stop();
      throw new Error(`nginx did not start on port ${options.port}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {...site, process: child, stop};
}
