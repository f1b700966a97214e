/**
 * The search dialog (loaded on first open): a modal <dialog> with a combobox input and a
 * listbox of results (aria-activedescendant), grouped by page, the pages of the docs version
 * being read first, each labelled with its version. ↑/↓ move the active result, Enter opens
 * it, Escape or a click outside closes; Tab stays inside the dialog.
 */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {sdkVersionOfPath} from '@site/lib/docs-versions';
import {INDEXED_VERSIONS} from '@site/lib/search/versions';
import Excerpt from './results/Excerpt';
import VersionBadge from './results/VersionBadge';
import SearchIcon from './SearchIcon';
import {CorrectionNotice, statusText, UnavailableMessage} from './results/Messages';
import type {ResultPage, ResultSection, SearchOutcome} from '@site/lib/search/engine';
import {useSearch} from './loading/useSearch';
import styles from './SearchDialog.module.css';
import hidden from '@site/src/css/visually-hidden.module.css';

/** What the search button (which loads this module on first open) passes to the dialog. */
export interface SearchDialogProps {
  onClose: () => void;
  /** The characters typed after opening, before the dialog's code arrived (once; then ''). */
  takeTypedAhead: () => string;
}

interface Option {
  page: ResultPage;
  section: ResultSection;
  /** The page's first section: shows the page title. */
  first: boolean;
}

const FOCUSABLE = 'input, button, a[href], [tabindex]:not([tabindex="-1"])';

/** The last query of this page session: reopening the dialog shows it again. */
let lastQuery = '';

function shownOutcome(state: ReturnType<typeof useSearch>): SearchOutcome | undefined {
  if (state.status === 'done') return state.outcome;
  if (state.status === 'loading') return state.previous;
  return undefined;
}

export default function SearchDialog({onClose, takeTypedAhead}: SearchDialogProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const {pathname} = useLocation();
  const [query, setQueryState] = useState(() => lastQuery);
  const setQuery = useCallback((next: string) => {
    lastQuery = next;
    setQueryState(next);
  }, []);
  // The docs version in view only; a query naming another release ("rate limit 1.1.0") searches that one.
  const inView = sdkVersionOfPath(pathname);
  const state = useSearch(query, {limit: 8, sectionsPerPage: 3, preferVersion: inView, only: true});
  const otherVersions = INDEXED_VERSIONS.filter((version) => version !== inView);
  const outcome = query.trim() ? shownOutcome(state) : undefined;
  const id = useId();
  const ids = {title: `${id}-title`, list: `${id}-list`, status: `${id}-status`};
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  const options = useMemo<Option[]>(
    () =>
      (outcome?.pages ?? []).flatMap((page) =>
        page.sections.map((section, index) => ({page, section, first: index === 0})),
      ),
    [outcome],
  );

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // No page scrolling behind the open dialog. Set here, not with a CSS `html:has(…)` rule:
    // that makes the browser re-check the root's style at every DOM insertion on every page.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    input.current?.focus();
    const typed = takeTypedAhead();
    // The query kept from the last opening is selected, so typing replaces it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the keys were typed before this dialog existed; the search button kept them outside React until now
    if (typed) setQuery(typed);
    else input.current?.select();
    return () => {
      element?.close();
      root.style.overflow = overflow;
    };
  }, [takeTypedAhead, setQuery]);

  // The active option belongs to one result list: a new list starts at its first option.
  const [selection, setSelection] = useState<{options: Option[]; index: number}>({options, index: 0});
  const active = selection.options === options ? selection.index : 0;
  const setActive = useCallback((index: number) => setSelection({options, index}), [options]);

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
  }, [active, options, optionId]);

  const openResult = useCallback(
    (option: Option | undefined) => {
      if (!option) return;
      onClose();
      history.push(option.section.url);
    },
    [history, onClose],
  );

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((active + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((active - 1 + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openResult(options[active]);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab' && dialog.current) {
      const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const status = statusText(state);
  const trimmed = query.trim();

  return (
    // The panel fills the dialog box, so a click whose target is the dialog is on the backdrop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog handles Escape and keeps Tab inside itself
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={ids.title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onDialogKeyDown}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}>
      <div className={styles.panel}>
        <h2 id={ids.title} className={hidden.visuallyHidden}>
          Search the documentation
        </h2>
        <div className={styles.searchRow}>
          <SearchIcon className={styles.searchIcon} />
          <input
            ref={input}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label="Search the documentation"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={ids.list}
            aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
            aria-describedby={ids.status}
            placeholder="Search guides and API"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={clsx('clean-btn', styles.close)} onClick={onClose}>
            <span aria-hidden="true">Esc</span>
            <span className={hidden.visuallyHidden}>Close search</span>
          </button>
        </div>

        <div className={styles.body}>
          <p id={ids.status} role="status" className={clsx(styles.status, !status && hidden.visuallyHidden)}>
            {status}
          </p>
          {state.status === 'unavailable' && (
            <p className={styles.notice}>
              <UnavailableMessage reason={state.reason} />
            </p>
          )}
          {state.status !== 'unavailable' && !trimmed && (
            <p className={styles.hint}>
              Search the guides and the API reference of {inView}: try a hook, a type or a topic.
              {otherVersions.length > 0 && <> Add “{otherVersions[0]}” to the query to search that version.</>}
            </p>
          )}
          {outcome && outcome.corrections.length > 0 && (
            <p className={styles.notice}>
              <CorrectionNotice outcome={outcome} />
            </p>
          )}
          {state.status === 'done' && outcome?.pages.length === 0 && (
            <p className={styles.hint}>Check the spelling, or try fewer or more general words.</p>
          )}
          <div
            id={ids.list}
            role="listbox"
            aria-label="Search results"
            className={styles.list}
            data-results-for={outcome?.query}>
            {(outcome?.pages ?? []).map((page) => (
              <div key={page.id} role="group" aria-label={page.title} className={styles.group}>
                {options.map((option, index) =>
                  option.page !== page ? null : (
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- combobox pattern: the input keeps focus and owns the keys (aria-activedescendant); options are only clicked
                    <div
                      key={option.section.id}
                      id={optionId(index)}
                      data-url={option.section.url}
                      role="option"
                      aria-selected={index === active}
                      className={clsx(
                        styles.option,
                        index === active && styles.active,
                        !option.first && styles.subOption,
                      )}
                      onMouseMove={() => index !== active && setActive(index)}
                      onClick={() => openResult(option)}>
                      {option.first && (
                        <span className={styles.pageTitle}>
                          <span>{page.title}</span>
                          <span className={styles.kind}>{page.kind}</span>
                          <VersionBadge version={page.version} className={styles.kind} />
                        </span>
                      )}
                      {option.section.title !== page.title && (
                        <span className={styles.sectionTitle}>{option.section.title}</span>
                      )}
                      <Excerpt segments={option.section.segments} className={styles.excerpt} />
                    </div>
                  ),
                )}
              </div>
            ))}
          </div>
          {trimmed && outcome && outcome.pages.length > 0 && (
            <Link
              className={styles.allResults}
              to={`/search?${new URLSearchParams({q: trimmed}).toString()}`}
              onClick={onClose}>
              See all results
            </Link>
          )}
        </div>

        <div className={styles.footer} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move <kbd>↵</kbd> to open <kbd>Esc</kbd> to close
        </div>
      </div>
    </dialog>
  );
}
