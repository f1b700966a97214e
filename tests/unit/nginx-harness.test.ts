import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  NGINX_CONF,
  PRODUCTION_MCP_UPSTREAM,
  PRODUCTION_ROOT,
  nginxPort,
  renderMainConfig,
  renderServerBlock,
} from '../../lib/nginx-harness';

const productionConf = fs.readFileSync(NGINX_CONF, 'utf8');

describe('deploy/nginx.conf', () => {
  it('serves the production build path and includes the generated CSP from it', () => {
    expect(productionConf).toContain(`root ${PRODUCTION_ROOT};`);
    expect(productionConf).toContain(`include ${PRODUCTION_ROOT}/_csp.conf;`);
  });

  it('declares add_header only at server level (nested blocks would drop the inherited headers)', () => {
    const server = productionConf.slice(productionConf.indexOf('server {'));
    let depth = 0;
    for (const line of server.split('\n')) {
      const code = line.replace(/#.*/, '');
      if (/^\s*add_header\b/.test(code)) expect(depth, line).toBe(1);
      depth += (code.match(/{/g) ?? []).length - (code.match(/}/g) ?? []).length;
    }
  });

  it('sends every security header with `always`, so errors carry them too', () => {
    const headers = productionConf.split('\n').filter((line) => /^\s*add_header\b/.test(line));
    expect(headers.length).toBeGreaterThanOrEqual(6);
    for (const line of headers) expect(line, line).toMatch(/ always;\s*$/);
  });
});

describe('renderServerBlock', () => {
  it('points root and include at the local build and listens on loopback only', () => {
    const rendered = renderServerBlock(productionConf, {root: '/tmp/site/build', port: 47999, mcpPort: 47998});
    expect(rendered).not.toContain(PRODUCTION_ROOT);
    expect(rendered).toContain('root /tmp/site/build;');
    expect(rendered).toContain('include /tmp/site/build/_csp.conf;');
    const listens = rendered.split('\n').filter((line) => /^\s*listen\b/.test(line));
    expect(listens.map((line) => line.trim())).toEqual(['listen 127.0.0.1:47999;']);
    expect(rendered).toContain('server 127.0.0.1:47998;');
    expect(rendered).not.toContain(`server ${PRODUCTION_MCP_UPSTREAM};`);
  });

  it('rejects paths nginx would misread', () => {
    expect(() => renderServerBlock(productionConf, {root: '/tmp/my site', port: 47999, mcpPort: 47998})).toThrow(
      /quoting/,
    );
    expect(() => renderServerBlock(productionConf, {root: 'relative/build', port: 47999, mcpPort: 47998})).toThrow(
      /quoting/,
    );
  });

  it('notices when the production config no longer has the lines it rewrites', () => {
    expect(() =>
      renderServerBlock('server { listen 80; root /var/www; }', {root: '/tmp/b', port: 47999, mcpPort: 47998}),
    ).toThrow(PRODUCTION_ROOT);
    const withoutUpstream = productionConf.replace(`server ${PRODUCTION_MCP_UPSTREAM};`, 'server 127.0.0.1:1;');
    expect(() => renderServerBlock(withoutUpstream, {root: '/tmp/b', port: 47999, mcpPort: 47998})).toThrow(
      PRODUCTION_MCP_UPSTREAM,
    );
  });
});

describe('renderMainConfig / nginxPort', () => {
  it('keeps pid, logs and temp files under the private prefix', () => {
    const conf = renderMainConfig({
      prefix: '/tmp/p',
      serverBlock: 'server {}',
      mimeTypes: '/etc/nginx/mime.types',
      runAsRoot: false,
    });
    expect(conf).toContain('pid /tmp/p/nginx.pid;');
    expect(conf).toContain('error_log /tmp/p/error.log warn;');
    expect(conf).toContain('access_log /tmp/p/access.log;');
    expect(conf).not.toMatch(/^user /m);
    expect(conf).toContain('daemon off;');
    expect(renderMainConfig({prefix: '/tmp/p', serverBlock: '', mimeTypes: 'm', runAsRoot: true})).toMatch(
      /^user root;$/m,
    );
  });

  it('reads NGINX_PORT, default 47931', () => {
    expect(nginxPort({})).toBe(47931);
    expect(nginxPort({NGINX_PORT: '48000'})).toBe(48000);
    expect(() => nginxPort({NGINX_PORT: '80'})).toThrow();
    expect(() => nginxPort({NGINX_PORT: 'x'})).toThrow();
  });
});
