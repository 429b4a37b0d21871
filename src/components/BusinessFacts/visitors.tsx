import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {rental} from '@site/src/data/business';
import {inReaderCurrency, visitorPaymentMethods} from '@site/src/data/visitors';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import {formatDate, formatList, formatMoney, formatVnd} from '../../plugins/localeFormat/format';

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
  const {currentLocale} = useDocusaurusContext().i18n;
  const lang = useLocaleFormat();
  const local = inReaderCurrency(rental.depositVnd, currentLocale);
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
