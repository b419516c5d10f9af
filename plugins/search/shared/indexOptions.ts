import type {Options} from 'minisearch';
import {MAX_TERM_LENGTH, MIN_TERM_LENGTH} from './limits';
import type {SearchDocument} from './types';

/**
 * English words too common to help ranking. Dropping them from the index (and from queries, which
 * go through the same processTerm) removes a posting for nearly every record: a sixth of the index.
 * The second line holds the question words, pronouns and modal verbs of questions typed as
 * sentences ("what does privana store from a scan"): each matched hundreds of records and ranked
 * none of them; "one" is among the pronouns ("Which one do I need?" names what the reader asks
 * for "which integration do I need"). Words with a meaning in these docs stay searchable ("us" the region, "after" of
 * Retry-After, "not", "get").
 */
export const STOP_WORDS = new Set(
  ('a an and are as at be but by can for from has have if in into is it its of on or that the their then there ' +
    'these this to was were will with you your ' +
    'what which who whom why how when where do does did me my we our they them should would could one')
    .split(' '),
);

/**
 * MiniSearch options used both to build the index (plugins/search/server) and to load it in the
 * browser: MiniSearch.loadJS needs the very options the index was built with.
 * Nothing is stored in the index itself (storeFields empty): documents travel beside it.
 * Tags are indexed on whole documents only; their sections would repeat them. The words other
 * pages link to a record with are indexed with its tags (server/linkTexts.ts), and not stored.
 */
export const SEARCH_INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'tags', 'content'],
  storeFields: [],
  extractField: (document, fieldName) => {
    if (fieldName === 'tags') {
      // The words other pages link to the record with count as its tags (server/linkTexts.ts).
      const linked = (document as {linkTexts?: string[]}).linkTexts ?? [];
      return [...(document.metadata.isSection ? [] : document.metadata.tags), ...linked].join(' ');
    }
    return (document as unknown as Record<string, string>)[fieldName];
  },
  // 1-character terms are never searched, so they are not indexed either.
  processTerm: (term) => {
    const lower = term.toLowerCase();
    return STOP_WORDS.has(lower) || lower.length < MIN_TERM_LENGTH || lower.length > MAX_TERM_LENGTH ? null : lower;
  },
};

/** Title and tag matches count more than body text. */
export const FIELD_BOOSTS = {title: 3, tags: 2, content: 1};
