import type {Query, SearchOptions} from 'minisearch';
import {MAX_QUERY_LENGTH, MAX_QUERY_TERMS, MIN_STEM_LENGTH, MIN_TERM_LENGTH, RELATED_TERM_WEIGHT, WEIGHTS} from '../../shared/limits';
import {STOP_WORDS} from '../../shared/indexOptions';
import {relatedTerms} from '../../shared/thesaurus';
import {inflections} from './inflections';
import {queryIntent, type QueryIntent} from './queryIntent';
import type {WeightedTerm} from '../index/termMatches';
import {normalizeText} from '../../shared/normalize';

/** A MiniSearch query tree plus what the engine needs to post-filter and highlight. */
export interface BuiltQuery {
  query: Query;
  /** Lower-cased terms of the query as typed (1-character terms dropped), for typo correction. */
  terms: string[];
  /**
   * The terms as they are searched (see searchedForm), in the same order: snippets, highlights and
   * the phrase read these, so that "installation" marks "Install" where it matched it.
   */
  searchedTerms: string[];
  /** Quoted phrases a result must contain (only for queries typed with double quotes). */
  phrases: string[];
  /**
   * For an unquoted query of several terms, its terms in the typed order: a result whose text
   * holds them as a phrase (see termPhrase.ts) gets the phrase weight on top of its term weights.
   */
  phraseTerms: string[] | null;
  /**
   * The terms of `query` with their weights, when it is an OR of terms (not for quoted queries):
   * each typed term, then the other forms and related words it also searches (see withRelated).
   */
  weightedTerms: WeightedTerm[] | null;
  /** What the typed text says about the records it wants (see queryIntent.ts). */
  intent: QueryIntent;
}

/** MiniSearch's default tokenizer split (plus tabs), so query terms and index terms agree. */
const SPACE_OR_PUNCTUATION = /[\t\n\r\p{Z}\p{P}]+/u;

/**
 * Lower-cased, de-duplicated query terms, without the 1-character ones and the
 * unindexed stop words, at most MAX_QUERY_TERMS: a pasted paragraph must not freeze the page.
 */
