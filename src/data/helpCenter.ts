/**
 * The help center's documents and their versions: the one list from which
 * the sidebar, the navbar and footer, the docs plugin's versions and the
 * e2e routes are derived. The documents are MDX in docs/ (Chinese, the
 * source) and i18n/<locale>/docusaurus-plugin-content-docs/.
 */

/** The FAQ, at `/answer` (the URL support staff paste). */
export const faq = {id: 'answer', label: '常见问题'} as const;

/** The four agreements (the spec's policy list), in its order. Labels are the zh source. */
export const agreements = [
  {id: 'userAgreements', label: '用户协议'},
  {id: 'privacys', label: '隐私政策'},
  {id: 'leaseAgreement', label: '充电租借协议'},
  {id: 'salesRefund', label: '退款协议'},
] as const;

export type AgreementId = (typeof agreements)[number]['id'];

/** Docs that are agreements (they carry a version and an effective date). */
export const agreementDocIds: readonly AgreementId[] = agreements.map((a) => a.id);

/** Every help document, in sidebar order. */
export const helpDocIds: readonly string[] = [faq.id, ...agreementDocIds];

export const faqPath = `/${faq.id}`;

/**
 * The problems renters most often call about, in the order the FAQ's help
 * home shows them as cards: each the heading id of a troubleshooting answer.
 * A card shows only where its answer exists in that language's FAQ.
 */
export const topProblems = [
  'cannot-take-battery',
  'return-not-recorded',
  'deposit-not-refunded',
  'charged-wrongly',
  'station-full',
  'battery-not-working',
] as const;

export type AgreementVersion = {
  /** The version named in each document's front matter. */
  version: string;
  /** Docusaurus docs version name: 'current' for docs/, else its versions.json entry. */
  docsVersion: string;
  /** ISO date the version took effect. */
  effectiveDate: string;
  /** URL segment of an earlier version (`/v1/privacys`); the current one has none. */
  path?: string;
};

/**
 * Newest first. Publishing a new version: `npx docusaurus docs:version 2.0`
 * (it copies docs/ as version 2.0), then one edit here: the new current
 * entry on top, and the old one pointing at its docsVersion and path; and
 * the archived version's figures in src/data/termsFigures.ts.
 */
export const agreementVersions: readonly AgreementVersion[] = [
  {version: '2.1', docsVersion: 'current', effectiveDate: '2026-11-27'},
  {version: '2.0', docsVersion: '2.0', effectiveDate: '2026-07-01', path: 'v2'},
  {version: '1.0', docsVersion: '1.0', effectiveDate: '2025-03-01', path: 'v1'},
];

/** The docs plugin's `versions` option: the current version at the spec's routes, earlier ones marked replaced. */
export function docsVersionOptions(): Record<string, {label: string; path?: string; banner?: 'unmaintained'}> {
  return Object.fromEntries(
    agreementVersions.map((v) => [
      v.docsVersion,
      v.docsVersion === 'current' ? {label: v.version} : {label: v.version, path: v.path, banner: 'unmaintained'},
    ]),
  );
}

/**
 * Which version governs on a day (ISO date): the newest that has taken
 * effect. A version is published before its effective date (the notice the
 * agreements promise), so for a while the current pages are not yet in force.
 */
export function versionInForce(today: string): AgreementVersion {
  return agreementVersions.find((v) => v.effectiveDate <= today) ?? agreementVersions[agreementVersions.length - 1]!;
}

export type VersionStatus = 'upcoming' | 'inForce' | 'replaced';

export function versionStatus(docsVersion: string, today: string): VersionStatus {
  const version = agreementVersions.find((v) => v.docsVersion === docsVersion);
  if (!version) throw new Error(`Unknown agreement version ${docsVersion}`);
  if (version.effectiveDate > today) return 'upcoming';
  return versionInForce(today) === version ? 'inForce' : 'replaced';
}

/** The last day a version is in force: the day before the next one takes effect (ISO dates). */
export function lastDayBefore(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** Vietnam keeps UTC+7 all year: no daylight saving since 1975. */
const VIETNAM_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * The calendar day in Vietnam (ISO), where the agreements' dates apply. By
 * offset, not Intl's time zones: a phone's first Intl.DateTimeFormat with a
 * timeZone loads zone data, ~15 ms of a help page's start-up on a fast CPU.
 */
export function vietnamDate(at: Date): string {
  return new Date(at.getTime() + VIETNAM_UTC_OFFSET_MS).toISOString().slice(0, 10);
}
