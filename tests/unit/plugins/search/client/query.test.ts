import MiniSearch, {type Query, type SearchOptions} from 'minisearch';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {buildSearchQuery, containsPhrases, containsTermPhrase, queryTerms} from '../../../../../plugins/search/client/query';
import {PHRASE_MULTIPLIER, WEIGHTS} from '../../../../../plugins/search/shared/limits';

type Combination = SearchOptions & {queries: Query[]};
const asCombination = (query: Query): Combination => query as Combination;
const boostOf = (query: Query, term = 'x'): number => asCombination(query).boostTerm?.(term, 0, [term]) ?? 1;

describe('buildSearchQuery (term rules and query boosting)', () => {
  it('clears on an empty or whitespace-only query', () => {
    expect(buildSearchQuery('')).toBeNull();
    expect(buildSearchQuery('   \t\n ')).toBeNull();
  });

  it('ignores 1-character terms', () => {
    expect(queryTerms('a b c')).toEqual([]);
    expect(buildSearchQuery('a b')).toBeNull();
    expect(buildSearchQuery('a config')?.terms).toEqual(['config']);
  });

  it('passes a query with a double quote through as typed, as a phrase', () => {
    const built = buildSearchQuery('"cookie consent" mode');
    expect(asCombination(built!.query).queries).toEqual(['"cookie consent" mode']);
    expect(asCombination(built!.query).combineWith).toBe('AND');
    expect(built!.phrases).toEqual(['cookie consent']);
  });

  it('weights one term of 4+ characters exact 10, prefix 5', () => {
    const query = asCombination(buildSearchQuery('Config')!.query);
    expect(query.queries).toEqual(['config']);
    expect(boostOf(query)).toBe(10);
    expect(query.prefix).toBe(true);
    expect(boostOf(query) * query.weights!.prefix!).toBe(5);
  });

  it('weights a 3-character term exact 10, prefix 2', () => {
    const query = asCombination(buildSearchQuery('sdk')!.query);
    expect(boostOf(query)).toBe(10);
    expect(query.prefix).toBe(true);
    expect(boostOf(query) * query.weights!.prefix!).toBeCloseTo(2);
  });

  it('weights each term of a multi-word query 5 (prefix 2 for 4+ characters) and keeps its phrase', () => {
    const built = buildSearchQuery('data store api')!;
    const query = asCombination(built.query);
    expect(query.combineWith).toBe('OR');
    const terms = query.queries.map(asCombination);
    expect(terms.map((term) => term.queries[0])).toEqual(['data', 'store', 'api']);
    for (const term of terms) {
      expect(boostOf(term)).toBe(5);
    }
    expect(terms[0].prefix).toBe(true);
    expect(boostOf(terms[0]) * terms[0].weights!.prefix!).toBeCloseTo(2);
    expect(terms[2].prefix).toBe(false);
    // The phrase at 20 is scored by the engine (PHRASE_MULTIPLIER) on the results that hold it.
    expect(built.phraseTerms).toEqual(['data', 'store', 'api']);
    expect(PHRASE_MULTIPLIER).toBe(1 + WEIGHTS.phrase / WEIGHTS.multiTerm.exact);
    expect(buildSearchQuery('config')!.phraseTerms).toBeNull();
  });

  it('scores with MiniSearch as the weights say: exact beats prefix', () => {
    const index = new MiniSearch({fields: ['text']});
    index.addAll([
      {id: 'exact', text: 'config'},
      {id: 'prefix', text: 'configuration'},
    ]);
    const single = index.search(buildSearchQuery('config')!.query);
    expect(single.map((r) => r.id)).toEqual(['exact', 'prefix']);
    // Same field length: the exact/prefix ratio is 10 / (5 × MiniSearch's distance decay).
    const ratio = single[0].score / single[1].score;
    expect(ratio).toBeGreaterThan(2);
  });
});

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

describe('containsPhrases', () => {
  it('requires every phrase, ignoring case and spacing', () => {
    expect(containsPhrases('Cookie   Consent banner', ['cookie consent'])).toBe(true);
    expect(containsPhrases('consent cookie', ['cookie consent'])).toBe(false);
    expect(containsPhrases('anything', [])).toBe(true);
  });
});

describe('query size limits', () => {
  it('drops repeated terms and keeps at most MAX_QUERY_TERMS distinct ones', async () => {
    const {queryTerms} = await import('../../../../../plugins/search/client/query');
    const {MAX_QUERY_TERMS} = await import('../../../../../plugins/search/shared/limits');
    expect(queryTerms('cookie consent cookie consent cookie')).toEqual(['cookie', 'consent']);
    const many = Array.from({length: 40}, (_, i) => `term${i}`).join(' ');
    expect(queryTerms(many)).toHaveLength(MAX_QUERY_TERMS);
  });

  it('ignores input beyond MAX_QUERY_LENGTH characters, quoted or not', async () => {
    const {buildSearchQuery, queryTerms} = await import('../../../../../plugins/search/client/query');
    const {MAX_QUERY_LENGTH} = await import('../../../../../plugins/search/shared/limits');
    const tail = ' zzzunique';
    const long = 'a'.repeat(MAX_QUERY_LENGTH) + tail;
    expect(queryTerms(long)).not.toContain('zzzunique');
    const quoted = buildSearchQuery(`"${'b'.repeat(MAX_QUERY_LENGTH)}"${tail}`)!;
    expect(quoted.terms).not.toContain('zzzunique');
  });

  it('splits terms on tabs too', async () => {
    const {queryTerms} = await import('../../../../../plugins/search/client/query');
    expect(queryTerms('cookie\tconsent')).toEqual(['cookie', 'consent']);
  });
});
