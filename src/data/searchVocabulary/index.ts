/**
 * How renters ask, per language, for the help search (src/theme/SearchBar/search.ts).
 * Each language's file holds:
 * - `everyday`: the words people type → the help center's own word for the
 *   same thing: what they call the power bank, the station, the deposit or a
 *   refund, slang, other spellings and common misspellings. The site's word
 *   must be on the FAQ page of that language (tests/unit/search-vocabulary.test.ts).
 * - `questionWords`: words that make a question but say nothing of its
 *   subject ("how", "怎么", "làm sao") or fill it ("please", "my"); dropped
 *   from a query, never required.
 * Keys match whole words in spaced languages (Russian and Kazakh with an
 * ending), anywhere in zh, ja, km and ko, and as whole words in Thai;
 * Vietnamese matches with or without its marks. Written per language by
 * thinking as a renter, not from the page. Add a line when support sees a
 * search that found nothing (analytics' `search_no_results`). The build puts
 * each language's vocabulary into that locale's search index.
 */
import type {locales} from '../locales';
import zh from './zh';
import en from './en';
import vi from './vi';
import th from './th';
import fil from './fil';
import id from './id';
import ja from './ja';
import km from './km';
import ms from './ms';
import ko from './ko';
import kk from './kk';
import ru from './ru';

type BaseLanguage<T extends string> = T extends `${infer Base}-${string}` ? Base : T;
/** The language of a locale as the search reads it: `<html lang>` without its script (zh-Hans → zh). */
export type SearchLang = BaseLanguage<(typeof locales)[number]['htmlLang']>;

export type SearchVocabulary = {
  questionWords: readonly string[];
  everyday: Readonly<Record<string, string>>;
};

export const searchVocabulary: Readonly<Record<SearchLang, SearchVocabulary>> = {
  zh,
  en,
  vi,
  th,
  fil,
  id,
  ja,
  km,
  ms,
  ko,
  kk,
  ru,
};
