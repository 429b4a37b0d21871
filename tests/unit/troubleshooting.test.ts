/**
 * What a renter in trouble relies on: every language's FAQ answers the six
 * problems under the same ids (support staff send /th/answer#station-full),
 * each answer tells them what to do in steps, how to reach us and which
 * clause governs it, and a visitor reads the deposit in their own money with
 * the date of the rate; someone who has lost a power bank reads what it costs
 * and how long they have to bring it back. Components render with the
 * locale's code.json and its build-time format description, as on the built page.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement, Fragment, type FunctionComponent, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {COMPONENT_TAG} from '../../scripts/lib/contentGuards';
import {headingIds} from '../../scripts/lib/headingIds';
import {tariff} from '../../src/data/business';
import {topProblems} from '../../src/data/helpCenter';
import {legalPeriods} from '../../src/data/legal';
import {locales} from '../../src/data/locales';
import {messengerName, messengersOf} from '../../src/data/messengers';
import {exchangeRates, readerCurrency, roughly} from '../../src/data/visitors';

const root = path.resolve(__dirname, '../..');
const state = vi.hoisted(() => ({locale: 'zh'}));

vi.mock('@docusaurus/Translate', async () => {
  const {createElement: h, Fragment: F} = await import('react');
  const {messageIn, translateIn} = await import('./fixtures/docusaurusMessages');
  // <Translate values={{first: <a/>}}>: placeholders may be elements.
  const Translate = ({id, values = {}, children}: {id?: string; values?: Record<string, unknown>; children: string}) =>
    h(
      F,
      null,
      ...messageIn(state.locale, id, children)
        .split(/(\{\w+\})/)
        .map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] as ReactNode) : part)),
    );
  return {translate: translateIn(() => state.locale), default: Translate};
});
vi.mock('@docusaurus/theme-common', async () => {
  const {selectMessageIn} = await import('./fixtures/docusaurusMessages');
  return {usePluralForm: () => ({selectMessage: selectMessageIn(() => state.locale)})};
});
vi.mock('@docusaurus/plugin-content-docs/client', () => ({useActiveDocContext: () => ({activeVersion: undefined})}));
// The format description the locale-format plugin hands the pages, made by the plugin itself.
const described = new Map<string, unknown>();
vi.mock('@docusaurus/useGlobalData', () => ({usePluginData: () => described.get(state.locale)}));

const {default: localeFormatPlugin} = await import('../../src/plugins/localeFormat');
const Facts = await import('../../src/components/BusinessFacts');
const {formatDate, formatMoney, formatNumber, formatVnd} = await import('../../src/plugins/localeFormat/format');

for (const {key} of locales) {
  const plugin = await localeFormatPlugin({i18n: {currentLocale: key}} as never, undefined as never);
  described.set(key, await plugin!.loadContent!());
}

function html(element: ReactNode, locale: string): string {
  state.locale = locale;
  return renderToStaticMarkup(createElement(Fragment, null, element));
}

function text(element: ReactNode, locale: string): string {
  return html(element, locale)
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** The words of an answer as its reader sees them: each component rendered in the locale, each link as its text. */
function readerText(mdx: string, locale: string): string {
  const components = Facts as unknown as Record<string, FunctionComponent<Record<string, string>> | undefined>;
  return mdx
    .replace(/\{\/\*.*?\*\/\}/g, '')
    .replace(COMPONENT_TAG, (tag, name: string, attrs: string) => {
      const component = components[name];
      if (!component) throw new Error(`${tag} is not one of the site's figures`);
      return text(
        createElement(
          component,
          Object.fromEntries([...attrs.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!])),
        ),
        locale,
      );
    })
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/** The help home's top problems: each has its troubleshooting answer in every FAQ. */
const PROBLEMS = topProblems;

const faqOf = (locale: string) =>
  locale === 'zh' ? 'docs/answer.mdx' : `i18n/${locale}/docusaurus-plugin-content-docs/current/answer.mdx`;

