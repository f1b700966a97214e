/**
 * ESLint for every TypeScript file of the repository: typescript-eslint's type-aware rules over
 * the whole tree, React hooks and jsx-a11y over the client code, and no formatting rules (Prettier
 * owns formatting) nor import boundaries (dependency-cruiser owns them: .dependency-cruiser.cjs).
 * `npm run lint` runs ESLint, Stylelint, Prettier's check and dependency-cruiser.
 */
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import eslint from '@eslint/js';
import prettierConfig from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import {defineConfig} from 'eslint/config';
import tseslint from 'typescript-eslint';

type ConfigArray = ReturnType<typeof defineConfig>;

/** Generated or third-party output that no rule applies to. */
const IGNORED = [
  'node_modules/',
  'build/',
  'build-profile/',
  '.docusaurus/',
  '.docusaurus-runner/',
  'docs/api/',
  'bench/.reference/',
  'bench/.vitepress-reference/',
  'bench/.react-floor/',
  'bench/results/',
  'test-results/',
  'playwright-report/',
  'tests/fixtures/',
  '**/*.d.ts.map',
];

/** Type-aware linting: one TypeScript program per tsconfig, found by the project service. */
const TYPE_AWARE: ConfigArray = defineConfig({
  files: ['**/*.{ts,tsx,mts,cts}'],
  extends: [eslint.configs.recommended, tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
  languageOptions: {
    parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    globals: {...globals.node},
  },
  rules: {
    // Template literals with numbers read naturally (`${count} pages`).
    '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true}],
    // `void promise` marks a deliberately unawaited promise.
    '@typescript-eslint/no-confusing-void-expression': ['error', {ignoreArrowShorthand: true}],
    '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    // With `noUncheckedIndexedAccess` off (the Docusaurus tsconfig's choice), every index lookup is
    // typed as present, so this rule would call the guards on those lookups unnecessary.
    '@typescript-eslint/no-unnecessary-condition': 'off',
    // `a || b` on strings deliberately treats '' as missing.
    '@typescript-eslint/prefer-nullish-coalescing': ['error', {ignorePrimitives: {string: true}}],
    // An async callback without `await` is how a sync body's throws become rejections.
    '@typescript-eslint/require-await': 'off',
    eqeqeq: ['error', 'always'],
    'no-console': 'off',
  },
});

/**
 * No blanket disables: a disable comment names its rules, says why after `--`, and is used.
 */
const DISABLE_COMMENTS: ConfigArray = defineConfig(eslintComments.recommended, {
  rules: {
    '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
    '@eslint-community/eslint-comments/require-description': ['error', {ignore: []}],
    '@eslint-community/eslint-comments/no-use': ['error', {allow: ['eslint-disable-next-line', 'eslint-disable-line']}],
  },
});

/** Files that run plain JavaScript (CommonJS shims). */
const PLAIN_JS: ConfigArray = defineConfig({
  files: ['**/*.{js,cjs,mjs}'],
  extends: [eslint.configs.recommended, tseslint.configs.disableTypeChecked],
  languageOptions: {globals: {...globals.node}},
});

/** The browser side: React components, hooks and the theme wrappers. */
const CLIENT: ConfigArray = defineConfig({
  files: ['src/**/*.{ts,tsx}'],
  extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.strict],
  languageOptions: {globals: {...globals.browser}},
  rules: {
    // A table that scrolls sideways is a scroll container, which must take keyboard focus
    // (WCAG 2.1.1; axe's scrollable-region-focusable), as the theme's code blocks do.
    'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['table'], roles: ['tabpanel']}],
  },
});

/** Tests may use non-null assertions on values an earlier assertion proved present. */
const TESTS: ConfigArray = defineConfig({
  files: ['tests/**/*.ts'],
  rules: {'@typescript-eslint/no-non-null-assertion': 'off'},
});

const config: ConfigArray = defineConfig(
  {ignores: IGNORED},
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  TYPE_AWARE,
  DISABLE_COMMENTS,
  PLAIN_JS,
  CLIENT,
  TESTS,
  prettierConfig,
);

export default config;
