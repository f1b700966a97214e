/**
 * One run of a sample: its preview frame (a sandboxed document that shares nothing with the docs
 * page: no storage, no cookies, no navigation of the page, no network), what the frame says of
 * the run (starting, an error and its line, stopped), and beside it the wire and the storage.
 * The account controls act on the preview's demo account through the frame.
 */
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {RUNNER_PATH} from '@site/src/constants';
import type {RunRequest} from './protocol';
import StorageView from './StorageView';
import {STALL_MS, useFrame, type FrameError} from './useFrame';
import WireView from './WireView';
import styles from './styles.module.css';

function ErrorLine({error}: {error: FrameError}): ReactNode {
  const what = {compile: 'does not compile', render: 'threw while rendering', runtime: 'threw'}[error.phase];
  const where = error.place
    ? error.place.hidden
      ? ` (line ${error.place.line} of the setup the page hides in ${error.place.title})`
      : ` (line ${error.place.line}, column ${error.place.column} of ${error.place.title})`
    : '';
  return (
    <li>
      The sample {what}
      {where}: <code>{error.message}</code>
    </li>
  );
}

export interface PreviewProps {
  request: RunRequest;
  title: string;
  onReset: () => void;
}

export default function Preview({request, title, onReset}: PreviewProps): ReactNode {
  const src = useBaseUrl(`/${RUNNER_PATH}/${request.release}.html`);
  const {state, slotRef, send} = useFrame(request, src, {title: `Preview of ${title}`, className: styles.frame});
  const live = state.status !== 'stopped' && state.status !== 'failed';
  const account = state.account;
  return (
    // The run's status is on the element for tests and styles: starting, running, rendered, stopped, failed.
    <div className={styles.run} data-run-status={state.errors.length > 0 ? 'error' : state.status}>
      <div className={styles.previewColumn}>
        <div className={styles.account} role="group" aria-label="Demo account">
          <span role="status">
            {account === null
              ? 'Starting the preview…'
              : account.busy
                ? 'Signing in or out…'
                : account.email
                  ? `Signed in as ${account.email}`
                  : 'Signed out'}
          </span>
          <button
            type="button"
            className="button button--sm button--secondary"
            disabled={!live || account === null || account.busy || account.email === null}
            onClick={() => send({kind: 'sign-out'})}>
            Sign out
          </button>
          <button
            type="button"
            className="button button--sm button--secondary"
            disabled={!live || account === null || account.busy}
            onClick={() => send({kind: 'switch-user'})}>
            {account?.email ? 'Switch user' : 'Sign in'}
          </button>
        </div>
        {/* The frame goes here (useFrame.ts, frame-pool.ts): sandboxed to scripts and forms' submit
            events, an opaque origin with no storage or cookies of the site and no way to navigate the page. */}
        <div ref={slotRef} className={styles.slot} />
        {!live && (
          <div className={styles.stopped} role="alert">
            {state.status === 'stopped'
              ? `The preview stopped answering for ${STALL_MS / 1000} s (an endless loop?) and was closed; this page was not affected.`
              : 'The preview could not start.'}{' '}
            <button type="button" className="button button--sm button--primary" onClick={onReset}>
              Start a new preview
            </button>
          </div>
        )}
        {state.errors.length > 0 && (
          <ul className={styles.errors} role="alert">
            {state.errors.map((error, index) => (
              <ErrorLine key={index} error={error} />
            ))}
          </ul>
        )}
      </div>
      <div className={styles.sideColumn}>
        <details open className={styles.section}>
          <summary>Wire ({state.exchanges.length})</summary>
          <WireView exchanges={state.exchanges} />
        </details>
        <details className={styles.section}>
          <summary>Storage</summary>
          <StorageView local={state.storage.local} session={state.storage.session} />
        </details>
      </div>
    </div>
  );
}
