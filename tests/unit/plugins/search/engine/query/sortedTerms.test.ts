import {describe, expect, it} from 'vitest';
import {lowerBound, prefixEnd} from '../../../../../../plugins/search/engine/query/sortedTerms';

const terms = ['api', 'consent', 'consents', 'cookie', 'cookies', 'cookiex', 'data'];

describe('binary searches over sorted terms', () => {
  it('finds where a term is or would be', () => {
    expect(lowerBound(terms, 'cookie')).toBe(3);
    expect(lowerBound(terms, 'cook')).toBe(3);
    expect(lowerBound(terms, 'a')).toBe(0);
    expect(lowerBound(terms, 'zebra')).toBe(terms.length);
  });

  it('finds the end of the terms a prefix starts, from a given position', () => {
    expect(prefixEnd(terms, 'cookie')).toBe(6);
    expect(prefixEnd(terms, 'consent', 1)).toBe(3);
    expect(prefixEnd(terms, 'x')).toBe(terms.length);
    // Starting past the prefix's terms finds nothing more.
    expect(prefixEnd(terms, 'api', 2)).toBe(2);
  });
});
