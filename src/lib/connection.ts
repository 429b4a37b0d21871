/**
 * When a download that only might help (prefetching, saving the help for
 * offline use) may start: never on 2g, with data saver on, or offline;
 * and they wait for an idle moment, so they never compete with what
 * the visitor asked for.
 */
type Connection = {effectiveType?: string; saveData?: boolean};

export const IDLE_TIMEOUT_MS = 2000;

// Safari has no requestIdleCallback: there, a macrotask is the idle moment.
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, {timeout: IDLE_TIMEOUT_MS});
  } else {
    setTimeout(run, 1);
  }
}

export function worthDownloadingAhead(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return navigator.onLine && !connection?.saveData && !connection?.effectiveType?.includes('2g');
}
