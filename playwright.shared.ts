/** What both Playwright configs share: runner settings and the system Chromium. */
import {devices, type PlaywrightTestConfig} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './lib/chromium';

export function sharedConfig(baseURL: string, projectName: string): PlaywrightTestConfig {
  return {
    fullyParallel: true,
    workers: process.env.CI ? 2 : undefined,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    reporter: [['list']],
    timeout: 30_000,
    expect: {timeout: 10_000},
    use: {
      baseURL,
      trace: 'off',
      launchOptions: {executablePath: findChromium(), args: CHROMIUM_ARGS},
    },
    projects: [{name: projectName, use: {...devices['Desktop Chrome'], channel: undefined}}],
  };
}
