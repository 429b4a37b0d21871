/**
 * Heading ids of the help documents. Support staff link to them
 * (/vi/answer#refund-time), so every locale and version must carry the same
 * ids in the same order as the Chinese source.
 */

const HEADING = /^(#{2,6})\s+(.*)$/;
const ID_COMMENT = /\s*\{\/\*\s*#([a-z0-9-]+)\s*\*\/\}\s*$/;

export type Heading = {level: number; id: string | null; text: string; line: number};
export type Problem = {line: number; message: string};

export function headingIds(mdx: string): Heading[] {
  const headings: Heading[] = [];
  let fence: string | null = null;
  mdx.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    const fenceMark = /^(```|~~~)/.exec(line);
    if (fenceMark) fence = fence === fenceMark[1] ? null : (fence ?? fenceMark[1]!);
    if (fence) return;
    const heading = HEADING.exec(line);
    if (!heading) return;
    const id = ID_COMMENT.exec(heading[2]!);
    headings.push({
      level: heading[1]!.length,
      id: id ? id[1]! : null,
      text: heading[2]!.replace(ID_COMMENT, ''),
      line: index + 1,
    });
  });
  return headings;
}

/**
 * Differences between a translation's headings and its source's, each with
 * the translation's line number where there is one.
 */
export function compareHeadingIds(source: string, translation: string): Problem[] {
  const want = headingIds(source);
  const have = headingIds(translation);
  const problems: Problem[] = [];
  for (const h of have) {
    if (!h.id) problems.push({line: h.line, message: `heading "${h.text}" has no {/* #id */}`});
  }
  const wantIds = want.map((h) => h.id);
  const haveIds = have.filter((h) => h.id).map((h) => h.id);
  for (const h of have) {
    if (h.id && !wantIds.includes(h.id)) {
      problems.push({line: h.line, message: `id #${h.id} is not in the source`});
    }
  }
  for (const w of want) {
    if (w.id && !haveIds.includes(w.id)) {
      problems.push({line: 0, message: `id #${w.id} of the source (line ${w.line}) is missing`});
    }
  }
  if (problems.length === 0) {
    const firstOff = have.findIndex((h, i) => h.id !== want[i]?.id || h.level !== want[i]?.level);
    if (firstOff >= 0) {
      const h = have[firstOff]!;
      problems.push({
        line: h.line,
        message: `heading #${h.id} is out of order or at another level (source expects #${want[firstOff]?.id} as h${want[firstOff]?.level})`,
      });
    }
  }
  return problems;
}
