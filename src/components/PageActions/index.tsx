/**
 * "Copy page" and "View as Markdown" for a doc page, beside its breadcrumbs (the children).
 * Copy fetches the page's Markdown copy (built by plugins/llms) and puts it on the clipboard;
 * the result is announced in a polite live region, and a failure says what to do instead.
 * The fetch starts when the button is hovered or focused, so the copy is usually instant.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import hidden from '@site/src/css/visually-hidden.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

export interface PageActionsProps {
  /** URL path of the page's Markdown copy, with base URL. */
  markdownUrl: string;
  /** Shown first in the row (the breadcrumbs). */
  children?: ReactNode;
}

const COPIED_FOR_MS = 2500;

/**
 * The id of the bar's last element, its status line. A doc page's head holds its first paint until
 * that element is parsed (a `rel="expect"` link, src/theme/DocBreadcrumbs), and so until the
 * breadcrumbs and actions before it are whole: Chromium lets the paint go at the target's start
 * tag. Painted while the parser is still inside the bar, the row would show part of its actions
 * and then move (on a phone, the actions wrap below the breadcrumbs once whole): a layout shift.
 */
export const PAGE_ACTIONS_END_ID = 'page-actions-status';

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain;q=0.9'}});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

function CopyIcon({copied}: {copied: boolean}): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      {copied ? (
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      ) : (
        <>
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </>
      )}
    </svg>
  );
}

export default function PageActions({markdownUrl, children}: PageActionsProps): ReactNode {
  // The status belongs to one page: after a client-side navigation it reads 'idle' again.
  const [state, setState] = useState<{url: string; status: Status}>({url: markdownUrl, status: 'idle'});
  const status: Status = state.url === markdownUrl ? state.status : 'idle';
  const setStatus = useCallback((next: Status) => setState({url: markdownUrl, status: next}), [markdownUrl]);
  const markdown = useRef<Promise<string> | null>(null);
  const timer = useRef<number | undefined>(undefined);

  // A new page fetches its own copy; a pending "Copied" reset is cancelled.
  useEffect(() => {
    markdown.current = null;
    return () => window.clearTimeout(timer.current);
  }, [markdownUrl]);

  const load = useCallback((): Promise<string> => {
    if (!markdown.current) {
      const request = fetchMarkdown(markdownUrl);
      markdown.current = request;
      // A failed fetch is not kept, so the next click tries again.
      request.catch(() => {
        if (markdown.current === request) markdown.current = null;
      });
    }
    return markdown.current;
  }, [markdownUrl]);

  const copy = useCallback(async () => {
    if (status === 'copying') return;
    window.clearTimeout(timer.current);
    setStatus('copying');
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The Clipboard API is not available.');
      await navigator.clipboard.writeText(await load());
      setStatus('copied');
      timer.current = window.setTimeout(() => setStatus('idle'), COPIED_FOR_MS);
    } catch {
      setStatus('failed');
    }
  }, [load, status, setStatus]);

  const prefetch = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);

  return (
    // Page chrome (breadcrumbs and actions): not part of the article that search indexes.
    <div className={styles.bar} data-pagefind-ignore="all" data-page-actions="">
      {children}
      <div className={styles.actions}>
        <button
          type="button"
          className={clsx('button button--sm button--secondary button--outline', styles.action)}
          onClick={() => void copy()}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          aria-busy={status === 'copying'}>
          <CopyIcon copied={status === 'copied'} />
          {status === 'copied' ? 'Copied' : 'Copy page'}
        </button>
        <a
          className={clsx('button button--sm button--secondary button--outline', styles.action)}
          href={markdownUrl}
          type="text/markdown">
          View as Markdown
        </a>
      </div>
      <span
        id={PAGE_ACTIONS_END_ID}
        role="status"
        aria-live="polite"
        className={status === 'failed' ? styles.error : hidden.visuallyHidden}>
        {status === 'copied' && 'Copied'}
        {status === 'failed' && 'Could not copy the page. Use “View as Markdown” and copy it from there.'}
      </span>
    </div>
  );
}
