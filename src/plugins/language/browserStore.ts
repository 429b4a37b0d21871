import {COOKIE, COOKIE_MAX_AGE_S, type PreferenceStore} from './preference';

/** localStorage, or null where the browser blocks it (reading it then throws). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The preference store of a real browser: document.cookie and localStorage. */
export const browserPreferenceStore: PreferenceStore = {
  setCookie(value) {
    document.cookie = `${COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  },
  getItem(key) {
    try {
      return browserStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      browserStorage()?.setItem(key, value);
    } catch {
      // Storage can be full or off; the cookie still carries a choice.
    }
  },
};
