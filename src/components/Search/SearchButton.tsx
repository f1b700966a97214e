/**
 * The navbar's search button and the Ctrl+K / ⌘K / "/" shortcuts. This is the only search code
 * in a page's first-load JavaScript: the dialog (results, Pagefind, vocabulary) is a separate
 * chunk, imported the first time search is opened.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import SearchIcon from './SearchIcon';
import {isApplePlatform, isSearchShortcut} from './shortcuts';
import type {SearchDialogProps} from './SearchDialog';
import styles from './SearchButton.module.css';

/** If the chunk cannot load (offline, new deploy), search just closes again. */
function NotLoaded({onClose}: SearchDialogProps): ReactNode {
  useEffect(onClose, [onClose]);
  return null;
}

/** The platform never changes while the page is open: nothing to subscribe to. */
const subscribeToNothing = () => () => undefined;
const readApplePlatform = () => isApplePlatform(navigator);
/** The server renders the non-Apple label; hydration then shows the reader's own. */
const serverApplePlatform = () => false;

const SearchDialog = lazy((): Promise<{default: ComponentType<SearchDialogProps>}> =>
  import(/* webpackChunkName: "search-dialog" */ './SearchDialog').catch((error: unknown) => {
    console.error('Search could not be loaded.', error);
    return {default: NotLoaded};
  }),
);

export default function SearchButton(): ReactNode {
  const [open, setOpen] = useState(false);
  const apple = useSyncExternalStore(subscribeToNothing, readApplePlatform, serverApplePlatform);
  const button = useRef<HTMLButtonElement>(null);
  const isOpen = useRef(false);
  // Keys typed between opening and the dialog's first render (null when not waiting).
  const typedAhead = useRef<string | null>(null);

  const show = useCallback(() => {
    if (isOpen.current) return;
    isOpen.current = true;
    typedAhead.current = '';
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (typedAhead.current !== null && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        typedAhead.current += event.key;
        event.preventDefault();
      } else if (isSearchShortcut(event)) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  // Focus goes back to the button once the dialog has left the DOM (while the modal dialog is
  // open, the rest of the page is inert and cannot take focus).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus({preventScroll: true});
    }
  }, [open]);

  const close = useCallback(() => {
    isOpen.current = false;
    typedAhead.current = null;
    setOpen(false);
  }, []);
  const takeTypedAhead = useCallback(() => {
    const text = typedAhead.current ?? '';
    typedAhead.current = null;
    return text;
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
        onClick={show}>
        <SearchIcon className={styles.icon} />
        <span className={styles.label}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd className={styles.key}>{apple ? '⌘K' : 'Ctrl K'}</kbd>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} takeTypedAhead={takeTypedAhead} />
        </Suspense>
      )}
    </>
  );
}
