import {MAX_MATCHING_SECTIONS, MAX_RESULTS, MIN_SCORE} from '../../shared/limits';
import type {Corpus} from '../records/corpus';
import {GroupBests} from './groupBests';
import {GroupTops} from './groupTops';
import {highlightRanges} from '../presentation/highlight';
import {FIELD_BOOSTS} from '../../shared/indexOptions';
import {conceptFactor, headingFactor, pageContextFactor, type ConceptQuery} from './conceptPriors';
import {boostPhrase, DROPPED} from './phraseBoost';
import {topicFactors} from './topics';
import {apiNameFactors} from './apiNames';
import {containsPhrases, type BuiltQuery} from '../query/query';
import {rawMatches} from '../index/rawMatches';
import {RECORD} from '../records/records';
import {lazyResult} from '../presentation/result';
import {makeSnippet} from '../presentation/snippet';
import {matchWeightedTerms} from '../index/termMatches';
import {fromRawMatches} from '../index/rawTermMatches';
import type {CategoryCount, SearchDocument, SearchHit, SearchResult} from '../../shared/types';

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
   * is in. The first FIRST_SCREEN_RESULTS results have theirs already; the previews of the others are
   * made once this settles.
   */
  previewsReady?: Promise<void>;
  error?: string;
}

/** The text a quoted phrase is looked for in. */
const titleAndText = (document: SearchDocument | undefined): string => (document ? `${document.title} ${document.content}` : '');

/** The arrays ranking fills for each query, made once per corpus (see GroupBests on why). */
interface Scratch {
  /** Scores by position in the matches' ids. */
  scores: Float64Array;
  /** The order of a result's sections by position: the score with the heading factor. */
  sectionOrder: Float64Array;
  /** Groups of the records that may earn the phrase multiplier. */
  candidates: GroupBests;
  /** Groups of the results; before them, the lower bound of the phrase step (see boostPhrase). */
  groups: GroupBests;
  /** The most each group can score once the phrase is applied (see boostPhrase). */
  upper: GroupBests;
  /** The records each shown group lists. */
  tops: GroupTops;
  /** Result groups per category number (see Corpus.categories). */
  categoryCounts: Int32Array;
  /** Positions of the records that may earn the phrase multiplier (see boostPhrase). */
  phraseOrder: Int32Array;
}

const scratches = new WeakMap<Corpus, Scratch>();

function scratchFor(corpus: Corpus, matchCount: number): Scratch {
  let scratch = scratches.get(corpus);
  if (!scratch) {
    const count = corpus.records.groupCount;
    scratch = {
      scores: new Float64Array(0),
      sectionOrder: new Float64Array(0),
      candidates: new GroupBests(count),
      groups: new GroupBests(count),
      upper: new GroupBests(count),
      tops: new GroupTops(count),
      categoryCounts: new Int32Array(corpus.categories.names.length),
      phraseOrder: new Int32Array(0),
    };
    scratches.set(corpus, scratch);
  }
  if (scratch.scores.length < matchCount) {
    scratch.scores = new Float64Array(Math.max(matchCount, corpus.records.count));
    scratch.sectionOrder = new Float64Array(scratch.scores.length);
    scratch.phraseOrder = new Int32Array(scratch.scores.length);
  }
  scratch.candidates.reset();
  scratch.groups.reset();
  scratch.upper.reset();
  return scratch;
}

/**
 * The query terms, then the matched index terms that are not among them (a handful each). The
 * query's own array when there are none: it is never changed, and most results add nothing.
 */
