/**
 * The site's nginx configuration, written by the build next to `_headers`
 * and `_redirects` from the same sources, so that nginx serves what Netlify
 * and scripts/dev/serve.ts serve:
 * - `_nginx/http.conf` (include in `http {}`): the maps that choose the home
 *   page's language and each response's caching;
 * - `_nginx/server.conf` (include in the HTTPS `server {}`): headers, clean
 *   URLs, each locale's 404 page, and build-internal files kept private.
 * Unlike Netlify, nginx can read the saved choice's value, so a visitor who
 * picked Tiếng Việt is sent from `/` to `/vi/` before any HTML is sent.
 */
import {defaultLocale, localeBaseUrl, localeByCode, locales, urlPrefixes} from '../../data/locales';
import {COOKIE, CRAWLER} from '../language/preference';
import type {RootRedirect} from '../language/rootRedirect';

const PREFIXES = urlPrefixes;
const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

export function nginxHttpConf(): string {
  const tags = locales.flatMap((l) => l.browserTags);
  return `# Written by the build from src/data/locales.ts (src/plugins/hosting/nginxConfig.ts); do not edit.
# Include inside http {}, before the server block that includes server.conf.

# Crawlers index every page as served: never redirected.
map $http_user_agent $site_crawler {
  default 0;
  ${quote(`~*${CRAWLER.source}`)} 1;
}

# The saved choice (cookie ${COOKIE}, set by the language menu): its locale's home.
map $cookie_${COOKIE} $site_saved_home {
  default "";
${locales.map((l) => `  ${l.code} ${localeBaseUrl(l)};`).join('\n')}
}

# The first language of Accept-Language (in the browser's order) that the site has.
map $http_accept_language $site_browser_tag {
  default "";
  ${quote(`~*^(?:[^,]*,)*?\\s*(?<site_tag>${tags.join('|')})(?:[-_;,\\s]|$)`)} $site_tag;
}
map $site_browser_tag $site_browser_home {
  default "";
${locales.map((l) => `  ${quote(`~*^(?:${l.browserTags.join('|')})$`)} ${localeBaseUrl(l)};`).join('\n')}
}

# Where / sends this visitor: saved choice, else browser language, else nowhere.
map "$site_crawler|$site_saved_home|$site_browser_home" $site_home_redirect {
  default "";
  "~^1\\|" "";
  "~^0\\|${localeBaseUrl(defaultLocale)}\\|" "";
  "~^0\\|(?<site_saved>/[a-z]+/)\\|" $site_saved;
  "~^0\\|\\|(?<site_browser>/[a-z]+/)$" $site_browser;
}

# Only a successful answer may be cached: a 404 during a deploy must not stick.
map $status $site_asset_cache {
  default "no-store";
  200 ${quote(ONE_YEAR_IMMUTABLE)};
  304 ${quote(ONE_YEAR_IMMUTABLE)};
}
map $status $site_page_cache {
  default "no-store";
  200 ${quote(REVALIDATE)};
  304 ${quote(REVALIDATE)};
}
`;
}

/**
 * `add_header` in a location replaces every inherited one, so each location
 * repeats the site's headers (always: error pages carry them too).
 */
function headerLines(headers: Record<string, string>, cache: string, indent = '  '): string {
  return [
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    `add_header Cache-Control ${cache} always;`,
  ]
    .map((line) => indent + line)
    .join('\n');
}

export function nginxServerConf(headers: Record<string, string>, rootRedirect: RootRedirect): string {
  const root = rootRedirect && localeByCode(rootRedirect.locale);
  const home = root
    ? `  return ${rootRedirect.status} ${localeBaseUrl(root)}$is_args$args;`
    : `  if ($site_home_redirect) {
    # The query goes along (/?utm_source=zalo → /vi/?utm_source=zalo).
    return 302 $site_home_redirect$is_args$args;
  }
${headerLines(headers, '$site_page_cache')}
  add_header Vary "Accept-Language, Cookie" always;
  try_files /index.html =404;`;
  return `# Written by the build from src/plugins/hosting/securityHeaders.ts and src/data/locales.ts
# (src/plugins/hosting/nginxConfig.ts); do not edit. Include inside the HTTPS server {},
# after \`root\`, with _nginx/http.conf included in http {}.
error_page 404 /404.html;

# The home page: the visitor's language, first visit only.
location = / {
${home}
}

# Build-internal files: the host's configuration is nobody's business.
location ^~ /_nginx/ { internal; }
location = /_headers { internal; }
location = /_redirects { internal; }

# Hashed assets: immutable when found; a missing one (mid-deploy) is not cached.
location ~ "^/(?:(?:${PREFIXES.join('|')})/)?assets/" {
${headerLines(headers, '$site_asset_cache')}
  try_files $uri =404;
}

# Each locale's pages, with its own 404 page.
location ~ "^/(?<site_locale>${PREFIXES.join('|')})(?:/|$)" {
${headerLines(headers, '$site_page_cache')}
  error_page 404 /$site_locale/404.html;
  try_files $uri $uri.html $uri/index.html =404;
}

location / {
${headerLines(headers, '$site_page_cache')}
  try_files $uri $uri.html $uri/index.html =404;
}
`;
}
