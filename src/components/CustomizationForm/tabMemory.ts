/**
 * What this tab remembers of the form (session storage): the draft, the
 * reference of a request already sent, and the attempt's idempotency key.
 * Small and free of the form's libraries, so the lazy wrapper can ask it.
 */
export const DRAFT_KEY = 'customization-draft';
/** The reference of the request sent in this tab: the confirmation outlives a reload. */
export const SENT_KEY = 'customization-sent';
/**
 * One key per draft, sent as Idempotency-Key with every attempt and kept
 * until success: a retry after a time-out (the API may have stored the
 * first attempt) gets the first answer instead of a second lead.
 */
export const ATTEMPT_KEY = 'customization-idempotency-key';

export function storage(key: string, value?: string | null): string | null {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else if (value !== undefined) window.sessionStorage.setItem(key, value);
    return window.sessionStorage.getItem(key);
  } catch {
    // Private mode or full storage: the form still works, without memory.
    return null;
  }
}

/** Whether this tab has a draft or a sent request to show again. */
export const remembersForm = (): boolean => storage(DRAFT_KEY) !== null || storage(SENT_KEY) !== null;
