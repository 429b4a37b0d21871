import {useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {localeByCode, localeOfPath, pathInLocale, type SiteLocale} from '@site/src/data/locales';
import type {LanguageOffers} from '..';
import {browserPreferenceStore, browserStorage} from '../browserStore';
import {decideLanguage} from '../decide';
import {dismissOffer, languageRules, savePreference} from '../preference';
import type {RootRedirect} from '../rootRedirect';
import styles from './styles.module.scss';

const MARK = 'data-language-offer';

/**
 * Closing the notice hands the keyboard on to what follows it in the page
 * (the sidebar, or the page's first link), not back to the page's top.
 */
function focusAfter(notice: Element | null) {
  const next = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].find(
    (el) =>
      notice &&
      notice.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !notice.contains(el) &&
      el.offsetParent,
  );
  next?.focus({preventScroll: true});
}

/**
 * "Read this page in English": a page never moves its reader to another
 * language; it offers the same page, query and anchor in theirs, in their
 * language. Its room under the navbar is made before the first paint (the
 * head script marks <html data-language-offer>), so filling it moves
 * nothing; it is announced politely.
 */
export default function LanguageOffer() {
  const {pathname, search, hash} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const offers = usePluginData('language') as LanguageOffers;
  const [offered, setOffered] = useState<SiteLocale>();
  const rootRedirect = (siteConfig.customFields?.rootRedirect as RootRedirect)?.locale ?? null;
  // After hydration, and again after each navigation: the same decision the head script made.
  useEffect(() => {
    const {offer} = decideLanguage(
      {
        pathname,
        search: '',
        hash: '',
        htmlLang: document.documentElement.lang,
        cookie: document.cookie,
        storage: browserStorage(),
        languages: navigator.languages ?? [navigator.language],
        userAgent: navigator.userAgent,
      },
      languageRules(rootRedirect),
    );
    const locale = offer ? localeByCode(offer) : undefined;
    if (locale) document.documentElement.setAttribute(MARK, locale.code);
    else document.documentElement.removeAttribute(MARK);
    setOffered(locale);
  }, [pathname, rootRedirect]);
  const words = offered && offers[offered.code];
  const room = useRef<HTMLDivElement>(null);
  return (
    <div className={styles.room} role="status" ref={room}>
      {offered && words && (
        <p className={styles.offer} lang={offered.htmlLang} data-language-offer={offered.code}>
          {/* Following the offer is a choice, so it is saved as the dropdown saves one. */}
          <a
            href={`${pathInLocale(pathname, offered)}${search}${hash}`}
            hrefLang={offered.htmlLang}
            onClick={() => savePreference(browserPreferenceStore, offered)}
          >
            {words.text}
          </a>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={words.dismiss}
            title={words.dismiss}
            onClick={() => {
              dismissOffer(browserPreferenceStore, localeOfPath(pathname), offered);
              document.documentElement.removeAttribute(MARK);
              setOffered(undefined);
              focusAfter(room.current);
            }}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </p>
      )}
    </div>
  );
}
