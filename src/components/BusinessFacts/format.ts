/**
 * Locale-aware formatting of business figures. Pure functions, so the unit
 * tests pin exactly what each locale shows; `lang` is a BCP 47 tag.
 */

export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(value);
}

/**
 * Vietnamese readers see the local form (330.000 ₫); everyone else sees the
 * ISO code after the number (330,000 VND), which a visitor recognises on a
 * receipt whatever their language.
 */
export function formatVnd(amount: number, lang: string): string {
  if (lang.startsWith('vi')) {
    return new Intl.NumberFormat(lang, {style: 'currency', currency: 'VND'}).format(amount);
  }
  return `${formatNumber(amount, lang)} VND`;
}

export function formatPercent(percent: number, lang: string): string {
  return new Intl.NumberFormat(lang, {style: 'percent', maximumFractionDigits: 0}).format(
    percent / 100,
  );
}

/** "3,000–5,000" in the locale's digits and range style. */
export function formatRange(min: number, max: number, lang: string): string {
  return new Intl.NumberFormat(lang, {maximumFractionDigits: 1}).formatRange(min, max);
}

export function formatPercentRange(min: number, max: number, lang: string): string {
  return new Intl.NumberFormat(lang, {style: 'percent', maximumFractionDigits: 0}).formatRange(
    min / 100,
    max / 100,
  );
}

/** A list in the locale's own style: "Visa, JCB and Mastercard". */
export function formatList(items: readonly string[], lang: string): string {
  return new Intl.ListFormat(lang, {style: 'long', type: 'conjunction'}).format(items);
}

/** "1 July 2026" in the locale's words; UTC so server and browser agree. */
export function formatDate(isoDate: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
