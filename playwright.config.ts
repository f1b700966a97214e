import {defineConfig} from '@playwright/test';
import {sharedConfig} from './playwright.shared';

/** The production build is served by `docusaurus serve` on an unusual, configurable port. */
const PORT = Number(process.env.E2E_PORT ?? 47321);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...sharedConfig(BASE_URL, 'chromium'),
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  webServer: {
    command: `npx docusaurus serve --dir build --port ${PORT} --host 127.0.0.1 --no-open`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    // The hostile-URL tests make serve-handler log 5,000-character paths; responses are asserted.
    stderr: 'ignore',
  },
});
