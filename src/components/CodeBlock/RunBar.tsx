/**
 * The Run control of a sample the page's runner can preview (plugins/code-blocks/run-table.ts),
 * under the sample's code. Pressing it loads the runner (src/runner/, nothing of which is in the
 * page before) and opens the preview under the sample; the runner's Close puts the control back.
 */
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

const RunPanel = lazy(() => import(/* webpackChunkName: "runner" */ '@site/src/runner/RunPanel'));

/**
 * The control's icon, drawn rather than a "▶" character: the character's font is the system's
 * fallback, which can change the bar's height once it has loaded, and some systems draw it as an
 * emoji.
 */
function PlayIcon(): ReactNode {
  return (
    <svg className={styles.runIcon} viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
    </svg>
  );
}

export interface RunBarProps {
  /** URL of the page's run table. */
  table: string;
  /** The sample's place in the table. */
  index: number;
  /** The sample's title, which names the control for screen readers. */
  title: string;
}

export default function RunBar({table, index, title}: RunBarProps): ReactNode {
  const [open, setOpen] = useState(false);
  // Closing the runner gives the focus back to the control that opened it.
  const button = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  useEffect(() => {
    if (!open && closed.current) button.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <div className={styles.runBar}>
        <button
          ref={button}
          type="button"
          className={styles.runButton}
          aria-label={`Run ${title}`}
          onClick={() => setOpen(true)}>
          <PlayIcon /> Run
        </button>
      </div>
    );
  }
  return (
    <div className={styles.runBar}>
      <Suspense fallback={<p role="status">Loading the runner…</p>}>
        <RunPanel
          table={table}
          index={index}
          title={title}
          onClose={() => {
            closed.current = true;
            setOpen(false);
          }}
        />
      </Suspense>
    </div>
  );
}
