import {PAGE_TOPIC_FACTOR, TOPIC_FACTOR} from '../../shared/limits';
import type {BuiltQuery} from '../query/query';
import type {TermMatches} from '../index/termMatches';
import type {Corpus} from '../records/corpus';
import {RECORD} from '../records/records';
import {areaTermMask, coversQuery, headingTerms, namesTitle, pathWords, wordsMask} from './headingTerms';

/** Records that are names, not topics: API operations and fields, changelogs. */
const NOT_TOPICS = RECORD.field | RECORD.operation | RECORD.changelog;

/**
 * The topic factor of each record for one query. A guide page or section whose title is the
 * query's topic scores TOPIC_FACTOR times as much: the query names every word of the title
 * ("Verify a phone number" for "verify a phone number by sms"), or the title holds every term of
 * the query ("Google Consent Mode on Android" for "google consent mode"), and the record, read
 * where it sits, covers every query term. The title then says the record is about what the reader
 * asks, however often other texts repeat the words. Unlike headingFactor (conceptPriors.ts) this
 * moves the result: a title and a query that hold each other are one topic, not a sentence that
 * shares a word with the query (an FAQ question rarely fits inside a query).
 *
 * Where a record sits: its page's title, its area (the route's category) and its page's path,
 * which reads as its breadcrumb ("/uc/js-sdk/reference": unified consent, JS SDK, reference). A
 * section's own text counts towards covering the query; a page's does not: a page record holds
 * its description and the text before its first section, an overview that mentions what its
 * sections explain ("Consent prompts" mentions recording the answer, which "What is recorded" on
 * the API page explains). A section whose page's title the query names too ("Unified consent ›
 * Collections" for "what is a collection in unified consent", against "Unified consent iOS SDK ›
 * Collections") is the closer answer, and counts PAGE_TOPIC_FACTOR more.
 * `pageTitleMask` gives the query terms (bits by slot) a record's page names in its title.
 */
export function topicFactors(corpus: Corpus, built: BuiltQuery, matches: TermMatches, pageTitleMask: (shortId: number) => number): (shortId: number) => number {
  const {records} = corpus;
  const {flags, heads, groupOf, categoryOf} = records;
  const terms = built.searchedTerms;
  const termCount = terms.length;
  const areaMasks = corpus.categories.names.map((name) => areaTermMask(name, terms));
  const pathMasks = new Map<number, number>();
  const placeMask = (shortId: number): number => {
    const group = groupOf[shortId];
    let mask = pathMasks.get(group);
    if (mask === undefined) {
      mask = wordsMask(pathWords(records, group, shortId), terms);
      pathMasks.set(group, mask);
    }
    return mask | (areaMasks[categoryOf[shortId]] ?? 0);
  };
  // Whether the query names the whole title of a section's page too.
  const pageNamed = (shortId: number): boolean => {
    const head = heads[groupOf[shortId]];
    return head !== -1 && head !== shortId && namesTitle(terms, headingTerms(records, head));
  };
  return (shortId) => {
    // Cheapest tests first: most matched records are API fields and operations, or have no word of
    // the query in their title.
    if (matches.titleMask(shortId) === 0 || flags[shortId] & NOT_TOPICS) {
      return 1;
    }
    const section = (flags[shortId] & RECORD.section) !== 0;
    const said = section ? matches.termMask(shortId) | pageTitleMask(shortId) : matches.titleMask(shortId);
    if (!coversQuery(said | placeMask(shortId), termCount)) {
      return 1;
    }
    if (matches.titleTermCount(shortId) !== termCount && !namesTitle(terms, headingTerms(records, shortId))) {
      return 1;
    }
    return section && pageNamed(shortId) ? TOPIC_FACTOR * PAGE_TOPIC_FACTOR : TOPIC_FACTOR;
  };
}
