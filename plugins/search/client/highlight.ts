import type {HighlightRange} from '../shared/types';
import {isWordCharacter} from './wordCharacter';

/**
 * Ranges of `text` to highlight: every word that starts with a term, case-insensitive,
 * overlapping ranges merged. Returned as ranges (never markup) so that text from the index is
 * always rendered as text.
 */
export function highlightRanges(text: string, terms: string[]): HighlightRange[] {
  const lower = text.toLowerCase();
  const ranges: HighlightRange[] = [];
  for (const term of new Set(terms.map((t) => t.toLowerCase()).filter(Boolean))) {
    let from = 0;
    for (let index = lower.indexOf(term, from); index !== -1; index = lower.indexOf(term, from)) {
      if (index === 0 || !isWordCharacter(lower[index - 1])) {
        // The whole word: a term also finds the words it starts ("config" finds "configuration").
        let end = index + term.length;
        while (end < lower.length && isWordCharacter(lower[end])) {
          end += 1;
        }
        ranges.push({start: index, end});
      }
      from = index + 1;
    }
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: HighlightRange[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) {
      last.end = Math.max(last.end, range.end);
    } else {
      merged.push({...range});
    }
  }
  return merged;
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
