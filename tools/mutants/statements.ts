/**
 * The security pages' statements a mutant targets: the release's page, a section by its heading,
 * a row by words of its first cell, and the behaviour ids the row links as its tests
 * (`` [`v3.id`](#test-v3-id) ``).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {DocumentedRelease} from '../../lib/sdk-behaviours/types';

/** Each documented release's security page, relative to the site root. */
export const SECURITY_PAGES: Readonly<Record<DocumentedRelease, string>> = {
  '3.2.0': 'docs/security.mdx',
  '1.1.0': 'versioned_docs/version-1.1.0/security.mdx',
};

export interface SecurityRow {
  readonly section: string;
  /** The row's first cell. */
  readonly statement: string;
  /** Behaviour ids the row links as tests. */
  readonly tests: readonly string[];
}

const TEST_LINK = /\[`(v\d+\.[a-z0-9-]+)`\]\(#test-v\d+-[a-z0-9-]+\)/g;

/** The table rows of a security page's text, each with its section's heading. */
export function securityRows(text: string): readonly SecurityRow[] {
  const rows: SecurityRow[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1].trim();
    if (!line.startsWith('| ') || line.startsWith('| -')) continue;
    const statement = line.slice(2).split(' | ')[0];
    const tests = [...line.matchAll(TEST_LINK)].map((match) => match[1]);
    if (tests.length > 0) rows.push({section, statement, tests});
  }
  return rows;
}

const byPage = new Map<string, readonly SecurityRow[]>();

/** The rows of a release's security page, read once per process. */
export function securityRowsOf(siteDir: string, release: DocumentedRelease): readonly SecurityRow[] {
  const file = path.join(siteDir, SECURITY_PAGES[release]);
  const cached = byPage.get(file);
  if (cached) return cached;
  const rows = securityRows(fs.readFileSync(file, 'utf8'));
  byPage.set(file, rows);
  return rows;
}

/**
 * The row a mutant targets: the one row of the section whose first cell contains the words, or
 * why there is none.
 */
export function findRow(
  rows: readonly SecurityRow[],
  section: string,
  statement: string,
): {readonly row: SecurityRow} | {readonly error: string} {
  const inSection = rows.filter((row) => row.section === section);
  if (inSection.length === 0) return {error: `no section "## ${section}" with linked tests`};
  const matching = inSection.filter((row) => row.statement.includes(statement));
  if (matching.length !== 1)
    return {error: `${matching.length} rows of "## ${section}" contain "${statement}"; it must be one`};
  return {row: matching[0]};
}
