/**
 * Versions of the help documents. The current version lives in docs/ at the
 * routes of the spec; earlier ones are Docusaurus doc versions under their own
 * path, kept so a renter can read the terms they accepted.
 */
export type AgreementVersion = {
  /** The version named in each document's front matter. */
  version: string;
  /** Docusaurus docs version name ('current' for docs/). */
  docsVersion: string;
  /** ISO date the version took effect. */
  effectiveDate: string;
};

/** Newest first. */
export const agreementVersions: readonly AgreementVersion[] = [
  {version: '2.0', docsVersion: 'current', effectiveDate: '2026-07-01'},
  {version: '1.0', docsVersion: '1.0', effectiveDate: '2025-03-01'},
];

/** Docs that are agreements (they carry a version and an effective date). */
export const agreementDocIds = ['userAgreements', 'privacys', 'leaseAgreement', 'salesRefund'] as const;
