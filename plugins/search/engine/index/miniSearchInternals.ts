import type MiniSearch from 'minisearch';
import type {Query, SearchOptions} from 'minisearch';
import {FilledOnRead} from '../../shared/filledOnRead';
import type {TermDictionary} from '../query/typoCorrection';

/**
 * The only module that reads MiniSearch's non-public members. The engine's fast path scores
 * queries from the index's postings (termMatches.ts) and takes matches from MiniSearch's query
 * execution before result objects are made (rawMatches.ts): together most of a query's time.
 * These members are internal to MiniSearch, so package.json pins the exact version they were
 * read from (MINISEARCH_VERSION), and tests/unit/search/miniSearchInternals.test.ts fails with a
 * clear message when a release changes their shape. At run time, anything not in the expected
 * shape gives null, and the callers fall back to MiniSearch's public search.
 */

/** The MiniSearch release whose internals are read here; package.json pins this version. */
export const MINISEARCH_VERSION = '7.2.0';

/** Postings of one term: field id → (short id → term frequency). */
export type FieldTermData = Map<number, Map<number, number>>;

/** The members of a MiniSearch 7 instance that scoring reads (protected in its typings). */
export interface MiniSearchInternals {
  _index: {
    get(term: string): FieldTermData | undefined;
    atPrefix(prefix: string): Iterable<[string, FieldTermData]>;
    [Symbol.iterator](): Iterator<[string, FieldTermData]>;
  };
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _nextId: number;
  _dirtCount: number;
  _options: {fields: string[]; searchOptions: {bm25: {k: number; b: number; d: number}}; processTerm: (term: string) => unknown};
}

/** A document's match as MiniSearch's query execution scores it, keyed by short id. */
export interface RawMatch {
  /** Sum of the weighted BM25 scores of the matched terms, before MiniSearch's quality factor. */
  score: number;
  /** Query terms that matched. */
  terms: string[];
  /** Matched index terms (after prefix expansion), each with the fields it matched in. */
  match: Record<string, string[]>;
}

type Executor = (query: Query, options: SearchOptions) => Map<number, RawMatch>;

/** What is not as expected in the index's internals (empty when usable), for the shape test. */
export function internalsProblems<T>(index: MiniSearch<T>): string[] {
  const internals = index as unknown as Partial<MiniSearchInternals> & {executeQuery?: unknown};
  const checks: Array<[boolean, string]> = [
    [typeof internals._index?.get === 'function', '_index.get is not a function'],
    [typeof internals._index?.atPrefix === 'function', '_index.atPrefix is not a function'],
    [typeof internals._index?.[Symbol.iterator] === 'function', '_index is not iterable'],
    [typeof internals._fieldIds === 'object' && internals._fieldIds !== null, '_fieldIds is not an object'],
    [internals._fieldLength instanceof Map, '_fieldLength is not a Map'],
    [Array.isArray(internals._avgFieldLength), '_avgFieldLength is not an array'],
    [typeof internals._documentCount === 'number', '_documentCount is not a number'],
    [typeof internals._nextId === 'number', '_nextId is not a number'],
    [typeof internals._dirtCount === 'number', '_dirtCount is not a number'],
    [Array.isArray(internals._options?.fields), '_options.fields is not an array'],
    [typeof internals._options?.searchOptions?.bm25?.k === 'number', '_options.searchOptions.bm25 is missing'],
    [typeof internals._options?.processTerm === 'function', '_options.processTerm is not a function'],
    [typeof internals.executeQuery === 'function', 'executeQuery is not a function'],
  ];
  return checks.filter(([ok]) => !ok).map(([, problem]) => problem);
}

/** The index's internals for postings scoring, or null when they are not as expected. */
export function internalsOf<T>(index: MiniSearch<T>): MiniSearchInternals | null {
  const internals = index as unknown as MiniSearchInternals;
  const usable =
    typeof internals._index?.get === 'function' &&
    typeof internals._index.atPrefix === 'function' &&
    typeof internals._index[Symbol.iterator] === 'function' &&
    internals._fieldLength instanceof Map &&
    Array.isArray(internals._avgFieldLength) &&
    typeof internals._documentCount === 'number' &&
    typeof internals._nextId === 'number' &&
    // Discarded documents leave postings that MiniSearch cleans up while searching.
    internals._dirtCount === 0 &&
    typeof internals._options?.searchOptions?.bm25?.k === 'number';
  return usable ? internals : null;
}

/**
 * The index's terms as a typo correction reads them (see typoCorrection.ts), or null when the
 * internals are not as expected (then nothing is corrected). The sorted list is made on the
 * first correction: most queries never need it.
 */
export function termDictionary<T>(index: MiniSearch<T>): TermDictionary | null {
  const internals = internalsOf(index);
  if (!internals) {
    return null;
  }
  const terms = internals._index;
  let sorted: {terms: string[]; documents: number[]} | null = null;
  return {
    knows: (term) => {
      if (terms.get(term) !== undefined) {
        return true;
      }
      for (const entry of terms.atPrefix(term)) {
        return entry !== undefined;
      }
      return false;
    },
    sortedTerms: () => {
      if (!sorted) {
        // The radix tree lists terms in the order they were added: sorted once, on the first
        // correction.
        const entries: Array<[string, number]> = [];
        for (const [term, data] of terms) {
          let documents = 0;
          for (const postings of data.values()) {
            documents = Math.max(documents, postings.size);
          }
          entries.push([term, documents]);
        }
        entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
        sorted = {terms: entries.map(([term]) => term), documents: entries.map(([, documents]) => documents)};
      }
      return sorted;
    },
  };
}

