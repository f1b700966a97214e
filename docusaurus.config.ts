import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import type {PluggableList} from 'unified';
import {API_RELEASES} from './plugins/api-reference/releases';
import type {CodeBlocksPluginOptions} from './plugins/code-blocks';
import {HoverTables} from './plugins/code-blocks/hover-table';
import remarkCodeBlocks, {type CodeBlocksOptions} from './plugins/code-blocks/remark';
import {RunTables} from './plugins/code-blocks/run-table';
import {SiteSamples} from './plugins/code-blocks/site-samples';
import {symbolLinksFromDir} from './plugins/code-blocks/symbol-links';
import remarkSdkBehaviourTests from './plugins/sdk-behaviour-tests';
import remarkSiteValues from './plugins/site-values';
import rehypeArticleSections from './plugins/article-sections';
import checkArticleElements from './plugins/static-article/check';
import {sitemapItemsWithLastmod} from './plugins/sitemap/lastmod';
import {RUNNER_STATIC} from './plugins/runner-frame';
import {GENERATED_SYMBOL_INDEX_DIR} from './lib/symbol-index';
import {
  ANNOUNCEMENT_ID,
  BASE_URL,
  CLOUD_URL,
  COPYRIGHT_YEAR,
  DOCS_1_1_0,
  DOCS_VERSIONS,
  GITHUB_URL,
  LATEST_DOCS,
  NPM2YARN_CONVERTERS,
  PRODUCT_NAME,
  SDK_PACKAGE,
  SITE_TITLE,
  SITE_URL,
  TAGLINE,
  TITLE_DELIMITER,
} from './src/constants';

/**
 * Code blocks are highlighted at build time, samples with the compiler's types on hover, linked
 * to the reference of each release (plugins/code-blocks; the api-reference plugin writes the
 * symbol indexes into .docusaurus/ before the docs are compiled).
 */
// The samples' compile, kept for rebuilds (a clean build compiles).
const samples = new SiteSamples(__dirname, {cacheDir: path.join(__dirname, 'node_modules/.cache/code-blocks')});
// The pages' run tables, for the sample runner (written into the build after it).
const runTables = new RunTables(path.join(__dirname, 'node_modules/.cache/code-blocks/run'));
const codeBlocks: CodeBlocksOptions = {
  siteDir: __dirname,
  samples,
  tables: new HoverTables(
    samples,
    symbolLinksFromDir(
      path.join(__dirname, '.docusaurus', GENERATED_SYMBOL_INDEX_DIR),
      API_RELEASES.map((release) => release.version),
    ),
    path.join(__dirname, 'node_modules/.cache/code-blocks/hover'),
  ),
  runTables,
};

/**
 * Remark plugins of the docs, the Markdown pages and the home page's partials: the site's URLs
 * written as `%NAME%`, npm2yarn tabs, the list of the SDK behaviour tests a page's statements link
 * to, then code blocks.
 */
const remarkPlugins: PluggableList = [
  [remarkSiteValues, {siteUrl: SITE_URL, baseUrl: BASE_URL, siteDir: __dirname}],
  [npm2yarn, {sync: true, converters: [...NPM2YARN_CONVERTERS]}],
  [remarkSdkBehaviourTests, {siteDir: __dirname}],
  [remarkCodeBlocks, codeBlocks],
];

