/**
 * The interactive part of a code block: the type popovers of its typed names (loaded on the
 * first pointer or focus in the block), the word-wrap button (while the code scrolls sideways or
 * wraps) and the copy button. It renders inside the block's island element (index.tsx), as a
 * child of the block in a React-rendered article and through the static article's portal on a
 * first load (island.tsx), and reaches the block's lines through `content`.
 */
import {lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode, type RefObject} from 'react';
import {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import {loadHoverTable} from './hover-data';
import CopyButton from './CopyButton';
import type {FirstTouch} from './useTypeHover';
import styles from './styles.module.css';

const HoverLayer = lazy(() => import(/* webpackChunkName: "code-hover" */ './HoverLayer'));

export interface CodeControlsProps {
  /** The code readers see, which the copy button copies. */
  code: string;
  /** The block's element that holds its `<pre>` and these controls. */
  content: RefObject<HTMLElement | null>;
  /** URL of the page's hover table, when the block has typed names. */
  hover?: string;
  /** The number of the block's first typed name among the page's. */
  firstName?: string;
}

export default function CodeControls({code, content, hover, firstName}: CodeControlsProps): ReactNode {
  const {codeBlockRef, isEnabled: wrapped, isCodeScrollable: scrollable, toggle: toggleWrap} = useCodeWordWrap();
  // Before the word-wrap hook's effects read it: the block's <pre>.
  useLayoutEffect(() => {
    const pre = content.current?.querySelector('pre');
    if (pre) codeBlockRef.current = pre;
  }, [codeBlockRef, content]);
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
  }, [content, hover, first]);

  return (
    <>
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
    </>
  );
}
