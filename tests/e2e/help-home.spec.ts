/**
 * Help for a renter in trouble, on the phone in hand: the help home (the
 * FAQ's top) one tap from the home page, a troubleshooting answer two; the
 * phone's navbar (menu button, labelled search, language switcher); "did this
 * answer help?"; and tel: links dialled as the number's kind is dialled in Vietnam.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator} from '@playwright/test';
import {violations} from './axe';
import {expect, test} from './fixtures';
import {contacts, domesticOnly, telHref, type PhoneNumber} from '../../src/data/contacts';
import {topProblems} from '../../src/data/helpCenter';
import {localeByKey, localePath, message, prefetchesSettled} from './support';

const phone = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};

/** Waits for a menu to finish sliding in: mid-slide its boxes measure a hair off whole pixels. */
async function slidIn(menu: Locator) {
  await expect(menu).toBeVisible();
  await expect.poll(() => menu.evaluate((el) => el.getAnimations().length)).toBe(0);
}

test.describe('on a 390 px phone', () => {
  test.use(phone);

  for (const key of ['vi', 'th', 'ko']) {
    test(`${key}: the help home is one tap from the home page, a troubleshooting answer two`, async ({page}) => {
      const locale = localeByKey(key);
      await page.goto(localePath(locale, '/'));
      const help = page
        .locator('#hero-actions')
        .getByRole('link', {name: message(locale, 'home.cta.help'), exact: true});
      await expect(help).toBeInViewport();
      await help.tap();
      await expect(page).toHaveURL(localePath(locale, '/answer'));
      const home = page.locator('[data-help-home]');
      await expect(home.getByRole('heading', {level: 2}).first()).toHaveText(message(locale, 'helpHome.problems'));
      // The first card is on the first screen, thumb-sized.
      const card = home.locator(`[data-problem="${topProblems[0]}"]`);
      await expect(card).toBeInViewport();
      expect((await card.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      const question = (await card.textContent())!;
      await card.tap();
      await expect(page).toHaveURL(`${localePath(locale, '/answer')}#${topProblems[0]}`);
      const answer = page.locator(`h3#${topProblems[0]}`);
      await expect(answer).toBeInViewport();
      // The card is named by the answer's own question.
      await expect(answer).toContainText(question);
    });
  }

  test('vi: each card leads to an answer on the page, and the last to the support contacts', async ({page}) => {
    await page.goto('/vi/answer');
    const cards = page.locator('[data-help-home] [data-problem]');
    const ids = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-problem')!));
    // The top problems this language's FAQ answers, in order, then support.
    expect(ids.slice(0, -1)).toEqual(topProblems.filter((id) => ids.includes(id)));
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.at(-1)).toBe('contact');
    for (const id of ids.slice(0, -1)) await expect(page.locator(`h3#${id}`)).toHaveCount(1);
    await cards.last().tap();
    await expect(page.locator('section[aria-labelledby="contact-support"]')).toBeInViewport();
  });

  test('vi: the menu button is thumb-sized, the search labelled, the language switcher in the bar', async ({page}) => {
    const vi = localeByKey('vi');
    await page.goto('/vi/answer');
    const toggle = page.locator('.navbar__toggle');
    const box = (await toggle.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);

    const search = page.locator('.navbar').getByRole('button', {name: message(vi, 'search.label')});
    await expect(search).toBeVisible();
    await expect(search).toContainText(message(vi, 'search.short'));
    expect((await search.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // The language is changed without opening the menu.
    const language = page.locator('.navbar__items--right .dropdown > .navbar__link');
    await expect(language).toBeVisible();
    await expect(language).toContainText(vi.label);
    expect((await language.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await language.tap();
    // Every language a thumb-sized row.
    const list = page.locator('.navbar__items--right .dropdown__menu');
    await slidIn(list);
    const rows = list.getByRole('link');
    await expect(rows).toHaveCount(12);
    for (const row of await rows.all()) expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await rows.filter({hasText: 'ไทย'}).tap();
    await expect(page).toHaveURL('/th/answer');
  });

  test('th: in the open menu its close and theme buttons and its links are thumb-sized, the top row in line', async ({
    page,
  }) => {
    const th = localeByKey('th');
    await page.goto('/th/answer');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.locator('.navbar__toggle').tap();
    const sidebar = page.locator('.navbar-sidebar');
    await slidIn(sidebar);
    const close = sidebar.getByRole('button', {name: message(th, 'theme.docs.sidebar.closeSidebarButtonAriaLabel')});
    const theme = sidebar.locator('.navbar-sidebar__brand button').first();
    const targets = [
      close,
      theme,
      sidebar.locator('.navbar-sidebar__back'),
      ...(await sidebar.locator('.menu__link').all()),
    ];
    expect(targets.length).toBeGreaterThan(4);
    for (const target of targets) {
      if (!(await target.isVisible())) continue;
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height), await target.innerText()).toBeGreaterThanOrEqual(44);
    }
    // The menu's top row reads as one line: logo, theme and close buttons share a centre.
    const middle = async (target: typeof close) => {
      const box = (await target.boundingBox())!;
      return box.y + box.height / 2;
    };
    const row = await middle(close);
    for (const item of [sidebar.locator('.navbar-sidebar__brand .navbar__brand'), theme])
      expect(Math.abs((await middle(item)) - row)).toBeLessThanOrEqual(1);
    await close.tap();
    await expect(sidebar).toBeHidden();
  });

  test('th: the search box offers suggested searches when it opens, and a tap searches one', async ({page}) => {
    const th = localeByKey('th');
    await page.goto('/th/answer');
    await page
      .locator('[data-help-home]')
      .getByRole('button', {name: message(th, 'search.label')})
      .tap();
    const dialog = page.getByRole('dialog');
    const suggestions = dialog.getByRole('navigation', {name: message(th, 'search.suggestions')});
    const suggestion = suggestions.getByRole('button', {name: message(th, 'search.suggestion.refund')});
    await expect(suggestion).toBeVisible();
    await suggestion.tap();
    await expect(dialog.getByRole('combobox')).toHaveValue(message(th, 'search.suggestion.refund'));
    await expect(suggestions).toHaveCount(0);
    await expect(dialog.getByRole('option').first()).toBeVisible();
  });

  for (const key of ['vi', 'km']) {
    test(`${key}: the help home, the phone navbar and the search suggestions have no axe violations`, async ({
      page,
    }) => {
      const locale = localeByKey(key);
      await page.goto(localePath(locale, '/answer'));
      // Off-screen bands (content-visibility: auto) are rendered as a reader scrolling there sees
      // them; unrendered, axe reads the footer's text on no background (as accessibility.spec.ts does).
      await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
      expect(await violations(page)).toEqual([]);
      await page.locator('.navbar__items--right .dropdown > .navbar__link').tap();
      await slidIn(page.locator('.navbar__items--right .dropdown__menu'));
      expect(await violations(page, {include: '.navbar'})).toEqual([]);
      await page
        .locator('[data-help-home]')
        .getByRole('button', {name: message(locale, 'search.label')})
        .tap();
      await expect(page.getByRole('dialog').getByRole('navigation')).toBeVisible();
      expect(await violations(page, {include: 'dialog'})).toEqual([]);
    });
  }
});

test.describe('on a 390 px phone, before analytics is answered', () => {
  test.use({...phone, analyticsConsent: null});

  test('kk: the open menu is not covered by the analytics card: its last language can be tapped', async ({page}) => {
    const kk = localeByKey('kk');
    await page.goto('/kz/shopping');
    const card = page.getByRole('region', {name: message(kk, 'analytics.label')});
    await expect(card).toBeVisible();
    await page.locator('.navbar__toggle').tap();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.getByRole('button', {name: message(kk, 'theme.navbar.mobileLanguageDropdown.label')}).tap();
    await expect(card).toBeHidden();
    await sidebar.getByRole('link', {name: 'Русский'}).tap();
    await expect(page).toHaveURL('/ru/shopping');
    // Still to be answered on the next page.
    await expect(page.getByRole('region', {name: message(localeByKey('ru'), 'analytics.label')})).toBeVisible();
  });
});

test.describe('"did this answer help?"', () => {
  type DataLayerWindow = {dataLayer?: IArguments[]};
  const feedbackEvents = () =>
    ((window as unknown as DataLayerWindow).dataLayer ?? [])
      .map((args) => Array.from(args) as unknown[])
      .filter(([kind, name]) => kind === 'event' && name === 'answer_feedback')
      .map(([, , params]) => params);

  test.describe('with analytics allowed', () => {
    test.use({analyticsConsent: 'granted'});

    test('tells analytics which answer helped, and thanks the reader', async ({page}) => {
      const en = localeByKey('en');
      await page.goto('/en/answer');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect.poll(() => page.evaluate(() => typeof (window as {gtag?: unknown}).gtag)).toBe('function');
      const feedback = page.locator('[data-feedback="deposit"]');
      await expect(feedback).toContainText(message(en, 'feedback.question'));
      await feedback.getByRole('button', {name: message(en, 'feedback.no'), exact: true}).click();
      await expect(feedback.getByRole('status')).toContainText(message(en, 'feedback.thanks'));
      await expect(feedback.getByRole('status')).toBeFocused();
      expect(await page.evaluate(feedbackEvents)).toEqual([{answer_id: 'deposit', helpful: 'no'}]);
    });
  });

  test.describe('without it', () => {
    test.use({analyticsConsent: 'refused'});

    test('sends and stores nothing, and still thanks the reader', async ({page, context}) => {
      const vi = localeByKey('vi');
      const requests: string[] = [];
      await page.goto('/vi/answer');
      // The page's own idle prefetches are done before the click is watched.
      await prefetchesSettled(page);
      page.on('request', (r) => requests.push(r.url()));
      const storageBefore = await page.evaluate(() => JSON.stringify(window.localStorage));
      const cookiesBefore = await context.cookies();
      const feedback = page.locator('[data-feedback="cannot-take-battery"]');
      await feedback.getByRole('button', {name: message(vi, 'feedback.yes'), exact: true}).click();
      await expect(feedback.getByRole('status')).toHaveText(message(vi, 'feedback.thanks'));
      expect(await page.evaluate(feedbackEvents)).toEqual([]);
      expect(await page.evaluate(() => JSON.stringify(window.localStorage))).toBe(storageBefore);
      expect(await context.cookies()).toEqual(cookiesBefore);
      expect(requests).toEqual([]);
    });
  });

  test('without JavaScript the buttons show, disabled, and the answers read as before', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/vi/answer');
    await expect(page.locator('[data-help-home] [data-problem]').first()).toBeVisible();
    const buttons = page.locator('[data-feedback="deposit"] button');
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) await expect(button).toBeDisabled();
    await context.close();
  });
});

test.describe('support contacts', () => {
  test('a visitor’s language leads with its messenger, Vietnamese with the hotline; both say what a call costs', async ({
    page,
  }) => {
    for (const [key, first] of [
      ['vi', 'hotline'],
      ['th', 'line'],
      ['en', 'whatsapp'],
    ] as const) {
      const locale = localeByKey(key);
      await page.goto(localePath(locale, '/answer'));
      const block = page.locator('section[aria-labelledby="contact-support"]');
      await expect(block.locator('a[data-contact]').first(), key).toHaveAttribute('data-contact', first);
      await expect(block.locator(`[data-cost="${contacts.hotline.kind}"]`), key).toHaveText(
        message(locale, `contact.cost.${contacts.hotline.kind}`),
      );
      await expect(block, key).toContainText(message(locale, 'contact.reply.hotline'));
    }
  });
});

test('every tel: link of the built site dials its number as that kind is dialled in Vietnam', () => {
  const build = path.resolve(__dirname, '../../build');
  const numbers = Object.values(contacts as Record<string, unknown>).filter(
    (v): v is PhoneNumber => typeof v === 'object' && v !== null && 'kind' in v,
  );
  const byHref = new Map(numbers.map((n) => [telHref(n), n]));
  const html = (readdirSync(build, {recursive: true}) as string[]).filter((f) => f.endsWith('.html'));
  expect(html.length).toBeGreaterThan(20);
  let links = 0;
  for (const file of html) {
    for (const [, href] of readFileSync(path.join(build, file), 'utf8').matchAll(/href="?(tel:[^"\s>]*)/g)) {
      links += 1;
      const number = byHref.get(href!);
      expect(number, `${file}: ${href} is not one of src/data/contacts.ts's numbers as dialled`).toBeDefined();
      // A 1900/1800 number exists only inside Vietnam: never +84.
      if (domesticOnly(number!.kind)) expect(href, file).toMatch(/^tel:1[89]00\d+$/);
      else expect(href, file).toMatch(/^tel:\+84[1-9]\d{7,9}$/);
    }
  }
  expect(links).toBeGreaterThan(html.length);
});
