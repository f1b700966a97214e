/**
 * Client module: the classic theme's route progress bar, loading nprogress when a navigation
 * starts. As in the theme, the bar starts when a navigation to another path takes longer than
 * 200 ms and finishes when the new route has rendered.
 * Upstream: @docusaurus/theme-classic@3.7.0 lib/nprogress.js (MIT) — onRouteUpdate, onRouteDidUpdate.
 */
import '@docusaurus/theme-classic/lib/nprogress.css';
import type {ClientModule} from '@docusaurus/types';
import type {NProgress} from 'nprogress';

const DELAY_MS = 200;

let nprogress: Promise<NProgress> | undefined;

function loadNprogress(): Promise<NProgress> {
  nprogress ??= import('nprogress').then(({default: bar}) => bar.configure({showSpinner: false}));
  return nprogress;
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const loading = loadNprogress();
    let cancelled = false;
    const timeout = window.setTimeout(() => {
      void loading.then((bar) => {
        if (!cancelled) bar.start();
      });
    }, DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timeout);
    };
  },
  onRouteDidUpdate() {
    void nprogress?.then((bar) => bar.done());
  },
};

export default clientModule;
