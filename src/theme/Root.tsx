import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ToastRegion from '@site/src/components/Toast';
import OfflineHelpNotices from '@site/src/components/OfflineHelp';
import LanguageOffer from '@site/src/plugins/language/LanguageOffer';

// Only a build with analytics asks for consent, and only once the page has
// loaded: the prompt's code is no part of the first load.
const AnalyticsPrompt = lazy(() =>
  import('@site/src/components/AnalyticsConsent').then(({AnalyticsPrompt: Prompt}) => ({default: Prompt})),
);

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
// toast region that shows failed API requests, the analytics consent prompt,
// the notices of the help saved for offline use and the offer of the
// visitor's language.
export default function Root({children}: {children: ReactNode}) {
  const analytics = Boolean(useDocusaurusContext().siteConfig.customFields?.gtagId);
  const loaded = useLoaded();
  return (
    <>
      {children}
      <ToastRegion />
      {analytics && loaded && (
        <Suspense fallback={null}>
          <AnalyticsPrompt />
        </Suspense>
      )}
      <OfflineHelpNotices />
      <LanguageOffer />
    </>
  );
}
