/**
 * Remark plugin: a code sample may start with setup lines that the sample checker compiles
 * but readers do not need (imports of test doubles, a surrounding component). Everything up to
 * and including a line that is exactly `// ---cut---` is removed from the rendered block.
 */
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';

export const CUT_MARKER = '// ---cut---';

/**
 * The part of a sample that readers see: the text after the first cut marker, if there is one,
 * without the blank lines that follow the marker (whitespace-only and CRLF lines count as blank).
 */
export function stripHiddenSetup(source: string): string {
  const lines = source.split('\n');
  const cut = lines.findIndex((line) => line.trim() === CUT_MARKER);
  if (cut === -1) return source;
  let first = cut + 1;
  while (first < lines.length && lines[first].trim() === '') first++;
  return lines.slice(first).join('\n');
}

export default function remarkHiddenSetup() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      node.value = stripHiddenSetup(node.value);
    });
  };
}
