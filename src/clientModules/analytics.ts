import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {readConsent, startAnalytics} from '@site/src/lib/analytics';

/** GTAG_ID at build time; empty when the site has no analytics. */
const id = String(siteConfig.customFields?.gtagId ?? '');

if (ExecutionEnvironment.canUseDOM && id && readConsent() === 'granted') startAnalytics(id);

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
