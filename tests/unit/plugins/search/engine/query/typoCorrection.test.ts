import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {applyCorrections, correctTerm, correctTerms, maxEdits, type TermDictionary} from '../../../../../../plugins/search/engine/query/typoCorrection';

/** A dictionary of the given terms and document counts. */
function dictionary(terms: Record<string, number>): TermDictionary {
  const entries = Object.entries(terms).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    knows: (term) => entries.some(([indexed]) => indexed.startsWith(term)),
    sortedTerms: () => ({terms: entries.map(([term]) => term), documents: entries.map(([, documents]) => documents)}),
  };
}

/**
 * Edit distance written plainly (optimal string alignment: insertions, deletions, substitutions and
 * swaps of neighbours, one edit each): the textbook table the correction's must equal.
 */
function textbookDistance(a: string, b: string): number {
  const d = Array.from({length: a.length + 1}, (_, i) => Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The correction written plainly: every term compared, the nearest, most common, first kept. */
function plainCorrection(term: string, terms: Record<string, number>): string | null {
  const max = maxEdits(term);
  if (max === 0 || Object.keys(terms).some((indexed) => indexed.startsWith(term))) {
    return null;
  }
  let best: [string, number, number] | null = null;
  for (const [candidate, documents] of Object.entries(terms)) {
    const distance = textbookDistance(term, candidate);
    if (distance > max) {
      continue;
    }
    if (!best || distance < best[1] || (distance === best[1] && (documents > best[2] || (documents === best[2] && candidate < best[0])))) {
      best = [candidate, distance, documents];
    }
  }
  return best?.[0] ?? null;
}

const terms = dictionary({
  hubspot: 12,
  banner: 40,
  banners: 9,
  configuration: 300,
  configurations: 20,
  consent: 500,
  content: 80,
  cookie: 400,
  salesforce: 15,
  webhook: 30,
  webhooks: 25,
});

describe('typo correction: only unknown words, within 1 edit from 5 letters and 2 from 9', () => {
  it('allows no edit below 5 letters, 1 from 5 to 8, 2 from 9', () => {
    expect(['abcd', 'abcde', 'abcdefgh', 'abcdefghi', 'abcdefghijklmnop'].map((term) => maxEdits(term))).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts a missing, doubled, wrong or swapped letter as one edit, and two of them as two', () => {
    // Each word alone in its dictionary: corrected only within its allowed edits.
    const alone = (indexed: string) => dictionary({[indexed]: 1});
    expect(correctTerm('baner', alone('banner'))).toBe('banner');
    expect(correctTerm('cookiie', alone('cookie'))).toBe('cookie');
    expect(correctTerm('webhoak', alone('webhook'))).toBe('webhook');
    expect(correctTerm('hubsopt', alone('hubspot'))).toBe('hubspot');
    expect(correctTerm('consent', alone('content'))).toBe('content');
    expect(correctTerm('confguraton', alone('configuration'))).toBe('configuration');
    // Two edits, in words allowed one.
    expect(correctTerm('hbuspott', alone('hubspot'))).toBeNull();
    expect(correctTerm('cnsentt', alone('consent'))).toBeNull();
  });

  it('corrects unknown words to the nearest indexed term', () => {
    expect(correctTerm('hubsopt', terms)).toBe('hubspot');
    expect(correctTerm('baner', terms)).toBe('banner');
    expect(correctTerm('salesfroce', terms)).toBe('salesforce');
    expect(correctTerm('confguraton', terms)).toBe('configuration');
  });

  it('never changes a known word or the beginning of one', () => {
    expect(correctTerm('consent', terms)).toBeNull();
    expect(correctTerm('content', terms)).toBeNull();
    expect(correctTerm('config', terms)).toBeNull();
    expect(correctTerm('webhook', terms)).toBeNull();
  });

  it('leaves words under 5 letters, and words too far from any term, as typed', () => {
    expect(correctTerm('cokie', terms)).toBe('cookie');
    expect(correctTerm('bnnr', terms)).toBeNull();
    // Two edits away, but only 8 letters long: one edit allowed.
    expect(correctTerm('hbuspott', terms)).toBeNull();
    expect(correctTerm('zzzzzzzz', terms)).toBeNull();
  });

  it('prefers the closer term, then the one in more documents, then the alphabetically first', () => {
    const close = dictionary({banner: 40, banter: 100});
    expect(correctTerm('bannar', close)).toBe('banner');
    const tie = dictionary({cables: 3, tables: 7});
    expect(correctTerm('xables', tie)).toBe('tables');
    const even = dictionary({cables: 5, tables: 5});
    expect(correctTerm('xables', even)).toBe('cables');
  });

  it('finds the term the plain comparison of every term finds, in any dictionary', () => {
    // Few letters, so that terms share prefixes and lie within an edit or two of each other.
    const word = fc.string({unit: fc.constantFrom('a', 'b', 'c', 'd', 'e'), minLength: 1, maxLength: 12});
    const dictionaryOf = fc.dictionary(word, fc.integer({min: 1, max: 4}), {minKeys: 1, maxKeys: 80});
    fc.assert(
      fc.property(dictionaryOf, fc.array(word, {minLength: 1, maxLength: 5}), (indexed, typed) => {
        const sorted = dictionary(indexed);
        for (const term of typed) {
          expect(correctTerm(term, sorted)).toBe(plainCorrection(term, indexed));
        }
      }),
      {numRuns: 2000, seed: 20261126},
    );
  });

  it('lists a replacement only for the unknown terms of a query', () => {
    expect([...correctTerms(['cookie', 'baner'], terms)]).toEqual([['baner', 'banner']]);
    expect(correctTerms(['cookie', 'banner'], terms).size).toBe(0);
  });

  it('rewrites the typed query word by word, keeping the rest as typed', () => {
    expect(applyCorrections('Cookie Baner', new Map([['baner', 'banner']]))).toBe('Cookie banner');
    expect(applyCorrections('how to sync hubsopt?', new Map([['hubsopt', 'hubspot']]))).toBe('how to sync hubspot?');
    // A word that merely contains the typo stays.
    expect(applyCorrections('banerx baner', new Map([['baner', 'banner']]))).toBe('banerx banner');
  });
});
