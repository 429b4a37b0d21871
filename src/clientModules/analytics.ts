import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {readConsent} from '@site/src/lib/consent';

/** GTAG_ID at build time; empty when the site has no analytics. */
const id = String(siteConfig.customFields?.gtagId ?? '');

// A visitor who allowed analytics is counted once the page has loaded: gtag
// and the code that starts it never compete with the page itself.
if (ExecutionEnvironment.canUseDOM && id && readConsent() === 'granted') {
  const start = () =>
    void import('@site/src/lib/analytics').then(
      ({startAnalytics}) => startAnalytics(id),
      // Not counted this time (offline, a new deploy); the next page load tries again.
      () => undefined,
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const {gtag} = window as {gtag?: (...args: unknown[]) => void};
    if (!gtag || !previousLocation || location.pathname === previousLocation.pathname) return;
    // After the new page has rendered, so the title is the new page's.
    window.setTimeout(() =>
      gtag('event', 'page_view', {page_location: window.location.href, page_title: document.title}),
    );
  },
};

export default analytics;
