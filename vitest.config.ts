import {defineConfig} from 'vitest/config';

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
        // Behaviour tests of the installed SDK releases against the local stand-in (tests/sdk/stand-in).
        test: {
          name: 'sdk',
          include: ['tests/sdk/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/sdk/setup-realm.ts', 'tests/sdk/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // The docs pages' samples, taken from the pages and run in a reader's app against the
        // stand-in (tests/samples; handbook/testing.md#the-samples-project).
        test: {
          name: 'samples',
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
