/**
 * The visitor's analytics choice, read on every page before anything of
 * analytics loads; the rest is in ./analytics.ts, loaded only when needed.
 */
export type Consent = 'granted' | 'refused';

export const CONSENT_KEY = 'analytics-consent';

/** The visitor's choice; reading `window.localStorage` itself throws where storage is blocked. */
export function readConsent(storage: () => Pick<Storage, 'getItem'> = () => window.localStorage): Consent | null {
  try {
    const value = storage().getItem(CONSENT_KEY);
    return value === 'granted' || value === 'refused' ? value : null;
  } catch {
    // Storage blocked (privacy mode): no choice recorded, so nothing runs.
    return null;
  }
}
