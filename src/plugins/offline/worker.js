/* global self, caches, fetch, URL */
// Bundled into the service worker (through plugin-pwa's `swCustom`, which
// src/plugins/offline writes with this deploy's list), before the plugin's
// own listeners, so it answers first for what it handles.

const CACHE = `offline-visited:${self.registration.scope}`;

/** A business page: the network first (it may have changed), the copy from the last visit offline. */
async function page(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const saved = await cache.match(key);
    if (saved) return saved;
    throw error;
  }
}

/** A business page's hashed file never changes: saved once, when the page first loads it. */
async function asset(request, key) {
  const cache = await caches.open(CACHE);
  const saved = await cache.match(key);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) await cache.put(key, response.clone());
  return response;
}

/** The business pages open when the worker took charge were loaded without it: saved now, from the HTTP cache where it can. */
async function saveOpenPages(visited) {
  const cache = await caches.open(CACHE);
  const open = await self.clients.matchAll({type: 'window'});
  const paths = [...new Set(open.map((client) => new URL(client.url).pathname))].filter((path) =>
    visited.pages.includes(path),
  );
  await Promise.all(
    paths.map(async (path) => {
      const files = [path, ...(visited.pageAssets[path] ?? [])];
      await Promise.all(
        files.map((file) =>
          fetch(file, {cache: 'default'})
            .then((response) => response.ok && cache.put(file, response))
            .catch(() => undefined),
        ),
      );
    }),
  );
}

/** A new deploy's worker keeps only this deploy's files; the pages are saved again on their next visit. */
async function dropOldCopies(assets) {
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    const {pathname} = new URL(request.url);
    if (!assets.has(pathname)) await cache.delete(request);
  }
}

/**
 * `visited`: this deploy's business pages (`pages`, their paths), the files
 * only they use (`assets`) and each page's own files (`pageAssets`).
 */
export default function offlineWorker(visited) {
  const pages = new Set(visited.pages);
  const assets = new Set(visited.assets);
  // The first visit's worker takes charge of the page already open, so that
  // page keeps working if the signal drops before the next load.
  self.addEventListener('activate', (event) =>
    event.waitUntil(
      dropOldCopies(assets)
        .then(() => self.clients.claim())
        .then(() => saveOpenPages(visited)),
    ),
  );
  // Help pages, their files and the search index are precached by the
  // plugin; the business pages and their own files are saved when visited.
  self.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    if (request.mode === 'navigate' && pages.has(url.pathname)) event.respondWith(page(request, url.pathname));
    else if (assets.has(url.pathname)) event.respondWith(asset(request, url.pathname));
  });
}
