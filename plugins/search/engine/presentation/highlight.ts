import type {HighlightRange} from '../../shared/types';
import {isWordCharacterAt} from '../query/wordCharacter';

/**
 * Ranges of `text` to highlight: every word that starts with a term, case-insensitive,
 * overlapping ranges merged. Returned as ranges (never markup) so that text from the index is
 * always rendered as text.
 *
 * Called for the title and the snippet of each result rendered, twenty times per query: it makes
 * no set or copy of the terms, reads characters by code, and sorts only when a second term's
 * ranges came after the first's.
 */
export function highlightRanges(text: string, terms: string[]): HighlightRange[] {
  const lower = text.toLowerCase();
  const ranges: HighlightRange[] = [];
  let ordered = true;
  for (let i = 0; i < terms.length; i += 1) {
    const term = terms[i].toLowerCase();
    if (term === '' || isRepeated(terms, i, term)) {
      continue;
    }
    const before = ranges.length;
    for (let index = lower.indexOf(term); index !== -1; index = lower.indexOf(term, index + 1)) {
      if (index === 0 || !isWordCharacterAt(lower, index - 1)) {
        // The whole word: a term also finds the words it starts ("config" finds "configuration").
        let end = index + term.length;
        while (end < lower.length && isWordCharacterAt(lower, end)) {
          end += 1;
        }
        ranges.push({start: index, end});
      }
    }
    if (before > 0 && ranges.length > before) {
      ordered = false;
    }
  }
  if (!ordered) {
    ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  }
  const merged: HighlightRange[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) {
      last.end = Math.max(last.end, range.end);
    } else {
      merged.push(range);
    }
  }
  return merged;
}

/** Whether an earlier term of the list is the same, case aside. */
function isRepeated(terms: string[], index: number, lower: string): boolean {
  for (let i = 0; i < index; i += 1) {
    if (terms[i].toLowerCase() === lower) {
      return true;
    }
  }
  return false;
}

/** Splits text into plain and highlighted pieces, for rendering as text nodes and <mark>. */
export function splitByHighlights(
  text: string,
  ranges: HighlightRange[],
): {text: string; highlighted: boolean}[] {
  const pieces: {text: string; highlighted: boolean}[] = [];
  let at = 0;
  for (const {start, end} of ranges) {
    if (start > at) {
      pieces.push({text: text.slice(at, start), highlighted: false});
    }
    pieces.push({text: text.slice(start, end), highlighted: true});
    at = end;
  }
  if (at < text.length) {
    pieces.push({text: text.slice(at), highlighted: false});
  }
  return pieces;
}