/** MiniSearch's query execution (what `search` runs before making results), or null if absent. */
export function queryExecutor<T>(index: MiniSearch<T>): ((query: Query, options: SearchOptions) => Map<number, RawMatch>) | null {
  const execute = (index as unknown as {executeQuery?: Executor}).executeQuery;
  return typeof execute === 'function' ? (query, options) => execute.call(index, query, options) : null;
}

/**
 * Puts documents and postings straight into a MiniSearch instance made empty by MiniSearch.loadJS
 * with the index's counts (so that the public code sets every other member): the documents' short
 * ids are their positions in `ids`. False, with nothing changed, when the members are not as
 * expected: the caller then loads the index the public way.
 */
export function fillFromPostings<T>(
  index: MiniSearch<T>,
  ids: readonly string[],
  fieldLength: readonly number[][],
  postings: Iterable<[string, FieldTermData]>,
): boolean {
  const internals = index as unknown as {
    _documentIds?: unknown;
    _idToShortId?: unknown;
    _fieldLength?: unknown;
    _index?: {set?: unknown; size?: unknown};
  };
  const empty =
    internals._documentIds instanceof Map &&
    internals._documentIds.size === 0 &&
    internals._idToShortId instanceof Map &&
    internals._fieldLength instanceof Map &&
    typeof internals._index?.set === 'function' &&
    internals._index.size === 0;
  if (!empty) {
    return false;
  }
  const {_documentIds, _idToShortId, _fieldLength, _index} = index as unknown as {
    _documentIds: Map<number, string>;
    _idToShortId: Map<string, number>;
    _fieldLength: Map<number, readonly number[]>;
    _index: {set(term: string, data: FieldTermData): void};
  };
  ids.forEach((id, shortId) => {
    _documentIds.set(shortId, id);
    _idToShortId.set(id, shortId);
    _fieldLength.set(shortId, fieldLength[shortId] ?? []);
  });
  for (const [term, data] of postings) {
    _index.set(term, data);
  }
  return true;
}

/**
 * Ids by short id for an index whose short ids are the positions 0 to count - 1: an id is made
 * when it is read. MiniSearch's query execution asks `has` of every posting, and `get` only for
 * the results of its public search; filling a real Map with 12,000 ids, and the reverse Map, was
 * a fifth of the wait between the split index's core and the first result. Any other use (a
 * change, an iteration) first fills the Map, so to MiniSearch it is a plain Map.
 */
class PositionIds extends FilledOnRead<number, string> {
  constructor(
    private readonly count: number,
    private readonly idAt: (shortId: number) => string,
  ) {
    super();
  }

  protected fill(put: (shortId: number, id: string) => void): void {
    for (let shortId = 0; shortId < this.count; shortId += 1) {
      put(shortId, this.idAt(shortId));
    }
  }

  override has(shortId: number): boolean {
    return this.isFilled ? super.has(shortId) : Number.isInteger(shortId) && shortId >= 0 && shortId < this.count;
  }

  override get(shortId: number): string | undefined {
    if (this.isFilled) {
      return super.get(shortId);
    }
    return this.has(shortId) ? this.idAt(shortId) : undefined;
  }

  override get size(): number {
    return this.isFilled ? super.size : this.count;
  }
}

/** Short ids by id, made from PositionIds the first time it is read (MiniSearch's search never reads it). */
class ReverseIds extends FilledOnRead<string, number> {
  constructor(private readonly source: Map<number, string>) {
    super();
  }

  protected fill(put: (id: string, shortId: number) => void): void {
    for (const [shortId, id] of this.source) {
      put(id, shortId);
    }
  }
}

/**
 * fillFromPostings without postings, for an index whose ids are made when read (`idAt`, see
 * PositionIds): the split index's core, whose postings arrive by shard (addPostings). False, with
 * nothing changed, when the members are not as expected.
 */
export function fillByPosition<T>(index: MiniSearch<T>, count: number, idAt: (shortId: number) => string, fieldLength: readonly number[][]): boolean {
  if (!fillFromPostings(index, [], [], [])) {
    return false;
  }
  const ids = new PositionIds(count, idAt);
  const internals = index as unknown as {_documentIds: Map<number, string>; _idToShortId: Map<string, number>; _fieldLength: Map<number, readonly number[]>};
  internals._documentIds = ids;
  internals._idToShortId = new ReverseIds(ids);
  for (let shortId = 0; shortId < count; shortId += 1) {
    internals._fieldLength.set(shortId, fieldLength[shortId] ?? []);
  }
  return true;
}

/**
 * Adds terms' postings to an index filled by fillFromPostings (the split index's shards arrive
 * one by one). False, with nothing changed, when the members are not as expected.
 */
export function addPostings<T>(index: MiniSearch<T>, postings: Iterable<[string, FieldTermData]>): boolean {
  const terms = (index as unknown as {_index?: {set?: unknown}})._index;
  if (typeof terms?.set !== 'function') {
    return false;
  }
  const set = terms.set as (term: string, data: FieldTermData) => void;
  for (const [term, data] of postings) {
    set.call(terms, term, data);
  }
  return true;
}
