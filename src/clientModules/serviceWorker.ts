/**
 * Registers this locale's service worker (built by @docusaurus/plugin-pwa,
 * see src/plugins/offline): after one online visit, the locale's help, home
 * page and search index open offline. Passed to the plugin as `swRegister`,
 * in place of its own, to apply the site's rules for background downloads: only after
 * the page has loaded and the browser is idle, and not on 2g, data saver or
 * offline (a worker registered earlier still serves and updates). The
 * registration's code and workbox-window load then, not with the page.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenIdle} from '@site/src/lib/connection';
import {updateState} from '@site/src/lib/offlineHelp';

function watchConnection(): void {
  const update = () =>
    updateState({readingSavedCopy: !navigator.onLine && Boolean(navigator.serviceWorker.controller)});
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  navigator.serviceWorker.addEventListener('controllerchange', update);
  update();
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  watchConnection();
  const start = () =>
    whenIdle(() => {
      // Where a browser forbids workers (private modes, policies) the site simply stays online-only.
      import('@site/src/lib/serviceWorkerRegistration').then(({register}) => register()).catch(() => undefined);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

export {};
