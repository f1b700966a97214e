/**
 * The frame's parts (announcement bar, navbar, doc sidebar, breadcrumbs, version badge, both
 * tables of contents, footer) are Suspense boundaries of their own (src/components/FramePart):
 * the server writes each one's HTML in place (plugins/inline-boundaries), and React hydrates the
 * page's shell first, then each part in a commit of its own.
 */
import {expect, test} from '@playwright/test';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {waitForHydration} from '../support/browser';
import {
  FRAME_PARTS,
  hydrationCommits,
  installHydrationProbe,
  partsRenderedAgain,
  type FramePartName,
} from './hydration-probe';

test.use({viewport: {width: 1280, height: 800}});

const PARTS = (Object.keys(FRAME_PARTS) as FramePartName[]).filter((name) => name !== 'shell');

for (const docs of [LATEST_DOCS, DOCS_1_1_0]) {
  test(`a ${docs.sdkVersion} guide's HTML has every frame part in place, in a completed boundary`, async ({
    request,
  }) => {
    const html = await (await request.get(docs.gettingStartedPath)).text();
    // A boundary React moved to the end of the document, or could not render on the server.
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toMatch(/\$RC\b/);
    const opened = html.match(/<!--\$-->/g) ?? [];
    expect(opened.length).toBeGreaterThanOrEqual(PARTS.length);
    expect((html.match(/<!--\/\$-->/g) ?? []).length).toBe(opened.length);
    // The navbar, the sidebar and the footer each begin their boundary, in document order.
    const starts = ['<nav aria-label=Main', 'aria-label="Docs sidebar"', '<footer'].map((text) => html.indexOf(text));
    expect(starts.every((index) => index > 0)).toBe(true);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(html.slice(0, starts[0])).toMatch(/<!--\$-->$/);
    expect(html.slice(0, starts[2])).toMatch(/<!--\$-->$/);
  });

  test(`on a ${docs.sdkVersion} guide, each frame part hydrates in a commit of its own after the shell`, async ({
    page,
  }) => {
    await installHydrationProbe(page);
    await page.goto(docs.gettingStartedPath);
    await waitForHydration(page);
    const commits = await hydrationCommits(page);
    const [shell] = commits;
    expect(shell.shell, 'the first commit hydrates the shell').toBe(true);
    const firstHydrated: Partial<Record<FramePartName, number>> = {};
    for (const part of PARTS) {
      expect(shell[part], `${part} is on the page and left out of the shell's commit`).toBe(false);
      firstHydrated[part] = commits.findIndex((commit) => commit[part] === true);
    }
    const indices = Object.values(firstHydrated);
    expect(indices.every((index) => index > 0)).toBe(true);
    expect(new Set(indices).size, JSON.stringify(firstHydrated)).toBe(PARTS.length);
    // Hydrated: each part is still the server's element, not one React rendered again.
    expect(await partsRenderedAgain(page)).toEqual([]);
  });
}
