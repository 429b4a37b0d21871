import {COOKIE, COOKIE_MAX_AGE_S, STORAGE_KEY, type PreferenceStore} from './preference';

/** The preference store of a real browser: document.cookie and localStorage. */
export const browserPreferenceStore: PreferenceStore = {
  getCookie() {
    const match = document.cookie.match(new RegExp(`(?:^|; )${COOKIE}=([^;]*)`));
    return match ? decodeURIComponent(match[1]!) : undefined;
  },
  setCookie(value) {
    document.cookie =
      value === undefined
        ? `${COOKIE}=; path=/; max-age=0; SameSite=Lax`
        : `${COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  },
  getItem() {
    try {
      return window.localStorage.getItem(STORAGE_KEY);
    } catch {
      return null;
    }
  },
  setItem(value) {
    try {
      if (value === null) window.localStorage.removeItem(STORAGE_KEY);
      else window.localStorage.setItem(STORAGE_KEY, value);
    } catch {
      // Storage can be off (private mode); the cookie still carries the choice.
    }
  },
};
