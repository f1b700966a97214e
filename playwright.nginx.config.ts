import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './tests/e2e/chromium';
import {nginxPort} from './scripts/nginx-harness';

/**
 * Deployment tests: the production build served by a real nginx with deploy/nginx.conf
 * (scripts/nginx.ts serve: loopback, private prefix, port $NGINX_PORT, default 47931).
 * Runs tests/deploy/*.spec.ts plus the hostile-input spec that also runs against `docusaurus serve`.
 * Needs nginx (tsx scripts/nginx.ts ensure) and a build with build/_csp.conf.
 */
const PORT = nginxPort();
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests',
  testMatch: ['deploy/**/*.spec.ts', 'e2e/hostile-input.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    launchOptions: {executablePath: findChromium(), args: CHROMIUM_ARGS},
  },
  metadata: {server: 'nginx'},
  projects: [{name: 'nginx-chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: 'npx tsx scripts/nginx.ts serve',
    env: {NGINX_PORT: String(PORT)},
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
