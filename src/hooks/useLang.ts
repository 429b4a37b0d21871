import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {localeByKey} from '@site/src/data/locales';

/** The BCP 47 tag of the page's locale, for Intl formatting. */
export default function useLang(): string {
  const {i18n} = useDocusaurusContext();
  return localeByKey(i18n.currentLocale)?.htmlLang ?? i18n.currentLocale;
}
