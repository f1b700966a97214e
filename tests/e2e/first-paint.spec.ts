/**
 * A doc page's first paint waits until its row of breadcrumbs and page actions is parsed whole (a
 * render-blocking `rel="expect"` link in its head, src/theme/DocBreadcrumbs). The page's HTML is
 * served in two parts, cut inside that row, with a pause between, as a slow network or a busy
 * parser can make it: nothing is painted before the rest arrives, and then nothing moves (no
 * layout shift), at a phone's width and a desktop's.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, test} from '@playwright/test';
import {DOCS_1_1_0} from '../../src/constants';

const PAGE = `${DOCS_1_1_0.docsBase}guides/getting-started`;
/** Where the HTML is cut: after the row's first action, before its second. */
const CUT_AFTER = 'Copy page</button>';
const PAUSE_MS = 800;

/**
 * Serves the site as `origin` does, except PAGE, whose HTML it sends in two parts, PAUSE_MS apart.
 * Resolves to the server's origin.
 */
async function startSplitServer(origin: string): Promise<{url: string; close: () => Promise<void>}> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin));
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      if (new URL(request.url ?? '/', origin).pathname !== PAGE) {
        response.writeHead(upstream.status, {'content-type': type});
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      const cut = html.indexOf(CUT_AFTER);
      if (cut < 0) throw new Error(`${PAGE} has no "${CUT_AFTER}" to cut the HTML after`);
      response.writeHead(200, {'content-type': type});
      response.write(html.slice(0, cut + CUT_AFTER.length));
      setTimeout(() => response.end(html.slice(cut + CUT_AFTER.length)), PAUSE_MS);
    })().catch((error: unknown) => {
      response.writeHead(500, {'content-type': 'text/plain'});
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

for (const viewport of [
  {width: 412, height: 823},
  {width: 1280, height: 800},
]) {
  test(`a doc page is first painted with its breadcrumbs and actions whole, and nothing moves (${viewport.width}px)`, async ({
    page,
    baseURL,
  }) => {
    const split = await startSplitServer(baseURL!);
    try {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: {value: number; sources: string[]}[] = [];
        (window as unknown as {e2eShifts: typeof shifts}).e2eShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            sources: {node?: Node | null}[];
          }[]) {
            const sources = entry.sources.map(({node}) =>
              node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName),
            );
            shifts.push({value: entry.value, sources});
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await page.goto(`${split.url}${PAGE}`);
      await page.waitForTimeout(500);
      const {firstContentfulPaint, secondPart, shifts} = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        // When the HTML's last byte arrived, from the start of the navigation.
        secondPart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
        shifts: (window as unknown as {e2eShifts: {value: number; sources: string[]}[]}).e2eShifts,
      }));
      expect(secondPart, 'the HTML arrived in two parts').toBeGreaterThanOrEqual(PAUSE_MS - 50);
      expect(firstContentfulPaint, 'first contentful paint after the rest of the HTML arrived').toBeGreaterThanOrEqual(
        secondPart,
      );
      expect(shifts, 'layout shifts').toEqual([]);
    } finally {
      await split.close();
    }
  });
}
