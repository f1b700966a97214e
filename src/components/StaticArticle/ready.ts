/**
 * How the client registry's loader of a doc waits for its article: a shell evaluated after the
 * app has hydrated carries the promise of its article's fetch under `ARTICLE_READY` (./shell.tsx).
 * Imported by the registry, which every page loads: it imports nothing.
 */
export const ARTICLE_READY = Symbol.for('opensecret-docs.article-ready');

/** The loaded content module of a doc, once its article is ready (any other module at once). */
export async function articleReady<M extends {default?: unknown}>(module: M): Promise<M> {
  await (module.default as {[ARTICLE_READY]?: Promise<void>} | undefined)?.[ARTICLE_READY];
  return module;
}
