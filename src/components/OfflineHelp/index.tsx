import {lazy, Suspense, useSyncExternalStore} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {getServerState, getState, subscribe} from '@site/src/lib/offlineHelp';
import styles from './styles.module.scss';

// Most visits never show a notice: their words and buttons load when one does.
const Notices = lazy(() => import('./Notices'));

/**
 * The region of the saved help's two notices, mounted once by the Root
 * wrapper. It is fixed to the viewport, so a notice appearing moves nothing
 * on the page, and it is always there, so screen readers announce what
 * appears in it.
 */
export default function OfflineHelpNotices() {
  const state = useSyncExternalStore(subscribe, getState, getServerState);
  return (
    <div className={styles.region} role="status">
      {(state.readingSavedCopy || state.reloadToUpdate) && (
        // A chunk that cannot load leaves the page as it is, without the notice.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <Notices {...state} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
