/**
 * A code block's island on a first load (src/components/StaticArticle): the controls of a block
 * whose lines are the server's HTML. The copy button copies the block's lines as shown, one per
 * line (each line is an element of the block's <code>; lib/code-tokens.ts keeps every character).
 */
import type {ReactNode} from 'react';
import CodeControls from './CodeControls';

/** The code of a block, from its lines as rendered (Lines.tsx). */
export function renderedCode(code: Element): string {
  return Array.from(code.children, (line) => line.textContent).join('\n');
}

export function takeOverCode(host: HTMLElement): ReactNode {
  const content = host.parentElement;
  const code = content?.querySelector('pre code');
  if (!content || !code) throw new Error('static-article: a code block island outside its block');
  return <CodeControls code={renderedCode(code)} hover={host.dataset.hover} firstName={host.dataset.firstName} />;
}
