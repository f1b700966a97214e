import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin, PostCssOptions} from '@docusaurus/types';
import postcss, {type PluginCreator, type Root} from 'postcss';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {contentFiles, type ContentSource} from '../../plugins/css-purge/content';
import {dynamicClassPrefixes, prefixPattern} from '../../plugins/css-purge/dynamic-classes';
import cssPurgePlugin from '../../plugins/css-purge/index';
import {postcssPurge} from '../../plugins/css-purge/postcss-plugin';
import {contentSelectors, purgeRoot, type ContentSelectors} from '../../plugins/css-purge/purge';
import {isPseudoOnly} from '../../plugins/css-purge/pseudo-only';
import {readReport, reportFile} from '../../plugins/css-purge/report';
import {selectorParts} from '../../plugins/css-purge/selector-parts';
import {infimaSpecifier, themeStylesheet} from '../../plugins/css-purge/stylesheets';

const SITE_DIR = path.resolve(__dirname, '../..');
const FIXTURES = path.join(SITE_DIR, 'tests/fixtures/css-purge');
const FIXTURE_SITE = path.join(FIXTURES, 'site');
const FIXTURE_CSS = path.join(FIXTURES, 'framework.css');
const FIXTURE_SOURCES: ContentSource[] = [
  {path: 'src', extensions: ['.tsx'], holds: 'components'},
  {path: 'docs', extensions: ['.md'], holds: 'pages'},
];

const parse = (file: string): Root => postcss.parse(fs.readFileSync(file, 'utf8'), {from: file});
const selectorsOf = (root: Root): string[] => {
  const selectors: string[] = [];
  root.walkRules((rule) => {
    const parent = rule.parent;
    const media =
      parent?.type === 'atrule' ? `@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params} ` : '';
    selectors.push(...rule.selectors.map((selector) => media + selector));
  });
  return selectors;
};

async function fixtureContent(): Promise<ContentSelectors> {
  const {files} = contentFiles(FIXTURE_SITE, FIXTURE_SOURCES);
  return contentSelectors(files.map((file) => ({file, text: fs.readFileSync(file, 'utf8')})));
}

describe('purgeRoot', () => {
  let root: Root;
  let removed: readonly string[];
  beforeAll(async () => {
    root = parse(FIXTURE_CSS);
    ({removed} = purgeRoot(root, await fixtureContent()));
  });

  it('keeps the rules of classes the content names, and drops the others', () => {
    const kept = selectorsOf(root);
    expect(kept).toEqual(
      expect.arrayContaining([
        "html[data-theme='dark'] .navbar",
        '.navbar',
        '.menu__list-item--collapsed .menu__list',
        '.button:not(.button--outline)',
        ':where(.button--primary):not(.button--outline):hover',
      ]),
    );
    expect(removed).toEqual(
      expect.arrayContaining([
        '.navbar--hidden',
        '.pills',
        '.pills__item:not(.pills__item--active):hover',
        '.navbar__search-input::placeholder',
        '.footer',
        // PurgeCSS names what emptied the :where(); the whole selector goes.
        '.button--info',
      ]),
    );
    for (const selector of removed) expect(kept).not.toContain(selector);
    expect(kept).not.toContain(':where(.button--info):not(.button--outline):hover');
  });

  it('keeps every class a run-time prefix can complete (`alert--${type}`)', () => {
    expect(selectorsOf(root)).toEqual(expect.arrayContaining(['.alert--success', '.alert--danger']));
  });

  it('keeps element and attribute rules that Markdown renders without naming them', () => {
    expect(selectorsOf(root)).toEqual(
      expect.arrayContaining(['table', 'table thead tr', 'blockquote > :first-child', "img[align='right']"]),
    );
  });

  it('keeps the variables, @keyframes, and the @media blocks that still hold a rule', () => {
    const css = root.toString();
    expect(css).toContain('--ifm-color-primary: #2e8555');
    expect(css).toContain("[data-theme='dark'] {\n  --ifm-color-primary: #25c2a0;");
    expect(css).toContain('@keyframes fade');
    expect(selectorsOf(root)).toContain('@media (max-width: 996px) .navbar__toggle');
    expect(selectorsOf(root)).not.toContain('@media (max-width: 996px) .pills');
    expect(css).not.toContain('@media print');
  });

  it('counts the selectors before and after', async () => {
    const fresh = parse(FIXTURE_CSS);
    const before = selectorsOf(fresh).length;
    const result = purgeRoot(fresh, await fixtureContent());
    expect(result.before).toBe(before);
    expect(result.after).toBe(selectorsOf(fresh).length);
    // `.pills` is removed three times (twice inside @media) and listed once.
    expect(result.before - result.after).toBe(result.removed.length + 2);
  });
});

