/**
 * Heading ids of the help documents. Support staff link to them
 * (/vi/answer#refund-time), so every locale and version must carry the same
 * ids in the same order as the Chinese source.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const HEADING = /^(#{2,6})\s+(.*)$/;
const ID_COMMENT = /\s*\{\/\*\s*#([a-z0-9-]+)\s*\*\/\}\s*$/;

/** @returns {{level: number, id: string | null, text: string, line: number}[]} */
export function headingIds(mdx) {
  const headings = [];
  let fence = null;
  mdx.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    const fenceMark = /^(```|~~~)/.exec(line);
    if (fenceMark) fence = fence === fenceMark[1] ? null : (fence ?? fenceMark[1]);
    if (fence) return;
    const heading = HEADING.exec(line);
    if (!heading) return;
    const id = ID_COMMENT.exec(heading[2]);
    headings.push({
      level: heading[1].length,
      id: id ? id[1] : null,
      text: heading[2].replace(ID_COMMENT, ''),
      line: index + 1,
    });
  });
  return headings;
}

/**
 * Differences between a translation's headings and its source's, each with
 * the translation's line number where there is one.
 * @returns {{line: number, message: string}[]}
 */
export function compareHeadingIds(source, translation) {
  const want = headingIds(source);
  const have = headingIds(translation);
  const problems = [];
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
      const h = have[firstOff];
      problems.push({
        line: h.line,
        message: `heading #${h.id} is out of order or at another level (source expects #${want[firstOff].id} as h${want[firstOff].level})`,
      });
    }
  }
  return problems;
}

/** Pairs of (source, translation) help documents in every locale and version. */
export function helpDocPairs(root) {
  const versions = [{source: 'docs', target: 'current'}];
  const versionsFile = path.join(root, 'versions.json');
  if (existsSync(versionsFile)) {
    for (const v of JSON.parse(readFileSync(versionsFile, 'utf8'))) {
      versions.push({source: `versioned_docs/version-${v}`, target: `version-${v}`});
    }
  }
  const locales = readdirSync(path.join(root, 'i18n'));
  const pairs = [];
  for (const {source, target} of versions) {
    for (const file of readdirSync(path.join(root, source)).filter((f) => f.endsWith('.mdx'))) {
      for (const locale of locales) {
        const translation = path.join('i18n', locale, 'docusaurus-plugin-content-docs', target, file);
        if (locale !== 'zh') pairs.push({source: path.join(source, file), translation});
      }
    }
  }
  return pairs;
}

/** Every problem in the tree, as `file:line: message`. */
export function checkHeadingIds(root) {
  const out = [];
  for (const {source, translation} of helpDocPairs(root)) {
    const sourceText = readFileSync(path.join(root, source), 'utf8');
    for (const h of headingIds(sourceText).filter((h) => !h.id)) {
      out.push(`${source}:${h.line}: heading "${h.text}" has no {/* #id */}`);
    }
    const file = path.join(root, translation);
    if (!existsSync(file)) {
      out.push(`${translation}:0: missing (translate ${source})`);
      continue;
    }
    for (const p of compareHeadingIds(sourceText, readFileSync(file, 'utf8'))) {
      out.push(`${translation}:${p.line}: ${p.message}`);
    }
  }
  return [...new Set(out)];
}