function withIndexTerms(queryTerms: string[], indexTerms: string[]): string[] {
  let merged = queryTerms;
  for (const term of indexTerms) {
    if (!merged.includes(term)) {
      if (merged === queryTerms) {
        merged = queryTerms.slice();
      }
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
 * bests, the totals and the category counts are worked out in typed arrays, and so are the
 * records each shown group lists (GroupTops); hit objects are made only for the results.
 *
 * With the split index, a record's text may not be here yet (see Corpus.hasText). Each record
 * whose phrase check needed it is added to `missingText`, and the outcome is not final: the
 * caller fetches their text and ranks again. The records checked depend on the scores only, so
 * the second ranking finds all it needs.
 */
export function rankQuery(corpus: Corpus, built: BuiltQuery, category: string | null, missingText?: Set<number>): SearchOutcome {
  const {index, records} = corpus;
  const {groupOf, heads, boosts, flags} = records;
  // The filter's category number: null for none (an empty name is none), -1 for a name no record has.
  const wanted = category ? corpus.categories.names.indexOf(category) : null;
  // The document boost multiplies every term's score, so it is applied once per result below
  // rather than through MiniSearch's boostDocument, which is called per term, field and document.
  // MiniSearch's own search for quoted queries (an AND of the typed text) or if its internals
  // change; the engine's scoring of the same figures otherwise (see termMatches.ts).
  const matches =
    (built.weightedTerms && matchWeightedTerms(index, built.weightedTerms, FIELD_BOOSTS)) ||
    fromRawMatches(rawMatches(index, (id) => records.shortIdOfId(id), built.query, {boost: FIELD_BOOSTS}));
  const {ids} = matches;
  const scratch = scratchFor(corpus, ids.length);
  const {scores} = scratch;
  const concept: ConceptQuery = {termCount: built.searchedTerms.length, history: built.intent.history, question: built.intent.question};
  const named = apiNameFactors(records, built.terms);
  // The query terms a record's page names in its title (none when the page did not match).
  const pageTitleMask = (shortId: number): number => {
    const head = heads[groupOf[shortId]];
    return head === -1 || head === shortId ? 0 : matches.titleMask(head);
  };
  const topic = topicFactors(corpus, built, matches, pageTitleMask);
  for (let position = 0; position < ids.length; position += 1) {
    const shortId = ids[position];
    const present = (flags[shortId] & RECORD.present) !== 0;
    // A phrase beyond the stored text cannot be checked: the index has matched all its terms.
    const checksPhrase = present && built.phrases.length > 0 && (flags[shortId] & RECORD.partial) === 0;
    if (checksPhrase && !corpus.hasText(shortId)) {
      missingText?.add(shortId);
    }
    scores[position] =
      !present || (checksPhrase && corpus.hasText(shortId) && !containsPhrases(titleAndText(records.documentAt(shortId)), built.phrases))
        ? DROPPED
        : matches.score(shortId) *
          boosts[shortId] *
          conceptFactor(flags[shortId], concept) *
          (named.get(shortId) ?? 1) *
          pageContextFactor(flags[shortId], matches.termMask(shortId), pageTitleMask(shortId)) *
          topic(shortId);
  }

  if (built.phraseTerms) {
    boostPhrase(corpus, built, matches, scratch, ids, wanted, missingText);
  }

  // Each group's best hit. A group's result is headed by its page when the corpus has it, else by
  // its best section; the head's category is the group's.
  const groups = scratch.groups.reset();
  for (let position = 0; position < ids.length; position += 1) {
    if (scores[position] >= MIN_SCORE) {
      groups.add(groupOf[ids[position]], position, scores[position]);
    }
  }
  const groupCategory = (group: number): number => {
    const number = records.groupCategory[group];
    return number === -1 ? records.categoryOf[ids[groups.bestPosition[group]]] : number;
  };
  const {categoryCounts} = scratch;
  categoryCounts.fill(0);
  for (let i = 0; i < groups.groups.size; i += 1) {
    categoryCounts[groupCategory(groups.groups.items[i])] += 1;
  }
  const categories = corpus.categories.sortedCounts(categoryCounts);
  const shown = (group: number): boolean => wanted === null || groupCategory(group) === wanted;
  // Groups scoring below the MAX_RESULTS-th best shown group cannot be shown (ties are kept, and
  // ordered by GroupTops).
  const floor = groups.nthBest(MAX_RESULTS, shown);
  const tops = scratch.tops.reset();
  const {sectionOrder} = scratch;
  for (let position = 0; position < ids.length; position += 1) {
    const shortId = ids[position];
    const group = groupOf[shortId];
    if (scores[position] >= MIN_SCORE && groups.best[group] >= floor && shown(group)) {
      if (flags[shortId] & RECORD.section) {
        sectionOrder[position] = scores[position] * headingFactor(flags[shortId], matches.titleTermCount(shortId), concept);
        tops.addSection(group, position, sectionOrder);
      } else {
        tops.addPage(group, position);
      }
    }
  }
  // The words a result's snippet and highlights show: the searched terms and the forms and related
  // words searched with them ("erasure" for "delete"), since a result may hold only those.
  const shownTerms = built.weightedTerms ? built.weightedTerms.map(({term}) => term) : built.searchedTerms;
  // Hits (query terms and matched index terms) are made only for the results shown.
  const hitAt = (position: number, document = records.documentAt(ids[position]) as SearchDocument, score = scores[position]): SearchHit => ({
    document,
    score,
    matchedTerms: withIndexTerms(shownTerms, matches.indexTerms(ids[position])),
  });
  // The group's page, which the records found at load: only for a section that names its page.
  const pageOf = (group: number, bestSection: number): SearchDocument | undefined =>
    flags[ids[bestSection]] & RECORD.namesPage && heads[group] !== -1 ? records.documentAt(heads[group]) : undefined;
  const results = tops
    .ordered(scores, pageOf, MAX_MATCHING_SECTIONS, (group) => groups.best[group])
    .slice(0, MAX_RESULTS)
    .map(({head, score, page, sections}): SearchResult => {
      const hit = hitAt(head, page, score);
      const {document} = hit;
      return lazyResult({
        hit,
        matchingSections: sections.map((position) => hitAt(position)),
        // Every matched index term starts with a searched term (no fuzzy matching), so these
        // terms find the same sentences with fewer passes over the text; and since a highlight
        // covers the whole word a term starts, they also mark the same words (an index token with
        // a symbol, "script>", marks the word "script" rather than "script>alert").
        snippet: () =>
          makeSnippet(document.content, shownTerms, undefined, corpus.lowerContent(document), corpus.sentenceBreaksOf(document)),
        highlight: (text) => highlightRanges(text, shownTerms),
      });
    });
  return {results, categories, total: groups.groups.size};
}
