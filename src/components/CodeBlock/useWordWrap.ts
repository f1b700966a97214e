/**
 * A code block's word wrap, as the theme's `useCodeWordWrap` (@docusaurus/theme-common 3.7.0):
 * `toggle` wraps the block's lines (an inline style on its <code>) or unwraps them, and
 * `isCodeScrollable` says whether the block scrolls sideways or is wrapped, so that the word-wrap
 * button shows only then. The theme's hook read the block's widths in an effect, which forced a
 * layout during hydration; here they are read after the browser's layout (overflow-watch.ts), so
 * the button shows from the first frame after hydration, and follows resizes and tab panels shown.
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import {watchOverflow} from './overflow-watch';

export interface CodeWordWrap {
  /** The block's <pre>, which the caller sets before effects run. */
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
}

export function useWordWrap(): CodeWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [overflowing, setOverflowing] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // No scrollbar when wrapped, even for a token longer than the block.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    const code = pre?.querySelector('code');
    if (!pre || !code) return undefined;
    // While wrapped the lines fit; the width they had unwrapped is kept, so that the button stays
    // in place when they are unwrapped again, until the next measurement.
    return watchOverflow(pre, code, (value) => {
      if (!code.hasAttribute('style')) setOverflowing(value);
    });
  }, []);

  // The button stays while the lines are wrapped, to unwrap them.
  return {codeBlockRef, isEnabled, isCodeScrollable: overflowing || isEnabled, toggle};
}
