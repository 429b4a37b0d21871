import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {describeLocale, type LocaleFormat} from './format';
import {countries} from '../../data/customization';
import {localeByKey} from '../../data/locales';

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
    loadContent: async () => describeLocale(localeByKey(currentLocale)?.htmlLang ?? currentLocale, countries),
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}

export default localeFormatPlugin as PluginModule;
