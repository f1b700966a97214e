// Replaces the theme's CodeBlock index: code is highlighted at build time (plugins/code-blocks), so a block renders the tokens it is given and no page loads a highlighter; a block written in JSX with text shows it plain.
import {Children, type ReactNode} from 'react';
import clsx from 'clsx';
import HighlightedCode, {type HighlightedCodeProps} from '@site/src/components/CodeBlock';
import styles from '@site/src/components/CodeBlock/styles.module.css';

interface Props extends Partial<HighlightedCodeProps> {
  children?: ReactNode;
}

/** The tokens of plain text: one plain token per non-empty line. */
const plainTokens = (text: string): string =>
  text
    .split('\n')
    .map((line) => (line ? `x${line.length}` : ''))
    .join(' ');

export default function CodeBlock({children, code, tokens, className, ...props}: Props): ReactNode {
  if (code !== undefined && tokens !== undefined) {
    return <HighlightedCode code={code} tokens={tokens} className={className} {...props} />;
  }
  const parts = Children.toArray(children);
  if (parts.every((part) => typeof part === 'string' || typeof part === 'number')) {
    const text = parts.join('').replace(/\n$/, '');
    return <HighlightedCode code={text} tokens={plainTokens(text)} className={className} {...props} />;
  }
  // Markup given as children (not text) is shown as it is.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <pre tabIndex={0} className={clsx('theme-code-block', styles.block, styles.pre, className)}>
      <code className={styles.lines}>{children}</code>
    </pre>
  );
}
