/**
 * MDX components that render business figures from src/data. Translations
 * write the words around them ("The first <FreeMinutes/> minutes are free"),
 * never the figures, so a change of tariff is one edit for all 12 locales.
 * An earlier version of a document shows the figures it was published with
 * (src/data/termsFigures.ts), so a change of tariff leaves old contracts as they were.
 */
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import type {LedLevel, RefundMethod} from '@site/src/data/business';
import {figuresFor} from '@site/src/data/termsFigures';
import type {PeriodKey} from '@site/src/data/legal';
import {fixTimes, type FixTimeKey, type FixTimeUnit} from '@site/src/data/troubleshooting';
import {contacts, offices, telHref} from '@site/src/data/contacts';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import {cityName} from '../../labels/cities';
import {hotlineSimNote, supportHours} from '../../labels/support';
import {usePageLocale} from './visitors';
import {
  bracketed,
  formatList,
  formatNumber,
  formatPercent,
  formatPercentRange,
  formatQuantity,
  formatRange,
  formatVnd,
} from '../../plugins/localeFormat/format';

/** The figures of the page's docs version; today's outside the help center. */
function useFigures() {
  return figuresFor(useActiveDocContext(undefined).activeVersion?.name);
}

export function Deposit() {
  const {rental} = useFigures();
  return <strong>{formatVnd(rental.depositVnd, useLocaleFormat())}</strong>;
}

export function FreeMinutes() {
  const {rental} = useFigures();
  return <>{formatNumber(rental.freeMinutes, useLocaleFormat())}</>;
}

export function MinimumCharge() {
  const {rental} = useFigures();
  return <>{formatPercent(rental.minimumChargePercent, useLocaleFormat())}</>;
}

/** The tariff's bounds; an agreement version that named none cannot render them. */
function useTariff() {
  const {tariff} = useFigures();
  if (!tariff) throw new Error('This version of the agreements names no billing unit, daily cap or replacement value');
  return tariff;
}

/** The billing unit in minutes; the prose names the unit ("each started <BillingUnit/> minutes"). */
export function BillingUnit() {
  return <>{formatNumber(useTariff().billingUnitMinutes, useLocaleFormat())}</>;
}

/** The most one rental is charged for any 24 hours. */
export function DailyCap() {
  return <>{formatVnd(useTariff().dailyCapVnd, useLocaleFormat())}</>;
}

/** What a lost, stolen or destroyed power bank costs, paid from the deposit. */
export function ReplacementValue() {
  return <>{formatVnd(useTariff().replacementValueVnd, useLocaleFormat())}</>;
}

/** "1,000 VND = 1,000" — the prose names the points in its own words. */
export function PrepaidCredit() {
  const {prepaidCredit} = useFigures();
  const lang = useLocaleFormat();
  return (
    <>
      {formatVnd(prepaidCredit.vnd, lang)} = {formatNumber(prepaidCredit.points, lang)}
    </>
  );
}

export function BatteryCapacity() {
  const {powerBank} = useFigures();
  return <>{formatQuantity(powerBank.capacityMah, 'mAh', useLocaleFormat())}</>;
}

export function GuaranteedCapacity() {
  const {powerBank} = useFigures();
  const lang = useLocaleFormat();
  const {guaranteedMah: mah, guaranteedPercent: pct} = powerBank;
  return (
    <>
      {formatQuantity(formatRange(mah.min, mah.max, lang), 'mAh', lang)}
      {bracketed(formatPercentRange(pct.min, pct.max, lang), lang)}
    </>
  );
}

export function PhoneCharges() {
  const {powerBank} = useFigures();
  const {min, max} = powerBank.phoneCharges;
  return <>{formatRange(min, max, useLocaleFormat())}</>;
}

export function SimultaneousDevices() {
  const {powerBank} = useFigures();
  return <>{formatNumber(powerBank.simultaneousDevices, useLocaleFormat())}</>;
}

/** The cables built into the power bank, as a list in the reader's language. */
export function Cables() {
  const {powerBank} = useFigures();
  return <>{formatList(powerBank.cables, useLocaleFormat())}</>;
}

export function AcceptedCardBrands() {
  const {acceptedCards} = useFigures();
  return <>{formatList(acceptedCards.brands, useLocaleFormat())}</>;
}

/** The support hours as the reader's language says them ("24/7", "круглосуточно", "7×24 小时"). */
export function SupportHours() {
  return <>{supportHours()}</>;
}

export function Hotline() {
  const note = hotlineSimNote(usePageLocale());
  return (
    <>
      <a href={telHref(contacts.hotline)}>{contacts.hotline.display}</a>
      {note}
    </>
  );
}

function refundMethodLabel(method: RefundMethod): string {
  switch (method) {
    case 'eWallet':
      return translate({id: 'facts.refund.eWallet', message: '电子钱包'});
    case 'bankTransfer':
      return translate({id: 'facts.refund.bankTransfer', message: '通过支付网关的银行转账'});
    case 'card':
      return translate({id: 'facts.refund.card', message: '借记卡或信用卡'});
  }
}

