/**
 * The mutation run's file handling, on copies in a temporary folder (never on node_modules):
 * a mutant applies only where its search text occurs exactly once, the backup restores the
 * originals byte for byte and checks their sha256, a backup left behind blocks the next run,
 * the statements are found on the security pages, and every mutant of the catalogue can run
 * (this reads the installed dist files, and changes nothing).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {sdkBehaviours} from '../../lib/sdk-behaviours';
import {mutateText, occurrences, sha256} from '../../tools/mutants/apply';
import {createBackup, hasBackup, originalOf, restoreBackup, restoreFile} from '../../tools/mutants/backup';
import {MUTANTS} from '../../tools/mutants/catalogue';
import {findRow, securityRows} from '../../tools/mutants/statements';
import {catalogueErrors} from '../../tools/mutants/validate';
import {outcomeOf} from '../../tools/mutants/run';
import {namePattern} from '../../tools/mutants/vitest-run';
import type {Mutant} from '../../tools/mutants/types';

const ROOT = path.resolve(__dirname, '../..');

const mutant = (fields: Partial<Mutant>): Mutant => ({
  id: 'v3.example',
  release: '3.2.0',
  file: 'dist/sdk.js',
  search: 'if (a !== b)',
  replace: 'if (!1)',
  section: 'The handshake',
  statement: 'It keeps',
  change: 'the comparison is skipped',
  killedBy: ['v3.one', 'v3.two'],
  ...fields,
});

describe('mutateText', () => {
  it('replaces a search text that occurs once', () => {
    expect(mutateText('x; if (a !== b) throw e;', mutant({}))).toEqual({text: 'x; if (!1) throw e;'});
  });

  it('names the mutant and the file when the search text no longer occurs', () => {
    expect(mutateText('if (a === b)', mutant({}))).toEqual({
      error: 'v3.example: its search text no longer occurs in dist/sdk.js: the release changed',
    });
  });

  it('refuses a search text that occurs more than once', () => {
    expect(mutateText('if (a !== b) 1; if (a !== b) 2;', mutant({}))).toEqual({
      error: 'v3.example: its search text occurs 2 times in dist/sdk.js; it must be unique',
    });
  });

  it('refuses a replacement that changes nothing', () => {
    expect(mutateText('if (a !== b)', mutant({replace: 'if (a !== b)'}))).toHaveProperty('error');
  });

  it('counts overlapping occurrences', () => {
    expect(occurrences('aaaa', 'aa')).toBe(3);
  });
});

describe('backup and restore', () => {
  let site: string;
  const file = 'pkg/dist/sdk.js';
  const original = Buffer.from('const a = "é";\nif (a !== b) throw e;\n', 'utf8');
  const read = (): Buffer => fs.readFileSync(path.join(site, file));

  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'mutants-unit-'));
    fs.mkdirSync(path.join(site, 'pkg/dist'), {recursive: true});
    fs.writeFileSync(path.join(site, file), original);
  });
  afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

  it('writes the original back byte for byte and removes the backup', () => {
    createBackup(site, [file]);
    expect(hasBackup(site)).toBe(true);
    expect(originalOf(site, file).equals(original)).toBe(true);
    fs.writeFileSync(path.join(site, file), 'mutated');
    restoreFile(site, file);
    expect(read().equals(original)).toBe(true);
    fs.writeFileSync(path.join(site, file), 'mutated again');
    expect(restoreBackup(site)).toEqual([file]);
    expect(sha256(read())).toBe(sha256(original));
    expect(hasBackup(site)).toBe(false);
  });

  it('refuses to start over a backup a stopped run left, until it is restored', () => {
    createBackup(site, [file]);
    fs.writeFileSync(path.join(site, file), 'mutated by a run that crashed');
    expect(() => createBackup(site, [file])).toThrow(/--restore/);
    expect(restoreBackup(site)).toEqual([file]);
    expect(read().equals(original)).toBe(true);
    expect(() => createBackup(site, [file])).not.toThrow();
  });

  it('stops when the restored file does not match the recorded sha256', () => {
    createBackup(site, [file]);
    fs.writeFileSync(path.join(site, '.mutants/backup/0.js'), 'a damaged copy');
    fs.writeFileSync(path.join(site, file), 'mutated');
    expect(() => restoreFile(site, file)).toThrow(/sha256/);
  });

  it('has nothing to restore without a backup', () => {
    expect(restoreBackup(site)).toEqual([]);
  });
});

describe('security page rows', () => {
  const page = [
    '## The handshake',
    '',
    '| What the SDK does | Reference | Test |',
    '| --- | --- | --- |',
    '| It keeps the key. | [`x`](/docs) | [`v3.one`](#test-v3-one), [`v3.two`](#test-v3-two) |',
    '| It keeps the ID. | [`x`](/docs) | [`v3.three`](#test-v3-three) |',
    '## Other',
    '| It keeps the key. | [`x`](/docs) | [`v3.four`](#test-v3-four) |',
  ].join('\n');

  it('reads each row with its section and linked tests', () => {
    expect(securityRows(page)).toEqual([
      {section: 'The handshake', statement: 'It keeps the key.', tests: ['v3.one', 'v3.two']},
      {section: 'The handshake', statement: 'It keeps the ID.', tests: ['v3.three']},
      {section: 'Other', statement: 'It keeps the key.', tests: ['v3.four']},
    ]);
  });

  it('finds one row by section and words, and refuses words that match several', () => {
    const rows = securityRows(page);
    expect(findRow(rows, 'Other', 'keeps the key')).toEqual({row: rows[2]});
    expect(findRow(rows, 'The handshake', 'It keeps')).toHaveProperty('error');
    expect(findRow(rows, 'Nowhere', 'It keeps')).toHaveProperty('error');
  });
});

describe('outcomes', () => {
  const run = (passed: string[], failed: string[]) => ({
    passed,
    failed,
    exitCode: failed.length > 0 ? 1 : 0,
    output: '',
  });

  it('is killed when a test of the mutant fails, and survives when all of them pass', () => {
    expect(outcomeOf(mutant({}), run(['v3.one'], ['v3.two']))).toEqual({kind: 'killed', failed: ['v3.two']});
    expect(outcomeOf(mutant({}), run(['v3.one', 'v3.two'], []))).toEqual({kind: 'survived'});
  });

  it('is an error when a test did not run, or when an explained mutant is killed', () => {
    expect(outcomeOf(mutant({}), run(['v3.one'], [])).kind).toBe('error');
    expect(outcomeOf(mutant({explanation: 'unobservable'}), run([], ['v3.one'])).kind).toBe('error');
    expect(outcomeOf(mutant({explanation: 'unobservable'}), run(['v3.one', 'v3.two'], []))).toEqual({
      kind: 'explained',
    });
  });

  it('selects exactly the named tests by title', () => {
    const pattern = new RegExp(namePattern(['v3.one', 'v3.one-more']));
    expect(pattern.test('v3.one: a title')).toBe(true);
    expect(pattern.test('v3.one-more: a title')).toBe(true);
    expect(pattern.test('v3.onex: a title')).toBe(false);
    expect(pattern.test('v1.one: a title')).toBe(false);
  });
});

describe('the catalogue', () => {
  it('holds only mutants that can run: ids unique, search texts once in the files the tests load, rows and tests linked', () => {
    expect(Object.fromEntries(catalogueErrors(ROOT, MUTANTS, sdkBehaviours()))).toEqual({});
  });

  it('names each mutant under its release prefix', () => {
    for (const entry of MUTANTS)
      expect(entry.id.startsWith(entry.release === '3.2.0' ? 'v3.' : 'v1.'), entry.id).toBe(true);
  });
});
