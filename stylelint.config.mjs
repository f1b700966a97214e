/**
 * Stylelint for the global stylesheet and the CSS modules. Standard rules, with the CSS-modules
 * additions (`:global`, `composes`) and the naming the theme imposes: Infima's `--ifm-*`
 * variables and Docusaurus's class names are kebab-case, our module classes camelCase.
 * @type {import('stylelint').Config}
 */
const config = {
  extends: ['stylelint-config-standard', 'stylelint-config-css-modules'],
  ignoreFiles: [
    'build/**',
    'build-profile/**',
    '.docusaurus/**',
    '.docusaurus-runner/**',
    'node_modules/**',
    'bench/.reference/**',
    'bench/.vitepress-reference/**',
    'mcp/.pack/**',
  ],
  rules: {
    // min-width/max-width media queries: understood by every browser in our browserslist.
    'media-feature-range-notation': 'prefix',
    // `:not(.a):not(.b)` keeps the specificity the theme's link rules are weighed against;
    // `:not(.a, .b)` would lower it.
    'selector-not-notation': 'simple',
    // It pairs unrelated rules that merely end in the same compound (`a`, `.link`) across
    // selector lists; the order of our overrides after the theme's is deliberate.
    'no-descending-specificity': null,
    // Font family names keep their own capitalisation.
    'value-keyword-case': ['lower', {ignoreProperties: ['font-family', '/^--ifm-font-family/']}],
    // CSS-module class names are used from TypeScript as styles.camelCase.
    'selector-class-pattern': [
      '^([a-z][a-zA-Z0-9]*|[a-z][a-z0-9]*(?:-{1,2}[a-z0-9]+)*(?:__[a-z0-9-]+)?)$',
      {message: 'Class names are camelCase (CSS modules) or kebab-case/BEM (theme and Infima classes)'},
    ],
  },
};

export default config;
