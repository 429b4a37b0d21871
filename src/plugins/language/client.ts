import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {browserPreferenceStore} from '@site/src/plugins/language/browserStore';
import {rootLanguageRedirect} from '@site/src/plugins/language/preference';
import {rootRedirectTarget} from '@site/src/plugins/language/rootRedirect';

// Runs once, as the page's scripts start and before React renders, so a
// visitor sent elsewhere never sees the wrong language flash. Only `/` is
// ever moved, as the host would have done. Each locale is its own build, so
// a language change is a full page load: location.replace keeps it out of
// the history (no back-button loop).
if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const target =
    rootRedirectTarget(pathname, siteConfig.customFields?.rootRedirect) ??
    rootLanguageRedirect({
      pathname,
      search,
      hash,
      store: browserPreferenceStore,
      languages: navigator.languages ?? [navigator.language],
      userAgent: navigator.userAgent,
    });
  if (target) window.location.replace(target);
}

export {};
