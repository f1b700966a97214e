/**
 * The SDK behaviour registry (`lib/sdk-behaviours.ts`) against the behaviour tests and the
 * docs: every entry is used by exactly one test, in the file it names; every id a test uses is
 * an entry; every page an entry lists exists, and so does its anchor (for the home page, `/`,
 * a section id of its components).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SDK_BEHAVIOURS, type SdkBehaviour} from '../../lib/sdk-behaviours';
import {walkFiles} from '../../lib/walk';
import {DOCS_VERSIONS} from '../../src/constants';
import {headingIds, siteDir} from './guides-coverage-helpers';

const SDK_TESTS = 'tests/sdk';
const ENTRIES = Object.entries(SDK_BEHAVIOURS) as [string, SdkBehaviour][];
const PREFIX = {'3.2.0': 'v3.', '1.1.0': 'v1.', '1.5.4': 'v1.'} as const;

/** Each behaviour test file of `tests/sdk/` with its text. */
const testFiles = walkFiles(path.join(siteDir, SDK_TESTS), {extensions: ['.test.ts', '.test.tsx']}).map((file) => ({
  file: `${SDK_TESTS}/${file}`,
  text: fs.readFileSync(path.join(siteDir, SDK_TESTS, file), 'utf8'),
}));

/** The files and count of a quoted id's occurrences in the behaviour tests. */
function uses(id: string): string[] {
  return testFiles.flatMap(({file, text}) =>
    text
      .split(`'${id}'`)
      .slice(1)
      .map(() => file),
  );
}

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

describe('the SDK behaviour registry', () => {
  it('has entries for both releases', () => {
    for (const release of ['3.2.0', '1.1.0'] as const) {
      expect(ENTRIES.filter(([, entry]) => entry.release === release).length).toBeGreaterThan(20);
    }
  });

  it.each(ENTRIES)('%s is used by exactly one test, in the file it names', (id, entry) => {
    expect(
      id.startsWith(PREFIX[entry.release]),
      `${id}: ids of ${entry.release} start with ${PREFIX[entry.release]}`,
    ).toBe(true);
    expect(fs.existsSync(path.join(siteDir, entry.test)), `${id}: ${entry.test} does not exist`).toBe(true);
    expect(uses(id)).toEqual([entry.test]);
  });

  it('knows every id the behaviour tests use', () => {
    const used = testFiles.flatMap(({file, text}) =>
      [...text.matchAll(/'(v\d+\.[a-z0-9-]+)'/g)].map((match) => ({file, id: match[1]})),
    );
    expect(used.length).toBeGreaterThanOrEqual(ENTRIES.length);
    expect(used.filter(({id}) => !(id in SDK_BEHAVIOURS))).toEqual([]);
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
