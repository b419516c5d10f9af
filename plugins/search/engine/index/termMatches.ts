import type MiniSearch from 'minisearch';
import {bitCount} from './bitCount';
import {internalsOf, type FieldTermData, type MiniSearchInternals} from './miniSearchInternals';

/** A query term as buildSearchQuery weighs it: `exact` on an exact match, `prefix` (or none) on a prefix match. */
export interface WeightedTerm {
  term: string;
  exact: number;
  prefix: number | null;
  /**
   * The place of the typed term this one stands for (a related word or another form of it, see
   * query.ts): matching it counts as matching that term. Its own position when unset.
   */
  slot?: number;
}

/**
 * The matches of a query by document short id, as MiniSearch#search would score them (its score
 * includes the factor for the number of query terms matched). Matched index terms are listed on
 * demand: only the results shown need them. Matches from matchWeightedTerms are read before the
 * next query on the same index, which reuses their arrays.
 */
export interface TermMatches {
  /**
   * Short ids of the matched documents, in no particular order. From matchWeightedTerms, a view of
   * an array the next query on the same index overwrites.
   */
  ids: ArrayLike<number>;
  score(shortId: number): number;
  /** How many distinct query terms the document matched. */
  termCount(shortId: number): number;
  /** How many distinct query terms the document matched in its title (a section's heading). */
  titleTermCount(shortId: number): number;
  /** The query terms the document matched (bits by slot), those it matched in its title, and in its tags. */
  termMask(shortId: number): number;
  titleMask(shortId: number): number;
  tagsMask(shortId: number): number;
  /** Index terms (after prefix expansion) the document matched. */
  indexTerms(shortId: number): string[];
  /**
   * Position of the query term with the fewest postings (exact and prefix matches, all fields):
   * the cheapest one to scan a text for when checking the phrase.
   */
  rarestTerm(): number;
}


/** The per-document arrays of matchWeightedTerms, made once per index and reused by each query. */
interface Scratch {
  /**
   * Per field (in the order of the index's fields), BM25's length term of each document:
   * k * (1 - b + b * length / average length). It depends on the document only, so it is worked
   * out once per index rather than once per posting with a Map lookup.
   */
  lengthNorms: Float64Array[];
  scores: Float64Array;
  termMasks: Int32Array;
  /** The query terms (bits by slot) each document matched in its title field, and in its tags field. */
  titleMasks: Int32Array;
  tagsMasks: Int32Array;
  first: Int32Array;
  lastTerm: Int32Array;
  /** The lists of matched index terms per document (see matchWeightedTerms), grown as needed. */
  entryTerm: Int32Array;
  entryNext: Int32Array;
  /**
   * The matched short ids of the last query (the first `touched`; its `ids`): the next one resets
   * only their entries. One array for every query: a common query matches a thousand records, and
   * a growing list of them was the largest of a query's allocations.
   */
  matched: Int32Array;
  touched: number;
  /** Counts the queries; a TermMatches from an earlier one refuses to be read. */
  generation: number;
}

const scratches = new WeakMap<object, Scratch>();

/**
 * The index's arrays, cleared of the previous query's entries. Made once: allocating four typed
 * arrays of a few thousand entries costs Chromium about 0.1 ms each (measured in the benchmark's
 * browser), more than scoring a common query.
 */
function scratchFor(internals: MiniSearchInternals, size: number): Scratch {
  let scratch = scratches.get(internals);
  if (!scratch || scratch.scores.length < size) {
    scratch = {
      lengthNorms: lengthNorms(internals, size),
      scores: new Float64Array(size),
      termMasks: new Int32Array(size),
      titleMasks: new Int32Array(size),
      tagsMasks: new Int32Array(size),
      first: new Int32Array(size).fill(-1),
      lastTerm: new Int32Array(size).fill(-1),
      entryTerm: new Int32Array(size),
      entryNext: new Int32Array(size),
      matched: new Int32Array(size),
      touched: 0,
      generation: 0,
    };
    scratches.set(internals, scratch);
  }
  for (let i = 0; i < scratch.touched; i += 1) {
    const shortId = scratch.matched[i];
    scratch.scores[shortId] = 0;
    scratch.termMasks[shortId] = 0;
    scratch.titleMasks[shortId] = 0;
    scratch.tagsMasks[shortId] = 0;
    scratch.first[shortId] = -1;
    scratch.lastTerm[shortId] = -1;
  }
  scratch.generation += 1;
  return scratch;
}

