import {MIN_FUZZY_LENGTH, MIN_FUZZY_LENGTH_TWO_EDITS} from '../shared/limits';
import {isWordCharacter} from './wordCharacter';

/**
 * Typo tolerance, only where a word is unknown: a query term that is neither an indexed term nor
 * the beginning of one is replaced by its nearest indexed term, within an edit distance of 1 for
 * terms of 5 to 8 characters and 2 for terms of 9 or more (shorter terms are never changed). Known
 * terms are never changed, so exact-match ranking stays as it is.
 *
 * The distance counts a swap of two neighbouring letters as one edit (optimal string alignment):
 * "hubsopt" is one edit from "hubspot", as missing, doubled and wrong letters are. Among terms at
 * the same distance, the one in the most documents wins, then the alphabetically first.
 */

/** The indexed terms, as the correction reads them. */
export interface TermDictionary {
  /** True when an indexed term equals the term or starts with it. */
  knows(term: string): boolean;
  /** Indexed terms of the given length, each with the number of documents holding it. */
  termsOfLength(length: number): ReadonlyArray<readonly [string, number]>;
}

/** The most edits a term of this length may be corrected by: 0, 1 or 2. */
export function maxEdits(term: string): number {
  if (term.length >= MIN_FUZZY_LENGTH_TWO_EDITS) {
    return 2;
  }
  return term.length >= MIN_FUZZY_LENGTH ? 1 : 0;
}

/** Rows of the distance table, reused by every call: a correction compares thousands of terms. */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Edit distance between a and b (insertions, deletions, substitutions and swaps of neighbours,
 * each one edit), or max + 1 as soon as it is known to exceed max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) {
    return max + 1;
  }
  const width = b.length + 1;
  if (rows[0].length < width) {
    rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  }
  let [beforePrevious, previous, current] = rows;
  for (let j = 0; j < width; j += 1) {
    previous[j] = j;
  }
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j < width; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let value = previous[j - 1] + (ai === bj ? 0 : 1);
      if (previous[j] + 1 < value) value = previous[j] + 1;
      if (current[j - 1] + 1 < value) value = current[j - 1] + 1;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && aBefore === bj && beforePrevious[j - 2] + 1 < value) {
        value = beforePrevious[j - 2] + 1;
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) {
      return max + 1;
    }
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  const distance = previous[b.length];
  return distance <= max ? distance : max + 1;
}

/** The replacement of an unknown term, or null when the term is known, too short or has no near term. */
export function correctTerm(term: string, dictionary: TermDictionary): string | null {
  const max = maxEdits(term);
  if (max === 0 || dictionary.knows(term)) {
    return null;
  }
  let best: {term: string; distance: number; documents: number} | null = null;
  for (let length = term.length - max; length <= term.length + max; length += 1) {
    for (const [candidate, documents] of dictionary.termsOfLength(length)) {
      const distance = editDistance(term, candidate, best ? best.distance : max);
      if (distance > max) {
        continue;
      }
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && (documents > best.documents || (documents === best.documents && candidate < best.term)))
      ) {
        best = {term: candidate, distance, documents};
      }
    }
  }
  return best?.term ?? null;
}

/** Replacements of the unknown terms among the query's terms (empty when every term is known). */
export function correctTerms(terms: string[], dictionary: TermDictionary): Map<string, string> {
  const corrections = new Map<string, string>();
  for (const term of terms) {
    const replacement = correctTerm(term, dictionary);
    if (replacement) {
      corrections.set(term, replacement);
    }
  }
  return corrections;
}

/**
 * The typed query with each corrected word replaced, as the reader typed the rest (case,
 * stop words and punctuation kept): "Cookie baner" → "Cookie banner".
 */
export function applyCorrections(raw: string, corrections: ReadonlyMap<string, string>): string {
  const lower = raw.toLowerCase();
  let out = '';
  let at = 0;
  while (at < raw.length) {
    if (!isWordCharacter(raw[at]) || (at > 0 && isWordCharacter(raw[at - 1]))) {
      out += raw[at];
      at += 1;
      continue;
    }
    let end = at;
    while (end < raw.length && isWordCharacter(raw[end])) {
      end += 1;
    }
    const word = lower.slice(at, end);
    out += corrections.get(word) ?? raw.slice(at, end);
    at = end;
  }
  return out;
}
