import type {LocaleKey} from './locales';

/**
 * What a foreign visitor can pay with. Cards issued abroad are not accepted
 * (acceptedCards in business.ts); the app also takes the e-wallets below,
 * which the refund rules already name.
 *
 * SAMPLE DATA, for the business to confirm: which wallets the app takes
 * from a visitor without a Vietnamese card. Names are brand names, shown as
 * they are in every language.
 */
export const visitorPaymentMethods: readonly {kind: 'eWallet'; name: string}[] = [
  {kind: 'eWallet', name: 'TrueMoney'},
  {kind: 'eWallet', name: 'LINE Pay'},
];

/** ISO 4217 codes of the currencies a reader of the site may think in. */
export type VisitorCurrency = 'CNY' | 'USD' | 'THB' | 'PHP' | 'IDR' | 'JPY' | 'MYR' | 'KRW' | 'KZT' | 'RUB';

/**
 * How each language's readers see a local amount: their currency, and
 * whether its symbol is clear ("¥89", "₩18,000") or the ISO code is needed
 * ("USD 13": English is read by visitors from every dollar country).
 * Cambodia prices anything above small change in US dollars. Vietnamese
 * readers pay in VND: no conversion.
 */
export const readerCurrency: Readonly<
  Record<LocaleKey, {currency: VisitorCurrency; display: 'symbol' | 'code'} | null>
> = {
  zh: {currency: 'CNY', display: 'symbol'},
  en: {currency: 'USD', display: 'code'},
  vi: null,
  th: {currency: 'THB', display: 'symbol'},
  fil: {currency: 'PHP', display: 'symbol'},
  id: {currency: 'IDR', display: 'symbol'},
  ja: {currency: 'JPY', display: 'symbol'},
  km: {currency: 'USD', display: 'symbol'},
  ms: {currency: 'MYR', display: 'symbol'},
  ko: {currency: 'KRW', display: 'symbol'},
  kk: {currency: 'KZT', display: 'symbol'},
  ru: {currency: 'RUB', display: 'symbol'},
};

/**
 * Fixed, rough exchange rates, never a live rate: the pages say "about" and
 * name the date, and the deposit is always charged and refunded in VND.
 *
 * SAMPLE DATA, for the business to confirm: rounded mid-market rates as
 * assumed when this table was written (about 26,300 VND to the US dollar,
 * and the other currencies' usual levels against it then); no rate source
 * was at hand. Update the rates and `asOf` together, from one day's
 * published reference rates.
 */
export const exchangeRates: {asOf: string; vndPerUnit: Readonly<Record<VisitorCurrency, number>>} = {
  asOf: '2025-10-01',
  vndPerUnit: {
    USD: 26_300,
    CNY: 3_700,
    THB: 810,
    PHP: 450,
    IDR: 1.58,
    JPY: 175,
    MYR: 6_250,
    KRW: 18.8,
    KZT: 48.5,
    RUB: 325,
  },
};

/** Two significant figures: a rough value should not look exact (12,547 → 13; 208,333 → 210,000). */
export function roughly(value: number): number {
  return Number(value.toPrecision(2));
}

/** An amount in VND as a rough amount of the reader's currency, or null where the reader pays in VND. */
export function inReaderCurrency(
  amountVnd: number,
  locale: string,
): {amount: number; currency: VisitorCurrency; display: 'symbol' | 'code'; asOf: string} | null {
  const reader = readerCurrency[locale as LocaleKey];
  if (!reader) return null;
  return {
    amount: roughly(amountVnd / exchangeRates.vndPerUnit[reader.currency]),
    ...reader,
    asOf: exchangeRates.asOf,
  };
}
