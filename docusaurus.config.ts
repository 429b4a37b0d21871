import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {locales, defaultLocale, localeByKey} from './src/data/locales';
import {docsVersionOptions, vietnamDate} from './src/data/helpCenter';
import {helpPages, productMenu, faqPath, venuesMenuItem} from './src/data/navigation';
import crashProbePlugin from './src/plugins/crashProbe';
import languagePlugin from './src/plugins/language';
import localeFormatPlugin from './src/plugins/localeFormat';
import qrCodesPlugin from './src/plugins/qrCodes';
import noPrismPlugin from './src/plugins/upstream/noPrism';
import lazyProgressBarPlugin from './src/plugins/upstream/lazyProgressBar';
import noTslibPlugin from './src/plugins/upstream/noTslib';
import pageTranslationsPlugin from './src/plugins/upstream/pageTranslations';
import windowSizeTransitionPlugin from './src/plugins/upstream/windowSizeTransition';
import routeChunksInHtmlPlugin from './src/plugins/upstream/routeChunksInHtml';
import robotsPlugin from './src/plugins/robots';
import stylesPlugin from './src/plugins/styles';
import hostingPlugin from './src/plugins/hosting';
import searchPlugin from './src/plugins/search';
import offlineHelpPlugin from './src/plugins/offline';
import helpHomeRemark from './src/plugins/helpHome/remark';
import {withAlternates} from './src/lib/seo';
import {rootRedirectFromEnv} from './src/plugins/language/rootRedirect';
import {assertReadyForProduction} from './src/lib/goLive';

// A production build (SITE_ENV=production) stops here, naming every sample
// contact, account, URL or figure still in src/data or the environment.
assertReadyForProduction(process.env);
// Canonical URLs, the sitemap and the address printed on agreements. Preview
// and test builds may leave it unset; production must give it.
const siteUrl = process.env.SITE_URL ?? 'https://www.example.com';
// Docusaurus loads this config once per locale and names the locale here.
const currentLocale = localeByKey(process.env.DOCUSAURUS_CURRENT_LOCALE ?? '') ?? defaultLocale;

const config: Config = {
  title: currentLocale.siteName,
  favicon: 'img/favicon.svg',
  // Each locale's build also copies its own static files: its social card.
  staticDirectories: ['static', `i18n/${currentLocale.key}/static`],
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  // Its inline script only warns about a misconfigured baseUrl, which the
  // e2e tests already catch; without it the CSP needs one hash fewer per locale.
  baseUrlIssueBanner: false,
  // One theme choice for the whole site, not one per locale: a reader who
  // picks dark mode in /vi keeps it in /en (v4 namespaces storage by baseUrl).
  storage: {namespace: false},

  customFields: {
    // The API host of the customisation form. Production builds use the real
    // host; `npm run preview` and the tests point it at the local API.
    apiBaseUrl: process.env.API_BASE_URL ?? 'https://api.example.com',
    // Optional redirect of `/` to one locale (ROOT_REDIRECT_LOCALE), off by default.
    rootRedirect: rootRedirectFromEnv(process.env),
    // The day of the build: pages render which agreement version is in force
    // on it, and the browser corrects that to its own today after hydration.
    buildDate: vietnamDate(new Date()),
    // Google Analytics 4, when GTAG_ID is set, and then only for visitors who
    // allow it (src/lib/analytics.ts); without it no analytics code exists.
    gtagId: process.env.GTAG_ID ?? '',
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  future: {
    // v4 turns on Docusaurus Faster (Rspack, SWC, Lightning CSS): a 12-locale
    // build takes ~1.5 min instead of 5–8.
    v4: true,
  },

  i18n: {
    defaultLocale: defaultLocale.key,
    locales: locales.map((l) => l.key) as [string, ...string[]],
    localeConfigs: Object.fromEntries(
      locales.map((l) => [l.key, {label: l.label, htmlLang: l.htmlLang, baseUrl: l.prefix ? `/${l.prefix}/` : '/'}]),
    ),
  },

  presets: [
    [
      'classic',
      {
        docs: {
          // Help pages live at the site root: /answer, /privacys, ...
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // The current agreements stay at /answer, /privacys, ...; earlier
          // versions remain readable under /v1/... with a "superseded" banner.
          lastVersion: 'current',
          versions: docsVersionOptions(),
          // The FAQ's top becomes the help home; each answer asks whether it helped.
          remarkPlugins: [helpHomeRemark],
        },
        blog: false,
        theme: {customCss: './src/css/custom.scss'},
        sitemap: {
          // Each entry also names the page in the other 11 locales (hreflang).
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            withAlternates(await defaultCreateSitemapItems(params), siteUrl),
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    'docusaurus-plugin-sass',
    stylesPlugin,
    languagePlugin,
    localeFormatPlugin,
    qrCodesPlugin,
    noPrismPlugin,
    lazyProgressBarPlugin,
    noTslibPlugin,
    pageTranslationsPlugin,
    windowSizeTransitionPlugin,
    routeChunksInHtmlPlugin,
    robotsPlugin,
    searchPlugin,
    offlineHelpPlugin,
    hostingPlugin,
    crashProbePlugin,
  ],
  clientModules: [
    './src/clientModules/chunkReload.ts',
    './src/clientModules/loadingBar.ts',
    './src/clientModules/prefetch.ts',
    './src/clientModules/pageTransition.ts',
    './src/clientModules/anchorAliases.ts',
    './src/clientModules/analytics.ts',
  ],

  themeConfig: {
    // The Open Graph / Twitter card of every page, in the page's language
    // (drawn by scripts/build/og-images.ts).
    image: 'img/og.png',
    colorMode: {respectPrefersColorScheme: true},
    // No code is highlighted (src/theme/CodeBlock); an empty theme keeps the
    // default's colours out of the config every page's main script carries.
    prism: {theme: {plain: {}, styles: []}},
    navbar: {
      title: currentLocale.siteName,
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {
          type: 'dropdown',
          label: '产品',
          position: 'left',
          items: [
            // Anchors of one page: by path alone all three would show as the page the reader is
            // on. None is marked; the venues page, a page of its own, is when it is open.
            ...productMenu.map((p) => ({label: p.label, to: `/#${p.id}`, activeBaseRegex: '^(?!)'})),
            venuesMenuItem,
          ],
        },
        {to: '/shopping', label: '产品目录', position: 'left'},
        // The FAQ opens with the help home: "Help" is what a renter in trouble looks for.
        {to: faqPath, label: '帮助', position: 'left'},
        {
          type: 'dropdown',
          label: '政策',
          position: 'left',
          items: helpPages.map((p) => ({label: p.label, to: `/${p.id}`})),
        },
        {to: '/about', label: '关于我们', position: 'left'},
        {type: 'search', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      copyright: `© ${new Date().getFullYear()} ${currentLocale.siteName}`,
      links: [
        {title: '政策', items: helpPages.map((p) => ({label: p.label, to: `/${p.id}`}))},
        {
          title: '客户支持',
          items: [
            {label: '常见问题', to: faqPath},
            {label: '下载应用', to: '/uploadPage'},
            {label: '关于我们', to: '/about'},
          ],
        },
      ],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
