/**
 * The site config every page loads (`@generated/docusaurus.config`), without the fields only the
 * build reads: plugin and preset lists with their options, client module paths, broken-link
 * policies, static directories, Markdown options and injected tags, and the theme's Prism options
 * (code is highlighted at build time, plugins/code-blocks, so no page reads them). The client reads
 * the rest (title, URLs, `future`, `themeConfig`, …), which is kept as it is.
 */

export const BUILD_ONLY_FIELDS = [
  'plugins',
  'themes',
  'presets',
  'clientModules',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'staticDirectories',
  'markdown',
  'headTags',
  'scripts',
  'stylesheets',
] as const;

/** Fields of `themeConfig` only the build reads. */
export const BUILD_ONLY_THEME_FIELDS = ['prism'] as const;

const EXPORT = /^\s*(?:\/\*[^]*?\*\/\s*)?export default ([^]*);\s*$/;

/** The config object of Docusaurus's generated `docusaurus.config.mjs`; `file` names it in errors. */
export function parseGeneratedSiteConfig(source: string, file: string): Record<string, unknown> {
  const json = EXPORT.exec(source)?.[1];
  if (json === undefined) throw new Error(`${file}: not a generated site config (expected "export default {…};")`);
  const config = JSON.parse(json) as unknown;
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    throw new Error(`${file}: the generated site config is not an object`);
  }
  return config as Record<string, unknown>;
}

/** The client's site config module. */
export function clientSiteConfigModule(config: Readonly<Record<string, unknown>>): string {
  const client = Object.fromEntries(
    Object.entries(config).filter(([key]) => !(BUILD_ONLY_FIELDS as readonly string[]).includes(key)),
  );
  const {themeConfig} = client;
  if (themeConfig !== null && typeof themeConfig === 'object') {
    client.themeConfig = Object.fromEntries(
      Object.entries(themeConfig).filter(([key]) => !(BUILD_ONLY_THEME_FIELDS as readonly string[]).includes(key)),
    );
  }
  return `export default ${JSON.stringify(client)};\n`;
}
