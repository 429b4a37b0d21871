/**
 * Registers this locale's service worker (built by @docusaurus/plugin-pwa,
 * see src/plugins/offline): after one online visit, the locale's help, home
 * page and search index open offline. Passed to the plugin as `swRegister`,
 * in place of its own, to apply spec §2's rules to the download: only after
 * the page has loaded and the browser is idle, and not on 2g, data saver or
 * offline (a worker registered earlier still serves and updates).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenIdle, worthDownloadingAhead} from '@site/src/lib/connection';
import {updateState} from '@site/src/lib/offlineHelp';

// Set by the plugin: this locale's worker, /vi/sw.js, whose scope is /vi/.
const SW_URL = process.env.PWA_SERVICE_WORKER_URL!;
// The plugin's worker reads its options from its URL; offline mode is for
// every visitor, not only for installed apps.
const SW_PARAMS = encodeURIComponent(JSON.stringify({offlineMode: true, debug: false}));

function watchConnection(): void {
  const update = () =>
    updateState({readingSavedCopy: !navigator.onLine && Boolean(navigator.serviceWorker.controller)});
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  navigator.serviceWorker.addEventListener('controllerchange', update);
  update();
}

async function register(): Promise<void> {
  const scope = new URL('./', new URL(SW_URL, window.location.href)).href;
  const registered = (await navigator.serviceWorker.getRegistrations()).some((r) => r.scope === scope);
  if (!registered && !worthDownloadingAhead()) return;

  const {Workbox} = await import('workbox-window');
  const worker = new Workbox(`${SW_URL}?params=${SW_PARAMS}`);
  // A new deploy's worker has saved its files and waits: the page offers a
  // reload instead of mixing two versions' chunks (the chunk-reload guard
  // still covers a page that loads a chunk the new deploy removed).
  worker.addEventListener('waiting', () =>
    updateState({
      reloadToUpdate: () => {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      },
    }),
  );
  await worker.register({immediate: true});
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  watchConnection();
  const start = () =>
    whenIdle(() => {
      // Where a browser forbids workers (private modes, policies) the site simply stays online-only.
      register().catch(() => undefined);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

export {};
