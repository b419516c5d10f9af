import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {containsTermPhrase} from '../../../../../../plugins/search/engine/query/termPhrase';

describe('containsTermPhrase (the phrase of a multi-word query)', () => {
  it('needs the terms in order, each starting a word', () => {
    expect(containsTermPhrase('a data store holds fields', ['data', 'store'])).toBe(true);
    expect(containsTermPhrase('store the data', ['data', 'store'])).toBe(false);
    expect(containsTermPhrase('metadata store', ['data', 'store'])).toBe(false);
    expect(containsTermPhrase('data and more words then store', ['data', 'store'])).toBe(false);
  });

  it('lets punctuation, stop words and word endings stand between the terms', () => {
    expect(containsTermPhrase('choose the region: eu or us host', ['choose', 'region', 'eu', 'us', 'host'])).toBe(true);
    expect(containsTermPhrase('cookie rules (per domain)', ['cookie', 'rule'])).toBe(true);
    expect(containsTermPhrase('data-store', ['data', 'store'])).toBe(true);
  });

  it('finds a later occurrence when the first does not continue', () => {
    expect(containsTermPhrase('data lake, then data store', ['data', 'store'])).toBe(true);
    expect(containsTermPhrase('', ['data'])).toBe(false);
    expect(containsTermPhrase('data', [])).toBe(false);
  });

  it('gives the same answer whichever term the scan is anchored on', () => {
    expect(containsTermPhrase('choose the region: eu or us host', ['choose', 'region', 'eu', 'us', 'host'], 3)).toBe(true);
    expect(containsTermPhrase('store the data, data lake', ['data', 'store'], 1)).toBe(false);
    // Words, stop words ("the", "about"), prefixes of both, punctuation and a symbol: every
    // anchor agrees with the scan from the first term.
    const word = fc.constantFrom('data', 'store', 'stores', 'the', 'about', 'ab', 'abs', 'metadata', 'a>b', 'é', '1');
    const text = fc.array(fc.tuple(word, fc.constantFrom(' ', ', ', '-', '')), {maxLength: 14}).map((parts) => parts.flat().join(''));
    const terms = fc.array(fc.constantFrom('data', 'store', 'ab', 'abs', 'a>b', 'é'), {minLength: 1, maxLength: 4});
    fc.assert(
      fc.property(text, terms, fc.nat(4), (body, phrase, anchor) => {
        expect(containsTermPhrase(body, phrase, anchor)).toBe(containsTermPhrase(body, phrase));
      }),
      {numRuns: 3000},
    );
  });
});
