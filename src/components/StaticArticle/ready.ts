/**
 * How the client registry's loader of a doc waits for its article: a shell evaluated after the
 * app has hydrated carries the promise of its article's fetch under `ARTICLE_READY` (./shell.tsx).
 * Imported by the registry, which every page loads: it imports nothing.
 */
export const ARTICLE_READY = Symbol.for('opensecret-docs.article-ready');

/**
 * How long a navigation waits for a doc's article before showing the page, which then shows the
 * article when it arrives: a slow fetch never holds the reader on the previous page.
 */
export const ARTICLE_WAIT_MS = 3_000;

/** The loaded content module of a doc, once its article is ready or ARTICLE_WAIT_MS have passed (any other module at once). */
export async function articleReady<M extends {default?: unknown}>(module: M): Promise<M> {
  const ready = (module.default as {[ARTICLE_READY]?: Promise<void>} | undefined)?.[ARTICLE_READY];
  if (ready) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([ready, new Promise((resolve) => (timer = setTimeout(resolve, ARTICLE_WAIT_MS)))]);
    clearTimeout(timer);
  }
  return module;
}