export function queryTerms(raw: string): string[] {
  const terms = raw
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .split(SPACE_OR_PUNCTUATION)
    .filter((term) => term.length >= MIN_TERM_LENGTH && !STOP_WORDS.has(term));
  return [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
}

/**
 * The form of a query term that is searched. A noun in "-ation" or "-ations" is searched by the
 * stem it is made from, as a prefix, so that it also finds the verb and its other forms:
 * "installation" finds "Install the CMP Android SDK", "configurations" finds "configure" as well as
 * "configuration". Only when the stem keeps 5 letters or more: "location", "operation" and
 * "creation" would become "loc", "oper" and "cre", which start too many unrelated words.
 */
export function searchedForm(term: string): string {
  const stem = term.replace(/ations?$/, '');
  return stem !== term && stem.length >= MIN_STEM_LENGTH ? stem : term;
}

/**
 * One term scored `exact` on an exact match and `prefix` on a prefix match.
 * MiniSearch multiplies prefix matches by weights.prefix, so the prefix weight is given
 * relative to the exact one.
 */
function weightedTerm({term, exact, prefix}: WeightedTerm): Query {
  return {
    queries: [term],
    boostTerm: () => exact,
    prefix: prefix !== null,
    fuzzy: false,
    ...(prefix !== null && {weights: {prefix: prefix / exact, fuzzy: 0}}),
  } as SearchOptions & {queries: Query[]};
}

/**
 * Builds the search query:
 * - empty or whitespace-only → null (the caller clears the results);
 * - with a double quote → passed through as typed, every term required, quoted phrases kept;
 * - one term of ≥4 characters → exact 10, prefix 5; a shorter term → exact 10, prefix 2;
 * - several terms → each term at 5 (prefix 2 for terms of ≥4 characters), OR'ed; the phrase
 *   at 20 is applied by the engine to the results whose text holds `phraseTerms`
 *   (MiniSearch has no phrase query, and an AND of the terms matched them anywhere in a page).
 */
export function buildSearchQuery(typed: string): BuiltQuery | null {
  // The index holds normalised text (see normalize.ts); so must the query.
  const raw = normalizeText(typed);
  if (raw.trim() === '') {
    return null;
  }
  if (raw.includes('"')) {
    // Passed through as typed, up to the length limit.
    const typed = raw.slice(0, MAX_QUERY_LENGTH);
    const phrases = [...typed.matchAll(/"([^"]+)"/g)]
      .map((match) => match[1].trim().toLowerCase().replace(/\s+/g, ' '))
      .filter(Boolean);
    const terms = queryTerms(typed);
    return {
      query: {queries: [typed], combineWith: 'AND', prefix: false, fuzzy: false},
      terms,
      searchedTerms: terms,
      phrases,
      phraseTerms: null,
      weightedTerms: null,
      intent: queryIntent(typed),
    };
  }
  const terms = queryTerms(raw);
  if (terms.length === 0) {
    return null;
  }
  if (terms.length === 1) {
    const [term] = terms;
    const weights = term.length >= WEIGHTS.longTermLength ? WEIGHTS.singleLong : WEIGHTS.singleShort;
    const weighted = {term: searchedForm(term), exact: weights.exact, prefix: weights.prefix};
    const all = withRelated([weighted], terms);
    return {query: orOf(all), terms, searchedTerms: [weighted.term], phrases: [], phraseTerms: null, weightedTerms: all, intent: queryIntent(raw)};
  }
  const weightedTerms = terms.map((term) => ({
    term: searchedForm(term),
    exact: WEIGHTS.multiTerm.exact,
    prefix: term.length >= WEIGHTS.longTermLength ? WEIGHTS.multiTerm.prefix : null,
  }));
  const searchedTerms = weightedTerms.map(({term}) => term);
  const all = withRelated(weightedTerms, terms);
  return {
    query: orOf(all),
    terms,
    searchedTerms,
    phrases: [],
    phraseTerms: searchedTerms,
    weightedTerms: all,
    intent: queryIntent(raw),
  };
}

function orOf(terms: WeightedTerm[]): Query {
  return terms.length === 1 ? weightedTerm(terms[0]) : {combineWith: 'OR', queries: terms.map(weightedTerm)};
}

/**
 * The weighted terms followed by the forms and words each also searches, in its slot: its -ies
 * plural or singular (inflections.ts) at its own weight, exact only, and its thesaurus words
 * (shared/thesaurus.ts) at RELATED_TERM_WEIGHT of it, exact only. Words the query already has are
 * not added twice.
 */
function withRelated(weighted: WeightedTerm[], typed: string[]): WeightedTerm[] {
  const seen = new Set(weighted.map(({term}) => term));
  const extra: WeightedTerm[] = [];
  weighted.forEach(({exact}, slot) => {
    const add = (term: string, weight: number): void => {
      if (!seen.has(term)) {
        seen.add(term);
        extra.push({term, exact: weight, prefix: null, slot});
      }
    };
    for (const form of inflections(typed[slot], weighted.length > 1 && slot === weighted.length - 1)) {
      add(form, exact);
    }
    for (const word of relatedTerms(typed[slot])) {
      add(word, exact * RELATED_TERM_WEIGHT);
    }
  });
  return extra.length ? [...weighted, ...extra] : weighted;
}

/** True when the query has something to search: a quoted query, or a term of 2+ characters. */
export function isSearchable(raw: string): boolean {
  return buildSearchQuery(raw) !== null;
}

/** True when the text contains every quoted phrase (case and spacing ignored). */
export function containsPhrases(text: string, phrases: string[]): boolean {
  if (phrases.length === 0) {
    return true;
  }
  const normalised = text.toLowerCase().replace(/\s+/g, ' ');
  return phrases.every((phrase) => normalised.includes(phrase));
}