describe('dynamicClassPrefixes', () => {
  it('finds prefixes completed in template literals and by concatenation', () => {
    const source = [
      'clsx(`alert alert--${type}`, className)',
      "const size = 'col--' + span;",
      'const offset = "col--offset-".concat(n);',
      '`theme-doc-sidebar-item-link-level-${level}`',
    ].join('\n');
    expect(dynamicClassPrefixes(source)).toEqual([
      'alert--',
      'col--',
      'col--offset-',
      'theme-doc-sidebar-item-link-level-',
    ]);
  });

  it('ignores whole class names and interpolations that start no name', () => {
    expect(dynamicClassPrefixes("className='menu__link menu__link--active' `${a} ${b}` 'x' + y")).toEqual([]);
  });

  it('makes a pattern that matches only names starting with the prefix', () => {
    const pattern = prefixPattern('col--offset-');
    expect(pattern.test('col--offset-3')).toBe(true);
    expect(pattern.test('col--3')).toBe(false);
    expect(pattern.test('xcol--offset-3')).toBe(false);
  });
});

describe('selectorParts', () => {
  it('lists the elements and attributes of the selectors, not their classes, pseudo-classes or keyframe steps', () => {
    const parts = selectorParts(parse(FIXTURE_CSS));
    expect(parts.tags).toEqual(['blockquote', 'html', 'img', 'table', 'thead', 'tr']);
    expect(parts.attributes).toEqual({names: ['align', 'data-theme'], values: ['dark', 'right']});
    expect(parts.classes).toEqual([]);
  });
});

describe('contentFiles', () => {
  it('lists the files of each source, skipping the folders it is told to', () => {
    const {files, folders} = contentFiles(FIXTURE_SITE, [
      {path: '.', extensions: ['.tsx', '.md'], skip: ['src/components'], holds: 'pages'},
      {path: 'src/components/Navbar.tsx', extensions: [], holds: 'a component'},
    ]);
    expect(folders).toEqual([FIXTURE_SITE]);
    expect(files.map((file) => path.relative(FIXTURE_SITE, file))).toEqual([
      'docs/page.md',
      'src/components/Navbar.tsx',
    ]);
  });

  it('stops, naming each one, when a folder is missing or empty or a package is not installed', () => {
    expect(() =>
      contentFiles(FIXTURE_SITE, [
        {path: 'pages', extensions: ['.tsx'], holds: 'pages'},
        {path: 'empty', extensions: ['.md'], holds: 'nothing'},
        {package: '@docusaurus/theme-nonexistent', path: 'lib', extensions: ['.js'], holds: 'a theme'},
      ]),
    ).toThrow(
      /pages does not exist[\s\S]*empty holds no \.md file[\s\S]*package @docusaurus\/theme-nonexistent is not installed/,
    );
  });

  it("reads the site's sources and the theme's scripts", () => {
    const {files} = contentFiles(SITE_DIR);
    const relative = files.map((file) => path.relative(SITE_DIR, file));
    expect(relative).toContain('docusaurus.config.ts');
    expect(relative.some((file) => file.startsWith('node_modules/@docusaurus/theme-classic/lib/theme/Navbar/'))).toBe(
      true,
    );
    expect(relative.some((file) => file.startsWith('plugins/css-purge/'))).toBe(false);
  });
});

describe('themeStylesheet', () => {
  it("resolves Infima's stylesheet from the theme, as its bundle does", () => {
    const {file, specifier} = themeStylesheet(SITE_DIR, infimaSpecifier('ltr'));
    expect(specifier).toBe('infima/dist/css/default/default.css');
    expect(fs.readFileSync(file, 'utf8')).toContain('--ifm-color-primary');
    expect(infimaSpecifier('rtl')).toBe('infima/dist/css/default/default-rtl.css');
  });

  it('stops, naming the stylesheet, when the theme cannot find it', () => {
    expect(() => themeStylesheet(SITE_DIR, 'infima/dist/css/gone/gone.css')).toThrow(
      /cannot find infima\/dist\/css\/gone\/gone\.css/,
    );
  });
});

