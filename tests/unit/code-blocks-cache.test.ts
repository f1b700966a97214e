/**
 * The cache of the samples' compile (plugins/code-blocks/samples-cache.ts): a rebuild over the
 * same files reads the stored run, an edited sample is compiled again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {compileSiteSamples} from '../../plugins/code-blocks/compile-task';
import {SAMPLES_CONFIG} from '../../lib/samples';
import {SITE, SLOW} from '../support/check-samples';

describe('the cache of the samples’ compile', () => {
  let site: string;
  let cache: string;
  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-cache-'));
    fs.cpSync(path.join(SITE, 'tests/fixtures/code-blocks'), site, {recursive: true});
    cache = path.join(site, 'cache');
  });
  afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

  it(
    'stores a run, reads it back for the same files, and compiles again when a sample changes',
    () => {
      const first = compileSiteSamples(site, SAMPLES_CONFIG, cache);
      expect(fs.readdirSync(cache)).toHaveLength(1);
      const stored = path.join(cache, fs.readdirSync(cache)[0]);
      const written = fs.statSync(stored).mtimeMs;
      expect(compileSiteSamples(site, SAMPLES_CONFIG, cache)).toEqual(JSON.parse(JSON.stringify(first)));
      expect(fs.statSync(stored).mtimeMs).toBe(written);

      const guide = path.join(site, 'docs/guide.mdx');
      fs.writeFileSync(guide, fs.readFileSync(guide, 'utf8').replace('return aiCustomFetch;', 'return 42;'));
      const edited = compileSiteSamples(site, SAMPLES_CONFIG, cache);
      expect(fs.readdirSync(cache)).toHaveLength(2);
      const code = (run: typeof first) =>
        run.checked.find(([file]) => file === guide)?.[1].samples.map((sample) => sample.code);
      expect(code(edited)?.[0]).toContain('return 42;');
      expect(code(first)?.[0]).toContain('return aiCustomFetch;');
    },
    SLOW,
  );
});
