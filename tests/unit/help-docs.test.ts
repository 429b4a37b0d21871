/**
 * Help documents in every locale and version: front matter that the pages
 * rely on (title, description; version and date for agreements), checked
 * with the same parser the build uses.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {
  agreementVersions,
  docsVersionOptions,
  helpDocIds,
  lastDayBefore,
  versionInForce,
  versionStatus,
  vietnamDate,
} from '../../src/data/helpCenter';
import {legalPeriods} from '../../src/data/legal';
import {locales} from '../../src/data/locales';
import {frontMatterSchemaFor} from '../../src/data/frontMatter';
import {docPairs} from '../../scripts/lib/i18n';

const root = path.resolve(__dirname, '../..');

async function validate(file: string) {
  const fileContent = readFileSync(file, 'utf8');
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath: file,
    fileContent,
    defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  } as Parameters<typeof DEFAULT_PARSE_FRONT_MATTER>[0]);
  const docId = path.basename(file, '.mdx');
  return frontMatterSchemaFor(docId).safeParse(frontMatter);
}

function problems(file: string, result: Awaited<ReturnType<typeof validate>>): string[] {
  return result.success
    ? []
    : result.error.issues.map((i) => `${path.relative(root, file)}: ${i.path.join('.')}: ${i.message}`);
}

const docsVersions = [
  {dir: 'docs', i18n: 'current', name: 'current'},
  ...(JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[]).map((v) => ({
    dir: `versioned_docs/version-${v}`,
    i18n: `version-${v}`,
    name: v,
  })),
];

const files = docsVersions.flatMap((v) => {
  const sources = readdirSync(path.join(root, v.dir)).filter((f) => f.endsWith('.mdx'));
  return sources.flatMap((f) => [
    {file: path.join(root, v.dir, f), version: v.name},
    ...locales
      .filter((l) => l.key !== 'zh')
      .map(({key: l}) => ({
        file: path.join(root, 'i18n', l, 'docusaurus-plugin-content-docs', v.i18n, f),
        version: v.name,
      })),
  ]);
});

describe('help document front matter', () => {
  it('names the file and the field when front matter is malformed', async () => {
    const file = path.join(__dirname, 'fixtures/front-matter/userAgreements.mdx');
    expect(problems(file, await validate(file))).toEqual([
      'tests/unit/fixtures/front-matter/userAgreements.mdx: version: Invalid input: expected string, received number',
      'tests/unit/fixtures/front-matter/userAgreements.mdx: effective_date: expected YYYY-MM-DD',
    ]);
  });

  it('is valid in every locale and version', async () => {
    const all: string[] = [];
    for (const {file} of files) {
      if (!existsSync(file)) all.push(`${path.relative(root, file)}: missing`);
      else all.push(...problems(file, await validate(file)));
    }
    expect(all).toEqual([]);
  });

  it('gives each agreement the version and date of its docs version', async () => {
    const wrong: string[] = [];
    for (const {file, version} of files) {
      const result = await validate(file);
      if (!existsSync(file) || !result.success || !('version' in result.data)) continue;
      const expected = agreementVersions.find((v) => v.docsVersion === version);
      const {version: v, effective_date: d} = result.data as unknown as {
        version: string;
        effective_date: string;
      };
      if (v !== expected?.version || d !== expected?.effectiveDate) {
        wrong.push(`${path.relative(root, file)}: ${v} ${d}, expected ${expected?.version} ${expected?.effectiveDate}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the help center list (src/data/helpCenter.ts)', () => {
  it('names exactly the documents of docs/ and of every earlier version', () => {
    const ids = (dir: string) =>
      readdirSync(path.join(root, dir))
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => f.replace('.mdx', ''))
        .sort();
    expect(ids('docs')).toEqual([...helpDocIds].sort());
    for (const v of agreementVersions.filter((v) => v.docsVersion !== 'current')) {
      expect(ids(`versioned_docs/version-${v.docsVersion}`), v.version).toEqual([...helpDocIds].sort());
    }
  });

  it('lists the docs versions that `docs:version` recorded, each archived one under its own path', () => {
    const recorded = JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];
    const archived = agreementVersions.filter((v) => v.docsVersion !== 'current');
    expect(archived.map((v) => v.docsVersion)).toEqual(recorded);
    const options = docsVersionOptions();
    expect(options.current).toEqual({label: agreementVersions[0]!.version});
    for (const v of archived) expect(options[v.docsVersion]).toMatchObject({path: v.path, banner: 'unmaintained'});
  });

  it('knows which version governs a day: a published version waits for its effective date', () => {
    expect(versionInForce('2026-11-26').version).toBe('2.0');
    expect(versionInForce('2026-11-27').version).toBe('2.1');
    expect(versionInForce('2025-06-01').version).toBe('1.0');
    expect(['current', '2.0', '1.0'].map((v) => versionStatus(v, '2026-11-26'))).toEqual([
      'upcoming',
      'inForce',
      'replaced',
    ]);
    expect(['current', '2.0', '1.0'].map((v) => versionStatus(v, '2026-11-27'))).toEqual([
      'inForce',
      'replaced',
      'replaced',
    ]);
    // A version's last day, shown in the history: the day before the next takes effect.
    expect(lastDayBefore('2026-11-27')).toBe('2026-11-26');
    expect(lastDayBefore('2024-03-01')).toBe('2024-02-29');
    // The dates are Vietnam's: 18:00 UTC on 31 December is already 1 January there.
    expect(vietnamDate(new Date('2026-12-31T18:00:00Z'))).toBe('2027-01-01');
    expect(vietnamDate(new Date('2026-12-31T16:59:59Z'))).toBe('2026-12-31');
    // The same day as the time-zone database says, through a year of hours.
    const zone = new Intl.DateTimeFormat('en-CA', {timeZone: 'Asia/Ho_Chi_Minh'});
    for (let hour = 0; hour < 24 * 366; hour += 7) {
      const at = new Date(Date.UTC(2027, 0, 1, hour, 30));
      expect(vietnamDate(at)).toBe(zone.format(at));
    }
  });

  it('names in the agreements only periods that src/data/legal.ts defines', () => {
    const named = helpDocIds.flatMap((id) =>
      [...readFileSync(path.join(root, 'docs', `${id}.mdx`), 'utf8').matchAll(/<Period of="(\w+)"\/>/g)].map(
        (m) => m[1]!,
      ),
    );
    expect(named.length).toBeGreaterThan(10);
    for (const key of named) expect(Object.keys(legalPeriods), key).toContain(key);
  });
});

describe('help document heading ids', () => {
  it('covers every locale and version', () => {
    expect(docPairs(root)).toHaveLength(5 * docsVersions.length);
  });

  // That they match the source is one of the content guards that
  // i18n-tooling.test.ts runs once over every translated document.
});
