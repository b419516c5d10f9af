import MiniSearch from 'minisearch';
import {SEARCH_INDEX_OPTIONS} from '../../shared/indexOptions';
import type {Records} from '../records/records';
import {bitCount} from '../index/bitCount';

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = SEARCH_INDEX_OPTIONS.processTerm as (term: string) => string | null;

const headings = new WeakMap<Records, Map<number, string[]>>();

/**
 * The distinct terms a record's title (a section's heading) is indexed under, as the index's own
 * tokenizer and processTerm make them: stop words are not among them. Made on first use and kept
 * per loaded corpus; ranking asks only for the records a query matched in their title.
 */
export function headingTerms(records: Records, shortId: number): string[] {
  let known = headings.get(records);
  if (!known) {
    known = new Map();
    headings.set(records, known);
  }
  let terms = known.get(shortId);
  if (!terms) {
    const unique = new Set<string>();
    for (const token of tokenize(records.titleAt(shortId))) {
      const term = processTerm(token);
      if (term) {
        unique.add(term);
      }
    }
    terms = [...unique];
    known.set(shortId, terms);
  }
  return terms;
}

/** What may follow a searched term in a word it names: an inflection, or the noun ending searchedForm strips. */
const NAMED_ENDING = /^(?:s|es|d|ed|ing|ations?)?$/;

/**
 * Whether a query names a word: the word is a searched term or one of its inflections ("fields"
 * for "field", "recorded" for "record", "installation" for the searched "install"), or a verb in
 * -e's -ing form ("deactivating" for "deactivate"). A word that merely starts with a term is not
 * named by it: "PromptDefinition" is not the topic of "prompt".
 */
export function namesWord(searchedTerms: readonly string[], word: string): boolean {
  return searchedTerms.some(
    (term) => (word.startsWith(term) && NAMED_ENDING.test(word.slice(term.length))) || (term.endsWith('e') && word === `${term.slice(0, -1)}ing`),
  );
}

/** Whether every term of a title is named by the query (false for a title with no term). */
export function namesTitle(searchedTerms: readonly string[], titleTerms: readonly string[]): boolean {
  return titleTerms.length > 0 && titleTerms.every((word) => namesWord(searchedTerms, word));
}

/**
 * The query terms (bits by slot) that an area's name names, as the index would match them (a
 * searched term matches the words it starts): "Unified Consent" names "unified" and "consent".
 */
export function areaTermMask(area: string, searchedTerms: readonly string[]): number {
  const words = tokenize(area).map((token) => token.toLowerCase());
  let mask = 0;
  searchedTerms.forEach((term, slot) => {
    if (words.some((word) => word.startsWith(term))) {
      mask |= 1 << slot;
    }
  });
  return mask;
}

/** Whether the query terms a record holds, with its page's title and area (bits by slot), are all of them. */
export const coversQuery = (mask: number, termCount: number): boolean => bitCount(mask) === termCount;
