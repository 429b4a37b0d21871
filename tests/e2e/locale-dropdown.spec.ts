import {expect, test} from './fixtures';
import {localeByKey, message} from './support';

test('the locale dropdown lists native names and keeps path, query and hash', async ({page}) => {
  await page.goto('/vi/answer?ref=support#top');
  // Menus open on the client: wait until React has taken over the page.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const dropdown = page.locator('.navbar__items--right .dropdown');
  await dropdown.hover();
  const items = dropdown.locator('.dropdown__menu a');
  await expect(items).toHaveText([
    '中文',
    'English',
    'Tiếng Việt',
    'ไทย',
    'Filipino',
    'Bahasa Indonesia',
    '日本語',
    'ខ្មែរ',
    'Bahasa Melayu',
    '한국어',
    'Қазақ тілі',
    'Русский',
  ]);
  await items.getByText('ไทย', {exact: true}).click();
  await expect(page).toHaveURL('/th/answer?ref=support#top');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');

  await dropdown.hover();
  await items.getByText('中文', {exact: true}).click();
  await expect(page).toHaveURL('/answer?ref=support#top');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
});

test('on a phone the locale menu sits in the sidebar and switches too', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  const km = localeByKey('km');
  await page.goto('/kh/shopping');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByRole('button', {name: message(km, 'theme.docs.sidebar.toggleSidebarButtonAriaLabel')}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await sidebar.getByRole('button', {name: message(km, 'theme.navbar.mobileLanguageDropdown.label')}).click();
  await sidebar.getByRole('link', {name: '日本語'}).click();
  await expect(page).toHaveURL('/jp/shopping');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});
