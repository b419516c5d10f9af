import {STOP_WORDS} from '../../shared/indexOptions';
import {isWordCharacter} from './wordCharacter';

/**
 * The phrase of an unquoted multi-word query: whether a record's text holds the query's terms in
 * the typed order, as words (see containsTermPhrase). Ranking asks it of every record that matched
 * all the terms and could reach the results shown: a few hundred per common query.
 */

/** No stop word is longer: a longer word is not looked up. */
const LONGEST_STOP_WORD = Math.max(...[...STOP_WORDS].map((word) => word.length));

/**
 * Whether a term is letters and digits only. Word boundaries read back reliably around such a term
 * only: phrase checks treat a term holding a symbol ("script>") with care.
 */
export function isPlainWord(term: string): boolean {
  return [...term].every(isWordCharacter);
}

/** Whether text[start, end) is a stop word. */
export function isStopWord(text: string, start: number, end: number): boolean {
  return end - start <= LONGEST_STOP_WORD && STOP_WORDS.has(text.slice(start, end));
}

/** Index after the word starting at `at` (letters and digits), or `at` if none starts there. */
function wordEnd(text: string, at: number): number {
  let end = at;
  while (end < text.length && isWordCharacter(text[end])) {
    end += 1;
  }
  return end;
}

/** Index of the next word at or after `at`, skipping punctuation, spaces and stop words. */
function nextContentWord(text: string, at: number): number {
  let position = at;
  for (;;) {
    while (position < text.length && !isWordCharacter(text[position])) {
      position += 1;
    }
    const end = wordEnd(text, position);
    if (end === position || !isStopWord(text, position, end)) {
      return position;
    }
    position = end;
  }
}

/** True when the terms, as a phrase (see containsTermPhrase), start at the word start `at`. */
function phraseFrom(text: string, at: number, terms: string[]): boolean {
  if (!text.startsWith(terms[0], at)) {
    return false;
  }
  let position = wordEnd(text, at + terms[0].length);
  for (let next = 1; next < terms.length; next += 1) {
    const word = nextContentWord(text, position);
    if (!text.startsWith(terms[next], word)) {
      return false;
    }
    position = wordEnd(text, word + terms[next].length);
  }
  return true;
}

/** Start of the word that ends at or before `at` (skipping what is not a word), or -1 if none. */
function previousWordStart(text: string, at: number): number {
  let end = at;
  while (end > 0 && !isWordCharacter(text[end - 1])) {
    end -= 1;
  }
  if (end === 0) {
    return -1;
  }
  let start = end - 1;
  while (start > 0 && isWordCharacter(text[start - 1])) {
    start -= 1;
  }
  return start;
}

/** Start of the nearest word before `at` that is not a stop word, or -1 if none. */
function previousContentWord(text: string, at: number): number {
  for (let start = previousWordStart(text, at); start !== -1; start = previousWordStart(text, start)) {
    if (!isStopWord(text, start, wordEnd(text, start))) {
      return start;
    }
  }
  return -1;
}

/**
 * True when lower-case `text` holds the query terms as a phrase (the quoted phrase, weight 20):
 * each term starts a word, in the typed order, and only punctuation, spaces and stop words stand
 * between them (queries lose their stop words: "region or host" is searched as "region host").
 * A word may run on after its term ("cookie rule" holds in "cookie rules"), as prefix matches do.
 * A scan, not a regular expression: a new pattern per keystroke costs a compilation.
 *
 * `anchor` names the term whose occurrences are scanned for (the caller passes the rarest: "data
 * stores" is cheaper to find from "stores" than from "data"); from each, the words before it lead
 * back to where the phrase would start, and the phrase is checked from there. With a term holding
 * a symbol, word boundaries do not lead back reliably, and the scan starts from the first term.
 */
export function containsTermPhrase(text: string, terms: string[], anchor = 0): boolean {
  return termPhraseMatcher(terms, anchor)(text);
}

/** containsTermPhrase for one query's terms, made once and run over many texts. */
export function termPhraseMatcher(terms: string[], anchor = 0): (text: string) => boolean {
  if (terms.length === 0) {
    return () => false;
  }
  const from = anchor > 0 && anchor < terms.length && terms.every(isPlainWord) ? anchor : 0;
  return (text) => scanForPhrase(text, terms, from);
}

function scanForPhrase(text: string, terms: string[], from: number): boolean {
  const term = terms[from];
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    if (isWordCharacter(text[at - 1])) {
      continue;
    }
    if (from === 0) {
      if (phraseFrom(text, at, terms)) {
        return true;
      }
      continue;
    }
    // Back over the terms between the first and the anchor, one content word each.
    let position = at;
    for (let back = from - 1; back >= 1 && position !== -1; back -= 1) {
      position = previousContentWord(text, position);
      if (position !== -1 && !text.startsWith(terms[back], position)) {
        position = -1;
      }
    }
    // The first term may be a stop word itself ("about" for "ab"), which the phrase check reads as
    // a word: try each word back to the first that is not a stop word.
    for (let start = position === -1 ? -1 : previousWordStart(text, position); start !== -1; start = previousWordStart(text, start)) {
      if (phraseFrom(text, start, terms)) {
        return true;
      }
      if (!isStopWord(text, start, wordEnd(text, start))) {
        break;
      }
    }
  }
  return false;
}
