/**
 * Every kind of figure, rendered by the site's own components and
 * formatters in each locale, against the golden table a native editor of
 * each language reviews (tests/unit/fixtures/locale-golden.ts). The
 * Docusaurus hooks are replaced by the locale's code.json and its build-time
 * format description, so what is compared is what the built page shows.
 */
import {createElement, type FunctionComponent} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {locales} from '../../src/data/locales';
import {golden, type FigureKind} from './fixtures/locale-golden';

const state = vi.hoisted(() => ({locale: 'zh', htmlLang: 'zh-Hans'}));

vi.mock('@docusaurus/Translate', async () => {
  const {translateIn} = await import('./fixtures/docusaurusMessages');
  return {translate: translateIn(() => state.locale), default: () => null};
});
vi.mock('@docusaurus/theme-common', async () => {
  const {selectMessageIn} = await import('./fixtures/docusaurusMessages');
  return {usePluralForm: () => ({selectMessage: selectMessageIn(() => state.locale)})};
});
vi.mock('@docusaurus/plugin-content-docs/client', () => ({useActiveDocContext: () => ({activeVersion: undefined})}));
vi.mock('@docusaurus/useGlobalData', async () => {
  const {describeLocale} = await import('../../src/plugins/localeFormat/format');
  return {usePluginData: () => describeLocale(state.htmlLang)};
});

const Facts = await import('../../src/components/BusinessFacts');
const {periodLabel} = await import('../../src/components/AgreementMeta/periodLabel');
const {hotlineLabel} = await import('../../src/labels/support');
const {cityName} = await import('../../src/labels/cities');
const format = await import('../../src/plugins/localeFormat/format');
const {products} = await import('../../src/data/products');
const {translate} = await import('@docusaurus/Translate');

/** A component's text, as a reader sees it: tags dropped, cells apart. */
function text(component: FunctionComponent): string {
  return renderToStaticMarkup(createElement(component))
    .replace(/<\/t[dh]>/g, ' | ')
    .replace(/<\/tr>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');
}

/** The refund table's row for a payment method. */
function refundRow(row: number): string {
  return text(Facts.RefundTimes).split('\n')[row + 1]!;
}

const powerBank = products.find((p) => p.id === 'power-bank')!;
const cabinet = products.find((p) => p.id === 'cabinet-6')!;

/**
 * The dates the table writes out: a version taking effect on the 1st of a
 * month (the form most notices take) and the one before it. Fixed here, so
 * publishing a new version does not rewrite the table.
 */
const upcoming = {version: '2.1', effectiveDate: '2027-01-01'};
const inForce = {version: '2.0'};
const firstVersion = {effectiveDate: '2025-03-01'};

/** How each kind of figure is rendered on the site, in the current locale. */
const render: Record<FigureKind, () => string> = {
  'date, agreement header': () => periodLabel(upcoming.effectiveDate, 'current', describe_()),
  'date, notice sentence': () =>
    translate(
      {id: 'agreement.notice.upcoming'},
      {
        date: format.formatDate(upcoming.effectiveDate, describe_(), 'legal'),
        inForce: translate({id: 'agreement.version'}, {version: inForce.version}),
      },
    ),
  'date, replaced version': () => periodLabel(firstVersion.effectiveDate, '1.0', describe_()),
  'period (refund time)': () => refundRow(1).split(' | ')[1]!,
  'list of 2': () => format.formatList([cityName('hcmc'), cityName('hanoi')], describe_()),
  'list of 3, own script': () => text(Facts.ServiceCities),
  'list of 3, Latin names': () => text(Facts.Cables),
  'list in brackets': () => refundRow(0).split(' | ')[0]!,
  range: () => text(Facts.PhoneCharges),
  'percentage range': () => format.formatPercentRange(60, 100, describe_()),
  capacity: () => text(Facts.BatteryCapacity),
  'capacity range': () => text(Facts.GuaranteedCapacity),
  'rating, output': () => format.formatRating(powerBank.output, describe_()),
  'rating, input': () => format.formatRating(cabinet.input, describe_()),
  size: () => format.formatSize([powerBank.size.tall, powerBank.size.wide, powerBank.size.long], describe_()),
  money: () => text(Facts.Deposit),
  'hotline label': () => hotlineLabel(),
};

function describe_() {
  return format.describeLocale(state.htmlLang);
}

/** Spaces as a reader sees them: a no-break space is a space. */
const seen = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the golden table of figures', () => {
  it('covers every locale and every kind of figure, once each', () => {
    const rows = golden.map(([locale, kind]) => `${locale} ${kind}`);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows.sort()).toEqual(locales.flatMap((l) => Object.keys(render).map((kind) => `${l.key} ${kind}`)).sort());
  });

  for (const locale of locales) {
    it(`${locale.key}: renders each figure as the table writes it`, () => {
      state.locale = locale.key;
      state.htmlLang = locale.htmlLang;
      const rendered = (Object.keys(render) as FigureKind[]).map(
        (kind) => [kind, seen(render[kind]().trim())] as const,
      );
      if (process.env.GOLDEN_PRINT)
        for (const [kind, t] of rendered) console.log(`  ['${locale.key}', '${kind}', '${t}'],`);
      expect(Object.fromEntries(rendered)).toEqual(
        Object.fromEntries(golden.filter(([l]) => l === locale.key).map(([, kind, want]) => [kind, want])),
      );
    });
  }

  it('never doubles a full stop where a message ends after a figure', () => {
    for (const [locale, , want] of golden) expect(want, locale).not.toMatch(/\.\./);
  });
});
