/**
 * A search that found nothing tells support what the help center lacks: when
 * analytics is configured (GTAG_ID), the query is reported as a
 * `search_no_results` event once the visitor has stopped typing. Only the
 * query's text is sent, and numbers and e-mail addresses in it are masked: a
 * visitor may type a phone number or an order reference. The privacy policy
 * says so.
 */
const SETTLED_MS = 1500;

/** The query as reported: digits runs and e-mail addresses masked, at most 100 characters. */
export function reportableQuery(query: string): string {
  return [
    ...query
      .trim()
      .replace(/\S+@\S+/g, '[email]')
      .replace(/\d[\d\s.-]{3,}\d/g, '[number]'),
  ]
    .slice(0, 100)
    .join('');
}

/** Reports `query` unless the visitor goes on typing; returns the cancel for React's effect. */
export function reportNoResults(query: string): () => void {
  const timer = window.setTimeout(() => {
    const gtag = (window as {gtag?: (...args: unknown[]) => void}).gtag;
    gtag?.('event', 'search_no_results', {search_term: reportableQuery(query)});
  }, SETTLED_MS);
  return () => window.clearTimeout(timer);
}
