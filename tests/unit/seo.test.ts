import {describe, expect, it} from 'vitest';
import {alternatesOf, robotsTxt, withAlternates} from '../../src/lib/seo';

const site = 'https://www.example.com';

describe('sitemap alternates', () => {
  it('name the same page under every locale prefix, and x-default at the root', () => {
    const links = alternatesOf(`${site}/kz/v1/answer`, site);
    expect(links).toHaveLength(13);
    expect(links).toContainEqual({lang: 'zh-Hans', url: `${site}/v1/answer`});
    expect(links).toContainEqual({lang: 'fil', url: `${site}/fb/v1/answer`});
    expect(links).toContainEqual({lang: 'x-default', url: `${site}/v1/answer`});
  });

  it('keep home pages as locale roots, from the default locale too', () => {
    expect(alternatesOf(`${site}/`, site)).toContainEqual({lang: 'ja', url: `${site}/jp/`});
    expect(alternatesOf(`${site}/ru/`, site)).toContainEqual({lang: 'zh-Hans', url: `${site}/`});
  });

  it('are added to the plugin items without losing their fields', () => {
    const [item] = withAlternates([{url: `${site}/en/about`, changefreq: 'weekly'}], site);
    expect(item.changefreq).toBe('weekly');
    expect(item.links).toContainEqual({lang: 'vi', url: `${site}/vi/about`});
  });
});

it('robots.txt lists the sitemap of each of the 12 locales', () => {
  const sitemaps = robotsTxt(site).match(/^Sitemap: .+$/gm);
  expect(sitemaps).toHaveLength(12);
  expect(sitemaps).toContain(`Sitemap: ${site}/kh/sitemap.xml`);
});
