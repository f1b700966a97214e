/**
 * The names of a sample readers see: every identifier of the code outside what readers do not
 * see (hidden setup, notations), found by parsing the code (no compile). The build marks them
 * before the compile is done, and the compile then says what each one is (twoslash.ts), so both
 * take the list from here.
 */
import ts from 'typescript';
import type {VisibleCode} from './notations';

/** A name readers see, at its offset and length in the visible code. */
export interface SampleName {
  start: number;
  length: number;
}

export interface SampleNames {
  names: SampleName[];
  /** Where each name starts in the sample's own code. */
  positions: number[];
}

export function sampleNames(code: string, lang: string, visible: VisibleCode): SampleNames {
  const kind = lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(
    `sample.${lang === 'tsx' ? 'tsx' : 'ts'}`,
    code,
    ts.ScriptTarget.Latest,
    true,
    kind,
  );
  const found: SampleNames = {names: [], positions: []};
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const start = node.getStart(sourceFile);
      const shown = visible.toVisible(start);
      if (shown !== -1) {
        found.names.push({start: shown, length: node.getEnd() - start});
        found.positions.push(start);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