describe('postcssPurge', () => {
  it('purges the stylesheets it is given, passes every other one through, and records the content as dependencies', async () => {
    const content = {...(await fixtureContent()), folders: ['/site/src'], files: ['/site/docusaurus.config.ts']};
    const purged: string[] = [];
    const plugin = postcssPurge({
      stylesheets: [{specifier: 'framework.css', file: FIXTURE_CSS}],
      content: () => Promise.resolve(content),
      onPurged: (stylesheet) => purged.push(stylesheet.specifier),
    });
    const css = fs.readFileSync(FIXTURE_CSS, 'utf8');

    const other = await postcss([plugin]).process(css, {from: path.join(FIXTURES, 'other.css')});
    expect(other.css).toBe(css);
    expect(purged).toEqual([]);

    const result = await postcss([plugin]).process(css, {from: FIXTURE_CSS});
    expect(result.css).not.toContain('.pills');
    expect(purged).toEqual(['framework.css']);
    expect(result.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({type: 'dir-dependency', dir: '/site/src'}),
        expect.objectContaining({type: 'dependency', file: '/site/docusaurus.config.ts'}),
      ]),
    );
  });
});

describe('the css-purge plugin', () => {
  let generatedFilesDir: string;
  let outDir: string;
  beforeAll(() => {
    generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-purge-generated-'));
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-purge-build-'));
    fs.mkdirSync(path.join(outDir, 'assets/css'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'assets/css/styles.0123abcd.css'), '');
  });
  afterAll(() => {
    fs.rmSync(generatedFilesDir, {recursive: true, force: true});
    fs.rmSync(outDir, {recursive: true, force: true});
  });

  type Hooks = Required<Pick<Plugin, 'configurePostCss' | 'postBuild'>> & {
    configureWebpack: (config: {mode: string}, isServer: boolean) => unknown;
  };
  const context = (): LoadContext =>
    ({
      siteDir: SITE_DIR,
      generatedFilesDir,
      i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    }) as unknown as LoadContext;
  const postBuild = (plugin: Hooks): Promise<void> | void =>
    plugin.postBuild({outDir} as unknown as Parameters<Hooks['postBuild']>[0]);

  it('leaves the CSS alone outside production builds', () => {
    const plugin = cssPurgePlugin(context()) as unknown as Hooks;
    plugin.configureWebpack({mode: 'development'}, false);
    expect(plugin.configurePostCss({plugins: []}).plugins).toEqual([]);
  });

  it("stops the build, naming the file, when Infima's stylesheet never reached the bundle", async () => {
    const plugin = cssPurgePlugin(context()) as unknown as Hooks;
    plugin.configureWebpack({mode: 'production'}, false);
    plugin.configurePostCss({plugins: []});
    await expect(postBuild(plugin)).rejects.toThrow(
      /infima\/dist\/css\/default\/default\.css never reached the client bundle/,
    );
  });

  it("purges Infima against the site's content and reports what it removed", async () => {
    const plugin = cssPurgePlugin(context()) as unknown as Hooks;
    plugin.configureWebpack({mode: 'production'}, true); // the server build does not turn it on
    plugin.configureWebpack({mode: 'production'}, false);
    const options: PostCssOptions = plugin.configurePostCss({plugins: []});
    expect(options.plugins).toHaveLength(1);
    const infima = themeStylesheet(SITE_DIR, infimaSpecifier('ltr')).file;
    const css = fs.readFileSync(infima, 'utf8');
    const result = await postcss([options.plugins[0] as PluginCreator<void>]).process(css, {from: infima});
    expect(result.css.length).toBeLessThan(css.length);
    // Classes the theme adds at run time stay.
    for (const className of [
      'navbar-sidebar--show',
      'menu__list-item--collapsed',
      'tabs__item--active',
      'dropdown--show',
    ]) {
      expect(result.css).toContain(`.${className}`);
    }
    await postBuild(plugin);

    const report = readReport(reportFile(generatedFilesDir));
    expect(report.cssAssets).toEqual(['assets/css/styles.0123abcd.css']);
    const [infimaReport] = report.stylesheets;
    expect(infimaReport?.specifier).toBe('infima/dist/css/default/default.css');
    expect(infimaReport?.kept).toBeGreaterThan(0);
    expect(infimaReport?.kept).toBeLessThan(infimaReport?.selectors ?? 0);
    expect(infimaReport?.removed).toContain('.pills');
  });
});

describe('isPseudoOnly', () => {
  it('finds the selectors made of pseudo-classes alone that hold a :where() or :is()', () => {
    expect(isPseudoOnly(':where(.button--primary):not(.button--outline):hover')).toBe(true);
    expect(isPseudoOnly(':is(.a, .b) > :hover:focus')).toBe(true);
    // One pseudo-class alone is judged by PurgeCSS itself; anything outside them decides too.
    expect(isPseudoOnly(':where(.button--primary)')).toBe(false);
    expect(isPseudoOnly('.button:where(.a):hover')).toBe(false);
    expect(isPseudoOnly('a:not(.b):hover')).toBe(false);
    expect(isPseudoOnly(':not(.a):hover')).toBe(false);
  });
});
