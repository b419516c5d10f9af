import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {FIELD_BOOSTS, SEARCH_INDEX_OPTIONS} from '../../../../../../plugins/search/shared/indexOptions';
import {buildSearchQuery} from '../../../../../../plugins/search/engine/query/query';
import {rawMatches} from '../../../../../../plugins/search/engine/index/rawMatches';
import {fromRawMatches} from '../../../../../../plugins/search/engine/index/rawTermMatches';
import type {SearchDocument} from '../../../../../../plugins/search/shared/types';
import fixture from '../../../../../fixtures/search/documents.json';

const documents = fixture as SearchDocument[];
const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
index.addAll(documents);
const shortIds = new Map(documents.map((document, position) => [document.id, position]));
const shortIdOf = (id: string): number | undefined => shortIds.get(id);
const idOf = (shortId: number): string => documents[shortId].id;

// Single terms (exact and prefix), several terms, a quoted query, and a query nothing matches.
const QUERIES = ['cookie', 'con', 'consent configuration', 'palette colours dialog', '"cookie consent"', 'zzzzqx'];

/** What MiniSearch#search ranks: id → [score, sorted query terms, sorted matched index terms]. */
function fromSearch(raw: string): Map<string, [number, string[], string[]]> {
  const {query} = buildSearchQuery(raw)!;
  return new Map(
    index.search(query, {boost: FIELD_BOOSTS}).map((result) => [
      String(result.id),
      [result.score, [...result.queryTerms].sort(), [...result.terms].sort()],
    ]),
  );
}

function fromRaw(matches: ReturnType<typeof rawMatches>): Map<string, [number, string[], string[]]> {
  const view = fromRawMatches(matches);
  return new Map(
    [...matches].map(([shortId, match]) => [idOf(shortId), [view.score(shortId), [...match.terms].sort(), view.indexTerms(shortId).sort()]]),
  );
}

/** The same documents, each with the same score (to 10 decimals), query terms and index terms. */
function expectSameMatches(
  got: Map<string, [number, string[], string[]]>,
  expected: Map<string, [number, string[], string[]]>,
): void {
  expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [id, [score, terms, matched]] of expected) {
    const [gotScore, gotTerms, gotMatched] = got.get(id)!;
    expect(gotScore).toBeCloseTo(score, 10);
    expect(gotTerms).toEqual(terms);
    expect(gotMatched).toEqual(matched);
  }
}

describe('rawMatches: MiniSearch matches before result objects are made', () => {
  it.each(QUERIES)('gives the documents, scores and terms MiniSearch#search gives for %j', (raw) => {
    const {query} = buildSearchQuery(raw)!;
    const expected = fromSearch(raw);
    expectSameMatches(fromRaw(rawMatches(index, shortIdOf, query, {boost: FIELD_BOOSTS})), expected);
    if (raw !== 'zzzzqx') {
      expect(expected.size).toBeGreaterThan(0);
    }
  });

  it('falls back to MiniSearch#search, with the same figures, when the query execution is not there', () => {
    // A MiniSearch release without the internal method: only the public search is there.
    const withoutExecutor = {search: index.search.bind(index)} as unknown as MiniSearch<SearchDocument>;
    for (const raw of QUERIES) {
      const {query} = buildSearchQuery(raw)!;
      const direct = fromRaw(rawMatches(index, shortIdOf, query, {boost: FIELD_BOOSTS}));
      const fallback = fromRaw(rawMatches(withoutExecutor, shortIdOf, query, {boost: FIELD_BOOSTS}));
      expectSameMatches(fallback, direct);
    }
  });
});
