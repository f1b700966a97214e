/**
 * The SDK behaviours the tests in `tests/sdk/` declare (read by `lib/sdk-behaviours.ts`) against
 * the tests and the docs: every `test(` statement is read, each id has its release's prefix and
 * names the file of its test; every page a behaviour lists exists, and so does its anchor
 * (for the home page, `/`, a section id of its components).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SDK_TESTS_DIR, sdkBehaviours, type SdkBehaviour} from '../../lib/sdk-behaviours';
import {idPrefix} from '../../lib/sdk-behaviours/releases';
import {walkFiles} from '../../lib/walk';
import {DOCS_VERSIONS} from '../../src/constants';
import {headingIds, siteDir} from './guides-coverage-helpers';

const ENTRIES: [string, SdkBehaviour][] = Object.entries(sdkBehaviours());

/** Each behaviour test file of `tests/sdk/` with its text. */
const testFiles = walkFiles(path.join(siteDir, SDK_TESTS_DIR), {extensions: ['.test.ts', '.test.tsx']}).map((file) => ({
  file: `${SDK_TESTS_DIR}/${file}`,
  text: fs.readFileSync(path.join(siteDir, SDK_TESTS_DIR, file), 'utf8'),
}));

/** The home page's section ids (`id="…"` in its components), for entries that cite `/#section`. */
function homeSectionIds(): Set<string> {
  const folder = path.join(siteDir, 'src/components/Home');
  return new Set(
    walkFiles(folder, {extensions: ['.tsx']}).flatMap((file) =>
      [...fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/\bid="([a-z0-9-]+)"/g)].map((match) => match[1]),
    ),
  );
}

/** The Markdown source of a site route, or undefined when no docs version has that page. */
function sourceOf(route: string): string | undefined {
  const version = [...DOCS_VERSIONS]
    .sort((a, b) => b.docsBase.length - a.docsBase.length)
    .find((candidate) => route.startsWith(candidate.docsBase));
  if (!version) return undefined;
  const id = route.slice(version.docsBase.length).replace(/\/$/, '') || 'index';
  return [`${id}.mdx`, `${id}.md`, `${id}/index.mdx`, `${id}/index.md`]
    .map((candidate) => path.join(version.folder, candidate))
    .find((candidate) => fs.existsSync(path.join(siteDir, candidate)));
}

describe('the SDK behaviours the tests declare', () => {
  it('are of all three releases', () => {
    const count = (release: string): number => ENTRIES.filter(([, entry]) => entry.release === release).length;
    expect(count('3.2.0')).toBeGreaterThan(20);
    expect(count('1.1.0')).toBeGreaterThan(20);
    expect(count('1.5.4')).toBeGreaterThan(0);
  });

  it('are one per test( statement named by an id, and two per test( named by words alone', () => {
    const names = testFiles
      .filter(({text}) => text.includes("import {test} from './support/behaviour';"))
      .flatMap(({text}) => [...text.matchAll(/^test\(\s*'([^':]+):/gm)].map((match) => match[1]));
    const expected = names.reduce((sum, name) => sum + (/^v\d+\./.test(name) ? 1 : 2), 0);
    expect(names.length).toBeGreaterThan(200);
    expect(ENTRIES).toHaveLength(expected);
  });

  it.each(ENTRIES)("%s has its release's prefix and names the file of its test", (id, entry) => {
    expect(
      id.startsWith(idPrefix(entry.release)),
      `${id}: ids of ${entry.release} start with ${idPrefix(entry.release)}`,
    ).toBe(true);
    expect(testFiles.find(({file}) => file === entry.test)?.text, `${id}: ${entry.test} is no test file`).toContain(
      id.slice(id.indexOf('.') + 1),
    );
  });

  it.each(ENTRIES)('%s states a fact and lists existing pages and anchors', (id, entry) => {
    expect(entry.title.trim().length, `${id}: empty title`).toBeGreaterThan(20);
    expect(entry.pages.length, `${id}: no page`).toBeGreaterThan(0);
    for (const page of entry.pages) {
      const [route, anchor] = page.split('#');
      if (route === '/') {
        expect(homeSectionIds().has(anchor), `${id}: the home page has no section #${anchor}`).toBe(true);
        continue;
      }
      const source = sourceOf(route);
      expect(source, `${id}: no docs source for ${route}`).toBeDefined();
      if (anchor === undefined || source === undefined) continue;
      const ids = headingIds({file: source, text: fs.readFileSync(path.join(siteDir, source), 'utf8')});
      expect(ids.has(anchor), `${id}: ${source} has no heading #${anchor}`).toBe(true);
    }
  });
});
