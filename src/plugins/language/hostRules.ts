/**
 * Language at the edge (saved choice, then the browser's languages,
 * then the default), decided by the static host before any HTML is sent, on
 * the home path only: deep links are never moved, and crawlers (which send
 * no Accept-Language) get `/` as it is. One source, every host:
 * - Netlify reads the `_redirects` file written from here, and
 *   scripts/dev/serve.ts applies the same file the same way;
 * - nginx reads the maps of src/plugins/hosting/nginxConfig.ts;
 * - hosts without rules (GitHub Pages, S3, Cloudflare Pages, which ignores
 *   conditional lines) fall back on the head script of ./index.ts.
 */
import {defaultLocale, localeBaseUrl, localeByCode, locales} from '../../data/locales';
import {COOKIE} from './preference';
import type {RootRedirect} from './rootRedirect';

/** The tags of an Accept-Language header, most wanted first; `q=0` means "not this one". */
export function acceptLanguageTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.map((p) => /^q=([\d.]+)$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return {tag, q: q === undefined ? 1 : Number(q), order};
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((t) => t.tag);
}

const primarySubtag = (tag: string) => tag.toLowerCase().split(/[-_]/)[0]!;

/** The names of the cookies a request carries. */
function cookieNames(header: string | undefined): Set<string> {
  return new Set(
    (header ?? '')
      .split(';')
      .map((c) => c.split('=')[0]!.trim())
      .filter(Boolean),
  );
}

/**
 * The `_redirects` file (Netlify syntax). Rules are forced (`!`): `/` is a
 * file (index.html), and Netlify serves an existing file before an unforced
 * rule. Netlify's `Cookie=` tests only that a cookie exists, so a saved
 * choice keeps `/` and the page itself then follows the saved value.
 */
export function redirectsFile(rootRedirect: RootRedirect): string {
  const lines = ['# Written by the build from src/data/locales.ts (src/plugins/language/hostRules.ts); do not edit.'];
  const target = rootRedirect && localeByCode(rootRedirect.locale);
  if (target) {
    lines.push('# ROOT_REDIRECT_LOCALE: the home page always goes to one locale.');
    lines.push(`/  ${localeBaseUrl(target)}  ${rootRedirect.status}!`);
  } else {
    lines.push('# The home page follows a saved choice, else the browser language; other pages stay as linked.');
    lines.push(`/  /index.html  200!  Cookie=${COOKIE}`);
    for (const locale of locales) {
      const to = locale === defaultLocale ? '/index.html  200!' : `${localeBaseUrl(locale)}  302!`;
      lines.push(`/  ${to}  Language=${locale.browserTags.join(',')}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export type RedirectRule = {
  from: string;
  to: string;
  status: number;
  force: boolean;
  /** Lower-cased condition name → its values: `language` → ['vi'], `cookie` → ['lang']. */
  conditions: Record<string, string[]>;
};

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', code = '301', ...rest] = line.split(/\s+/);
      const conditions = Object.fromEntries(
        rest.map((c) => {
          const [name = '', values = ''] = c.split('=');
          return [name.toLowerCase(), values.toLowerCase().split(',')];
        }),
      );
      return {from, to, status: Number(code.replace('!', '')), force: code.endsWith('!'), conditions};
    });
}

export type HostRequest = {pathname: string; cookie?: string; acceptLanguage?: string};

/**
 * The rule a host applies to a request, as Netlify does: the first rule, in
 * file order, whose path and conditions match. A `Language=` condition holds
 * when the visitor's most wanted language among those the file names is in
 * its list; that is the browser's own detection (first supported language).
 * An unforced rule yields to an existing file.
 */
export function matchRedirect(
  rules: readonly RedirectRule[],
  request: HostRequest,
  fileExists: (pathname: string) => boolean = () => false,
): RedirectRule | undefined {
  const named = new Set(rules.flatMap((r) => r.conditions.language ?? []));
  const preferred = acceptLanguageTags(request.acceptLanguage)
    .map(primarySubtag)
    .find((t) => named.has(t));
  const cookies = cookieNames(request.cookie);
  return rules.find(
    (r) =>
      r.from === request.pathname &&
      (r.force || !fileExists(request.pathname)) &&
      (!r.conditions.cookie || r.conditions.cookie.some((name) => cookies.has(name))) &&
      (!r.conditions.language || (preferred !== undefined && r.conditions.language.includes(preferred))),
  );
}

/** Paths whose answer depends on the visitor's language or cookies: they need `Vary`. */
export function conditionalPaths(rules: readonly RedirectRule[]): Set<string> {
  return new Set(rules.filter((r) => r.conditions.language || r.conditions.cookie).map((r) => r.from));
}

/**
 * Applies the written rules to the requests each locale's visitors send and
 * lists every answer that disagrees with src/data/locales.ts: the build
 * fails on any, so the file cannot drift from the locale table.
 */
export function redirectsDisagreements(text: string): string[] {
  const rules = parseRedirects(text);
  const problems: string[] = [];
  const expect = (what: string, request: HostRequest, location: string | undefined) => {
    const rule = matchRedirect(rules, request, () => true);
    const got = rule && rule.status >= 300 && rule.status < 400 ? rule.to : undefined;
    if (got !== location)
      problems.push(`${what}: expected ${location ?? 'no redirect'}, rules give ${got ?? 'no redirect'}`);
  };
  for (const locale of locales) {
    const home = locale === defaultLocale ? undefined : localeBaseUrl(locale);
    for (const tag of locale.browserTags) {
      expect(`a ${tag} browser at /`, {pathname: '/', acceptLanguage: `${tag}-XX,${tag};q=0.9,en;q=0.5`}, home);
      expect(
        `a ${tag} browser whose first language the site lacks`,
        {pathname: '/', acceptLanguage: `de-DE,${tag};q=0.8`},
        home,
      );
    }
    expect(
      `a saved choice with a ${locale.key} browser`,
      {pathname: '/', cookie: `${COOKIE}=zh`, acceptLanguage: locale.browserTags[0]},
      undefined,
    );
    expect(
      `a deep link with a ${locale.key} browser`,
      {pathname: '/answer', acceptLanguage: locale.browserTags[0]},
      undefined,
    );
  }
  expect('a crawler (no Accept-Language)', {pathname: '/'}, undefined);
  return problems;
}
