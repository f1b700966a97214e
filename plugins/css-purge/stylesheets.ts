/**
 * The stylesheets the purge trims: Infima's, which the classic theme adds whole to every page
 * (≈10 KiB of its ≈18 KiB gzip). The theme's CSS modules, its two small global sheets (the
 * progress bar, the keyboard focus outline) and our own CSS are left whole: each belongs to a
 * component or page the bundle includes.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {packageDir} from './package-dir';

export const THEME_PACKAGE = '@docusaurus/theme-classic';

export interface PurgedStylesheet {
  /** The module the theme imports, e.g. `infima/dist/css/default/default.css`. */
  readonly specifier: string;
  /** Its real path on disk (what the CSS loader reads). */
  readonly file: string;
}

/** Infima's stylesheet for a text direction, named as the classic theme names it in getClientModules. */
export const infimaSpecifier = (direction: string | undefined): string =>
  `infima/dist/css/default/default${direction === 'rtl' ? '-rtl' : ''}.css`;

/** Resolves a stylesheet the theme imports, from the theme's own folder, as its bundle does. */
export function themeStylesheet(siteDir: string, specifier: string): PurgedStylesheet {
  const themeDir = packageDir(THEME_PACKAGE, siteDir);
  let file: string;
  try {
    file = createRequire(path.join(themeDir, 'package.json')).resolve(specifier);
  } catch {
    throw new Error(
      `css-purge: cannot find ${specifier}, the stylesheet ${THEME_PACKAGE} adds to every page (looked from ${themeDir}); ` +
        'update plugins/css-purge/stylesheets.ts to what the theme imports now',
    );
  }
  return {specifier, file: fs.realpathSync(file)};
}
