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
  const lowerTerms = terms.map((term) => term.toLowerCase()).filter(Boolean);
  const sentenceStarts: number[] = [0];
  for (const match of text.matchAll(/[.!?]\s+/g)) {
    sentenceStarts.push((match.index ?? 0) + match[0].length);
  }
  const sentences = sentenceStarts
    .map((start, i) => ({start, text: text.slice(start, sentenceStarts[i + 1] ?? text.length).trim()}))
    .filter((sentence) => sentence.text.length > MIN_SENTENCE_LENGTH);
  if (sentences.length === 0) {
    return cutAtWord(text, length);
  }
  let best = sentences[0];
  let bestCount = 0;
  for (const sentence of sentences) {
    const lower = sentence.text.toLowerCase();
    const count = lowerTerms.filter((term) => lower.includes(term)).length;
    if (count > bestCount) {
      best = sentence;
      bestCount = count;
    }
  }
  let start = best.start;
  let prefix = '';
  if (bestCount > 0) {
    const termAt = firstTermIndex(best.text.toLowerCase(), lowerTerms);
    // Keep the first matching term inside the window, with some context before it.
    if (termAt > length - 40) {
      const from = best.start + termAt - 40;
      const space = text.indexOf(' ', from);
      start = space === -1 || space > best.start + termAt ? from : space + 1;
      prefix = ELLIPSIS;
    }
  }
  return prefix + cutAtWord(text.slice(start), length - prefix.length);
}
