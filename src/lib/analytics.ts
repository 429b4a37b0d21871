/**
 * Google Analytics only with the visitor's consent (privacy policy, #website):
 * nothing loads and no cookie is set until they allow it; refusing later
 * stops it and deletes its cookies. The choice lives in localStorage.
 */
import {CONSENT_KEY, type Consent} from './consent';

export {CONSENT_KEY, readConsent, type Consent} from './consent';

const CHANGE_EVENT = 'analytics-consent-change';

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & {dataLayer?: unknown[]; gtag?: Gtag; [flag: `ga-disable-${string}`]: boolean};

/** Loads gtag.js and reports this page view; later page views come from the client module. */
export function startAnalytics(id: string): void {
  const w = window as unknown as AnalyticsWindow;
  w[`ga-disable-${id}`] = false;
  if (w.gtag) return;
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads the `arguments` object itself, not an array.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Google's documented switch stops all reporting; its cookies go with it. */
export function stopAnalytics(id: string): void {
  const w = window as unknown as AnalyticsWindow;
  w[`ga-disable-${id}`] = true;
  delete w.gtag;
  const domains = ['', ...parentDomains(window.location.hostname)];
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim())) {
    if (name !== '_ga' && !name.startsWith('_ga_')) continue;
    for (const domain of domains) document.cookie = `${name}=; path=/; max-age=0${domain ? `; domain=${domain}` : ''}`;
  }
}

/** gtag.js sets its cookies on the widest domain it may: "a.b.example.com" → ".example.com", ".b.example.com"… */
export function parentDomains(hostname: string): string[] {
  const parts = hostname.split('.');
  return parts.length < 2 ? [] : parts.slice(0, -1).map((_, i) => `.${parts.slice(i).join('.')}`);
}

export function saveConsent(consent: Consent, id: string): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Not remembered, but still applied to this page.
  }
  if (consent === 'granted') startAnalytics(id);
  else stopAnalytics(id);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function onConsentChange(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}