/** Refund times by payment method, as a table. */
export function RefundTimes() {
  const {refundTimes} = useFigures();
  const lang = useLocaleFormat();
  const {selectMessage} = usePluralForm();
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{translate({id: 'facts.refund.method', message: '支付方式'})}</th>
          <th scope="col">{translate({id: 'facts.refund.time', message: '到账时间'})}</th>
        </tr>
      </thead>
      <tbody>
        {refundTimes.map(({method, examples, workingDays}) => (
          <tr key={method}>
            <td>
              {refundMethodLabel(method)}
              {examples.length > 0 && bracketed(formatList(examples, lang, 'examples'), lang)}
            </td>
            <td>
              {workingDays.min === 0
                ? selectMessage(
                    workingDays.max,
                    translate(
                      {id: 'facts.refund.upTo', message: '最多 {max} 个工作日', description: 'Plural: working days'},
                      {max: formatNumber(workingDays.max, lang)},
                    ),
                  )
                : // A range's word agrees with its last number: "1–2 рабочих дня".
                  selectMessage(
                    workingDays.max,
                    translate(
                      {id: 'facts.refund.between', message: '{range} 个工作日', description: 'Plural: working days'},
                      {range: formatRange(workingDays.min, workingDays.max, lang)},
                    ),
                  )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SupportEmail() {
  return <a href={`mailto:${contacts.supportEmail}`}>{contacts.supportEmail}</a>;
}

/** Legal names and addresses are written as registered, in every language. */
export function CompanyName() {
  return <>{contacts.companyName}</>;
}

/** The enterprise code on the company's registration certificate. */
export function CompanyRegistration() {
  return <>{contacts.registrationNumber}</>;
}

export function PrivacyEmail() {
  return <a href={`mailto:${contacts.privacyEmail}`}>{contacts.privacyEmail}</a>;
}

/**
 * A period as its language says it, the figure held to its unit by a
 * no-break space, as an amount of money is: "30" at the end of one line and
 * "ថ្ងៃ" at the start of the next reads as two things.
 */
function periodText(
  count: number,
  unit: FixTimeUnit,
  lang: ReturnType<typeof useLocaleFormat>,
  select: (n: number, m: string) => string,
): string {
  const figure = formatNumber(count, lang);
  return select(count, periodMessage(unit, figure)).replace(`${figure} `, `${figure}\u00a0`);
}

function periodMessage(unit: FixTimeUnit, count: string): string {
  switch (unit) {
    case 'hour':
      return translate({id: 'facts.period.hour', message: '{count} 小时', description: 'Plural: hours'}, {count});
    case 'day':
      return translate({id: 'facts.period.day', message: '{count} 天', description: 'Plural: days'}, {count});
    case 'workingDay':
      return translate(
        {id: 'facts.period.workingDay', message: '{count} 个工作日', description: 'Plural: working days'},
        {count},
      );
    case 'month':
      return translate({id: 'facts.period.month', message: '{count} 个月', description: 'Plural: months'}, {count});
    case 'year':
      return translate({id: 'facts.period.year', message: '{count} 年', description: 'Plural: years'}, {count});
  }
}

/** A period the agreements promise ("30 days", "7 рабочих дней"), from src/data/legal.ts. */
export function Period({of}: {of: PeriodKey}) {
  const {periods} = useFigures();
  const lang = useLocaleFormat();
  const {selectMessage} = usePluralForm();
  const promised = periods?.[of];
  if (!promised) throw new Error(`<Period of="${of}"/>: this version of the agreements names no such period`);
  return <>{periodText(promised.count, promised.unit, lang, selectMessage)}</>;
}

/** How long support takes to put a problem right ("1 working day"), from src/data/troubleshooting.ts. */
export function FixTime({of}: {of: FixTimeKey}) {
  const lang = useLocaleFormat();
  const {selectMessage} = usePluralForm();
  const time = fixTimes[of];
  return <>{periodText(time.count, time.unit, lang, selectMessage)}</>;
}

export function CompanyAddress() {
  return <>{offices[0]!.address}</>;
}

export function ServiceCities() {
  const {serviceCities} = useFigures();
  return <>{formatList(serviceCities.map(cityName), useLocaleFormat())}</>;
}

function LedDots({level}: {level: LedLevel}) {
  return (
    <span className="led-dots" aria-hidden="true">
      {[1, 2, 3, 4].map((n) => (
        <span
          key={n}
          className={
            n <= level.lit ? (level.state === 'blinking' ? 'led-dot led-dot--blink' : 'led-dot led-dot--on') : 'led-dot'
          }
        />
      ))}
    </span>
  );
}

/** What the four LEDs on a power bank mean, as a table. */
export function LedLevels() {
  const {ledLevels} = useFigures();
  const lang = useLocaleFormat();
  const {selectMessage} = usePluralForm();
  const describe = (level: LedLevel): string => {
    if (level.state === 'off') return translate({id: 'facts.led.off', message: '指示灯全部熄灭'});
    if (level.state === 'blinking') {
      return selectMessage(
        level.lit,
        translate(
          {id: 'facts.led.blinking', message: '{count} 个指示灯闪烁', description: 'Plural: lights that blink'},
          {count: level.lit},
        ),
      );
    }
    return selectMessage(
      level.lit,
      translate(
        {id: 'facts.led.steady', message: '{count} 个指示灯常亮', description: 'Plural: lights that stay on'},
        {count: level.lit},
      ),
    );
  };
  // The blinking light covers 0–5 %, as the data says: a range like the others.
  const charge = (level: LedLevel): string =>
    level.percent.max === 0 ? formatPercent(0, lang) : formatPercentRange(level.percent.min, level.percent.max, lang);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{translate({id: 'facts.led.lights', message: '指示灯'})}</th>
          <th scope="col">{translate({id: 'facts.led.charge', message: '剩余电量'})}</th>
        </tr>
      </thead>
      <tbody>
        {ledLevels.map((level) => (
          <tr key={`${level.state}-${level.lit}`}>
            <td>
              <LedDots level={level} /> {describe(level)}
            </td>
            <td>{charge(level)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export {Messenger} from './Messenger';
export {DepositInReaderCurrency, VisitorPaymentMethods} from './visitors';
