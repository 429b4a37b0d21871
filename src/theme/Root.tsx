import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ToastRegion from '@site/src/components/Toast';
import OfflineHelpNotices from '@site/src/components/OfflineHelp';
import {readConsent} from '@site/src/lib/consent';

// Only a build with analytics asks for consent, only a visitor who has not
// answered yet, and only once the page has loaded: the prompt's code is no
// part of the first load.
const AnalyticsPrompt = lazy(() =>
  import('@site/src/components/AnalyticsConsent').then(({AnalyticsPrompt: Prompt}) => ({default: Prompt})),
);

/** True once the page has loaded (never during hydration, so the HTML and the first render agree). */
function useLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') setLoaded(true);
    else {
      const onLoad = () => setLoaded(true);
      window.addEventListener('load', onLoad, {once: true});
      return () => window.removeEventListener('load', onLoad);
    }
    return undefined;
  }, []);
  return loaded;
}

// Wrapped (Root is meant for app-wide providers) to mount, on every page, the
// toast region that shows failed API requests, the analytics consent prompt
// and the notices of the help saved for offline use.
export default function Root({children}: {children: ReactNode}) {
  const analytics = Boolean(useDocusaurusContext().siteConfig.customFields?.gtagId);
  const loaded = useLoaded();
  return (
    <>
      {children}
      <ToastRegion />
      {analytics && loaded && readConsent() === null && (
        // A chunk that cannot load (offline, a new deploy) only leaves the question unasked.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <AnalyticsPrompt />
          </Suspense>
        </ErrorBoundary>
      )}
      <OfflineHelpNotices />
    </>
  );
}
