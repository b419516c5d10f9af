import MiniSearch, {type Query, type SearchOptions} from 'minisearch';
import {describe, expect, it} from 'vitest';
import {buildSearchQuery, containsPhrases, queryTerms, searchedForm} from '../../../../../../plugins/search/engine/query/query';
import {PHRASE_MULTIPLIER, RELATED_TERM_WEIGHT, WEIGHTS} from '../../../../../../plugins/search/shared/limits';

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
    // The last word, short and so searched without prefix, is searched in the plural too, and a
    // verb in -e in its -ing form (inflections.ts).
    expect(terms.map((term) => term.queries[0])).toEqual(['data', 'store', 'api', 'storing', 'apis']);
    for (const term of terms) {
      expect(boostOf(term)).toBe(5);
    }
    expect(built.weightedTerms!.at(-1)).toEqual({term: 'apis', exact: 5, prefix: null, slot: 2});
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

describe('containsPhrases', () => {
  it('requires every phrase, ignoring case and spacing', () => {
    expect(containsPhrases('Cookie   Consent banner', ['cookie consent'])).toBe(true);
    expect(containsPhrases('consent cookie', ['cookie consent'])).toBe(false);
    expect(containsPhrases('anything', [])).toBe(true);
  });
});

describe('query size limits', () => {
  it('drops repeated terms and keeps at most MAX_QUERY_TERMS distinct ones', async () => {
    const {queryTerms} = await import('../../../../../../plugins/search/engine/query/query');
    const {MAX_QUERY_TERMS} = await import('../../../../../../plugins/search/shared/limits');
    expect(queryTerms('cookie consent cookie consent cookie')).toEqual(['cookie', 'consent']);
    const many = Array.from({length: 40}, (_, i) => `term${i}`).join(' ');
    expect(queryTerms(many)).toHaveLength(MAX_QUERY_TERMS);
  });

  it('ignores input beyond MAX_QUERY_LENGTH characters, quoted or not', async () => {
    const {buildSearchQuery, queryTerms} = await import('../../../../../../plugins/search/engine/query/query');
    const {MAX_QUERY_LENGTH} = await import('../../../../../../plugins/search/shared/limits');
    const tail = ' zzzunique';
    const long = 'a'.repeat(MAX_QUERY_LENGTH) + tail;
    expect(queryTerms(long)).not.toContain('zzzunique');
    const quoted = buildSearchQuery(`"${'b'.repeat(MAX_QUERY_LENGTH)}"${tail}`)!;
    expect(quoted.terms).not.toContain('zzzunique');
  });

  it('splits terms on tabs too', async () => {
    const {queryTerms} = await import('../../../../../../plugins/search/engine/query/query');
    expect(queryTerms('cookie\tconsent')).toEqual(['cookie', 'consent']);
  });
});

describe('searchedForm (nouns in -ation also find their verbs)', () => {
  it('searches a noun in -ation(s) by its stem when the stem keeps 5 letters', () => {
    expect(['installation', 'configurations', 'validation', 'cookie', 'location', 'operation', 'station'].map(searchedForm)).toEqual([
      'install',
      'configur',
      'valid',
      'cookie',
      'location',
      'operation',
      'station',
    ]);
  });

  it('matches the stem as a prefix, and keeps the typed terms for corrections, snippets and highlights', () => {
    const built = buildSearchQuery('Android SDK installation')!;
    expect(built.terms).toEqual(['android', 'sdk', 'installation']);
    expect(built.weightedTerms!.map(({term, prefix}) => [term, prefix !== null])).toEqual([
      ['android', true],
      ['sdk', false],
      ['install', true],
    ]);
    const index = new MiniSearch({fields: ['title'], storeFields: ['title']});
    index.addAll([
      {id: 1, title: 'Install the Android SDK'},
      {id: 2, title: 'Android SDK release notes'},
    ]);
    expect(index.search(built.query).map((result) => result.id)[0]).toBe(1);
  });
});

describe('buildSearchQuery (related words and intent)', () => {
  it('searches a thesaurus word in the slot of the typed term, at RELATED_TERM_WEIGHT of it', () => {
    const built = buildSearchQuery('delete data')!;
    expect(built.searchedTerms).toEqual(['delete', 'data']);
    expect(built.weightedTerms).toEqual(expect.arrayContaining([{term: 'erasure', exact: WEIGHTS.multiTerm.exact * RELATED_TERM_WEIGHT, prefix: null, slot: 0}]));
  });

  it('reads history and questions from the typed text', () => {
    expect(buildSearchQuery('rate limit changelog')!.intent).toEqual({history: true, question: false});
    expect(buildSearchQuery('what changed in 2.4.0')!.intent).toEqual({history: true, question: true});
    expect(buildSearchQuery('how do I rotate a key')!.intent).toEqual({history: false, question: true});
    expect(buildSearchQuery('"rate limit"')!.intent).toEqual({history: false, question: false});
  });
});
