/**
 * What a production client build has in place of the theme's DocItem/Content (plugins/static-article
 * swaps the module): a doc's article in the browser is its server HTML (StaticArticle), so the
 * theme's MDX rendering, with every MDX component, stays out of the client bundle. Reaching it
 * means a doc's content module was not its shell.
 */
export default function NoMdxContent(): never {
  throw new Error('static-article: a doc reached the browser as MDX; its content module should be its shell');
}
