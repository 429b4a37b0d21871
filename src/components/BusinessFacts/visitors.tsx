import {translate} from '@docusaurus/Translate';
import {rental} from '@site/src/data/business';
import {locales} from '@site/src/data/locales';
import {inReaderCurrency, visitorPaymentMethods} from '@site/src/data/visitors';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import {formatDate, formatList, formatMoney, formatVnd} from '../../plugins/localeFormat/format';

/**
 * The page's locale key, read from its build-time format description (whose
 * `lang` is the locale's <html lang>), so these components need nothing
 * else from Docusaurus and render the same in unit tests.
 */
export function usePageLocale(): string {
  const {lang} = useLocaleFormat();
  return locales.find((l) => l.htmlLang === lang)?.key ?? lang;
}

/** The e-wallets a visitor without a Vietnamese card can pay with, as brand names. */
export function VisitorPaymentMethods() {
  return (
    <>
      {formatList(
        visitorPaymentMethods.map((m) => m.name),
        useLocaleFormat(),
        'examples',
      )}
    </>
  );
}

/**
 * The deposit's rough value in the reader's currency, with the date of the
 * fixed rate: one sentence, or nothing where the reader pays in VND.
 */
export function DepositInReaderCurrency() {
  const lang = useLocaleFormat();
  const local = inReaderCurrency(rental.depositVnd, usePageLocale());
  if (!local) return null;
  return (
    <>
      {translate(
        {
          id: 'facts.depositInReaderCurrency',
          message: '押金 {deposit} 约合 {amount}（按 {date}的汇率粗略估算），实际按越南盾收取和退还。',
          description: "The deposit's rough value in the reader's currency, at a fixed rate of the given date",
        },
        {
          deposit: formatVnd(rental.depositVnd, lang),
          amount: formatMoney(local.amount, local.currency, lang),
          date: formatDate(local.asOf, lang, 'long'),
        },
      )}
    </>
  );
}
