/**
 * plugins/shallow-memo: production client builds take @docusaurus/theme-common's reactUtils module
 * from src/client/react-utils.tsx, which exports what the theme's module exports; other requests,
 * the server bundle and the development server are left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import shallowMemoPlugin, {isThemeReactUtils} from '../../plugins/shallow-memo';
import {productionClientReplacement} from '../support/fake-bundler';

const THEME_LIB = path.join(path.dirname(require.resolve('@docusaurus/theme-common')));

/** The names a module's source exports (functions, classes, constants). */
const exportedNames = (source: string): string[] =>
  [...source.matchAll(/^export (?:declare )?(?:function|class|const) (\w+)/gm)].map((match) => match[1]).sort();

describe('shallow-memo plugin', () => {
  it('replaces the module in production client builds only', () => {
    const {replace} = productionClientReplacement(shallowMemoPlugin);
    const fromTheme = {
      request: '../../utils/reactUtils',
      context: path.join(THEME_LIB, 'contexts/navbarSecondaryMenu'),
    };
    replace(fromTheme);
    expect(fromTheme.request).toBe(path.join('/site', 'src/client/react-utils.tsx'));
    const elsewhere = {request: './reactUtils', context: '/site/node_modules/other/lib'};
    replace(elsewhere);
    expect(elsewhere.request).toBe('./reactUtils');
  });

  it("matches the theme's relative requests for the module, and nothing else", () => {
    expect(isThemeReactUtils('../../utils/reactUtils', path.join(THEME_LIB, 'contexts/navbarSecondaryMenu'))).toBe(
      true,
    );
    expect(isThemeReactUtils('../utils/reactUtils', path.join(THEME_LIB, 'hooks'))).toBe(true);
    expect(isThemeReactUtils('./reactUtils', path.join(THEME_LIB, 'utils'))).toBe(true);
    expect(isThemeReactUtils('./utils/reactUtils', THEME_LIB)).toBe(true);
    expect(isThemeReactUtils('./reactUtils', '/site/node_modules/other/lib')).toBe(false);
    expect(isThemeReactUtils('./reactUtilsExtra', path.join(THEME_LIB, 'utils'))).toBe(false);
    expect(isThemeReactUtils('@docusaurus/theme-common', THEME_LIB)).toBe(false);
  });

  it('every import of the module in the installed theme is one the plugin matches', () => {
    const requests: {file: string; request: string}[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.js')) {
          for (const match of fs.readFileSync(file, 'utf8').matchAll(/from '([^']*reactUtils[^']*)'/g))
            requests.push({file, request: match[1]});
        }
      }
    };
    walk(THEME_LIB);
    expect(requests.length).toBeGreaterThan(5);
    for (const {file, request} of requests) expect(isThemeReactUtils(request, path.dirname(file)), file).toBe(true);
  });

  it('the replacement exports what the installed theme module exports', () => {
    const original = fs.readFileSync(path.join(THEME_LIB, 'utils/reactUtils.js'), 'utf8');
    const copy = fs.readFileSync(path.join(__dirname, '../../src/client/react-utils.tsx'), 'utf8');
    expect(exportedNames(copy)).toEqual(exportedNames(original));
    expect(copy).toContain('@docusaurus/theme-common 3.7.0');
    const installed = JSON.parse(fs.readFileSync(path.join(THEME_LIB, '../package.json'), 'utf8')) as {version: string};
    expect(installed.version).toBe('3.7.0');
    expect(copy).not.toContain('localeCompare(');
  });
});
