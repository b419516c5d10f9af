import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import {FIRST_SCREEN_RESULTS, SearchEngine, type SearchOutcome} from '../../plugins/search/searchEngine';
import {SPLIT_CORE_PATH, type SearchCoreFile} from '../../plugins/search/node';
import {assertBuilt, BUILD_DIR, ROOT} from './support';

/**
 * The built split index against the built search-db.json: for every query of the benchmark's two
 * sets, a reader's first visit (core and pieces, a fresh engine per query) ranks the same 50 with
 * the same scores as the whole index, with the same snippets on the first screen, and once the
 * later results' text is in, the same snippets on all 50.
 */

const readQueries = (file: string): string[] =>
  (JSON.parse(readFileSync(join(ROOT, 'bench', file), 'utf8')) as {queries: Array<{q: string}>}).queries.map(({q}) => q);

/**
 * Serves the build's files as the site does, listing what the engine asks for; search-db.json is
 * refused, so that an answer can only have come from the pieces (the engine asks for it in the
 * background after the first results, and goes on with the pieces when it fails).
 */
function buildFetch(requests: string[]): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^\//, '');
    requests.push(path);
    const file = join(BUILD_DIR, path);
    return existsSync(file) && path !== 'search/search-db.json'
      ? new Response(readFileSync(file), {headers: {'content-type': 'application/json'}})
      : new Response('', {status: 404});
  }) as typeof fetch;
}

/**
 * The top 10 as a reader sees it, with exact scores: the pieces add terms to the index in another
 * order, and ranking sums a prefix's terms in one order whatever the load order (termMatches.ts).
 */
/** What a reader sees of the first `count` results; `snippets` from the first `withSnippets` only. */
function shown(outcome: SearchOutcome, count: number, withSnippets = count) {
  return outcome.results.slice(0, count).map((result, position) => ({
    url: result.document.url,
    score: result.score,
    sections: result.matchingSections.map((section) => section.document.url),
    ...(position < withSnippets && {snippet: result.preview().snippet}),
  }));
}

describe('the built split index', () => {
  beforeAll(() => {
    assertBuilt();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('holds the records of the core in columns, which a first query reads without decoding them all', () => {
    // One record the columns cannot hold (a tab in a title, a record spelled out) puts every
    // record of the core back into rows: larger, and decoded in full before the first result.
    const core = JSON.parse(readFileSync(join(BUILD_DIR, SPLIT_CORE_PATH), 'utf8')) as SearchCoreFile;
    expect(core.documents).toBeUndefined();
    expect(core.records?.flags).toHaveLength(core.searchIndex.documentCount);
  });

  it('ranks every benchmark query as the whole index does, from a cold start each', async () => {
    const whole = new SearchEngine({database: JSON.parse(readFileSync(join(BUILD_DIR, 'search/search-db.json'), 'utf8'))});
    const queries = [...readQueries('queries.json'), ...readQueries('queries-misspelled.json')];
    expect(queries.length).toBeGreaterThan(100);
    for (const query of queries) {
      const requests: string[] = [];
      const split = new SearchEngine({fetch: buildFetch(requests), openDatabase: () => null});
      const outcome = await split.search(query);
      expect(requests[0]).toBe(SPLIT_CORE_PATH);
      expect(outcome.error, query).toBeUndefined();
      const expected = await whole.search(query);
      expect(shown(outcome, Infinity, FIRST_SCREEN_RESULTS), query).toEqual(shown(expected, Infinity, FIRST_SCREEN_RESULTS));
      expect(outcome.correctedQuery, query).toBe(expected.correctedQuery);
      // The later results' text follows the first results'; their previews are made after it.
      await outcome.previewsReady;
      expect(shown(outcome, Infinity), query).toEqual(shown(expected, Infinity));
    }
  });
});
