import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './tests/e2e/chromium';

/** The production build is served by `docusaurus serve` on an unusual, configurable port. */
const PORT = Number(process.env.E2E_PORT ?? 47321);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
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
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npx docusaurus serve --dir build --port ${PORT} --host 127.0.0.1 --no-open`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
