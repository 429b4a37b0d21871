/**
 * What the page tells the visitor about the saved help: that it is
 * offline and reading the saved copy, or that a new version of the site is
 * ready. The service worker's registration (src/clientModules/serviceWorker.ts)
 * writes here; the notices in the Root wrapper read it.
 */
export type OfflineHelpState = {
  /** Offline, on a page a service worker controls: what shows is the saved copy. */
  readingSavedCopy: boolean;
  /** Set once a new version waits: activates it and reloads the page. */
  reloadToUpdate: (() => void) | null;
};

const initial: OfflineHelpState = {readingSavedCopy: false, reloadToUpdate: null};
let state = initial;
const listeners = new Set<() => void>();

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getState = (): OfflineHelpState => state;
export const getServerState = (): OfflineHelpState => initial;

export function updateState(patch: Partial<OfflineHelpState>): void {
  state = {...state, ...patch};
  listeners.forEach((listener) => listener());
}
