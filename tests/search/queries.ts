/**
 * The search eval's questions (./queries.json): per locale, what a renter
 * types and where the answer is, as `<page>#<anchor>` (answer#deposit,
 * privacys#your-rights). Questions on the FAQ page and on the agreements are
 * scored apart: an agreement clause is harder to reach, and its goal says so.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export type Query = {query: string; expect: string};
export type QueryKind = 'faq' | 'agreement';

export const queries = JSON.parse(readFileSync(path.join(__dirname, 'queries.json'), 'utf8')) as Record<
  string,
  Query[]
>;

/** Per locale and kind, the shares of questions answered first and in the top 3. */
export const GOALS: Record<QueryKind, {top1: number; top3: number}> = {
  faq: {top1: 0.85, top3: 0.95},
  agreement: {top1: 0.75, top3: 0.9},
};

export const kindOf = (q: Query): QueryKind => (q.expect.startsWith('answer#') ? 'faq' : 'agreement');

/** A result's link against `answer#deposit`: its last path segment and its hash ("/vi/answer#deposit"). */
export function matches(url: string, expected: string): boolean {
  const [page, anchor] = expected.split('#');
  const [pathname, hash] = url.split('#');
  return pathname!.split('/').pop() === page && hash === anchor;
}
