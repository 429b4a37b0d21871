/**
 * The loading bar: the theme's nprogress bar, whose own client
 * module is replaced (src/plugins/upstream/lazyProgressBar) so that nprogress
 * loads on the first route change or failed request, not with every page.
 * Same look and timing as the theme's, plus what it lacks:
 * - the same for a query-only change ("param change");
 * - giving up after 5 s, so a stuck bar never stays on screen;
 * - a distinct failed style when a request through the API wrapper fails;
 * - the state on <html data-loading-bar>: hidden, running, failed, finished.
 */
import type NProgress from 'nprogress';
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {onRequestFailure} from '@site/src/api/events';
// The theme's bar style, which its replaced client module imported.
import '@docusaurus/theme-classic/lib/nprogress.css';

export const THROTTLE_MS = 200;
export const GIVE_UP_MS = 5000;
export const FAILED_SHOWN_MS = 2000;

type State = 'hidden' | 'running' | 'failed' | 'finished';

function setState(state: State) {
  document.documentElement.dataset.loadingBar = state;
}

let nprogress: Promise<typeof NProgress> | undefined;
/** nprogress, loaded once; every call on the bar goes through here, in order. */
function bar(): Promise<typeof NProgress> {
  nprogress ??= import('nprogress').then(({default: n}) => {
    n.configure({showSpinner: false});
    return n;
  });
  return nprogress;
}
let queue = Promise.resolve();
const withBar = (use: (n: typeof NProgress) => void) => {
  queue = queue.then(() => bar().then(use, () => undefined));
};

let settle: number | undefined;
function finish(state: 'finished' | 'failed') {
  window.clearTimeout(settle);
  setState(state);
  if (state === 'failed') {
    // Held nearly full, in red, long enough to be seen; then it completes.
    withBar((n) => n.set(0.99));
    settle = window.setTimeout(() => {
      withBar((n) => n.done());
      setState('hidden');
    }, FAILED_SHOWN_MS);
  } else {
    withBar((n) => n.done());
    settle = window.setTimeout(() => setState('hidden'), 400);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  setState('hidden');
  onRequestFailure(() => {
    withBar((n) => {
      if (!n.isStarted()) n.start();
    });
    finish('failed');
  });
}

const loadingBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation) return undefined;
    const pathChanged = location.pathname !== previousLocation.pathname;
    if (!pathChanged && location.search === previousLocation.search) return undefined;
    // Fetched now, so it is there when a slow change needs it.
    void bar().catch(() => undefined);
    const start = window.setTimeout(() => {
      withBar((n) => n.start());
      setState('running');
    }, THROTTLE_MS);
    const giveUp = window.setTimeout(() => finish('finished'), GIVE_UP_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(giveUp);
    };
  },
  onRouteDidUpdate() {
    if (document.documentElement.dataset.loadingBar === 'running') finish('finished');
    else if (nprogress) withBar((n) => n.done());
  },
};

export default loadingBar;
