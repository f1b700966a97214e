/**
 * Reads every TS/TSX sample of every page the sample check reads (both docs versions, the site's
 * pages and the home page's quick start) and holds each one to having scenarios (`samplesOf` in a
 * file of this project) or an entry in fragments.ts with the reason it runs nothing. A failure
 * names each sample left by page:line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import {describe, expect, it} from 'vitest';
import {extractSamples} from '../../lib/samples/extract';
import {resolveMarkdownFiles} from '../../lib/samples/files';
import {FRAGMENTS} from './fragments';
import {SITE} from './support/pages';
import {registrationsOf} from './support/registrations';

interface Listed {
  page: string;
  title: string;
  line: number;
}

function everySample(): Listed[] {
  const listed: Listed[] = [];
  for (const file of resolveMarkdownFiles([], SITE).files) {
    const page = path.relative(SITE, file).split(path.sep).join('/');
    for (const sample of extractSamples(fs.readFileSync(file, 'utf8'), file)) {
      const title = sample.attributes.title;
      listed.push({page, title: typeof title === 'string' ? title : '', line: sample.fenceLine});
    }
  }
  return listed;
}

const samples = everySample();
const scenarioFiles = globSync('tests/samples/**/*.test.{ts,tsx}', {cwd: SITE, absolute: true});
const registrations = scenarioFiles.flatMap((file) => registrationsOf(file, SITE));
const key = (page: string, title: string) => `${page}\n${title}`;
const registered = new Set(registrations.map((entry) => key(entry.page, entry.title)));
const fragments = new Map(FRAGMENTS.map((entry) => [key(entry.page, entry.title), entry]));

describe('sample coverage', () => {
  it('reads the samples of both docs versions, the site pages and the home page quick start', () => {
    const pages = new Set(samples.map((sample) => sample.page));
    expect(pages).toContain('docs/guides/getting-started.mdx');
    expect(pages).toContain('versioned_docs/version-1.1.0/guides/getting-started.mdx');
    expect(pages).toContain('src/pages/markdown-page.mdx');
    expect(pages).toContain('src/components/Home/Install/QuickStart.mdx');
  });

  it('every sample has a title unique on its page (scenarios and fragments name samples by it)', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const sample of samples) {
      if (sample.title === '') problems.push(`${sample.page}:${sample.line} has no title`);
      else if (seen.has(key(sample.page, sample.title)))
        problems.push(`${sample.page}:${sample.line} repeats "${sample.title}"`);
      seen.add(key(sample.page, sample.title));
    }
    expect(problems).toEqual([]);
  });

  it('every registration and fragment names a sample that exists, and none is both', () => {
    const known = new Set(samples.map((sample) => key(sample.page, sample.title)));
    const problems = [
      ...registrations
        .filter((entry) => !known.has(key(entry.page, entry.title)))
        .map((entry) => `${entry.at}: no sample "${entry.title}" on ${entry.page}`),
      ...FRAGMENTS.filter((entry) => !known.has(key(entry.page, entry.title))).map(
        (entry) => `fragments.ts: no sample "${entry.title}" on ${entry.page}`,
      ),
      ...FRAGMENTS.filter((entry) => registered.has(key(entry.page, entry.title))).map(
        (entry) => `fragments.ts: "${entry.title}" on ${entry.page} has scenarios; it is not a fragment`,
      ),
      ...FRAGMENTS.filter((entry) => entry.reason.trim() === '').map(
        (entry) => `fragments.ts: "${entry.title}" on ${entry.page} gives no reason`,
      ),
    ];
    expect(problems).toEqual([]);
  });

  it('every sample has scenarios or is a fragment', () => {
    const uncovered = samples
      .filter(
        (sample) => !registered.has(key(sample.page, sample.title)) && !fragments.has(key(sample.page, sample.title)),
      )
      .map((sample) => `${sample.page}:${sample.line} ${sample.title}`);
    expect(uncovered, `${uncovered.length} samples have no scenario and are not fragments`).toEqual([]);
  });
});
