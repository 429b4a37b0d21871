import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {describeLocale, type LocaleFormat} from './format';
import {countries} from '../../data/customization';
import {localeByKey, type LocaleKey} from '../../data/locales';
import {readerCurrency} from '../../data/visitors';

/**
 * Describes the current locale's number and date formats at build time, in
 * Node's full ICU, and hands them to the client as global data (well under
 * 1 KB), so figures and country names render the same on the server and in
 * any browser.
 */
function localeFormatPlugin(context: LoadContext): Plugin<LocaleFormat> {
  const {currentLocale} = context.i18n;
  return {
    name: 'locale-format',
    loadContent: async () => {
      // The reader's own currency, for the deposit's rough local value.
      const money = readerCurrency[currentLocale as LocaleKey];
      return describeLocale(localeByKey(currentLocale)?.htmlLang ?? currentLocale, countries, money ? [money] : []);
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}

export default localeFormatPlugin as PluginModule;
