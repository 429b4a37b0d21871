import {translate} from '@docusaurus/Translate';
import {agreementVersions, lastDayBefore} from '@site/src/data/helpCenter';
import {formatDate, type LocaleFormat} from '@site/src/plugins/localeFormat/format';

/** "In force from 1 July 2026", or "1 March 2025 to 30 June 2026" (both days included) once replaced. */
export function periodLabel(effectiveDate: string, docsVersion: string, lang: LocaleFormat): string {
  const index = agreementVersions.findIndex((v) => v.docsVersion === docsVersion);
  const newer = index > 0 ? agreementVersions[index - 1] : undefined;
  return newer
    ? translate(
        {id: 'agreement.period', message: '{from}至 {to}'},
        {
          from: formatDate(effectiveDate, lang, 'legal'),
          to: formatDate(lastDayBefore(newer.effectiveDate), lang, 'legal'),
        },
      )
    : translate(
        {id: 'agreement.effective', message: '自 {date}起生效'},
        {date: formatDate(effectiveDate, lang, 'legal')},
      );
}
