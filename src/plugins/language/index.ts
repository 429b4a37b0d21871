import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {locales} from '../../data/locales';

/** The language notice's words, in the language it offers. */
export type LanguageOfferText = {text: string; dismiss: string};
export type LanguageOffers = Record<string, LanguageOfferText>;

/** Keys of each locale's code.json: its own translators write them, in that language. */
export const OFFER_MESSAGES = {text: 'language.offer.text', dismiss: 'language.offer.dismiss'} as const;

/**
 * Every locale's words for "this page is also in …". A page offers the
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
 * Language in the browser: `/` follows the saved choice or the browser where
 * the host could not (./client.ts, rules in ./preference.ts, the host's own
 * in ./hostRules.ts); every other page stays in its language and offers the
 * visitor's (./LanguageOffer, mounted by the Root wrapper).
 */
function languagePlugin(context: LoadContext): Plugin<LanguageOffers> {
  return {
    name: 'language',
    getClientModules: () => [path.join(__dirname, 'client.ts')],
    loadContent: async () => readLanguageOffers(context.siteDir),
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}

export default languagePlugin as PluginModule;