/** BM25's length term per field and document (see Scratch.lengthNorms). */
function lengthNorms(internals: MiniSearchInternals, size: number): Float64Array[] {
  const {k, b} = internals._options.searchOptions.bm25;
  return internals._options.fields.map((name) => {
    const fieldId = internals._fieldIds[name];
    const averageLength = internals._avgFieldLength[fieldId];
    const norms = new Float64Array(size);
    for (const [shortId, lengths] of internals._fieldLength) {
      norms[shortId] = k * (1 - b + (b * lengths[fieldId]) / averageLength);
    }
    return norms;
  });
}

/** Doubles the room for matched-term entries, keeping those made. */
function growEntries(scratch: Scratch): {entryTerm: Int32Array; entryNext: Int32Array} {
  const entryTerm = new Int32Array(Math.max(64, scratch.entryTerm.length * 2));
  const entryNext = new Int32Array(entryTerm.length);
  entryTerm.set(scratch.entryTerm);
  entryNext.set(scratch.entryNext);
  scratch.entryTerm = entryTerm;
  scratch.entryNext = entryNext;
  return {entryTerm, entryNext};
}

const byTerm = (a: [string, FieldTermData], b: [string, FieldTermData]): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * A prefix's index terms in code-unit order. The radix tree lists them in the order they were
 * added: sorted for search-db.json, whose terms are written sorted, but not for the split index,
 * whose shards arrive as queries need them. Scores are sums over these terms, and the order of a
 * sum can change its last bit, and with it the order of two results that tie: a fixed order keeps
 * the ranking the same whichever way the index was loaded. Sorting is skipped when already sorted.
 */
function inTermOrder(entries: Iterable<[string, FieldTermData]>): Array<[string, FieldTermData]> {
  const list = [...entries];
  for (let i = 1; i < list.length; i += 1) {
    if (list[i - 1][0] > list[i][0]) {
      return list.sort(byTerm);
    }
  }
  return list;
}

/**
 * Scores OR'ed weighted terms over a loaded MiniSearch index exactly as MiniSearch#search does
 * (BM25 per field with the field boosts, prefix matches weighted down with their extra length,
 * the sum multiplied by the number of query terms matched), into typed arrays.
 *
 * Why not MiniSearch's own search: for each posting it looks the document up in two Maps, takes a
 * logarithm that only depends on the term, and keeps an object of matched terms per document; for
 * a common query that is ten thousand postings, most of a query's time and most of its garbage.
 * Here the logarithm is taken once per term and field, and scores and matched query terms are
 * numbers in arrays indexed by short id. It reads MiniSearch's internal fields (see miniSearchInternals.ts);
 * when they are not as expected it returns null and the caller uses MiniSearch#search.
 * tests/unit/search/termMatches.test.ts checks the scores against MiniSearch#search.
 */
