import type {ClientModule} from '@docusaurus/types';

type Connection = {effectiveType?: string; saveData?: boolean};
type Docusaurus = Window['docusaurus'];

export const IDLE_TIMEOUT_MS = 2000;

// Safari has no requestIdleCallback: there, a macrotask is the idle moment.
const whenIdle = (run: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, {timeout: IDLE_TIMEOUT_MS});
  } else {
    setTimeout(run, 1);
  }
};

function worthPrefetching(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return navigator.onLine && !connection?.saveData && !connection?.effectiveType?.includes('2g');
}

/**
 * Docusaurus' Link already prefetches visible links' chunks and skips 2g
 * and data-saver connections. This fills the two gaps of spec §2/§9: wait
 * for an idle moment (at most 2000 ms), and skip it when offline.
 */
function withIdlePrefetch(docusaurus: Docusaurus): Docusaurus {
  return {
    ...docusaurus,
    prefetch(path) {
      if (!worthPrefetching()) {
        return false;
      }
      return new Promise((resolve) =>
        whenIdle(() =>
          // Asked again when idle: the connection may have dropped meanwhile.
          // A failed prefetch is only a missed optimisation: never an error.
          resolve(worthPrefetching() ? Promise.resolve(docusaurus.prefetch(path) || []).catch(() => []) : []),
        ),
      );
    },
  };
}

let wrapped = false;

const prefetchModule: ClientModule = {
  // window.docusaurus exists once the app starts, before any Link's effect;
  // its methods are read-only, so the object is replaced, not patched.
  onRouteDidUpdate() {
    if (!wrapped && window.docusaurus) {
      window.docusaurus = withIdlePrefetch(window.docusaurus);
      wrapped = true;
    }
  },
};

export default prefetchModule;
