import {defineConfig} from 'vitest/config';

/**
 * The page the SDK behaviour tests run in: not the stand-in's API URL (http://localhost:3000, jsdom's
 * default page URL), so a request the SDK sends to the page's own origin is not answered as an API
 * call (tests/sdk/setup.ts).
 */
const SDK_PAGE_URL = 'http://app.stand-in.test/';

/** SDK behaviour test files that need a module instance of their own (see each file's header). */
const SDK_FRESH_MODULE = [
  'tests/sdk/v3-ai-module-url.test.ts',
  'tests/sdk/v3-mount-effect-url.test.ts',
  'tests/sdk/platform-refresh-url.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        // Behaviour tests of the installed SDK releases against the local stand-in (src/stand-in/,
        // served through MSW by tests/support/msw-stand-in.ts).
        // The files of a worker share one module registry and one jsdom window (a third of the
        // time of a fresh one per file); each test starts from empty storage and a reset stand-in.
        test: {
          name: 'sdk',
          include: ['tests/sdk/**/*.test.{ts,tsx}'],
          exclude: SDK_FRESH_MODULE,
          environment: 'jsdom',
          environmentOptions: {jsdom: {url: SDK_PAGE_URL}},
          setupFiles: ['tests/sdk/setup-realm.ts', 'tests/sdk/setup.ts'],
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        // Behaviour tests that need an SDK module no earlier test file has mounted a provider with.
        test: {
          name: 'sdk-fresh-module',
          include: SDK_FRESH_MODULE,
          environment: 'jsdom',
          environmentOptions: {jsdom: {url: SDK_PAGE_URL}},
          setupFiles: ['tests/sdk/setup-realm.ts', 'tests/sdk/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // The docs pages' samples, taken from the pages and run in a reader's app against the
        // stand-in (tests/samples; handbook/testing.md#the-samples-project). Each page load
        // evaluates a new SDK module, so the files of a worker can share one registry and window.
        test: {
          name: 'samples',
          isolate: false,
          include: ['tests/samples/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          environmentOptions: {jsdom: {url: 'http://docs.test/'}},
          setupFiles: ['tests/sdk/setup-realm.ts', 'tests/samples/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // Tests over the production build in build/ (run after `docusaurus build`).
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
