/**
 * How renters ask, per language: locale content, owned by that language's
 * translators, in `i18n/<locale>/search-vocabulary.json` (checked against
 * `i18n/search-vocabulary.schema.json`, derived from the schema below). The
 * search plugin reads the locale being built and puts what the engine needs
 * into that locale's index:
 * - `everyday`: words people type → the help center's own words for the same
 *   thing (slang, brand words, other names, unaccented or Latin spellings the
 *   engine cannot guess). Not for misspellings: the engine matches by prefix
 *   and within one typo, and folds Vietnamese marks and Kazakh letters.
 * - `sections`: per FAQ answer and agreement section, how renters ask for
 *   it ("nothing came out" for a power bank that cannot be taken, "delete my
 *   data" for your rights), written by a native speaker from the text
 *   itself: neither the agreements' legal wording nor the FAQ's questions
 *   are how anyone types, and one list per section reaches questions no
 *   word-for-word mapping foresaw. They count as the section's heading.
 * - `questionWords`: words that make a question but say nothing of its
 *   subject ("how", "怎么", "làm sao"), dropped from a query.
 * - The language's maintained stop-word list (npm `stopword`, none for Khmer
 *   or Kazakh) supplies generic words: still matched, but never what makes a
 *   record the question's subject ("where" does not make every "where …?"
 *   about the service's cities), less `keepWords`, stop words that do name a
 *   subject on this site. Dropping them outright was measured and lost
 *   answers ("how long", "use", "up").
 * Add a line when support sees a search that found nothing (analytics'
 * `search_no_results`).
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import * as stopword from 'stopword';
import * as z from 'zod';

const words = z.array(z.string().trim().min(1));

export const vocabularySchema = z
  .object({
    $schema: z.string().optional(),
    questionWords: words.describe(
      'Words that make a question but say nothing of its subject ("how", "please"), dropped from a query.',
    ),
    keepWords: words
      .default([])
      .describe(
        'Words of the language’s stop-word list (npm stopword) that name a subject on this site: not treated as generic.',
      ),
    everyday: z
      .record(z.string().trim().min(1), z.string().trim().min(1))
      .describe(
        'A word or phrase renters type → the words the help center itself uses for the same thing (on its FAQ page).',
      ),
    sections: z
      .record(
        z.string().regex(/^(answer|userAgreements|privacys|leaseAgreement|salesRefund)#[a-z0-9-]+$/),
        words.min(1),
      )
      .default({})
      .describe(
        'An FAQ answer (`answer#cannot-take-battery`) or agreement section (`privacys#your-rights`) → how renters ask for it, in their own words, written from its text: searched as if they were its heading.',
      ),
  })
  .strict()
  .describe('How renters ask for the help search, in one language (src/plugins/search/vocabulary.ts).');

export type VocabularyFile = z.infer<typeof vocabularySchema>;

/** What the engine reads with a query: in the index, with the language's stop words. */
export type SearchVocabulary = {
  questionWords: readonly string[];
  /** The language's stop words: matched, but never what a question is about. */
  genericWords: readonly string[];
  everyday: Readonly<Record<string, string>>;
};

/** The file name in each locale's i18n folder, and the schema's beside the folders. */
export const VOCABULARY_FILE = 'search-vocabulary.json';
export const VOCABULARY_SCHEMA_FILE = 'search-vocabulary.schema.json';

/** The schema as JSON Schema, for editors (the files' `$schema`) and the check in the unit tests. */
export const vocabularyJsonSchema = () => z.toJSONSchema(vocabularySchema, {io: 'input'});

// npm `stopword` names its lists by ISO 639-3 (Filipino by Tagalog's); it has none for Khmer or Kazakh.
const STOPWORD_LISTS: Record<string, readonly string[]> = {
  zh: stopword.zho,
  en: stopword.eng,
  vi: stopword.vie,
  th: stopword.tha,
  fil: stopword.tgl,
  id: stopword.ind,
  ja: stopword.jpn,
  ms: stopword.msa,
  ko: stopword.kor,
  ru: stopword.rus,
};

/** The maintained stop-word list of a language (empty where none exists). */
export const stopWords = (lang: string): readonly string[] => STOPWORD_LISTS[lang] ?? [];

/** A locale's vocabulary file, parsed (a file that breaks the schema fails the build). */
export async function readVocabularyFile(siteDir: string, localeKey: string): Promise<VocabularyFile> {
  const file = path.join(siteDir, 'i18n', localeKey, VOCABULARY_FILE);
  const parsed = vocabularySchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The vocabulary the engine reads: the file's, and the language's stop words (less kept words) as generic words. */
export function mergeVocabulary(file: VocabularyFile, lang: string): SearchVocabulary {
  const keep = new Set(
    [...file.keepWords, ...file.questionWords, ...Object.keys(file.everyday)].map((w) => w.toLowerCase()),
  );
  return {
    questionWords: file.questionWords,
    genericWords: stopWords(lang).filter((w) => !keep.has(w.toLowerCase())),
    everyday: file.everyday,
  };
}