export function matchWeightedTerms<T>(
  index: MiniSearch<T>,
  terms: WeightedTerm[],
  fieldBoosts: Record<string, number>,
): TermMatches | null {
  const internals = internalsOf(index);
  const slots = terms.reduce((most, {slot}, position) => Math.max(most, (slot ?? position) + 1), 0);
  if (!internals || slots > 31) {
    return null;
  }
  const {k, d} = internals._options.searchOptions.bm25;
  const documentCount = internals._documentCount;
  const scratch = scratchFor(internals, internals._nextId);
  const fields = internals._options.fields.map((name, position) => ({
    id: internals._fieldIds[name],
    title: name === 'title',
    tags: name === 'tags',
    boost: fieldBoosts[name] ?? 1,
    norms: scratch.lengthNorms[position],
  }));
  const {scores, termMasks, titleMasks, tagsMasks, first, lastTerm, generation} = scratch;
  const {matched} = scratch;
  let matchCount = 0;
  scratch.touched = 0;
  // Index terms matched per document, as linked lists in arrays: entry i names indexTerms[term[i]]
  // and continues at next[i]; first[shortId] starts a document's list (-1: none), and lastTerm
  // keeps a term matched in several fields from being listed twice.
  const indexTerms: string[] = [];
  let {entryTerm, entryNext} = scratch;
  let entries = 0;
  const postings = new Array<number>(slots).fill(0);

  const addTerm = (indexTerm: string, weight: number, data: FieldTermData, position: number): void => {
    const bit = 1 << position;
    const termNumber = indexTerms.push(indexTerm) - 1;
    for (const {id: fieldId, title, tags, boost, norms} of fields) {
      const frequencies = data.get(fieldId);
      if (!frequencies) {
        continue;
      }
      const matching = frequencies.size;
      postings[position] += matching;
      const inverseFrequency = Math.log(1 + (documentCount - matching + 0.5) / (matching + 0.5));
      const fieldWeight = weight * boost;
      // forEach rather than for-of: iterating a Map's entries made an array per posting.
      frequencies.forEach((frequency, shortId) => {
        const bm25 = inverseFrequency * (d + (frequency * (k + 1)) / (frequency + norms[shortId]));
        if (termMasks[shortId] === 0) {
          matched[matchCount] = shortId;
          matchCount += 1;
          scratch.touched = matchCount;
        }
        if (lastTerm[shortId] !== termNumber) {
          lastTerm[shortId] = termNumber;
          if (entries === entryTerm.length) {
            ({entryTerm, entryNext} = growEntries(scratch));
          }
          entryTerm[entries] = termNumber;
          entryNext[entries] = first[shortId];
          first[shortId] = entries;
          entries += 1;
        }
        scores[shortId] += fieldWeight * bm25;
        termMasks[shortId] |= bit;
        if (title) {
          titleMasks[shortId] |= bit;
        } else if (tags) {
          tagsMasks[shortId] |= bit;
        }
      });
    }
  };

  terms.forEach(({term, exact, prefix, slot}, index) => {
    const position = slot ?? index;
    // The term as MiniSearch would index it (a term it does not index cannot match).
    if (internals._options.processTerm(term) !== term) {
      return;
    }
    const data = internals._index.get(term);
    if (data) {
      addTerm(term, exact, data, position);
    }
    if (prefix !== null) {
      for (const [indexTerm, prefixData] of inTermOrder(internals._index.atPrefix(term))) {
        const distance = indexTerm.length - term.length;
        if (distance > 0) {
          addTerm(indexTerm, (prefix * indexTerm.length) / (indexTerm.length + 0.3 * distance), prefixData, position);
        }
      }
    }
  });

  const current = (): void => {
    if (scratch.generation !== generation) {
      throw new Error('[search] Term matches read after a later query on the same index');
    }
  };
  return {
    ids: matched.subarray(0, matchCount),
    score: (shortId) => {
      current();
      return scores[shortId] * bitCount(termMasks[shortId]);
    },
    termCount: (shortId) => {
      current();
      return bitCount(termMasks[shortId]);
    },
    titleTermCount: (shortId) => {
      current();
      return bitCount(titleMasks[shortId]);
    },
    termMask: (shortId) => {
      current();
      return termMasks[shortId];
    },
    titleMask: (shortId) => {
      current();
      return titleMasks[shortId];
    },
    tagsMask: (shortId) => {
      current();
      return tagsMasks[shortId];
    },
    indexTerms: (shortId) => {
      current();
      // An index term may be listed twice: as one query term's exact match and another's prefix.
      const matched: string[] = [];
      for (let entry = first[shortId]; entry !== -1; entry = entryNext[entry]) {
        const indexTerm = indexTerms[entryTerm[entry]];
        if (!matched.includes(indexTerm)) {
          matched.push(indexTerm);
        }
      }
      return matched;
    },
    rarestTerm: () => postings.indexOf(Math.min(...postings)),
  };
}
