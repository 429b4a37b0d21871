import type {ClientModule} from '@docusaurus/types';
import {whenIdle, worthDownloadingAhead} from '@site/src/lib/connection';

type Docusaurus = Window['docusaurus'];

/**
 * Docusaurus' Link already prefetches visible links' chunks and skips 2g
 * and data-saver connections. It adds the two rules the product asks for: wait
 * for an idle moment (at most 2000 ms), and skip it when offline.
 */
function withIdlePrefetch(docusaurus: Docusaurus): Docusaurus {
  return {
    ...docusaurus,
    prefetch(path) {
      if (!worthDownloadingAhead()) {
        return false;
      }
      return new Promise((resolve) =>
        whenIdle(() =>
          // Asked again when idle: the connection may have dropped meanwhile.
          // A failed prefetch is only a missed optimisation: never an error.
          resolve(worthDownloadingAhead() ? Promise.resolve(docusaurus.prefetch(path) || []).catch(() => []) : []),
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
