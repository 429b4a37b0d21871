/**
 * Anchors that links in the wild use but that are not (or no longer) heading
 * ids, mapped to the question they mean, per help page. When an id is
 * renamed, its old name goes here so every link already sent keeps working.
 */
export const anchorAliases: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  answer: {
    // Used by support staff for "when do I get my deposit back?".
    'deposit-refund': 'refund-time',
  },
  privacys: {
    // Version 2.1 merged "Payment data" into the section on sensitive data.
    'payment-data': 'sensitive-data',
  },
};

/** The canonical anchor for a page path and hash, or undefined if none applies. */
export function resolveAnchorAlias(pathname: string, hash: string): string | undefined {
  const page = pathname.replace(/\/$/, '').split('/').pop() ?? '';
  return anchorAliases[page]?.[decodeURIComponent(hash.replace(/^#/, ''))];
}
