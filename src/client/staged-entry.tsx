/**
 * The client entry of production builds (plugins/staged-entry puts it in the place of
 * @docusaurus/core 3.7.0's lib/client/clientEntry.js): the same app, hydrated the same way, but
 * its modules are evaluated in stages, each in a task of its own, so that no single task runs
 * them all. React DOM comes first with this module; then the route table and the client modules;
 * then the theme's root and the app; then each of the page's route components in turn; then
 * the hydration. The modules stay in the same files (`webpackMode: "eager"`): a stage loads
 * nothing, it only runs code the page has already downloaded.
 */
import {startTransition, type ReactNode} from 'react';
import {hydrateRoot, type ErrorInfo} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {nextTask} from './next-task';

async function start(container: Element): Promise<void> {
  await nextTask();
  const {default: routes} = await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  // One import each, destructured, so that the bundler still leaves out the exports not taken.
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  const {BrowserRouter, HashRouter} = await import(/* webpackMode: "eager" */ 'react-router-dom');
  const {HelmetProvider} = await import(/* webpackMode: "eager" */ 'react-helmet-async');
  const {default: docusaurus} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus');
  const {preloadInStages} = await import(/* webpackMode: "eager" */ './staged-preload');
  window.docusaurus = docusaurus;
  const app: ReactNode = (
    <HelmetProvider>
      {siteConfig.future.experimental_router === 'hash' ? (
        <HashRouter>
          <App />
        </HashRouter>
      ) : (
        <BrowserRouter>
          <App />
        </BrowserRouter>
      )}
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: ErrorInfo): void => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  await preloadInStages(routes, window.location.pathname, nextTask);
  startTransition(() => {
    window.docusaurusRoot = hydrateRoot(container, app, {onRecoverableError});
  });
}

if (ExecutionEnvironment.canUseDOM) {
  const container = document.getElementById('__docusaurus');
  if (container) void start(container);
}
