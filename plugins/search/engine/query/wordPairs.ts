import {isPlainWord, isStopWord} from './termPhrase';
import {isWordCharacter} from './wordCharacter';

/**
 * Which neighbouring words a record's text holds, as a Bloom filter: a quick "no" for most records
 * that cannot hold a query's phrase (see termPhrase.ts).
 *
 * The phrase of "what does privana store from a scan" is checked in over three hundred records and
 * found in one: each check scans a text of a few kilobytes for "scan" and walks back from every
 * occurrence, most of a common query's time. A record holds the phrase only if, for each two
 * neighbouring terms, a word starting with the first is followed by a word starting with the second,
 * with only punctuation, spaces and stop words between them (the next "content word"). The filter
 * keeps every such pair of the record's words by their first two characters (a term has at least
 * two), so a pair it lacks rules the record out, and a pair it has sends the record to the full
 * check: answers never change, only the scans saved.
 *
 * A record's filter is made the first time its phrase is checked, from its texts, and kept (see
 * Corpus.containsPhrase): about two bytes per word.
 */

/** Filter bits per word pair, with two bits set per pair: about 1.4 % false "maybe". */
const BITS_PER_PAIR = 16;

/** The hash of a pair from the first two character codes of each word. */
function pairHash(first0: number, first1: number, second0: number, second1: number): number {
  return Math.imul(((first0 * 65_599 + first1) * 65_599 + second0) ^ Math.imul(second1, 0x9e37_79b1), 0x85eb_ca6b) >>> 0;
}

/** The second bit of a pair, from its hash. */
function secondBit(hash: number): number {
  return Math.imul(hash ^ (hash >>> 15), 0xc2b2_ae35) >>> 0;
}

/** Adds the hashes of the word pairs of one text. */
function collectPairs(text: string, hashes: number[]): void {
  // Starts of the words still waiting for their next content word: the last content word and the
  // stop words after it (the first term may start a stop word: "th" and "the").
  const waiting: number[] = [];
  let at = 0;
  while (at < text.length) {
    while (at < text.length && !isWordCharacter(text[at])) {
      at += 1;
    }
    const start = at;
    while (at < text.length && isWordCharacter(text[at])) {
      at += 1;
    }
    if (at === start) {
      break;
    }
    const long = at - start >= 2;
    if (isStopWord(text, start, at)) {
      if (long) {
        waiting.push(start);
      }
      continue;
    }
    if (long) {
      const second0 = text.charCodeAt(start);
      const second1 = text.charCodeAt(start + 1);
      for (const word of waiting) {
        hashes.push(pairHash(text.charCodeAt(word), text.charCodeAt(word + 1), second0, second1));
      }
    }
    waiting.length = 0;
    if (long) {
      waiting.push(start);
    }
  }
}

/** The filter of the pairs of neighbouring words in each of the lower-case texts. */
export function wordPairs(texts: readonly string[]): Uint32Array {
  const hashes: number[] = [];
  for (const text of texts) {
    collectPairs(text, hashes);
  }
  const filter = new Uint32Array(Math.max(1, Math.ceil((hashes.length * BITS_PER_PAIR) / 32)));
  const bits = filter.length * 32;
  for (const hash of hashes) {
    const first = hash % bits;
    const second = secondBit(hash) % bits;
    filter[first >>> 5] |= 1 << (first & 31);
    filter[second >>> 5] |= 1 << (second & 31);
  }
  return filter;
}

/**
 * The pair hashes a record must hold for the phrase of `terms`, or null when the filter cannot
 * tell: a term shorter than two characters, or one holding a symbol, whose word boundaries the
 * phrase check reads differently.
 */
export function phrasePairs(terms: readonly string[]): number[] | null {
  if (terms.length < 2 || terms.some((term) => term.length < 2 || !isPlainWord(term))) {
    return null;
  }
  const hashes: number[] = [];
  for (let i = 1; i < terms.length; i += 1) {
    const first = terms[i - 1];
    const second = terms[i];
    hashes.push(pairHash(first.charCodeAt(0), first.charCodeAt(1), second.charCodeAt(0), second.charCodeAt(1)));
  }
  return hashes;
}

/** False when the filter shows the record lacks one of the pairs (see phrasePairs); true if it may hold them all. */
export function mayHoldPairs(filter: Uint32Array, hashes: readonly number[]): boolean {
  const bits = filter.length * 32;
  for (const hash of hashes) {
    const first = hash % bits;
    const second = secondBit(hash) % bits;
    if ((filter[first >>> 5] & (1 << (first & 31))) === 0 || (filter[second >>> 5] & (1 << (second & 31))) === 0) {
      return false;
    }
  }
  return true;
}
