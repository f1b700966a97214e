/**
 * Docusaurus 3.7.0's `renderToHtml` (@docusaurus/core/lib/client/renderToHtml.js), which the
 * server bundle renders every page with, plus one option: every Suspense boundary's HTML is
 * written in place. React's default moves a completed boundary to the end of the document, as a
 * hidden element with an inline script that puts it back, once the boundaries written so far pass
 * 12,800 bytes; the page's HTML would then have the frame's parts out of order until that script
 * ran, and an inline script the site's CSP does not list.
 */
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';

/** Rendered once every boundary is ready (`onAllReady`), as Docusaurus does: the HTML is complete. */
export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
