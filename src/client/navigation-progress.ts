/**
 * Client module in place of the theme's navigation progress bar (@docusaurus/theme-classic 3.7.0
 * lib/nprogress.js; plugins/lazy-progress swaps it in production client builds): the same bar
 * (nprogress, no spinner), shown when a navigation to another page takes longer than 200 ms and
 * finished when the page renders, with nprogress loaded when the first navigation starts instead
 * of with every page. A navigation that starts while another is still loading replaces it: the
 * earlier one's delay is cleared here, because Docusaurus keeps only the later one's cleanup.
 */
import type {ClientModule} from '@docusaurus/types';
import type progressBar from 'nprogress';
import '@docusaurus/theme-classic/lib/nprogress.css';

const DELAY_MS = 200;

let bar: Promise<typeof progressBar> | undefined;
/** Whether a navigation is under way and the bar should show. */
let showing = false;
/** The delay of the latest navigation (cleared once it has rendered, or another has started). */
let delay: number | undefined;

const loadBar = (): Promise<typeof progressBar> =>
  (bar ??= import(/* webpackChunkName: "nprogress", webpackPrefetch: true */ 'nprogress').then(
    ({default: progress}) => {
      progress.configure({showSpinner: false});
      return progress;
    },
  ));

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    window.clearTimeout(delay);
    const loading = loadBar();
    const timeout = window.setTimeout(() => {
      showing = true;
      void loading.then((progress) => {
        if (showing) progress.start();
      });
    }, DELAY_MS);
    delay = timeout;
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    window.clearTimeout(delay);
    showing = false;
    void bar?.then((progress) => progress.done());
  },
};

export default clientModule;
