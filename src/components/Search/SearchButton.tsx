/**
 * The navbar's search button and the Ctrl+K / ⌘K / "/" shortcuts. This is the only search code
 * in a page's first-load JavaScript: the dialog (results, Pagefind, vocabulary) is a separate
 * chunk, imported the first time search is opened.
 */
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import SearchIcon from './SearchIcon';
import {isApplePlatform, isSearchShortcut} from './shortcuts';
import styles from './SearchButton.module.css';

const SearchDialog = lazy(() => import(/* webpackChunkName: "search-dialog" */ './SearchDialog'));

export default function SearchButton(): ReactNode {
  const [open, setOpen] = useState(false);
  const [apple, setApple] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setApple(isApplePlatform(typeof navigator === 'undefined' ? undefined : navigator));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus({preventScroll: true});
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={clsx('clean-btn', styles.button)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}>
        <SearchIcon className={styles.icon} />
        <span className={styles.label}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          {apple ? <kbd className={styles.key}>⌘K</kbd> : <kbd className={styles.key}>Ctrl K</kbd>}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
