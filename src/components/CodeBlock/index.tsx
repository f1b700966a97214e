/**
 * A code block highlighted at build time (plugins/code-blocks): its lines from the tokens it
 * was given, its title, the copy button (which copies `code`, the text readers see: no hidden
 * setup, no popover text) and the word-wrap button. The colours are CSS variables of the colour
 * mode (src/css/custom.css), so a mode switch repaints the block without rendering it again.
 * With a hover table, the names the compiler typed show their type on hover, focus and tap.
 */
import {lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import {decodeTokens} from '@site/lib/code-tokens';
import {loadHoverTable} from './hover-data';
import CopyButton from './CopyButton';
import Lines from './Lines';
import type {FirstTouch} from './useTypeHover';
import styles from './styles.module.css';

const HoverLayer = lazy(() => import(/* webpackChunkName: "code-hover" */ './HoverLayer'));

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
  /** The number of the block's first typed name among the page's (lib/code-tokens.ts). */
  firstName?: string;
  className?: string;
}

export default function HighlightedCode({
  code,
  tokens,
  language,
  title,
  highlight,
  hover,
  firstName,
  className,
}: HighlightedCodeProps): ReactNode {
  const lines = useMemo(() => decodeTokens(code, tokens), [code, tokens]);
  const highlighted = useMemo(() => new Set(highlight ? highlight.split(',').map(Number) : []), [highlight]);
  const {codeBlockRef, isEnabled: wrapped, isCodeScrollable: scrollable, toggle: toggleWrap} = useCodeWordWrap();
  const content = useRef<HTMLDivElement>(null);
  // The first pointer or focus in a block with typed names loads the popovers and the page's types.
  const [first, setFirst] = useState<FirstTouch | null>(null);
  useEffect(() => {
    const block = content.current;
    if (!hover || !block || first) return undefined;
    const arm = (event: Event) => {
      const name = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-h]') : null;
      loadHoverTable(hover).catch(() => undefined);
      // The first event counts (a tap also focuses the block right after its pointer events).
      setFirst((known) => known ?? {name, tapped: event instanceof PointerEvent && event.pointerType !== 'mouse'});
    };
    block.addEventListener('pointerover', arm);
    block.addEventListener('focusin', arm);
    return () => {
      block.removeEventListener('pointerover', arm);
      block.removeEventListener('focusin', arm);
    };
  }, [hover, first]);

  return (
    <div className={clsx('theme-code-block', styles.block, language && `language-${language}`, className)}>
      {title && <div className={styles.title}>{title}</div>}
      <div ref={content} className={styles.content}>
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
        {hover && first && (
          <Suspense fallback={null}>
            <HoverLayer url={hover} container={content} first={first} firstName={Number(firstName ?? 0)} />
          </Suspense>
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
