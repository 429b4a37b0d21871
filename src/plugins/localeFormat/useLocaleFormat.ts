import {usePluginData} from '@docusaurus/useGlobalData';
import type {LocaleFormat} from '@site/src/plugins/localeFormat/format';

/** The page locale's number and date formats, described at build time. */
export default function useLocaleFormat(): LocaleFormat {
  return usePluginData('locale-format') as LocaleFormat;
}
