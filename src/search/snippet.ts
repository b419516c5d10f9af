import {ELLIPSIS, MIN_SENTENCE_LENGTH, SNIPPET_LENGTH} from './constants';

/** Where in `text` the first of the terms starts, or -1. */
function firstTermIndex(lowerText: string, terms: string[]): number {
  let first = -1;
  for (const term of terms) {
    const index = lowerText.indexOf(term);
    if (index !== -1 && (first === -1 || index < first)) {
      first = index;
    }
  }
  return first;
}

/** Cuts `text` to at most `length` characters at a word boundary, with an ellipsis if cut. */
function cutAtWord(text: string, length: number): string {
  if (text.length <= length) {
    return text;
  }
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}${ELLIPSIS}`;
}

/**
 * A snippet of at most SNIPPET_LENGTH characters (plus ellipses) for a result (spec §9):
 * sentences longer than MIN_SENTENCE_LENGTH are candidates; the one containing the most query
 * terms wins (the first candidate if none does); the text runs on from there and is cut with an
 * ellipsis. A term far into a long sentence moves the window so that it stays visible.
 */
export function makeSnippet(content: string, terms: string[], length: number = SNIPPET_LENGTH): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text === '') {
    return '';
  }
  const lower = text.toLowerCase();
  const lowerTerms = [...new Set(terms.map((term) => term.toLowerCase()).filter(Boolean))];
  // One pass over the sentences, without copying them; stops at a sentence holding every term.
  let best: {start: number; end: number} | null = null;
  let bestCount = 0;
  const boundary = /[.!?]\s+/g;
  let start = 0;
  while (start < text.length) {
    const match = boundary.exec(text);
    const end = match ? match.index + 1 : text.length;
    if (end - start > MIN_SENTENCE_LENGTH) {
      let count = 0;
      for (const term of lowerTerms) {
        const at = lower.indexOf(term, start);
        if (at !== -1 && at < end) {
          count += 1;
        }
      }
      if (!best || count > bestCount) {
        best = {start, end};
        bestCount = count;
      }
      if (bestCount === lowerTerms.length) {
        break;
      }
    }
    start = match ? match.index + match[0].length : text.length;
  }
  if (!best) {
    return cutAtWord(text, length);
  }
  let from = best.start;
  let prefix = '';
  if (bestCount > 0) {
    const termAt = firstTermIndex(lower.slice(best.start, best.end), lowerTerms);
    // Keep the first matching term inside the window, with some context before it.
    if (termAt > length - 40) {
      const windowStart = best.start + termAt - 40;
      const space = text.indexOf(' ', windowStart);
      from = space === -1 || space > best.start + termAt ? windowStart : space + 1;
      prefix = ELLIPSIS;
    }
  }
  return prefix + cutAtWord(text.slice(from), length - prefix.length);
}
