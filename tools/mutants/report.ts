/** The summary of a run: a table of every mutant, its outcome and tests, then the details of those that need attention. */
import type {MutantResult} from './types';

const pad = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - text.length));

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => pad(cell, widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const label = ({outcome}: MutantResult): string => outcome.kind.toUpperCase();

const tests = ({mutant, outcome}: MutantResult): string =>
  outcome.kind === 'killed' ? outcome.failed.join(', ') : mutant.killedBy.join(', ');

/** Whether the run fails: a survivor without an explanation, or a mutant that could not run. */
export const failing = (results: readonly MutantResult[]): boolean =>
  results.some(({outcome}) => outcome.kind === 'survived' || outcome.kind === 'error');

export function summary(results: readonly MutantResult[]): string {
  const rows = [
    ['Mutant', 'Release', 'Outcome', 'Tests (killed by, or run)'],
    ...results.map((result) => [result.mutant.id, result.mutant.release, label(result), tests(result)]),
  ];
  const lines = [table(rows), ''];
  const count = (kind: string): number => results.filter(({outcome}) => outcome.kind === kind).length;
  lines.push(
    `${results.length} mutants: ${count('killed')} killed, ${count('survived')} survived, ${count('explained')} explained, ${count('error')} errors`,
  );
  for (const result of results) {
    const {mutant, outcome} = result;
    if (outcome.kind === 'survived')
      lines.push('', `SURVIVED ${mutant.id} (${mutant.change})`, `  statement: ${mutant.section}: ${mutant.statement}`);
    if (outcome.kind === 'explained') lines.push('', `EXPLAINED ${mutant.id}: ${mutant.explanation ?? ''}`);
    if (outcome.kind === 'error') lines.push('', `ERROR ${mutant.id}: ${outcome.message}`);
  }
  return lines.join('\n');
}
