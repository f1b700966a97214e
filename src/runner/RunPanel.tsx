/**
 * The runner of one sample, under its code block: the sample's component live in a preview frame
 * that runs the release the page documents against a stand-in of the OpenSecret API in the
 * reader's browser, the requests it made and what the SDK stored, and Edit, Reset and Close.
 * Loaded when a reader first presses Run (src/components/CodeBlock/RunBar.tsx); the page's run
 * table comes with the first Run of the page and stays for every other.
 */
import {lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import type {RunTable} from '@site/lib/run-table';
import Preview from './Preview';
import {PREVIEW_ENV, type RunModule, type RunRequest} from './protocol';
import {runTableAt} from './tables';
import styles from './styles.module.css';

const Editor = lazy(() => import(/* webpackChunkName: "runner-editor" */ './Editor'));

/** How long the editor waits after the last keystroke before running the edited code. */
const EDIT_SETTLE_MS = 600;

export interface RunPanelProps {
  table: string;
  index: number;
  title: string;
  onClose: () => void;
}

/** Whether the sample signs a user in or up itself: then its preview starts signed out. */
const signsIn = (code: string): boolean => /\bsign(?:In|Up)(?:Guest)?\b/.test(code);

export default function RunPanel({table, index, title, onClose}: RunPanelProps): ReactNode {
  const [data, setData] = useState<RunTable | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    runTableAt(table).then(
      (loaded) => current && setData(loaded),
      (error: unknown) => current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [table]);

  const [generation, setGeneration] = useState(0);
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState<string | null>(null);
  const settle = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(settle.current), []);
  const {colorMode} = useColorMode();
  // The Run control is gone once pressed: the focus moves to the runner, which its name announces.
  const region = useRef<HTMLElement>(null);
  const loaded = data !== null;
  useEffect(() => {
    if (loaded) region.current?.focus();
  }, [loaded]);

  const entry = data?.samples[index];
  const request = useMemo((): RunRequest | null => {
    if (!data || !entry) return null;
    const modules: RunModule[] = data.samples
      .filter((sample) => sample.release === entry.release)
      .map(({title: name, code, hidden, lang}) => ({
        title: name,
        code: name === entry.title && edited !== null ? edited : code,
        hidden,
        lang,
      }));
    return {
      release: entry.release,
      entry: entry.title,
      modules,
      component: entry.component,
      signedIn: !signsIn(entry.code),
      env: {...PREVIEW_ENV},
      theme: colorMode,
    };
    // A new request only for a new run: the colour mode is read when a run starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `generation` starts a run; the colour mode and edits wait for it
  }, [data, entry, generation]);

  if (failure) {
    return (
      <p role="alert">
        The runner could not start: {failure}.{' '}
        <button type="button" className="button button--sm button--secondary" onClick={onClose}>
          Close
        </button>
      </p>
    );
  }
  if (!data || !entry || !request) return <p role="status">Loading the runner…</p>;

  const reset = (): void => {
    window.clearTimeout(settle.current);
    setEditing(false);
    setEdited(null);
    setGeneration((value) => value + 1);
  };
  const onEdit = (code: string): void => {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => {
      setEdited(code);
      setGeneration((value) => value + 1);
    }, EDIT_SETTLE_MS);
  };

  return (
    <section ref={region} tabIndex={-1} className={styles.panel} aria-label={`Runner of ${title}`}>
      <p className={styles.notice}>
        This runs in your browser, against a stand-in of the OpenSecret API that runs in your browser too: no request
        leaves this page. The stand-in speaks the SDK&apos;s protocol but is not OpenSecret&apos;s server, and its AI
        answers are fixed text. SDK {entry.release}.
      </p>
      <div className={styles.toolbar} role="toolbar" aria-label={`Runner of ${title}`}>
        <button
          type="button"
          className="button button--sm button--secondary"
          aria-pressed={editing}
          onClick={() => setEditing((value) => !value)}>
          Edit
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={reset}>
          Reset
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {editing && (
        <Suspense fallback={<p role="status">Loading the editor…</p>}>
          <Editor code={edited ?? entry.code} title={title} onChange={onEdit} />
        </Suspense>
      )}
      <Preview key={generation} request={request} title={title} onReset={reset} />
    </section>
  );
}
