// @ts-check
/**
 * The import rules of the repository, checked by dependency-cruiser (`npm run lint:deps`). Paths
 * are relative to the folder dependency-cruiser runs in (the repository for `npm run lint:deps`),
 * so tests/unit/dependency-rules.test.ts runs these same rules in each of its fixture folders.
 *
 * - src/ (the browser) imports src/ and lib/ only;
 * - lib/ holds what two or more sides share: it imports lib/ and src/constants.ts only;
 * - plugins/ (the build) imports plugins/, lib/ and src/constants.ts only; the client modules of
 *   plugins are browser code, under the rule of src/;
 * - tools/ holds one folder per tool (its entry point and the code only it uses): a tool imports
 *   its own folder, lib/ and src/constants.ts, never another tool's; nothing but tests imports a
 *   tool;
 * - only tests/ imports tests/;
 * - no import cycles, and every import of ours resolves.
 * npm packages and Node's own modules are allowed everywhere.
 */
const path = require('node:path');

/** A path in a rule: a file, matched exactly (rules match on regular expressions). */
const exactly = (/** @type {string} */ file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/** Installed packages: imports of them are never a boundary crossing. */
const PACKAGES = '(^|/)node_modules/';

/**
 * src/constants.ts: the site's one table of facts (product name, URLs, docs versions with the SDK
 * release each covers). It imports nothing, so every side may read it, lib/ included.
 */
const CONSTANTS = exactly('src/constants.ts');

/**
 * Docusaurus's virtual modules: the theme's components (`@theme/…`, `@theme-original/…`), the
 * client API (`@docusaurus/Link`, `@docusaurus/router`, …) and generated data. The bundler makes
 * them; no file on disk resolves them.
 */
const VIRTUAL_MODULES = '^(@theme|@theme-original|@theme-init|@generated)/|^@docusaurus/';

/**
 * Client modules of plugins (what a plugin's getClientModules hands Docusaurus): browser code,
 * under the rule of src/.
 */
const PLUGIN_CLIENT_MODULES = [exactly('plugins/search-index/highlight-client.ts')];

/**
 * Files (matching `from`, not `except`) that import only the given paths, npm packages and
 * Node's modules.
 * @param {string} name
 * @param {string} comment
 * @param {{path: string[], except?: string[]}} from
 * @param {string[]} allowed
 * @returns {import('dependency-cruiser').IForbiddenRuleType}
 */
const importsOnly = (name, comment, from, allowed) => ({
  name,
  comment,
  severity: 'error',
  from: {path: from.path, pathNot: from.except ?? []},
  to: {pathNot: [...allowed, PACKAGES], dependencyTypesNot: ['core'], couldNotResolve: false},
});

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    importsOnly(
      'client-imports-src-and-lib',
      'Client code (src/, and the client modules of plugins) imports src/ and lib/ only.',
      {path: ['^src/', ...PLUGIN_CLIENT_MODULES]},
      ['^src/', '^lib/'],
    ),
    importsOnly(
      'lib-imports-no-side',
      'lib/ holds what two or more sides share: it imports lib/ and src/constants.ts only.',
      {path: ['^lib/']},
      ['^lib/', CONSTANTS],
    ),
    importsOnly(
      'plugins-import-lib-and-constants',
      'The build (plugins/) imports plugins/, lib/ and src/constants.ts only.',
      {path: ['^plugins/'], except: PLUGIN_CLIENT_MODULES},
      ['^plugins/', '^lib/', CONSTANTS],
    ),
    {
      name: 'constants-import-nothing',
      comment: 'src/constants.ts imports nothing: every side, lib/ included, reads it.',
      severity: 'error',
      from: {path: CONSTANTS},
      to: {},
    },
    importsOnly(
      'tool-imports-lib-and-its-folder',
      "A tool (tools/<tool>/) imports its own folder, lib/ and src/constants.ts only: never another tool's.",
      {path: ['^tools/([^/]+)/']},
      ['^tools/$1/', '^lib/', CONSTANTS],
    ),
    {
      name: 'not-to-tools',
      comment: 'Only tests import a tool: code that another side needs belongs in lib/.',
      severity: 'error',
      from: {pathNot: '^(tools|tests)/'},
      to: {path: '^tools/'},
    },
    {
      name: 'not-to-tests',
      comment: 'Only tests import tests/: code that other folders share belongs in lib/.',
      severity: 'error',
      from: {pathNot: '^tests/'},
      to: {path: '^tests/'},
    },
    {
      name: 'no-circular',
      comment: 'No import cycles between our modules (type-only imports count).',
      severity: 'error',
      from: {},
      to: {circular: true},
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or a package (else the rules above cannot see it).',
      severity: 'error',
      from: {},
      to: {couldNotResolve: true, pathNot: VIRTUAL_MODULES},
    },
  ],
  options: {
    doNotFollow: {path: PACKAGES},
    // Generated or downloaded output, and the fixtures tests read as data.
    exclude: {path: '(^|/)(node_modules|build-profile|fixtures|\\.reference|\\.vitepress-reference|results|dist)/'},
    // Type-only imports are imports too: they count for the boundaries and for cycles.
    tsPreCompilationDeps: true,
    tsConfig: {fileName: path.join(__dirname, 'tsconfig.json')},
    // Packages resolve through their `exports` (import and require conditions), as Node and the
    // bundler resolve them.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};

module.exports = config;
