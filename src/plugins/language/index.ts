import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {locales} from '../../data/locales';
import {decideLanguage, type LanguageRules} from './decide';
import {languageRules} from './preference';
import type {RootRedirect} from './rootRedirect';

/** The language notice's words, in the language it offers. */
export type LanguageOfferText = {text: string; dismiss: string};
export type LanguageOffers = Record<string, LanguageOfferText>;

/** Keys of each locale's code.json: its own translators write them, in that language. */
export const OFFER_MESSAGES = {text: 'language.offer.text', dismiss: 'language.offer.dismiss'} as const;

/**
 * Every locale's words for "read this page in …". A page offers the
 * reader's language, not its own, so each build carries all twelve (about
 * 1 KB), read from the locales' code.json: the notice costs no request.
 */
export function readLanguageOffers(siteDir: string): LanguageOffers {
  return Object.fromEntries(
    locales.map((locale) => {
      const file = path.join(siteDir, 'i18n', locale.key, 'code.json');
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
      const words = Object.fromEntries(
        Object.entries(OFFER_MESSAGES).map(([field, id]) => {
          const message = messages[id]?.message;
          if (!message) throw new Error(`${file} has no "${id}": the language notice needs it`);
          return [field, message];
        }),
      ) as LanguageOfferText;
      return [locale.code, words];
    }),
  );
}

/**
 * The script every page runs in its <head>, before it paints: `/` goes to
 * the visitor's language (where the host had no rule), and a page that will
 * offer another language marks <html data-language-offer>, so the notice's
 * room is there from the first paint and nothing moves when it fills.
 */
export function languageHeadScript(rules: LanguageRules): string {
  return `(function(){try{var d=(${decideLanguage.toString()})({pathname:location.pathname,search:location.search,hash:location.hash,htmlLang:document.documentElement.lang,cookie:document.cookie,storage:(function(){try{return localStorage}catch(e){return null}})(),languages:navigator.languages||[navigator.language],userAgent:navigator.userAgent},${JSON.stringify(rules)});if(d.redirect)location.replace(d.redirect);else if(d.offer)document.documentElement.setAttribute('data-language-offer',d.offer)}catch(e){}})()`;
}

/**
 * The visitor's language in the browser: a link keeps its language; `/`
 * follows the saved choice or the browser where the host could not
 * (./hostRules.ts are the host's rules); a page offers the visitor's
 * language in a notice under the navbar (./theme/Navbar, ./LanguageOffer).
 */
function languagePlugin(context: LoadContext): Plugin<LanguageOffers> {
  const rootRedirect = context.siteConfig.customFields?.rootRedirect as RootRedirect;
  return {
    name: 'language',
    getThemePath: () => path.join(__dirname, 'theme'),
    loadContent: async () => readLanguageOffers(context.siteDir),
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    injectHtmlTags: () => ({
      headTags: [{tagName: 'script', innerHTML: languageHeadScript(languageRules(rootRedirect?.locale ?? null))}],
    }),
  };
}

export default languagePlugin as PluginModule;
