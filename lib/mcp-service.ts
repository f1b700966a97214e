/**
 * Runs the docs MCP server's remote endpoint for tests as deploy/opensecret-docs-mcp.service runs
 * it on a host: the package the build wrote (build/packages/, the name that always means the
 * latest) unpacked into a private directory, started with the unit's own ExecStart line, of which
 * only the parts the unit marks as host-specific are rewritten (install directory, port, node).
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {MCP_LATEST_TAG, MCP_PACKAGES_DIR, mcpTarballName} from './mcp-package';
import {canConnect} from './nginx-harness';

export const MCP_UNIT = path.resolve('deploy/opensecret-docs-mcp.service');
/** The unit's install directory, port and Node.js, as spelled in it. */
export const PRODUCTION_INSTALL_DIR = '/srv/opensecret-docs/mcp';
export const PRODUCTION_MCP_PORT = 8931;
const PRODUCTION_NODE = '/usr/bin/node';
export const DEFAULT_MCP_PORT = 47932;

export function mcpPort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.MCP_PORT ?? DEFAULT_MCP_PORT);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new Error(`Bad MCP_PORT: ${env.MCP_PORT}`);
  return port;
}

/** The unit's ExecStart as an argv, with the host-specific parts rewritten. */
export function serviceCommand(unit: string, options: {installDir: string; port: number; node: string}): string[] {
  const lines = unit.split('\n').filter((line) => line.startsWith('ExecStart='));
  if (lines.length !== 1) throw new Error(`${MCP_UNIT}: expected one ExecStart= line, found ${lines.length}.`);
  const argv = lines[0].slice('ExecStart='.length).trim().split(/\s+/);
  if (argv[0] !== PRODUCTION_NODE) throw new Error(`${MCP_UNIT}: ExecStart no longer starts ${PRODUCTION_NODE}.`);
  if (!argv.some((arg) => arg.startsWith(`${PRODUCTION_INSTALL_DIR}/`))) {
    throw new Error(`${MCP_UNIT}: ExecStart no longer runs the package from ${PRODUCTION_INSTALL_DIR}.`);
  }
  const port = argv.indexOf('--port');
  if (port < 0 || argv[port + 1] !== String(PRODUCTION_MCP_PORT)) {
    throw new Error(`${MCP_UNIT}: ExecStart no longer passes --port ${PRODUCTION_MCP_PORT}.`);
  }
  return argv.map((arg, index) => {
    if (index === 0) return options.node;
    if (index === port + 1) return String(options.port);
    return arg.startsWith(`${PRODUCTION_INSTALL_DIR}/`)
      ? options.installDir + arg.slice(PRODUCTION_INSTALL_DIR.length)
      : arg;
  });
}

export interface RunningMcpService {
  port: number;
  process: ChildProcess;
  /** Where the package was unpacked. */
  installDir: string;
  stop(): Promise<void>;
}

/** Unpacks the build's package and starts the unit's command on loopback; resolves once it listens. */
export async function startMcpService(options: {root: string; port: number}): Promise<RunningMcpService> {
  const tarball = path.join(options.root, MCP_PACKAGES_DIR, mcpTarballName(MCP_LATEST_TAG));
  if (!fs.existsSync(tarball)) throw new Error(`${tarball} is missing: \`npm run build\` packs the MCP server.`);
  if (await canConnect(options.port)) throw new Error(`Port ${options.port} is already in use (set MCP_PORT).`);
  const installDir = path.join(os.tmpdir(), `opensecret-docs-mcp-${options.port}`);
  fs.rmSync(installDir, {recursive: true, force: true});
  fs.mkdirSync(installDir, {recursive: true});
  execFileSync('tar', ['-xzf', tarball, '-C', installDir]);
  const [command, ...args] = serviceCommand(fs.readFileSync(MCP_UNIT, 'utf8'), {
    installDir,
    port: options.port,
    node: process.execPath,
  });
  const child = spawn(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {...process.env, NODE_ENV: 'production'},
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(installDir, {recursive: true, force: true});
  };
  const deadline = Date.now() + 20_000;
  while (!(await canConnect(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The MCP server did not start on port ${options.port}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {port: options.port, process: child, installDir, stop};
}
