import type {Query, SearchOptions} from 'minisearch';
import {MAX_QUERY_LENGTH, MAX_QUERY_TERMS, MIN_TERM_LENGTH, WEIGHTS} from '../shared/limits';
import {STOP_WORDS} from '../shared/indexOptions';
import type {WeightedTerm} from './termMatches';
import {normalizeText} from '../shared/normalize';
import {isWordCharacter} from './wordCharacter';

/** A MiniSearch query tree plus what the engine needs to post-filter and highlight. */
export interface BuiltQuery {
  query: Query;
  /** Lower-cased terms of the query (1-character terms dropped), for snippets, highlights and phrases. */
  terms: string[];
  /** Quoted phrases a result must contain (only for queries typed with double quotes). */
  phrases: string[];
  /**
   * For an unquoted query of several terms, its terms in the typed order: a result whose text
   * holds them as a phrase (see containsTermPhrase) gets the phrase weight on top of its term weights.
   */
  phraseTerms: string[] | null;
  /** The terms of `query` with their weights, when it is an OR of terms (not for quoted queries). */
  weightedTerms: WeightedTerm[] | null;
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
    return {
      query: {queries: [typed], combineWith: 'AND', prefix: false, fuzzy: false},
      terms: queryTerms(typed),
      phrases,
      phraseTerms: null,
      weightedTerms: null,
    };
  }
  const terms = queryTerms(raw);
  if (terms.length === 0) {
    return null;
  }
  if (terms.length === 1) {
    const [term] = terms;
    const weights = term.length >= WEIGHTS.longTermLength ? WEIGHTS.singleLong : WEIGHTS.singleShort;
    const weighted = {term, exact: weights.exact, prefix: weights.prefix};
    return {query: weightedTerm(weighted), terms, phrases: [], phraseTerms: null, weightedTerms: [weighted]};
  }
  const weightedTerms = terms.map((term) => ({
    term,
    exact: WEIGHTS.multiTerm.exact,
    prefix: term.length >= WEIGHTS.longTermLength ? WEIGHTS.multiTerm.prefix : null,
  }));
  return {
    query: {combineWith: 'OR', queries: weightedTerms.map(weightedTerm)},
    terms,
    phrases: [],
    phraseTerms: terms,
    weightedTerms,
  };
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

/** Index after the word starting at `at` (letters and digits), or `at` if none starts there. */
function wordEnd(text: string, at: number): number {
  let end = at;
  while (end < text.length && isWordCharacter(text[end])) {
    end += 1;
  }
  return end;
}

/** Index of the next word at or after `at`, skipping punctuation, spaces and stop words. */
function nextContentWord(text: string, at: number): number {
  let position = at;
  for (;;) {
    while (position < text.length && !isWordCharacter(text[position])) {
      position += 1;
    }
    const end = wordEnd(text, position);
    if (end === position || !STOP_WORDS.has(text.slice(position, end))) {
      return position;
    }
    position = end;
  }
}

/** True when the terms, as a phrase (see containsTermPhrase), start at the word start `at`. */
function phraseFrom(text: string, at: number, terms: string[]): boolean {
  if (!text.startsWith(terms[0], at)) {
    return false;
  }
  let position = wordEnd(text, at + terms[0].length);
  for (let next = 1; next < terms.length; next += 1) {
    const word = nextContentWord(text, position);
    if (!text.startsWith(terms[next], word)) {
      return false;
    }
    position = wordEnd(text, word + terms[next].length);
  }
  return true;
}

/** Start of the word that ends at or before `at` (skipping what is not a word), or -1 if none. */
function previousWordStart(text: string, at: number): number {
  let end = at;
  while (end > 0 && !isWordCharacter(text[end - 1])) {
    end -= 1;
  }
  if (end === 0) {
    return -1;
  }
  let start = end - 1;
  while (start > 0 && isWordCharacter(text[start - 1])) {
    start -= 1;
  }
  return start;
}

/** Start of the nearest word before `at` that is not a stop word, or -1 if none. */
function previousContentWord(text: string, at: number): number {
  for (let start = previousWordStart(text, at); start !== -1; start = previousWordStart(text, start)) {
    if (!STOP_WORDS.has(text.slice(start, wordEnd(text, start)))) {
      return start;
    }
  }
  return -1;
}

const NON_WORD = /[^\p{L}\p{N}]/u;

/**
 * True when lower-case `text` holds the query terms as a phrase (the quoted phrase, weight 20):
 * each term starts a word, in the typed order, and only punctuation, spaces and stop words stand
 * between them (queries lose their stop words: "region or host" is searched as "region host").
 * A word may run on after its term ("cookie rule" holds in "cookie rules"), as prefix matches do.
 * A scan, not a regular expression: a new pattern per keystroke costs a compilation.
 *
 * `anchor` names the term whose occurrences are scanned for (the caller passes the rarest: "data
 * stores" is cheaper to find from "stores" than from "data"); from each, the words before it lead
 * back to where the phrase would start, and the phrase is checked from there. With a term holding
 * a symbol, word boundaries do not lead back reliably, and the scan starts from the first term.
 */
export function containsTermPhrase(text: string, terms: string[], anchor = 0): boolean {
  return termPhraseMatcher(terms, anchor)(text);
}

/** containsTermPhrase for one query's terms, made once and run over many texts. */
export function termPhraseMatcher(terms: string[], anchor = 0): (text: string) => boolean {
  if (terms.length === 0) {
    return () => false;
  }
  const from = anchor > 0 && anchor < terms.length && !terms.some((term) => NON_WORD.test(term)) ? anchor : 0;
  return (text) => scanForPhrase(text, terms, from);
}

function scanForPhrase(text: string, terms: string[], from: number): boolean {
  const term = terms[from];
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    if (isWordCharacter(text[at - 1])) {
      continue;
    }
    if (from === 0) {
      if (phraseFrom(text, at, terms)) {
        return true;
      }
      continue;
    }
    // Back over the terms between the first and the anchor, one content word each.
    let position = at;
    for (let back = from - 1; back >= 1 && position !== -1; back -= 1) {
      position = previousContentWord(text, position);
      if (position !== -1 && !text.startsWith(terms[back], position)) {
        position = -1;
      }
    }
    // The first term may be a stop word itself ("about" for "ab"), which the phrase check reads as
    // a word: try each word back to the first that is not a stop word.
    for (let start = position === -1 ? -1 : previousWordStart(text, position); start !== -1; start = previousWordStart(text, start)) {
      if (phraseFrom(text, start, terms)) {
        return true;
      }
      if (!STOP_WORDS.has(text.slice(start, wordEnd(text, start)))) {
        break;
      }
    }
  }
  return false;
}
