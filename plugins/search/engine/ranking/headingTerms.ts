import MiniSearch from 'minisearch';
import {SEARCH_INDEX_OPTIONS} from '../../shared/indexOptions';
import type {Records} from '../records/records';
import {bitCount} from '../index/bitCount';

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = SEARCH_INDEX_OPTIONS.processTerm as (term: string) => string | null;

/**
 * Word lists kept per loaded corpus, made on first use: a record's title words, a group's path
 * words. The corpus is replaced when the index is (the split index by the whole one), and its
 * lists go with it.
 */
class CorpusLists {
  private readonly lists = new WeakMap<Records, Map<number, string[]>>();

  get(records: Records, key: number, make: () => string[]): string[] {
    let known = this.lists.get(records);
    if (!known) {
      known = new Map();
      this.lists.set(records, known);
    }
    let list = known.get(key);
    if (!list) {
      list = make();
      known.set(key, list);
    }
    return list;
  }
}

const headings = new CorpusLists();
const paths = new CorpusLists();

/**
 * The distinct terms a record's title (a section's heading) is indexed under, as the index's own
 * tokenizer and processTerm make them: stop words are not among them. Ranking asks only for the
 * records a query matched in their title.
 */
export function headingTerms(records: Records, shortId: number): string[] {
  return headings.get(records, shortId, () => {
    const unique = new Set<string>();
    for (const token of tokenize(records.titleAt(shortId))) {
      const term = processTerm(token);
      if (term) {
        unique.add(term);
      }
    }
    return [...unique];
  });
}

/** What may follow a searched term in a word it names: an inflection, or the noun ending searchedForm strips. */
const NAMED_ENDINGS = new Set(['', 's', 'es', 'd', 'ed', 'ing', 'ation', 'ations']);

/**
 * Whether a query names a word: the word is a searched term or one of its inflections ("fields"
 * for "field", "recorded" for "record", "installation" for the searched "install"), or a verb in
 * -e's -ing form ("deactivating" for "deactivate"). A word that merely starts with a term is not
 * named by it: "PromptDefinition" is not the topic of "prompt".
 */
export function namesWord(searchedTerms: readonly string[], word: string): boolean {
  for (const term of searchedTerms) {
    if (word.startsWith(term) ? NAMED_ENDINGS.has(word.slice(term.length)) : term.endsWith('e') && word === `${term.slice(0, -1)}ing`) {
      return true;
    }
  }
  return false;
}

/** Whether every term of a title is named by the query (false for a title with no term). */
export function namesTitle(searchedTerms: readonly string[], titleTerms: readonly string[]): boolean {
  return titleTerms.length > 0 && titleTerms.every((word) => namesWord(searchedTerms, word));
}

/**
 * The query terms (bits by slot) that a list of words names, as the index would match them (a
 * searched term matches the words it starts).
 */
export function wordsMask(words: readonly string[], searchedTerms: readonly string[]): number {
  let mask = 0;
  searchedTerms.forEach((term, slot) => {
    if (words.some((word) => word.startsWith(term))) {
      mask |= 1 << slot;
    }
  });
  return mask;
}

/** The query terms an area's name names: "Unified Consent" names "unified" and "consent". */
export const areaTermMask = (area: string, searchedTerms: readonly string[]): number =>
  wordsMask(
    tokenize(area).map((token) => token.toLowerCase()),
    searchedTerms,
  );

/**
 * The words of the page path of a group's records ("/uc/js-sdk/reference#events": uc, js, sdk,
 * reference), from one of its records.
 */
export function pathWords(records: Records, group: number, shortId: number): string[] {
  return paths.get(records, group, () => {
    const [path] = records.idAt(shortId).split('#', 1);
    return tokenize(path.replace(/[/_-]+/g, ' ')).map((token) => token.toLowerCase());
  });
}

/** Whether the query terms a record holds, with its page's title and its place (bits by slot), are all of them. */
export const coversQuery = (mask: number, termCount: number): boolean => bitCount(mask) === termCount;
