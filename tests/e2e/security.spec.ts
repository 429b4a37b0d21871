import {test, expect} from './fixtures';

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

test('pages are served with a Content-Security-Policy without unsafe-eval or inline script', async ({page}) => {
  const response = await page.goto('/vi/answer');
  const policy = directives(response!.headers()['content-security-policy'] ?? '');
  expect(policy.get('script-src')).toContain("'self'");
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  // The theme's inline script is allowed by its hash: it set the colour mode.
  await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
});

test('an injected inline script does not run', async ({browser}) => {
  // A context of its own: the shared fixture fails tests on any CSP report.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/en/about', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>window.injected = true</script></body>');
    await route.fulfill({response, body: html});
  });
  const refused = page.waitForEvent('console', (m) => /Content Security Policy/.test(m.text()));
  await page.goto('/en/about');
  await refused;
  expect(await page.evaluate(() => (window as {injected?: boolean}).injected)).toBeUndefined();
  await context.close();
});

test('hashed assets are cached for a year; pages are revalidated', async ({page, request}) => {
  const assets: string[] = [];
  page.on('response', (r) => r.url().includes('/assets/js/') && assets.push(r.url()));
  const response = await page.goto('/th/');
  expect(response!.headers()['cache-control']).toContain('must-revalidate');
  expect(assets.length).toBeGreaterThan(0);
  expect((await request.get(assets[0])).headers()['cache-control']).toContain('immutable');
});
