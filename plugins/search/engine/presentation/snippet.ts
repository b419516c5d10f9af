import {MAX_SNIPPET_SENTENCES, MIN_SENTENCE_LENGTH, SNIPPET_CONTEXT_BEFORE_TERM, SNIPPET_LENGTH} from '../../shared/limits';
import {ELLIPSIS} from '../../shared/strings';
import {lowerBound} from '../../shared/sortedSearch';

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

function endsSentence(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return code === 46 /* . */ || code === 33 /* ! */ || code === 63 /* ? */;
}

/**
 * Where the sentences of whitespace-normalised `text` break: the spaces that follow ".", "!" or
 * "?", in order. One pass over the text, independent of any query, so the engine keeps it per
 * record and each snippet finds a sentence's bounds by binary search instead of walking its words.
 */
export function sentenceBreaks(text: string): Int32Array {
  const breaks: number[] = [];
  for (let space = text.indexOf(' ', 1); space !== -1; space = text.indexOf(' ', space + 1)) {
    if (endsSentence(text, space - 1)) {
      breaks.push(space);
    }
  }
  return Int32Array.from(breaks);
}


/** Start of the sentence holding `at`: just after the last "[.!?] " before it. */
function sentenceStart(breaks: Int32Array, at: number): number {
  const next = lowerBound(breaks, at);
  return next === 0 ? 0 : breaks[next - 1] + 1;
}

/** End (after its punctuation) of the sentence starting at or holding `from`. */
function sentenceEnd(breaks: Int32Array, from: number, textLength: number): number {
  const next = lowerBound(breaks, from + 1);
  return next < breaks.length ? breaks[next] : textLength;
}

/**
 * The first sentence (longer than MIN_SENTENCE_LENGTH) holding the most terms, or the first such
 * sentence when none holds one. Only sentences around term occurrences are visited, and each term
 * is searched forward once over the whole text: long pages cost one pass, not one per sentence.
 * Sentences end at ".", "!" or "?" followed by a space (the text is whitespace-normalised).
 * At most MAX_SNIPPET_SENTENCES sentences holding terms are compared.
 */
function bestSentence(
  text: string,
  lower: string,
  terms: string[],
  breaks: Int32Array,
): {start: number; end: number; count: number} | null {
  // An Int32Array, not terms.map(): the array that map() returns has a different elements kind
  // when the builtin makes it than when optimised code inlines it, and Chromium's V8 then
  // deoptimises this function on every query that meets the other kind (seen 18 times in 720
  // warm queries); a typed array has one shape.
  const next = new Int32Array(terms.length);
  for (let i = 0; i < terms.length; i += 1) {
    next[i] = lower.indexOf(terms[i]);
  }
  let best: {start: number; end: number; count: number} | null = null;
  let from = 0;
  for (let visited = 0; best?.count !== terms.length && visited < MAX_SNIPPET_SENTENCES; visited += 1) {
    let at = -1;
    for (let i = 0; i < terms.length; i += 1) {
      if (next[i] !== -1 && next[i] < from) {
        next[i] = lower.indexOf(terms[i], from);
      }
      if (next[i] !== -1 && (at === -1 || next[i] < at)) {
        at = next[i];
      }
    }
    if (at === -1) {
      break;
    }
    const start = Math.max(from, sentenceStart(breaks, at));
    const end = sentenceEnd(breaks, at, text.length);
    if (end - start > MIN_SENTENCE_LENGTH) {
      let count = 0;
      for (let i = 0; i < next.length; i += 1) {
        if (next[i] !== -1 && next[i] < end) {
          count += 1;
        }
      }
      if (!best || count > best.count) {
        best = {start, end, count};
      }
    }
    from = end + 1;
  }
  if (best) {
    return best;
  }
  // No term in any candidate: the first candidate sentence.
  for (let start = 0; start < text.length; ) {
    const end = sentenceEnd(breaks, start, text.length);
    if (end - start > MIN_SENTENCE_LENGTH) {
      return {start, end, count: 0};
    }
    start = end + 1;
  }
  return null;
}

/**
 * A snippet of at most SNIPPET_LENGTH characters (plus ellipses) for a result:
 * sentences longer than MIN_SENTENCE_LENGTH are candidates; the one containing the most query
 * terms wins (the first candidate if none does); the text runs on from there and is cut with an
 * ellipsis. A term far into a long sentence moves the window so that it stays visible.
 */
export function makeSnippet(
  content: string,
  terms: string[],
  length: number = SNIPPET_LENGTH,
  lowerContent?: string,
  breaks?: Int32Array,
): string {
  // The engine passes whitespace-normalised content, its lower-case copy and its sentence breaks,
  // made once per record.
  const text = lowerContent === undefined ? content.replace(/\s+/g, ' ').trim() : content;
  if (text === '') {
    return '';
  }
  const lower = lowerContent ?? text.toLowerCase();
  const lowerTerms = [...new Set(terms.map((term) => term.toLowerCase()).filter(Boolean))];
  const best = bestSentence(text, lower, lowerTerms, breaks ?? sentenceBreaks(text));
  if (!best) {
    return cutAtWord(text, length);
  }
  const bestCount = best.count;
  let from = best.start;
  let prefix = '';
  if (bestCount > 0) {
    const termAt = firstTermIndex(lower.slice(best.start, best.end), lowerTerms);
    // Keep the first matching term inside the window, with some context before it.
    if (termAt > length - SNIPPET_CONTEXT_BEFORE_TERM) {
      const windowStart = best.start + termAt - SNIPPET_CONTEXT_BEFORE_TERM;
      const space = text.indexOf(' ', windowStart);
      from = space === -1 || space > best.start + termAt ? windowStart : space + 1;
      prefix = ELLIPSIS;
    }
  }
  return prefix + cutAtWord(text.slice(from), length - prefix.length);
}
