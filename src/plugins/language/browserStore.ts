import {COOKIE, COOKIE_MAX_AGE_S, type PreferenceStore} from './preference';

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
  getItem(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // Storage can be off (private mode); the cookie still carries the choice.
    }
  },
};
