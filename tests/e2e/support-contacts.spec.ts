import type {Locator} from '@playwright/test';
import {expect, test} from './fixtures';
import {contacts, telHref} from '../../src/data/contacts';
import {messengersByLocale} from '../../src/data/messengers';
import {localeByKey, localePath} from './support';

// A foreign SIM cannot dial the 1900 hotline: where a renter is told to call it, or looks up our
// numbers, the messenger of their language is one tap away beside it. Names as each language writes them.
const messengerShown = [
  ['vi', 'Zalo'],
  ['th', 'LINE'],
  ['ko', '카카오톡'],
] as const;
for (const [key, name] of messengerShown) {
  test(`${key}: the FAQ's intro, OTP and lost power bank answers, home and about offer ${name} beside the hotline`, async ({
    page,
  }) => {
    const locale = localeByKey(key);
    expect(messengersByLocale[key]).toHaveLength(1);
    const [account] = messengersByLocale[key];
    const offersBoth = async (where: Locator, what: string) => {
      await expect(where.locator(`a[href="${telHref(contacts.hotline)}"]`), `${what}: hotline`).toHaveCount(1);
      const chat = where.locator(`a[href="${account!.url}"]`);
      await expect(chat, `${what}: ${name}`).toHaveText(name);
      await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    };
    await page.goto(localePath(locale, '/answer'));
    await offersBoth(page.locator('article header + p'), 'FAQ intro');
    for (const id of ['otp-not-received', 'lost-battery'])
      await offersBoth(page.locator(`article div:has(> h3#${id}) + p`), `#${id}`);

    await page.goto(localePath(locale, '/'));
    await offersBoth(page.locator('section#contact dl'), 'home contact');
    await page.goto(localePath(locale, '/about'));
    await offersBoth(page.locator('section#contacts'), 'about contacts');
  });
}

test('the agreements, the app page and the 404 page show the contacts too', async ({page}) => {
  const ru = localeByKey('ru');
  for (const path of ['/privacys', '/v2/userAgreements', '/uploadPage', '/no-such-page']) {
    await page.goto(localePath(ru, path));
    await expect(page.locator('[data-contact="hotline"]'), path).toBeVisible();
    await expect(page.locator('main [data-contact="telegram"]'), path).toHaveAttribute(
      'href',
      messengersByLocale.ru[0]!.url,
    );
  }
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('the hotline is one tap and no code to scan is shown', async ({page}) => {
    await page.goto('/th/answer');
    const block = page.locator('section[aria-labelledby="contact-support"]');
    await block.scrollIntoViewIfNeeded();
    const hotline = block.locator('[data-contact="hotline"]');
    await expect(hotline).toHaveAttribute('href', telHref(contacts.hotline));
    // A thumb-sized target (WCAG 2.5.5: 44 × 44 CSS px).
    const box = (await hotline.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(block.locator('[data-qr]')).toBeHidden();
    await expect(block.locator('[data-contact="line"]')).toBeVisible();
  });
});
