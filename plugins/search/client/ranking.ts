import {countCategories} from './categories';
import {MAX_RESULTS, MIN_SCORE, PHRASE_MULTIPLIER} from '../shared/limits';
import type {Corpus} from './corpus';
import {groupSections} from './group';
import {GroupBests} from './groupBests';
import {highlightRanges} from './highlight';
import {FIELD_BOOSTS} from '../shared/indexOptions';
import {containsPhrases, type BuiltQuery} from './query';
import {termPhraseMatcher} from './termPhrase';
import {rawMatches} from './rawMatches';
import {lazyResult} from './result';
import {makeSnippet} from './snippet';
import {fromRawMatches, matchWeightedTerms} from './termMatches';
import type {CategoryCount, SearchHit, SearchResult} from '../shared/types';

export interface SearchOutcome {
  results: SearchResult[];
  /** Every known category with its number of matching results, most first. */
  categories: CategoryCount[];
  /** Matching results before the category filter and the MAX_RESULTS cut. */
  total: number;
  /** Set when unknown words were corrected: the query that was run instead of the typed one. */
  correctedQuery?: string;
  /**
   * Set by the split index, whose text arrives in pieces: settles when the text of every result
   * is in. The first RESULTS_BATCH results have theirs already; the previews of the others are
   * made once this settles.
   */
  previewsReady?: Promise<void>;
  error?: string;
}

/** A match that may be shown; its matched index terms are listed for the results shown only. */
type Candidate = SearchHit & {shortId: number};

/** Marks a match that is not a result (no such document, or a quoted phrase it lacks). */
const DROPPED = -1;

/** The arrays ranking fills for each query, made once per corpus (see GroupBests on why). */
interface Scratch {
  /** Scores by position in the matches' ids. */
  scores: Float64Array;
  /** Groups of the records that may earn the phrase multiplier. */
  candidates: GroupBests;
  /** Groups of the results. */
  groups: GroupBests;
}

const scratches = new WeakMap<Corpus, Scratch>();

function scratchFor(corpus: Corpus, matchCount: number): Scratch {
  let scratch = scratches.get(corpus);
  if (!scratch) {
    const {count} = corpus.groups;
    scratch = {scores: new Float64Array(0), candidates: new GroupBests(count), groups: new GroupBests(count)};
    scratches.set(corpus, scratch);
  }
  if (scratch.scores.length < matchCount) {
    scratch.scores = new Float64Array(Math.max(matchCount, corpus.documentsByShortId.length));
  }
  scratch.candidates.reset();
  scratch.groups.reset();
  return scratch;
}

/** The query terms, then the matched index terms that are not among them (a handful each). */
function withIndexTerms(queryTerms: string[], indexTerms: string[]): string[] {
  const merged = queryTerms.slice();
  for (const term of indexTerms) {
    if (!merged.includes(term)) {
      merged.push(term);
    }
  }
  return merged;
}

/**
 * Ranks a built query over the corpus: term scores (BM25 with field boosts and the query's
 * weights), the section and deprecation penalties, the phrase multiplier, min score 0.1, sections
 * grouped under their page, the category filter and at most 50 results.
 *
 * A common query matches a thousand records in a few hundred groups, and shows 50. Scores, group
 * bests, the totals and the category counts are worked out in typed arrays; hit objects are made
 * only for the groups that can be shown, and grouped and ordered by groupSections as before.
 *
 * With the split index, a record's text may not be here yet (see Corpus.hasText). Each record
 * whose phrase check needed it is added to `missingText`, and the outcome is not final: the
 * caller fetches their text and ranks again. The records checked depend on the scores only, so
 * the second ranking finds all it needs.
 */
