import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {MCP_UNIT, PRODUCTION_INSTALL_DIR, PRODUCTION_MCP_PORT, serviceCommand} from '../../lib/mcp-service';
import {MAX_BODY_BYTES} from '../../mcp/src/http';
import {NGINX_CONF, PRODUCTION_MCP_UPSTREAM} from '../../lib/nginx-harness';

const unit = fs.readFileSync(MCP_UNIT, 'utf8');
const systemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;

describe('deploy/opensecret-docs-mcp.service', () => {
  it('runs the packed server with --http on the loopback port nginx proxies /mcp to', () => {
    expect(PRODUCTION_MCP_UPSTREAM).toBe(`127.0.0.1:${PRODUCTION_MCP_PORT}`);
    const argv = serviceCommand(unit, {installDir: '/tmp/x', port: 40000, node: '/opt/node'});
    expect(argv).toEqual([
      '/opt/node',
      '--max-old-space-size=256',
      '/tmp/x/package/dist/cli.cjs',
      '--http',
      '--host',
      '127.0.0.1',
      '--port',
      '40000',
    ]);
    expect(unit).toContain(`${PRODUCTION_INSTALL_DIR}/package/dist/cli.cjs`);
  });

  it('notices when the unit no longer has what the harness rewrites', () => {
    const options = {installDir: '/tmp/x', port: 40000, node: '/opt/node'};
    expect(() => serviceCommand(unit.replace('--port 8931', '--port 9000'), options)).toThrow('--port 8931');
    expect(() => serviceCommand(unit.replace(/^ExecStart=.*$/m, ''), options)).toThrow('one ExecStart= line');
    expect(() => serviceCommand(unit.replaceAll(PRODUCTION_INSTALL_DIR, '/opt/mcp'), options)).toThrow(
      PRODUCTION_INSTALL_DIR,
    );
  });

  it.skipIf(!systemdAnalyze)('passes systemd-analyze verify', () => {
    const result = spawnSync('systemd-analyze', ['verify', MCP_UNIT], {encoding: 'utf8'});
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('deploy/nginx.conf at /mcp', () => {
  const conf = fs.readFileSync(NGINX_CONF, 'utf8');
  const location = /location = \/mcp \{[^}]*\}/.exec(conf)?.[0] ?? '';

  it('refuses bodies at the MCP server’s own limit, with the same number in its JSON error', () => {
    expect(location).toContain(`client_max_body_size ${MAX_BODY_BYTES / 1024}k;`);
    expect(conf).toContain(`request body must not exceed ${MAX_BODY_BYTES} bytes`);
  });
});
