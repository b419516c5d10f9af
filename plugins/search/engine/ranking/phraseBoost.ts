import {MAX_RESULTS, MIN_SCORE, PHRASE_MULTIPLIER, PHRASE_REFRESH} from '../../shared/limits';
import type {TermMatches} from '../index/termMatches';
import type {BuiltQuery} from '../query/query';
import {termPhraseMatcher} from '../query/termPhrase';
import {phrasePairs} from '../query/wordPairs';
import type {Corpus} from '../records/corpus';
import {namedByLinks} from './conceptPriors';
import type {GroupBests} from './groupBests';

/** Marks a match that is not a result (no such document, or a quoted phrase it lacks). */
export const DROPPED = -1;

/** The arrays of ranking's scratch (see ranking.ts) that the phrase step reads and fills. */
export interface PhraseScratch {
  /** Scores by position in the matches' ids. */
  scores: Float64Array;
  /** Groups of the records that may earn the phrase multiplier. */
  candidates: GroupBests;
  /** Groups of the results: here, the lower bound of the phrase step. */
  groups: GroupBests;
  /** The most each group can score once the phrase is applied. */
  upper: GroupBests;
  /** Positions of the records that may earn the phrase multiplier. */
  phraseOrder: Int32Array;
}

/**
 * The phrase multiplier of an unquoted multi-word query: a record that matched every term and
 * holds them as a phrase (termPhrase.ts) scores PHRASE_MULTIPLIER times as much. Only records
 * whose boosted score reaches the MAX_RESULTS-th best group (`floor`, before any boost) may earn
 * it; that is the rule. Reading a record's text is the cost (with the split index, fetching it),
 * so among those the records are checked from the best score down, and a record is skipped when
 * its boost cannot change what is shown:
 * - `upper` holds the most each group can score (a record that may earn the boost counted with it);
 * - `atLeast` is a lower bound of the score a group needs to be shown: the MAX_RESULTS-th best of
 *   the groups as scored so far (records of MIN_SCORE or more, boosts confirmed so far), among
 *   those whose category is known (a group headed by its page);
 * - a group whose most is below it is not shown whatever its records score, so its records need
 *   no check, unless the boost would lift a record over MIN_SCORE (the totals count it), or the
 *   group has no page to head it (its category is then its best record's).
 * The result is the one checking every record would give; a common query of the scaled site
 * checks tens of records instead of hundreds.
 */
export function boostPhrase(
  corpus: Corpus,
  built: BuiltQuery,
  matches: TermMatches,
  scratch: PhraseScratch,
  ids: ArrayLike<number>,
  wanted: number | null,
  missingText: Set<number> | undefined,
): void {
  const {scores, candidates, upper, groups: lower} = scratch;
  const {groupOf, heads, categoryOf, groupCategory, flags} = corpus.records;
  for (let position = 0; position < ids.length; position += 1) {
    if (scores[position] !== DROPPED && (wanted === null || (wanted !== -1 && categoryOf[ids[position]] === wanted))) {
      candidates.add(groupOf[ids[position]], position, scores[position]);
    }
  }
  const floor = candidates.nthBest(MAX_RESULTS);
  const termCount = built.searchedTerms.length;
  let orderLength = 0;
  for (let position = 0; position < ids.length; position += 1) {
    const score = scores[position];
    if (score === DROPPED) {
      continue;
    }
    const group = groupOf[ids[position]];
    const mayBoost = score * PHRASE_MULTIPLIER >= floor && matches.termCount(ids[position]) === termCount;
    if (mayBoost) {
      scratch.phraseOrder[orderLength] = position;
      orderLength += 1;
    }
    upper.add(group, position, mayBoost ? score * PHRASE_MULTIPLIER : score);
    if (score >= MIN_SCORE) {
      lower.add(group, position, score);
    }
  }
  // A view of the reused array: a plain one grew to thousands of positions on each common query.
  const order = scratch.phraseOrder.subarray(0, orderLength).sort((a, b) => scores[b] - scores[a] || a - b);
  const knownCategory = (group: number): boolean => wanted === null || (wanted !== -1 && groupCategory[group] === wanted);
  let atLeast = lower.nthBest(MAX_RESULTS, knownCategory);
  let confirmed = 0;
  const hasPhrase = termPhraseMatcher(built.phraseTerms ?? [], matches.rarestTerm());
  const pairs = phrasePairs(built.phraseTerms ?? []);
  for (let i = 0; i < order.length; i += 1) {
    const position = order[i];
    const shortId = ids[position];
    const group = groupOf[shortId];
    const score = scores[position];
    const boosted = score * PHRASE_MULTIPLIER;
    if (upper.best[group] < atLeast && heads[group] !== -1 && !(score < MIN_SCORE && boosted >= MIN_SCORE)) {
      continue;
    }
    // No text to read for a section the docs link to with the query's words.
    const linked = namedByLinks(flags[shortId], matches.tagsMask(shortId), termCount);
    if (!linked && !corpus.hasText(shortId)) {
      missingText?.add(shortId);
    } else if (linked || corpus.containsPhrase(shortId, hasPhrase, pairs)) {
      scores[position] = boosted;
      if (boosted >= MIN_SCORE) {
        lower.add(group, position, boosted);
      }
      confirmed += 1;
      if (confirmed % PHRASE_REFRESH === 0) {
        atLeast = lower.nthBest(MAX_RESULTS, knownCategory);
      }
    }
  }
}
