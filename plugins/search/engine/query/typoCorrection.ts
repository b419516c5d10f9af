import {MIN_FUZZY_LENGTH, MIN_FUZZY_LENGTH_TWO_EDITS} from '../../shared/limits';
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

/**
 * First position in [from, to) whose character at `depth` is above `code`. The terms in that range
 * share their first `depth` characters, so they are sorted by that character (a term that ends
 * there reads as NaN, and sorts first: the caller has passed it).
 */
function childEnd(terms: readonly string[], depth: number, code: number, from: number, to: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle].charCodeAt(depth) <= code) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}

/** The distance table of a correction, one row per character of a candidate, reused by every call. */
let table = new Int32Array(0);

/**
 * The shortest and longest term in any range of a sorted list, each in two lookups: tables of the
 * minimum and maximum length over every range of 2^level terms (a sparse table), made once per list.
 * A range of terms whose lengths all lie outside the allowed edits is not read.
 */
class LengthRanges {
  private readonly shortest: Uint8Array[] = [];
  private readonly longest: Uint8Array[] = [];

  constructor(terms: readonly string[]) {
    // Lengths past 255 read as 255: no term is corrected by that many edits.
    let shortest = Uint8Array.from(terms, (term) => Math.min(term.length, 255));
    let longest = shortest;
    this.shortest.push(shortest);
    this.longest.push(longest);
    for (let span = 1; span * 2 <= terms.length; span *= 2) {
      const count = terms.length - span * 2 + 1;
      const nextShortest = new Uint8Array(count);
      const nextLongest = new Uint8Array(count);
      for (let i = 0; i < count; i += 1) {
        nextShortest[i] = Math.min(shortest[i], shortest[i + span]);
        nextLongest[i] = Math.max(longest[i], longest[i + span]);
      }
      shortest = nextShortest;
      longest = nextLongest;
      this.shortest.push(shortest);
      this.longest.push(longest);
    }
  }

  /** Whether a term in [from, to) (not empty) has a length in [low, high]. */
  overlaps(from: number, to: number, low: number, high: number): boolean {
    const level = 31 - Math.clz32(to - from);
    const last = to - (1 << level);
    return (
      Math.min(this.shortest[level][from], this.shortest[level][last]) <= high &&
      Math.max(this.longest[level][from], this.longest[level][last]) >= low
    );
  }
}

const lengthRanges = new WeakMap<readonly string[], LengthRanges>();

function lengthRangesOf(terms: readonly string[]): LengthRanges {
  let ranges = lengthRanges.get(terms);
  if (!ranges) {
    ranges = new LengthRanges(terms);
    lengthRanges.set(terms, ranges);
  }
  return ranges;
}

/**
 * One correction: the term, the sorted dictionary and the best candidate so far. The sorted list
 * is walked as a trie: the terms sharing a prefix form a range, and the range's children are found
 * by binary search on their next character.
 */
class Correction {
  private readonly width: number;
  private readonly shortest: number;
  private readonly longest: number;
  /** Position of the best candidate so far, or -1. */
  best = -1;
  /** Its distance; until there is one, the most edits allowed. */
  bestDistance: number;

  constructor(
    private readonly term: string,
    private readonly max: number,
    private readonly terms: readonly string[],
    private readonly documents: ArrayLike<number>,
    private readonly lengths: LengthRanges,
  ) {
    this.width = term.length + 1;
    this.shortest = term.length - max;
    this.longest = term.length + max;
    this.bestDistance = max;
    if (table.length < (this.longest + 1) * this.width) {
      table = new Int32Array((this.longest + 1) * this.width * 2);
    }
    for (let j = 0; j < this.width; j += 1) {
      table[j] = j;
    }
  }

  /**
   * Visits the terms in [from, to), which share their first `depth` characters; the table's row
   * `depth` holds those characters' distances.
   */
  visit(from: number, to: number, depth: number): void {
    const {terms, term, max, width} = this;
    let at = from;
    if (terms[at].length === depth) {
      // The prefix is a term itself.
      if (depth >= this.shortest) {
        this.consider(at, table[depth * width + term.length]);
      }
      at += 1;
    }
    if (depth === this.longest) {
      return;
    }
    const row = depth + 1;
    const start = row * width;
    const low = Math.max(1, row - max);
    const high = Math.min(term.length, row + max);
    // The cells either side of the band, as the next rows read them: more than `max` edits.
    table[start + low - 1] = low === 1 ? row : max + 1;
    if (high < term.length) {
      table[start + high + 1] = max + 1;
    }
    const before = depth > 0 ? terms[from].charCodeAt(depth - 1) : -1;
    while (at < to) {
      const character = terms[at].charCodeAt(depth);
      const end = childEnd(terms, depth, character, at + 1, to);
      let rowMin = low === 1 ? row : max + 1;
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
      // Past this row, no term starting with these characters can be near enough; nor can any
      // of a length more than `max` from the term's.
      if (rowMin <= this.bestDistance && this.lengths.overlaps(at, end, this.shortest, this.longest)) {
        this.visit(at, end, row);
      }
      at = end;
    }
  }

  private consider(at: number, distance: number): void {
    // Terms are visited in sorted order: on equal distance and documents, the first one stays.
    if (distance < this.bestDistance || (distance === this.bestDistance && (this.best === -1 || this.documents[at] > this.documents[this.best]))) {
      this.best = at;
      this.bestDistance = distance;
    }
  }
}

/**
 * The replacement of an unknown term, or null when the term is known, too short or has no near term.
 *
 * Comparing the term with each indexed term of a near length one by one cost about a millisecond
 * a word in the browser. The sorted terms are walked as a trie instead: the rows of the distance
 * table for a prefix serve every term starting with it, and once a row shows every alignment over
 * the allowed edits, none of those terms is read. A row is only worked out within `max` columns of
 * its diagonal: a cell further off is more than `max` edits, and is read as max + 1. The terms found,
 * and so the choice among them, are those of comparing every term
 * (tests/unit/plugins/search/engine/query/typoCorrection.test.ts compares them).
 */
export function correctTerm(term: string, dictionary: TermDictionary): string | null {
  const max = maxEdits(term);
  if (max === 0 || dictionary.knows(term)) {
    return null;
  }
  const {terms, documents} = dictionary.sortedTerms();
  if (terms.length === 0) {
    return null;
  }
  const correction = new Correction(term, max, terms, documents, lengthRangesOf(terms));
  correction.visit(0, terms.length, 0);
  return correction.best === -1 ? null : terms[correction.best];
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
