import type MiniSearch from 'minisearch';
import type {Query, SearchOptions, SearchResult as MiniSearchResult} from 'minisearch';
import {queryExecutor, type RawMatch} from './miniSearchInternals';

export type {RawMatch};

/**
 * MiniSearch's matches of a query, by short id. `MiniSearch#search` makes a result object for
 * every match (with its matched terms listed) and sorts them all; for a common query that is a
 * thousand objects and a sort, a third of its time, when the engine re-scores, groups and sorts
 * them anyway and lists terms only for the 50 it shows. So the matches are taken from the query
 * execution `search` itself runs (internal to MiniSearch, see miniSearchInternals.ts;
 * tests/unit/search/rawMatches.test.ts checks it against `search`). Should a MiniSearch release
 * drop it, `search` is used instead.
 */
export function rawMatches<T>(
  index: MiniSearch<T>,
  shortIdOf: (id: string) => number | undefined,
  query: Query,
  options: SearchOptions,
): Map<number, RawMatch> {
  const execute = queryExecutor(index);
  if (execute) {
    return execute(query, options);
  }
  const matches = new Map<number, RawMatch>();
  for (const result of index.search(query, options) as MiniSearchResult[]) {
    const shortId = shortIdOf(String(result.id));
    if (shortId !== undefined) {
      matches.set(shortId, {
        score: result.score / (result.queryTerms.length || 1),
        terms: result.queryTerms,
        match: result.match,
      });
    }
  }
  return matches;
}