/** The text of one answer: from its heading to the next heading. */
function answer(mdx: string, id: string): string {
  const lines = mdx.split('\n');
  const start = lines.findIndex((l) => l.includes(`{/* #${id} */}`));
  const end = lines.findIndex((l, i) => i > start && /^#{2,3}\s/.test(l));
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

describe('troubleshooting answers', () => {
  it.each(locales.map((l) => l.key))('%s: the FAQ answers each of the six problems once, under its id', (locale) => {
    const ids = headingIds(readFileSync(path.join(root, faqOf(locale)), 'utf8')).map((h) => h.id);
    for (const id of PROBLEMS)
      expect(
        ids.filter((i) => i === id),
        `#${id}`,
      ).toHaveLength(1);
  });

  // Checked wherever the answers exist: a language not yet translated is reported above.
  const written = locales
    .map((l) => l.key)
    .filter((locale) =>
      PROBLEMS.every((id) => readFileSync(path.join(root, faqOf(locale)), 'utf8').includes(`#${id} `)),
    );

  it('exist in the source and English at least', () => {
    expect(written).toEqual(expect.arrayContaining(['zh', 'en']));
  });

  it.each(written)('%s: each answer gives numbered steps, the hotline and the messenger', (locale) => {
    const mdx = readFileSync(path.join(root, faqOf(locale)), 'utf8');
    for (const id of PROBLEMS) {
      const a = answer(mdx, id);
      expect(a.match(/^\d\. /gm)?.length ?? 0, `#${id} steps`).toBeGreaterThanOrEqual(3);
      expect(a, `#${id}`).toContain('<Hotline/>');
      expect(a, `#${id}`).toContain('<Messenger/>');
    }
  });

  // A foreign SIM cannot dial the 1900 hotline, and a renter who gets no OTP may be on one.
  it.each(locales.map((l) => l.key))(
    '%s: wherever the FAQ gives the hotline, it offers the messenger too (intro, OTP, lost power bank included)',
    (locale) => {
      const mdx = readFileSync(path.join(root, faqOf(locale)), 'utf8');
      const intro = mdx.slice(0, mdx.indexOf('\n## '));
      for (const [place, text] of [
        ['intro', intro],
        ['#otp-not-received', answer(mdx, 'otp-not-received')],
        ['#lost-battery', answer(mdx, 'lost-battery')],
      ]) {
        expect(text, place).toContain('<Hotline/>');
        expect(text, place).toContain('<Messenger/>');
      }
      for (const line of mdx.split('\n').filter((l) => l.includes('<Hotline/>')))
        expect(line).toContain('<Messenger/>');
    },
  );

  it.each(written)('%s: each answer links a clause of an agreement that exists in that language', (locale) => {
    const mdx = readFileSync(path.join(root, faqOf(locale)), 'utf8');
    for (const id of PROBLEMS) {
      const links = [...answer(mdx, id).matchAll(/\]\(\.\/(\w+)\.mdx#([\w-]+)\)/g)];
      expect(links.length, `#${id} links a clause`).toBeGreaterThan(0);
      for (const [, doc, anchor] of links) {
        const target = path.join(path.dirname(path.join(root, faqOf(locale))), `${doc}.mdx`);
        expect(existsSync(target), `${doc}.mdx`).toBe(true);
        expect(
          headingIds(readFileSync(target, 'utf8')).map((h) => h.id),
          `#${id} → ${doc}#${anchor}`,
        ).toContain(anchor);
      }
    }
  });
});

// Someone who has just lost a power bank needs to know what it will cost and
// how long they have to bring it back for a refund, without opening the agreement.
describe('the lost power bank answer', () => {
  const lateReturn = legalPeriods.lateReturnWindow;

  it.each(locales.map((l) => l.key))('%s: gives the replacement value and the days to bring it back', (locale) => {
    const mdx = answer(readFileSync(path.join(root, faqOf(locale)), 'utf8'), 'lost-battery');
    // Other periods are 30 days too: the figure must be this one, not one that happens to match.
    expect(mdx).toContain('<ReplacementValue/>');
    expect(mdx).toContain('<Period of="lateReturnWindow"/>');
    const shown = readerText(mdx, locale);
    const format = described.get(locale) as Parameters<typeof formatVnd>[1];
    expect(shown).toContain(formatVnd(tariff.replacementValueVnd, format).replace(/[\u00a0\u202f]/g, ' '));
    const period = text(createElement(Facts.Period, {of: 'lateReturnWindow'}), locale);
    expect(period).toContain(formatNumber(lateReturn.count, format));
    expect(shown).toContain(period);
  });

  it('reads, in English, as sentences that name both', () => {
    const shown = readerText(answer(readFileSync(path.join(root, faqOf('en')), 'utf8'), 'lost-battery'), 'en');
    const amount = formatVnd(tariff.replacementValueVnd, described.get('en') as Parameters<typeof formatVnd>[1]);
    expect(shown).toContain(`the power bank's replacement value of ${amount.replace(/\u00a0/g, ' ')}, never more than`);
    expect(shown).toContain(`return it within the ${lateReturn.count} days set in the Charging Rental Agreement,`);
  });
});

describe('support, in the reader’s language', () => {
  it.each(locales.map((l) => l.key))('%s: <Messenger/> links every messenger of the language by its name', (locale) => {
    const links = html(createElement(Facts.Messenger), locale);
    expect(messengersOf(locale).length, locale).toBeGreaterThan(0);
    for (const account of messengersOf(locale)) {
      expect(links).toContain(`href="${account.url}" target="_blank" rel="noopener noreferrer"`);
      expect(links).toContain(`>${messengerName(account.kind, locale)}</a>`);
    }
  });

  it.each(locales.map((l) => l.key))(
    '%s: the FAQ never brackets the hotline, which brings its own bracketed note',
    (locale) => {
      // <Hotline/> reads "1900 6868 (Vietnamese SIMs only)": in brackets it would read "((…))".
      const mdx = readFileSync(path.join(root, faqOf(locale)), 'utf8');
      expect(mdx.match(/[(（]\s*<Hotline\/>\s*[)）]/g) ?? [], locale).toEqual([]);
    },
  );

  it('offers a choice of two in English: "WhatsApp or Zalo"', () => {
    expect(text(createElement(Facts.Messenger), 'en')).toBe('WhatsApp or Zalo');
  });

  it('says how long a fix takes, with its unit', () => {
    expect(text(createElement(Facts.FixTime, {of: 'cancelStuckRental'}), 'en')).toBe('1 hour');
    expect(text(createElement(Facts.FixTime, {of: 'correctReturn'}), 'en')).toBe('1 working day');
    expect(text(createElement(Facts.FixTime, {of: 'cancelStuckRental'}), 'zh')).toBe('1 小时');
  });

  it.each(locales.map((l) => l.key))('%s: a period never ends a line on its figure', (locale) => {
    // No break between "30" and "ថ្ងៃ"; the text() helper would read the no-break space as a space.
    for (const shown of [
      html(createElement(Facts.Period, {of: 'lateReturnWindow'}), locale),
      html(createElement(Facts.FixTime, {of: 'correctReturn'}), locale),
    ])
      expect(shown, locale).not.toMatch(/\d /);
  });
});

describe('the deposit in a visitor’s money', () => {
  it('has a rate for every currency a language uses, dated, and none for Vietnamese readers', () => {
    expect(exchangeRates.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(readerCurrency.vi).toBeNull();
    for (const {key} of locales.filter((l) => l.key !== 'vi')) {
      const reader = readerCurrency[key];
      expect(reader, key).not.toBeNull();
      expect(exchangeRates.vndPerUnit[reader!.currency], key).toBeGreaterThan(0);
    }
  });

  it('rounds to two significant figures, so a rough value does not look exact', () => {
    expect([roughly(12.547), roughly(208_333), roughly(1_015.4), roughly(89.2)]).toEqual([13, 210_000, 1_000, 89]);
  });

  const symbols: Record<string, string> = {
    zh: '¥',
    en: 'USD',
    th: '฿',
    fil: '₱',
    id: 'Rp',
    ja: '￥',
    km: '$',
    ms: 'RM',
    ko: '₩',
    kk: '₸',
    ru: '₽',
  };

  it.each(Object.entries(symbols))(
    '%s: names the rough amount in the reader’s currency and the rate’s date',
    (locale, symbol) => {
      const shown = text(createElement(Facts.DepositInReaderCurrency), locale);
      const format = described.get(locale) as Parameters<typeof formatMoney>[2];
      const rate = exchangeRates.vndPerUnit[readerCurrency[locale as 'zh']!.currency];
      const amount = formatMoney(roughly(330_000 / rate), readerCurrency[locale as 'zh']!.currency, format);
      expect(amount).toContain(symbol);
      expect(shown).toContain(amount.replace(/[\u00a0\u202f]/g, ' '));
      expect(shown).toContain(formatDate(exchangeRates.asOf, format, 'long').replace(/[\u00a0\u202f]/g, ' '));
    },
  );

  it('reads, in Chinese and English, as a sentence a reader understands', () => {
    expect(text(createElement(Facts.DepositInReaderCurrency), 'zh')).toBe(
      '押金 330,000 VND 约合 ¥89（按 2025 年 10 月 1 日的汇率粗略估算），实际按越南盾收取和退还。',
    );
    expect(text(createElement(Facts.DepositInReaderCurrency), 'en')).toBe(
      'The deposit of 330,000 VND comes to roughly USD 13 (at the rate of 1 October 2025); it is always charged and refunded in Vietnamese dong.',
    );
  });

  it('shows Vietnamese readers nothing: they pay in their own money', () => {
    expect(text(createElement(Facts.DepositInReaderCurrency), 'vi')).toBe('');
  });

  it('lists what a visitor can pay with instead of a foreign card', () => {
    expect(text(createElement(Facts.VisitorPaymentMethods), 'en')).toBe('TrueMoney, LINE Pay');
  });
});
