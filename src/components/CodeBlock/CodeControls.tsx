/**
 * The interactive part of a code block: the type popovers of its typed names (loaded on the
 * first pointer or focus in the block), the word-wrap button (while the code scrolls sideways or
 * wraps, measured after the browser's layout: useWordWrap.ts) and the copy button. It renders inside the block's island element (index.tsx), as a
 * child of the block in a React-rendered page and through the static article's portal
 * (island.tsx), and finds the block's lines from its own buttons.
 */
import {lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import {loadHoverTable} from './hover-data';
import CopyButton from './CopyButton';
import type {FirstTouch} from './useTypeHover';
import {useWordWrap} from './useWordWrap';
import styles from './styles.module.css';

const HoverLayer = lazy(() => import(/* webpackChunkName: "code-hover" */ './HoverLayer'));

export interface CodeControlsProps {
  /** The code readers see, which the copy button copies. */
  code: string;
  /** URL of the page's hover table, when the block has typed names. */
  hover?: string;
  /** The number of the block's first typed name among the page's. */
  firstName?: string;
}

export default function CodeControls({code, hover, firstName}: CodeControlsProps): ReactNode {
  const {codeBlockRef, isEnabled: wrapped, isCodeScrollable: scrollable, toggle: toggleWrap} = useWordWrap();
  const buttons = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLElement | null>(null);
  // Before the word-wrap hook's effect reads it (the buttons' ref is set before this effect runs):
  // the block's content element and its <pre>.
  useLayoutEffect(() => {
    content.current = buttons.current?.closest<HTMLElement>(`.${styles.content}`) ?? null;
    const pre = content.current?.querySelector('pre');
    if (!pre) throw new Error('CodeBlock: the controls are outside their block');
    codeBlockRef.current = pre;
  }, [codeBlockRef]);
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
    <>
      {hover && first && (
        <Suspense fallback={null}>
          <HoverLayer url={hover} container={content} first={first} firstName={Number(firstName ?? 0)} />
        </Suspense>
      )}
      <div ref={buttons} className={styles.buttons}>
        {(wrapped || scrollable) && (
          <WordWrapButton className={styles.button} onClick={() => toggleWrap()} isEnabled={wrapped} />
        )}
        <CopyButton className={styles.button} code={code} />
      </div>
    </>
  );
}
