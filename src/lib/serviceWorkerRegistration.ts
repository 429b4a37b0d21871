/**
 * The registration itself, loaded by src/clientModules/serviceWorker.ts once
 * the page has loaded and the browser is idle; workbox-window comes in the
 * same chunk, so it is one request.
 */
import {Workbox} from 'workbox-window';
// In this chunk too: the update prompt it may raise shows without another request.
import '@site/src/components/OfflineHelp/Notices';
import {worthDownloadingAhead} from '@site/src/lib/connection';
import {updateState} from '@site/src/lib/offlineHelp';

// Set by the plugin: this locale's worker, /vi/sw.js, whose scope is /vi/.
const SW_URL = process.env.PWA_SERVICE_WORKER_URL!;
// The plugin's worker reads its options from its URL; offline mode is for
// every visitor, not only for installed apps.
const SW_PARAMS = encodeURIComponent(JSON.stringify({offlineMode: true, debug: false}));

export async function register(): Promise<void> {
  const scope = new URL('./', new URL(SW_URL, window.location.href)).href;
  const registered = (await navigator.serviceWorker.getRegistrations()).some((r) => r.scope === scope);
  if (!registered && !worthDownloadingAhead()) return;

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
