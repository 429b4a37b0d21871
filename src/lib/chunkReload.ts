/**
 * Recovery from a failed chunk load: after a deployment, an
 * open page may ask for chunks that no longer exist. Reloading fetches the
 * new ones; at most once per 60 s, so a chunk that stays broken shows the
 * error page instead of reloading forever.
 */
export const RELOAD_GUARD_MS = 60_000;
export const STORAGE_KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^\s]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** True, and remembers the time, if no reload happened in the last 60 s. */
export function claimReload(storage: Storage, now: number): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  return true;
}

/** Reloads the page for a chunk error if the guard allows it; says whether it did. */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  let allowed = false;
  try {
    allowed = claimReload(window.sessionStorage, Date.now());
  } catch {
    allowed = false; // No storage, no guard: never risk a loop.
  }
  if (allowed) window.location.reload();
  return allowed;
}
