/**
 * The loading bar (spec §2, §9): the theme's nprogress bar, extended rather
 * than replaced. The theme starts it 200 ms into a path change and finishes
 * it when the route renders; this module adds what it lacks:
 * - the same for a query-only change ("param change");
 * - giving up after 5 s, so a stuck bar never stays on screen;
 * - a distinct failed style when a request through the API wrapper fails;
 * - the state on <html data-loading-bar>: hidden, running, failed, finished.
 */
import nprogress from 'nprogress';
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {onRequestFailure} from '@site/src/api/events';

export const THROTTLE_MS = 200;
export const GIVE_UP_MS = 5000;

type State = 'hidden' | 'running' | 'failed' | 'finished';

function setState(state: State) {
  document.documentElement.dataset.loadingBar = state;
}

export const FAILED_SHOWN_MS = 2000;

let settle: number | undefined;
function finish(state: 'finished' | 'failed') {
  window.clearTimeout(settle);
  setState(state);
  if (state === 'failed') {
    // Held nearly full, in red, long enough to be seen; then it completes.
    nprogress.set(0.99);
    settle = window.setTimeout(() => {
      nprogress.done();
      setState('hidden');
    }, FAILED_SHOWN_MS);
  } else {
    nprogress.done();
    settle = window.setTimeout(() => setState('hidden'), 400);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  setState('hidden');
  onRequestFailure(() => {
    if (!nprogress.isStarted()) nprogress.start();
    finish('failed');
  });
}

const loadingBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation) return undefined;
    const pathChanged = location.pathname !== previousLocation.pathname;
    if (!pathChanged && location.search === previousLocation.search) return undefined;
    const start = window.setTimeout(() => {
      // The theme starts nprogress itself on a path change.
      if (!pathChanged) nprogress.start();
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
    else nprogress.done();
  },
};

export default loadingBar;