export function rankQuery(corpus: Corpus, built: BuiltQuery, category: string | null, missingText?: Set<number>): SearchOutcome {
  const {index, documentsByShortId, boosts} = corpus;
  const {groupOf, head} = corpus.groups;
  // The document boost multiplies every term's score, so it is applied once per result below
  // rather than through MiniSearch's boostDocument, which is called per term, field and document.
  // MiniSearch's own search for quoted queries (an AND of the typed text) or if its internals
  // change; the engine's scoring of the same figures otherwise (see termMatches.ts).
  const matches =
    (built.weightedTerms && matchWeightedTerms(index, built.weightedTerms, FIELD_BOOSTS)) ||
    fromRawMatches(rawMatches(index, corpus.shortIds, built.query, {boost: FIELD_BOOSTS}));
  const {ids} = matches;
  const scratch = scratchFor(corpus, ids.length);
  const {scores} = scratch;
  for (let position = 0; position < ids.length; position += 1) {
    const shortId = ids[position];
    const document = documentsByShortId[shortId];
    // A phrase beyond the stored text cannot be checked: the index has matched all its terms.
    const checksPhrase = document !== undefined && built.phrases.length > 0 && !document.metadata.partialContent;
    if (checksPhrase && !corpus.hasText(shortId)) {
      missingText?.add(shortId);
    }
    scores[position] =
      !document ||
      (checksPhrase && corpus.hasText(shortId) && !containsPhrases(`${document.title} ${document.content}`, built.phrases))
        ? DROPPED
        : matches.score(shortId) * boosts[shortId];
  }
  const inCategory = (shortId: number): boolean => !category || documentsByShortId[shortId].category === category;

  if (built.phraseTerms) {
    // The phrase can only be there when every term matched, and it only matters for a result
    // whose boosted score could reach the results shown: the others are not read.
    const {candidates} = scratch;
    for (let position = 0; position < ids.length; position += 1) {
      if (scores[position] !== DROPPED && inCategory(ids[position])) {
        candidates.add(groupOf[ids[position]], position, scores[position]);
      }
    }
    const floor = candidates.nthBest(MAX_RESULTS);
    const hasPhrase = termPhraseMatcher(built.phraseTerms, matches.rarestTerm());
    for (let position = 0; position < ids.length; position += 1) {
      const shortId = ids[position];
      const score = scores[position];
      if (score !== DROPPED && score * PHRASE_MULTIPLIER >= floor && matches.termCount(shortId) === built.searchedTerms.length) {
        if (!corpus.hasText(shortId)) {
          missingText?.add(shortId);
        } else if (corpus.containsPhrase(shortId, hasPhrase)) {
          scores[position] = score * PHRASE_MULTIPLIER;
        }
      }
    }
  }

  // Each group's best hit. A group's result is headed by its page when the corpus has it, else by
  // its best section; the head's category is the group's.
  const {groups} = scratch;
  for (let position = 0; position < ids.length; position += 1) {
    if (scores[position] >= MIN_SCORE) {
      groups.add(groupOf[ids[position]], position, scores[position]);
    }
  }
  const groupCategory = (group: number): string =>
    (head[group] ?? documentsByShortId[ids[groups.bestPosition[group]]]).category;
  const categories = countCategories(
    groups.groups.map(groupCategory),
    corpus.categoryTotals.map((c) => c.name),
  );
  const shown = (group: number): boolean => !category || groupCategory(group) === category;
  // Groups scoring below the MAX_RESULTS-th best shown group cannot be shown (ties are kept, and
  // ordered by groupSections).
  const floor = groups.nthBest(MAX_RESULTS, shown);
  const hits: Candidate[] = [];
  for (let position = 0; position < ids.length; position += 1) {
    const shortId = ids[position];
    const group = groupOf[shortId];
    if (scores[position] >= MIN_SCORE && groups.best[group] >= floor && shown(group)) {
      // Made (query terms and matched index terms) only for the results shown: see withQueryTerms.
      hits.push({document: documentsByShortId[shortId], score: scores[position], matchedTerms: [], shortId});
    }
  }
  const withQueryTerms = (hit: SearchHit): SearchHit => ({
    document: hit.document,
    score: hit.score,
    matchedTerms: withIndexTerms(built.searchedTerms, matches.indexTerms((hit as Candidate).shortId)),
  });
  const results = groupSections(hits, undefined, (id) => corpus.documents.get(id))
    .slice(0, MAX_RESULTS)
    .map(({hit, sections}): SearchResult => {
      const shown = withQueryTerms(hit);
      const {document} = shown;
      return lazyResult({
        hit: shown,
        matchingSections: sections.map(withQueryTerms),
        // Every matched index term starts with a searched term (no fuzzy matching), so these
        // terms find the same sentences with fewer passes over the text; and since a highlight
        // covers the whole word a term starts, they also mark the same words (an index token with
        // a symbol, "script>", marks the word "script" rather than "script>alert").
        snippet: () =>
          makeSnippet(document.content, built.searchedTerms, undefined, corpus.lowerContent(document), corpus.sentenceBreaksOf(document)),
        highlight: (text) => highlightRanges(text, built.searchedTerms),
      });
    });
  return {results, categories, total: groups.groups.length};
}
