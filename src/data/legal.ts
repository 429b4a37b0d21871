/**
 * The periods the agreements promise, in one place so that 12 translations
 * can never disagree (rendered by <Period of="…"/>). Where a law sets the
 * period, the comment names it; our promise is never longer than the law's.
 */
export type PeriodUnit = 'day' | 'workingDay' | 'month' | 'year';
export type Period = {count: number; unit: PeriodUnit};

export const legalPeriods = {
  /** A change that is not in the renter's favour is announced this long before it applies. */
  changeNotice: {count: 30, unit: 'day'},
  /**
   * A complaint or fee dispute is answered, and negotiation begun, within this
   * (Law on Protection of Consumers' Rights No. 19/2023/QH15, art. 57(2)).
   */
  complaintAnswer: {count: 7, unit: 'workingDay'},
  /**
   * A data-protection request is acknowledged within this, counted from its
   * receipt (Decree 356/2025/ND-CP: 2 working days from receipt).
   */
  dataRequestAcknowledge: {count: 2, unit: 'workingDay'},
  /**
   * …and carried out within this, also from receipt; the decree allows 10 to
   * 20 days by kind of request (15 to stop processing, 20 where a processor
   * must stop too), extendable once.
   */
  dataRequestComplete: {count: 10, unit: 'day'},
  /**
   * The cross-border transfer impact assessment dossier reaches the
   * data-protection agency of the Ministry of Public Security within this
   * after the first transfer (Law on Personal Data Protection No. 91/2025/QH15).
   */
  transferDossier: {count: 60, unit: 'day'},
  /**
   * A power bank reported lost, or kept until the fees reached the deposit,
   * that is brought back within this after its rental ended counts as returned
   * then: the fee is counted up to that day (capped at the deposit) and the
   * rest of the deposit is refunded. SAMPLE: the business confirms the period.
   */
  lateReturnWindow: {count: 30, unit: 'day'},
  /** After an account is closed, its data is deleted or anonymised within this. */
  accountDeletion: {count: 30, unit: 'day'},
  /**
   * Rental, payment, refund and invoice records (Law on Accounting
   * No. 88/2015/QH13, art. 41; Decree 174/2016/ND-CP: at least 10 years).
   */
  accountingRecords: {count: 10, unit: 'year'},
  /** Support messages and e-mails: the limitation period for contract disputes (Civil Code 2015, art. 429). */
  supportRecords: {count: 3, unit: 'year'},
  /** Recordings of support calls. */
  callRecordings: {count: 6, unit: 'month'},
  /** A business enquiry sent from the customisation form, from the last contact. */
  businessEnquiries: {count: 2, unit: 'year'},
  /** Server and security logs. */
  technicalLogs: {count: 12, unit: 'month'},
  /** The `lang` cookie that remembers a chosen language (src/plugins/language/preference.ts). */
  languageCookie: {count: 365, unit: 'day'},
  /** Google Analytics' own cookies, when analytics is configured and allowed. */
  analyticsCookies: {count: 2, unit: 'year'},
} as const satisfies Record<string, Period>;

export type PeriodKey = keyof typeof legalPeriods;

/**
 * Laws the agreements cite with the day each came into force. Those days are
 * part of the legal text and stay literal in every translation; the content
 * guards accept them written in the locale's legal date form, and no other
 * typed date.
 */
export const citedLaws = [
  {number: '19/2023/QH15', name: "Law on Protection of Consumers' Rights", inForce: '2024-07-01'},
  {number: '91/2025/QH15', name: 'Law on Personal Data Protection', inForce: '2026-01-01'},
  {number: '116/2025/QH15', name: 'Law on Cybersecurity', inForce: '2026-07-01'},
  {number: '122/2025/QH15', name: 'Law on E-commerce', inForce: '2026-07-01'},
] as const;
