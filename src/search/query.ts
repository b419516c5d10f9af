import type {Query, SearchOptions} from 'minisearch';
import {MAX_QUERY_LENGTH, MAX_QUERY_TERMS, MIN_TERM_LENGTH, WEIGHTS} from './constants';
import {STOP_WORDS} from './indexOptions';

/** A MiniSearch query tree plus what the engine needs to post-filter and highlight. */
export interface BuiltQuery {
  query: Query;
  /** Lower-cased terms of the query (1-character terms dropped), for snippets and highlights. */
  terms: string[];
  /** Quoted phrases a result must contain (only for queries typed with double quotes). */
  phrases: string[];
}

/** MiniSearch's default tokenizer split (plus tabs), so query terms and index terms agree. */
const SPACE_OR_PUNCTUATION = /[\t\n\r\p{Z}\p{P}]+/u;

/**
 * Lower-cased, de-duplicated query terms, without the 1-character ones (spec §5) and the
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
function weightedTerm(term: string, exact: number, prefix: number | null): Query {
  return {
    queries: [term],
    boostTerm: () => exact,
    prefix: prefix !== null,
    fuzzy: false,
    ...(prefix !== null && {weights: {prefix: prefix / exact, fuzzy: 0}}),
  } as SearchOptions & {queries: Query[]};
}

/**
 * Builds the query of spec §5 and §9:
 * - empty or whitespace-only → null (the caller clears the results);
 * - with a double quote → passed through as typed, every term required, quoted phrases kept;
 * - one term of ≥4 characters → exact 10, prefix 5; a shorter term → exact 10, prefix 2;
 * - several terms → the whole phrase at 20 (all terms required), OR each term at 5
 *   (prefix 2 for terms of ≥4 characters).
 */
export function buildSearchQuery(raw: string): BuiltQuery | null {
  if (raw.trim() === '') {
    return null;
  }
  if (raw.includes('"')) {
    // Passed through as typed (spec §5), up to the length limit.
    const typed = raw.slice(0, MAX_QUERY_LENGTH);
    const phrases = [...typed.matchAll(/"([^"]+)"/g)]
      .map((match) => match[1].trim().toLowerCase().replace(/\s+/g, ' '))
      .filter(Boolean);
    return {
      query: {queries: [typed], combineWith: 'AND', prefix: false, fuzzy: false},
      terms: queryTerms(typed),
      phrases,
    };
  }
  const terms = queryTerms(raw);
  if (terms.length === 0) {
    return null;
  }
  if (terms.length === 1) {
    const [term] = terms;
    const weights = term.length >= WEIGHTS.longTermLength ? WEIGHTS.singleLong : WEIGHTS.singleShort;
    return {query: weightedTerm(term, weights.exact, weights.prefix), terms, phrases: []};
  }
  const phrase: Query = {
    queries: [terms.join(' ')],
    combineWith: 'AND',
    boostTerm: () => WEIGHTS.phrase,
    prefix: false,
    fuzzy: false,
  };
  const perTerm = terms.map((term) =>
    weightedTerm(
      term,
      WEIGHTS.multiTerm.exact,
      term.length >= WEIGHTS.longTermLength ? WEIGHTS.multiTerm.prefix : null,
    ),
  );
  return {query: {combineWith: 'OR', queries: [phrase, ...perTerm]}, terms, phrases: []};
}

/** True when the text contains every quoted phrase (case and spacing ignored). */
export function containsPhrases(text: string, phrases: string[]): boolean {
  if (phrases.length === 0) {
    return true;
  }
  const normalised = text.toLowerCase().replace(/\s+/g, ' ');
  return phrases.every((phrase) => normalised.includes(phrase));
}
