import type MiniSearch from 'minisearch';
import type {Query, SearchOptions, SearchResult as MiniSearchResult} from 'minisearch';

/** A document's match as MiniSearch scores it, keyed by its short id (its position in the index). */
export interface RawMatch {
  /** Sum of the weighted BM25 scores of the matched terms, before MiniSearch's quality factor. */
  score: number;
  /** Query terms that matched. */
  terms: string[];
  /** Matched index terms (after prefix expansion), each with the fields it matched in. */
  match: Record<string, string[]>;
}

type Executor = (query: Query, options: SearchOptions) => Map<number, RawMatch>;

/**
 * MiniSearch's matches of a query, by short id. `MiniSearch#search` makes a result object for
 * every match (with its matched terms listed) and sorts them all; for a common query that is a
 * thousand objects and a sort, a third of its time, when the engine re-scores, groups and sorts
 * them anyway and lists terms only for the 50 it shows. So the matches are taken from the query
 * execution `search` itself runs (internal to MiniSearch 7; tests/unit/search-raw-matches.test.ts
 * checks it against `search`). Should a MiniSearch release drop it, `search` is used instead.
 */
export function rawMatches<T>(
  index: MiniSearch<T>,
  shortIdOf: ReadonlyMap<string, number>,
  query: Query,
  options: SearchOptions,
): Map<number, RawMatch> {
  const execute = (index as unknown as {executeQuery?: Executor}).executeQuery;
  if (typeof execute === 'function') {
    return execute.call(index, query, options);
  }
  const matches = new Map<number, RawMatch>();
  for (const result of index.search(query, options) as MiniSearchResult[]) {
    const shortId = shortIdOf.get(String(result.id));
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
