import {useEffect, useLayoutEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import {localeOfPath, pathInLocale, type SiteLocale} from '@site/src/data/locales';
import type {LanguageOffers} from '..';
import {browserPreferenceStore} from '../browserStore';
import {dismissOffer, languageOffer, savePreference} from '../preference';
import styles from './styles.module.scss';

const NOTICE_SPACE = '--site-top-notice';

/**
 * While the notice shows, the answer a link points at (`#refund-time`) is
 * scrolled to below it, not under it: `:target`'s scroll margin adds the
 * notice's height (src/css/custom.scss), and a target it now covers is
 * brought back into sight once.
 */
function keepTargetInSight(region: HTMLElement | null, shown: boolean) {
  const root = document.documentElement;
  if (!region || !shown) {
    root.style.removeProperty(NOTICE_SPACE);
    return;
  }
  const {top, bottom} = region.getBoundingClientRect();
  root.style.setProperty(NOTICE_SPACE, `${Math.ceil(bottom - top)}px`);
  const target = document.querySelector(':target');
  if (target && target.getBoundingClientRect().top < bottom) target.scrollIntoView();
}

/**
 * "This page is also in English": a page never moves its reader to another
 * language, it offers the same page, query and anchor in theirs, in their
 * language. Mounted once by the Root wrapper; fixed below the navbar, so
 * appearing moves nothing, and announced politely.
 */
export default function LanguageOffer() {
  const {pathname, search, hash} = useLocation();
  const offers = usePluginData('language') as LanguageOffers;
  const [offered, setOffered] = useState<SiteLocale>();
  // After hydration only: the offer depends on this browser, never on the HTML a crawler gets.
  useEffect(() => {
    setOffered(
      languageOffer({
        pathname,
        store: browserPreferenceStore,
        languages: navigator.languages ?? [navigator.language],
        userAgent: navigator.userAgent,
      }),
    );
  }, [pathname]);
  const words = offered && offers[offered.code];
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => keepTargetInSight(region.current, Boolean(words)), [words]);
  return (
    <div className={styles.region} role="status" ref={region}>
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
              setOffered(undefined);
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
