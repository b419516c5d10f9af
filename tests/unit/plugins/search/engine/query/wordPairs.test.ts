import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {containsTermPhrase} from '../../../../../../plugins/search/engine/query/termPhrase';
import {mayHoldPairs, phrasePairs, wordPairs} from '../../../../../../plugins/search/engine/query/wordPairs';

const mayHold = (texts: string[], terms: string[]): boolean => mayHoldPairs(wordPairs(texts), phrasePairs(terms) ?? []);

describe('word pairs: a quick no for records that cannot hold a phrase', () => {
  it('rules out a text whose words never follow each other', () => {
    expect(mayHold(['the scan results of the store'], ['store', 'scan'])).toBe(false);
    expect(mayHold(['store the data'], ['data', 'store'])).toBe(false);
    // Another content word between the terms breaks the pair.
    expect(mayHold(['data and more words then store'], ['data', 'store'])).toBe(false);
  });

  it('keeps a text that holds the phrase across punctuation, stop words and word endings', () => {
    expect(mayHold(['choose the region: eu or us host'], ['choose', 'region', 'eu', 'us', 'host'])).toBe(true);
    expect(mayHold(['cookie rules (per domain)'], ['cookie', 'rule'])).toBe(true);
    // The first term may start a stop word: "th" in "the".
    expect(mayHold(['the data'], ['th', 'data'])).toBe(true);
    // Either text: the title or the body.
    expect(mayHold(['data store', 'nothing here'], ['data', 'store'])).toBe(true);
    expect(mayHold(['nothing here', 'data store'], ['data', 'store'])).toBe(true);
  });

  it('does not join the last word of one text with the first of the next', () => {
    expect(mayHold(['the data', 'store it'], ['data', 'store'])).toBe(false);
  });

  it('cannot tell for one term, a one-letter term or a term with a symbol', () => {
    expect(phrasePairs(['data'])).toBeNull();
    expect(phrasePairs(['a', 'data'])).toBeNull();
    expect(phrasePairs(['script>', 'alert'])).toBeNull();
    expect(phrasePairs(['data', 'store'])).toHaveLength(1);
  });

  it('never rules out a text that holds the phrase', () => {
    // Words, stop words, prefixes, punctuation, symbols and non-ASCII letters, in any order.
    const word = fc.constantFrom('data', 'store', 'stores', 'the', 'about', 'ab', 'abs', 'metadata', 'a', 'é', 'éte', '1', 'r8', 'x');
    const text = fc.array(fc.tuple(word, fc.constantFrom(' ', ', ', '-', '. ', '')), {maxLength: 16}).map((parts) => parts.flat().join(''));
    const terms = fc.array(fc.constantFrom('data', 'store', 'ab', 'abs', 'éte', 'r8', 'me', 'th'), {minLength: 2, maxLength: 4});
    fc.assert(
      fc.property(fc.array(text, {minLength: 1, maxLength: 2}), terms, (texts, phrase) => {
        if (texts.some((body) => containsTermPhrase(body, phrase))) {
          expect(mayHold(texts, phrase)).toBe(true);
        }
      }),
      {numRuns: 5000, seed: 20261126},
    );
  });
});
