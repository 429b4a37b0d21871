/**
 * The go-live guard: a production build must not publish sample contacts,
 * store ids, messenger accounts, URLs or figures. docusaurus.config.ts runs it
 * when SITE_ENV=production; preview and test builds keep the samples.
 * Relative imports only: the config loads this file outside webpack.
 */
import {salesReply, tariff} from '../data/business';
import {appLinks, contacts, offices, people} from '../data/contacts';
import {messengersByLocale, type MessengerAccount} from '../data/messengers';
import {placeholderPatterns, sampleValues} from '../data/sampleData';

type Leaf = string | number;
type Tree = {[key: string]: Leaf | Tree | undefined};

/** What the site publishes that the business must supply: the data, plus the build's own URLs. */
export type SiteFacts = {
  contacts: Tree;
  people: Tree;
  offices: Tree;
  appLinks: Tree;
  messengers: Tree;
  tariff: Tree;
  salesReply: Tree;
  /** SITE_URL: canonical URLs, the sitemap, and the address printed on agreements. */
  siteUrl: string | undefined;
  /** API_BASE_URL: where the customisation form sends requests. */
  apiBaseUrl: string | undefined;
};

/** Messenger accounts by kind; a kind with several accounts adds the handle (line@chargeshare.th). */
function messengerTree(accounts: readonly MessengerAccount[]): Tree {
  const unique = [...new Map(accounts.map((a) => [a.url, a])).values()];
  return Object.fromEntries(
    unique.map((a) => [unique.filter((b) => b.kind === a.kind).length > 1 ? `${a.kind}${a.handle}` : a.kind, a.url]),
  );
}

/** Today's data, with the URLs the build was given. */
export function siteFacts(env: {SITE_URL?: string; API_BASE_URL?: string}): SiteFacts {
  return {
    contacts: contacts as unknown as Tree,
    people: Object.fromEntries(people.map((p) => [p.role, {name: p.name, email: p.email}])),
    offices: Object.fromEntries(offices.map((o) => [o.city, o.address])),
    appLinks: {...appLinks},
    messengers: messengerTree(Object.values(messengersByLocale).flat()),
    tariff: {...tariff},
    salesReply: {...salesReply},
    siteUrl: env.SITE_URL,
    apiBaseUrl: env.API_BASE_URL,
  };
}

function leaves(tree: Tree, prefix = ''): [string, Leaf][] {
  return Object.entries(tree).flatMap(([key, value]): [string, Leaf][] => {
    const at = prefix ? `${prefix}.${key}` : key;
    if (value === undefined) return [];
    return typeof value === 'object' ? leaves(value, at) : [[at, value]];
  });
}

export type Placeholder = {what: string; value: string};

/**
 * Every value that is still sample: declared in sampleData.ts with the value it
 * still has, or holding an example domain or id, or a URL the build was not given.
 */
export function placeholdersIn(facts: SiteFacts): Placeholder[] {
  const found: Placeholder[] = [];
  const {siteUrl, apiBaseUrl, ...data} = facts;
  for (const [what, value] of leaves(data as Tree)) {
    const sample = sampleValues[what] === value;
    const pattern = typeof value === 'string' && placeholderPatterns.some((p) => p.test(value));
    if (sample || pattern) found.push({what, value: String(value)});
  }
  for (const [what, value] of [
    ['SITE_URL', siteUrl],
    ['API_BASE_URL', apiBaseUrl],
  ] as const) {
    if (!value) found.push({what, value: '(not set)'});
    else if (placeholderPatterns.some((p) => p.test(value))) found.push({what, value});
  }
  return found;
}

/** The build's error: each placeholder on its own line, with where to give the real value. */
export function goLiveReport(placeholders: readonly Placeholder[]): string {
  return [
    `SITE_ENV=production: ${placeholders.length} value(s) are still sample data.`,
    'Give the real ones in src/data/ (see src/data/sampleData.ts) or in the build environment:',
    ...placeholders.map((p) => `  - ${p.what}: ${p.value}`),
  ].join('\n');
}

/** Throws, naming every placeholder, when a production build would publish one. */
export function assertReadyForProduction(env: Record<string, string | undefined>): void {
  if (env.SITE_ENV !== 'production') return;
  const placeholders = placeholdersIn(siteFacts(env));
  if (placeholders.length > 0) throw new Error(goLiveReport(placeholders));
}