const config: Config = {
  title: SITE_TITLE,
  titleDelimiter: TITLE_DELIMITER,
  tagline: TAGLINE,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en'}},
  },

  // The sample runner's preview frames are written at build time into a folder of their own.
  staticDirectories: ['static', RUNNER_STATIC],

  future: {experimental_faster: true},

  plugins: [
    // First: starts compiling the samples; hover tables as assets, the home page's MDX partials
    // with the remark plugins, no Prism in the browser.
    [
      './plugins/code-blocks/index.ts',
      {
        partials: ['src/components'],
        remarkPlugins,
        samples,
        tables: codeBlocks.tables,
        runTables,
      } satisfies CodeBlocksPluginOptions,
    ],
    './plugins/api-reference/index.ts', // generates docs/api/ before the docs are read
    './plugins/slim-tslib/index.ts',
    './plugins/url-guard/index.ts',
    './plugins/runner-frame/index.ts', // the sample runner's preview frames, one per SDK release
    './plugins/early-taps/index.ts', // a tap on a frame control before hydration is replayed after it
    './plugins/fragment-landing/index.ts', // a fresh load with a hash into a long article's deferred sections lands on the target
    './plugins/route-data/index.ts', // smaller route data in the client bundle
    './plugins/static-article/index.ts', // production: a doc's article is its server HTML, with islands
    './plugins/lazy-progress/index.ts', // production: the navigation progress bar loads on the first navigation
    './plugins/shallow-memo/index.ts', // production: the theme's shallow memo without localeCompare
    './plugins/client-head/index.ts', // production: the browser's head manager without react-helmet-async
    './plugins/staged-entry/index.ts', // production: the client entry evaluates the page's modules in stages
    './plugins/link-observer/index.ts', // production: one IntersectionObserver for every link's prefetch
    './plugins/inline-boundaries/index.ts', // server: every Suspense boundary's HTML in place
    './plugins/announcement-reset/index.ts',
    './plugins/css-purge/index.ts', // production: Infima's rules only as far as pages use them
    './plugins/search-index/index.ts', // postBuild: Pagefind index
    './plugins/llms/index.ts', // postBuild: llms.txt and per-page Markdown
    './plugins/social-cards/index.ts', // postBuild: a link-preview PNG per page, og:image tags
    './plugins/robots/index.ts', // postBuild: robots.txt naming the sitemap
    './plugins/csp/index.ts', // postBuild: CSP hashes of the inline scripts
  ],

  clientModules: [
    // Hides the hideable navbar on a first scroll from the top past its height (see the file).
    './src/client/navbar-first-scroll.ts',
    // Links in view prefetch their pages in idle time, not in one long task (see the file).
    './src/client/idle-prefetch.ts',
    // The navbar's dropdowns answer the arrow keys, Home, End and Escape; a version switch is
    // noted so that an introduction it falls back to can say why (see the file).
    './src/client/navbar-keys.ts',
    // A jump to a fragment in or below a long article's deferred sections renders them first (see the file).
    './src/client/fragment-sections.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          // sidebars.ts describes the current version (docs/, 3.x); 1.1.0 has versioned_sidebars/.
          sidebarPath: './sidebars.ts',
          // Last: every element of a doc is static HTML or has an island (plugins/static-article).
          remarkPlugins: [...remarkPlugins, checkArticleElements],
          // A long article's sections far from the viewport wait to be rendered (plugins/article-sections).
          rehypePlugins: [rehypeArticleSections],
          lastVersion: LATEST_DOCS.name,
          versions: Object.fromEntries(
            DOCS_VERSIONS.map((version) => [
              version.name,
              {
                label: version.label,
                path: version.path,
                banner: version === LATEST_DOCS ? 'none' : 'unmaintained',
              },
            ]),
          ),
        },
        blog: false,
        pages: {
          remarkPlugins,
        },
        theme: {customCss: ['./src/css/custom.css', './src/css/article-sections.css']},
        // lastmod: the day of each page's last commit (generated API pages: of their generator).
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          createSitemapItems: sitemapItemsWithLastmod(__dirname),
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    metadata: [
      {
        name: 'keywords',
        content: `${PRODUCT_NAME}, ${SDK_PACKAGE}, React SDK, confidential computing, remote attestation, private AI`,
      },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content:
        `These docs cover <strong>${SDK_PACKAGE} ${LATEST_DOCS.sdkVersion}</strong>, the latest release, and ` +
        `<a href="${DOCS_1_1_0.docsBase}">${DOCS_1_1_0.sdkVersion}</a>. Each API reference is generated from its exact release.`,
      isCloseable: true,
    },
    navbar: {
      hideOnScroll: true,
      logo: {
        alt: `${SITE_TITLE} home`,
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 164,
        height: 28,
      },
      items: [
        // Both follow the docs version being read, else the preferred one, else the latest.
        {type: 'doc', docId: 'guides/getting-started', label: 'Guides', position: 'left'},
        {type: 'docSidebar', sidebarId: 'api', label: 'API Reference', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {label: 'GitHub', href: GITHUB_URL, position: 'right'},
        {label: `${PRODUCT_NAME} Cloud`, href: CLOUD_URL, position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: SITE_TITLE,
        src: 'img/logo-dark.svg',
        srcDark: 'img/logo-dark.svg',
        href: BASE_URL,
        width: 164,
        height: 28,
      },
      links: [
        {
          title: 'Documentation',
          items: [
            {label: 'Guides', to: LATEST_DOCS.gettingStartedPath},
            {label: 'API Reference', to: LATEST_DOCS.apiIndexPath},
            {label: `${DOCS_1_1_0.sdkVersion} docs`, to: DOCS_1_1_0.docsBase},
          ],
        },
        {
          title: PRODUCT_NAME,
          items: [
            {label: 'GitHub', href: GITHUB_URL},
            {label: `${PRODUCT_NAME} Cloud`, href: CLOUD_URL},
          ],
        },
      ],
      copyright: `Copyright © ${COPYRIGHT_YEAR} ${PRODUCT_NAME}. Built with Docusaurus.`,
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  } satisfies Preset.ThemeConfig,
};

export default config;
