import {defineConfig} from '@playwright/test';
import {mcpPort} from './lib/mcp-service';
import {nginxPort} from './lib/nginx-harness';
import {sharedConfig} from './playwright.shared';

/**
 * Deployment tests: the production build served by a real nginx with deploy/nginx.conf
 * (tools/nginx/cli.ts serve: loopback, private prefix, port $NGINX_PORT, default 47931), with the
 * packed docs MCP server behind /mcp as deploy/opensecret-docs-mcp.service runs it ($MCP_PORT,
 * default 47932).
 * Runs tests/deploy/*.spec.ts plus the hostile-input spec that also runs against `docusaurus serve`.
 * Needs nginx (tsx tools/nginx/cli.ts ensure) and a build with build/_csp.conf.
 */
const PORT = nginxPort();
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...sharedConfig(BASE_URL, 'nginx-chromium'),
  testDir: 'tests',
  testMatch: ['deploy/**/*.spec.ts', 'e2e/hostile-input.spec.ts'],
  metadata: {server: 'nginx'},
  webServer: {
    command: 'npx tsx tools/nginx/cli.ts serve',
    env: {NGINX_PORT: String(PORT), MCP_PORT: String(mcpPort())},
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
