/**
 * A code block highlighted at build time (plugins/code-blocks): its lines from the tokens it
 * was given, its title, the copy button (which copies `code`, the text readers see: no hidden
 * setup, no popover text) and the word-wrap button. The colours are CSS variables of the colour
 * mode (src/css/custom.css), so a mode switch repaints the block without rendering it again.
 * With a hover table, the names the compiler typed show their type on hover, focus and tap.
 */
import {useMemo, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import {decodeTokens} from '@site/lib/code-tokens';
import Lines from './Lines';
import TypePopover from './TypePopover';
import {useTypeHover} from './useTypeHover';
import styles from './styles.module.css';

export interface HighlightedCodeProps {
  /** The code readers see. */
  code: string;
  /** Its highlighting (lib/code-tokens.ts). */
  tokens: string;
  /** The fence language (`tsx`), for the block's `language-*` class. */
  language?: string;
  title?: ReactNode;
  /** Highlighted lines, 0-based, comma-separated. */
  highlight?: string;
  /** URL of the page's hover table, when the block has typed names. */
  hover?: string;
  className?: string;
}

export default function HighlightedCode({
  code,
  tokens,
  language,
  title,
  highlight,
  hover,
  className,
}: HighlightedCodeProps): ReactNode {
  const lines = useMemo(() => decodeTokens(code, tokens), [code, tokens]);
  const highlighted = useMemo(() => new Set(highlight ? highlight.split(',').map(Number) : []), [highlight]);
  const {codeBlockRef, isEnabled: wrapped, isCodeScrollable: scrollable, toggle: toggleWrap} = useCodeWordWrap();
  const content = useRef<HTMLDivElement>(null);
  const {active, table, popoverId, blockHandlers, popoverHandlers} = useTypeHover(hover, content);

  return (
    <div className={clsx('theme-code-block', styles.block, language && `language-${language}`, className)}>
      {title && <div className={styles.title}>{title}</div>}
      <div ref={content} className={styles.content} {...(hover ? blockHandlers : {})}>
        <pre
          // The block scrolls sideways when its lines are long: a tab stop lets keyboards scroll it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
          tabIndex={0}
          ref={codeBlockRef}
          className={clsx(styles.pre, 'thin-scrollbar')}>
          <code className={styles.lines}>
            <Lines lines={lines} highlighted={highlighted} />
          </code>
        </pre>
        {active && (
          <TypePopover
            // A new element per name and per content: an element that moved would count as a layout shift.
            key={`${active.serial}-${table.status}`}
            id={popoverId}
            active={active}
            table={table}
            container={content}
            handlers={popoverHandlers}
          />
        )}
        <div className={styles.buttons}>
          {(wrapped || scrollable) && (
            <WordWrapButton className={styles.button} onClick={() => toggleWrap()} isEnabled={wrapped} />
          )}
          <CopyButton className={styles.button} code={code} />
        </div>
      </div>
    </div>
  );
}
