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
  /**
   * Every indexed term in code-unit order, and at the same positions the number of documents
   * holding each.
   */
  sortedTerms(): {terms: readonly string[]; documents: ArrayLike<number>};
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

/** First position at or after `from` whose term does not start with the first `length` characters of `prefix`. */
function sharedPrefixEnd(terms: readonly string[], prefix: string, length: number, from: number): number {
  let at = from;
  for (; at < terms.length; at += 1) {
    const term = terms[at];
    if (term.length < length) {
      return at;
    }
    for (let i = length - 1; i >= 0; i -= 1) {
      if (term.charCodeAt(i) !== prefix.charCodeAt(i)) {
        return at;
      }
    }
  }
  return at;
}

/** The distance table of correctTerm, one row per character of a candidate, reused by every call. */
let table = new Int32Array(0);

/**
 * The replacement of an unknown term, or null when the term is known, too short or has no near term.
 *
 * Comparing the term with each indexed term of a near length one by one cost about a millisecond
 * a word in the browser. Terms are read in sorted order instead, one distance table row per
 * character of a candidate, so that a candidate reuses the rows of the prefix it shares with the
 * last one compared; once a row shows every alignment over the allowed edits, every term starting
 * with that prefix is skipped. A row is only worked out within `max` columns of its diagonal: a
 * cell further off is more than `max` edits, and is read as max + 1. The terms found, and so the
 * choice among them, are those of comparing every term
 * (tests/unit/plugins/search/client/typoCorrection.test.ts compares them).
 */
export function correctTerm(term: string, dictionary: TermDictionary): string | null {
  const max = maxEdits(term);
  if (max === 0 || dictionary.knows(term)) {
    return null;
  }
  const {terms, documents} = dictionary.sortedTerms();
  const width = term.length + 1;
  const shortest = term.length - max;
  const longest = term.length + max;
  const far = max + 1;
  if (table.length < (longest + 1) * width) {
    table = new Int32Array((longest + 1) * width * 2);
  }
  for (let j = 0; j < width; j += 1) {
    table[j] = j;
  }
  let best = -1;
  let bestDistance = max;
  // Rows 1..rows of the table hold the distances for the first characters of `previous`.
  let previous = '';
  let rows = 0;
  let at = 0;
  while (at < terms.length) {
    const candidate = terms[at];
    if (candidate.length < shortest) {
      at += 1;
      continue;
    }
    let row = 0;
    const shared = Math.min(rows, candidate.length);
    while (row < shared && candidate.charCodeAt(row) === previous.charCodeAt(row)) {
      row += 1;
    }
    previous = candidate;
    rows = row;
    let pruned = false;
    const last = Math.min(candidate.length, longest);
    for (row += 1; row <= last; row += 1) {
      const character = candidate.charCodeAt(row - 1);
      const before = row > 1 ? candidate.charCodeAt(row - 2) : -1;
      const start = row * width;
      const low = Math.max(1, row - max);
      const high = Math.min(term.length, row + max);
      // The cells either side of the band, as later rows read them.
      table[start + low - 1] = low === 1 ? row : far;
      if (high < term.length) {
        table[start + high + 1] = far;
      }
      let rowMin = low === 1 ? row : far;
      for (let j = low; j <= high; j += 1) {
        const termCharacter = term.charCodeAt(j - 1);
        let value = table[start - width + j - 1] + (character === termCharacter ? 0 : 1);
        const above = table[start - width + j] + 1;
        if (above < value) value = above;
        const left = table[start + j - 1] + 1;
        if (left < value) value = left;
        if (row > 1 && j > 1 && character === term.charCodeAt(j - 2) && before === termCharacter) {
          const swapped = table[start - 2 * width + j - 2] + 1;
          if (swapped < value) value = swapped;
        }
        table[start + j] = value;
        if (value < rowMin) rowMin = value;
      }
      rows = row;
      if (rowMin > bestDistance) {
        pruned = true;
        break;
      }
    }
    if (pruned || candidate.length > longest) {
      // No term starting with these characters is near enough (or short enough). They follow
      // this one in the sorted list; compared in place, as building the prefix to search for
      // costs more than stepping over them.
      at = sharedPrefixEnd(terms, candidate, rows, at + 1);
      continue;
    }
    const distance = table[candidate.length * width + term.length];
    if (distance < bestDistance || (distance === bestDistance && (best === -1 || documents[at] > documents[best]))) {
      best = at;
      bestDistance = distance;
    }
    at += 1;
  }
  return best === -1 ? null : terms[best];
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
