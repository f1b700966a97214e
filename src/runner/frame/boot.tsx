/**
 * The preview frame's start, for one SDK release (each release's bundle calls `boot`): its
 * storage and `fetch` are put in place before any SDK code runs, the stand-in gets its demo
 * accounts, and the frame waits for the page's one `run` message. A frame runs one preview:
 * Reset, an edit and the next sample each get a fresh frame (the page keeps one started ahead),
 * so no state of a run survives into another.
 */
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import {StandInCore} from '../../stand-in/core';
import {
  DEMO_ACCOUNTS,
  isToFrame,
  PREVIEW_API_URL,
  PROTOCOL,
  type FromFrame,
  type RunModule,
  type RunRequest,
  type Unsent,
} from '../protocol';
import {Harness, type AccountControl, type ReleaseModule} from './harness';
import {importedPackages, loadPackages, offeredPackages} from './lazy-packages';
import {componentOf, ModuleLoader, placeOfError, SampleError} from './modules';
import {standInFetch} from './network';
import {installStorage} from './storage';

const post = (message: Unsent<FromFrame>): void => {
  window.parent.postMessage({protocol: PROTOCOL, ...message}, '*');
};

/** Starts the frame for `release`, whose package is `sdk`. */
export function boot(release: string, sdk: ReleaseModule & object): void {
  let storageDue = false;
  const storage = installStorage(window, () => {
    if (storageDue) return;
    storageDue = true;
    queueMicrotask(() => {
      storageDue = false;
      post({kind: 'storage', local: storage.local.entries(), session: storage.session.entries()});
    });
  });

  const core = new StandInCore();
  for (const account of DEMO_ACCOUNTS) core.backend.createAccount(account);
  window.fetch = standInFetch(core, PREVIEW_API_URL, (exchange) => post({kind: 'exchange', exchange}));

  let modules: readonly RunModule[] = [];
  const reportRuntime = (error: unknown): void => {
    const message = error instanceof Error ? error.message : String(error);
    post({kind: 'error', phase: 'runtime', message, place: placeOfError(error, modules)});
  };
  window.addEventListener('error', (event) => reportRuntime(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportRuntime(event.reason));

  const control: {current: AccountControl | null} = {current: null};
  const allPackages: Record<string, unknown> = {
    react: React,
    'react/jsx-runtime': jsxRuntime,
    'react-dom': ReactDom,
    'react-dom/client': ReactDomClient,
    '@opensecret/react': {...sdk, __esModule: true},
  };
  let ran = false;

  const run = async (request: RunRequest): Promise<void> => {
    ran = true;
    modules = request.modules;
    document.documentElement.dataset.theme = request.theme;
    let Sample: React.ComponentType;
    try {
      const lazy = await loadPackages(importedPackages(modules), offeredPackages(document.documentElement));
      const loader = new ModuleLoader(request.modules, {...lazy, ...allPackages}, {env: request.env});
      Sample = componentOf(loader.exportsOf(request.entry), request.component, request.entry) as React.ComponentType;
    } catch (error) {
      const known = error instanceof SampleError ? error : undefined;
      const message = error instanceof Error ? error.message : String(error);
      post({
        kind: 'error',
        phase: known?.phase ?? 'runtime',
        message,
        place: known ? known.place : placeOfError(error, modules),
      });
      return;
    }
    const container = document.getElementById('preview');
    if (!container) throw new Error('runner frame: no #preview element');
    ReactDomClient.createRoot(container).render(
      <Harness
        sdk={sdk}
        Sample={Sample}
        signedIn={request.signedIn}
        controlRef={control}
        onAccount={(email, busy) => post({kind: 'account', email, busy})}
        onRendered={() => post({kind: 'rendered'})}
        onRenderError={(error) =>
          post({kind: 'error', phase: 'render', message: (error as Error).message, place: placeOfError(error, modules)})
        }
      />,
    );
  };

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || !isToFrame(event.data)) return;
    const message = event.data;
    if (message.kind === 'ping') post({kind: 'pong', id: message.id});
    else if (message.kind === 'run' && !ran) run(message.run).catch(reportRuntime);
    else if (message.kind === 'sign-out') control.current?.signOut().catch(reportRuntime);
    else if (message.kind === 'switch-user') control.current?.switchUser().catch(reportRuntime);
  });
  // The page sizes the frame to its document, within bounds.
  new ResizeObserver(() => post({kind: 'size', height: document.documentElement.scrollHeight})).observe(document.body);
  post({kind: 'ready', release});
}
