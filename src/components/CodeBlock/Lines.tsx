/**
 * The lines of a highlighted block, rendered from its tokens (lib/code-tokens.ts): a span per
 * coloured token, bare text for plain ones. A name the compiler typed carries `data-h` (its number
 * among the page's typed names is the block's first number plus its place in the block); the
 * block's first one is its keyboard stop (useTypeHover moves it).
 * Memoised: the lines never change after the first render, whatever the popover does.
 */
import {memo, type ReactNode} from 'react';
import type {CodeLine} from '@site/lib/code-tokens';
import styles from './styles.module.css';

/** The attribute that marks a typed name. */
export const HOVER_ATTRIBUTE = 'data-h';

interface Props {
  lines: readonly CodeLine[];
  /** Indexes of the highlighted lines. */
  highlighted: ReadonlySet<number>;
}

function Lines({lines, highlighted}: Props): ReactNode {
  let firstName = true;
  return lines.map((line, index) => (
    <span key={index} className={highlighted.has(index) ? 'theme-code-block-highlighted-line' : undefined}>
      {line.map((token, at) => {
        if (token.hover === undefined) {
          return token.role === 'x' ? (
            token.text
          ) : (
            <span key={at} className={styles[token.role]}>
              {token.text}
            </span>
          );
        }
        const tabIndex = firstName ? 0 : undefined;
        firstName = false;
        return (
          <span key={at} className={token.role === 'x' ? undefined : styles[token.role]} data-h="" tabIndex={tabIndex}>
            {token.text}
          </span>
        );
      })}
      <br />
    </span>
  ));
}

export default memo(Lines);
