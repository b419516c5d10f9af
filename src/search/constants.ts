/**
 * Every number of the site search, in one place, so the engine, the modal and the tests agree on
 * them. The words the reader sees are in ./strings.ts.
 */
/** URLs of the two files written by plugins/search-index, the only files the site fetches. */
export const MANIFEST_PATH = 'search/manifest.json';
export const DATABASE_PATH = 'search/search-db.json';

/**
 * Stored text per record (snippets, phrase checks) is cut at the last sentence end within this
 * many characters (code blocks left out); the index keeps the whole text.
 */
export const STORED_CONTENT_LENGTH = 1000;

/** IndexedDB database name and the id of the single stored index row. */
export const DB_NAME = 'privana-search';
export const SEARCH_INDEX_ROW_ID = 'main';
export const METADATA_ROW_ID = 'main';

/** localStorage key of the recent searches (at most 10, newest first). */
export const RECENT_SEARCHES_KEY = 'privana-recent-searches';
export const MAX_RECENT_SEARCHES = 10;

/** Queries and terms shorter than this are not searched, suggested or remembered. */
export const MIN_QUERY_LENGTH = 2;
export const MIN_TERM_LENGTH = 2;
/** Longer input is cut: nobody types more, and a pasted page would block the main thread. */
export const MAX_QUERY_LENGTH = 256;
/** Distinct terms searched per query; the rest are ignored. */
export const MAX_QUERY_TERMS = 16;

export const SEARCH_DEBOUNCE_MS = 300;
export const SUGGESTION_DELAY_MS = 150;
export const DEFAULT_SUGGESTION_LIMIT = 5;
export const SUGGESTION_SCORE_STARTS_WITH = 2;
export const SUGGESTION_SCORE_CONTAINS = 1;

export const MAX_RESULTS = 50;
/**
 * Results the modal renders at once; the rest follow in batches of this size, one per frame. A
 * result's snippet and highlights are made when first read (see result.ts), so a query pays for
 * these first results only before they are shown.
 */
export const RESULTS_BATCH = 10;
export const MIN_SCORE = 0.1;
/** Sections rank 0.1 below whole documents: their scores are multiplied by 1 - 0.1. */
export const SECTION_PENALTY = 0.1;
/**
 * Deprecated API operations rank below their replacements: their scores are multiplied by
 * 1 - 0.3 (measured: the deprecated /v1/dsar calls otherwise outrank /v1/subject-rights for `dsarId`).
 */
export const DEPRECATED_PENALTY = 0.3;
export const MAX_MATCHING_SECTIONS = 3;
export const MAX_TAGS_SHOWN = 3;

export const SNIPPET_LENGTH = 150;
export const MIN_SENTENCE_LENGTH = 20;
export const ELLIPSIS = '...';

/** Query boosting: weights by term length and single or multi-word query. */
export const WEIGHTS = {
  singleLong: {exact: 10, prefix: 5},
  singleShort: {exact: 10, prefix: 2},
  phrase: 20,
  multiTerm: {exact: 5, prefix: 2},
  /** Terms of at least this length get prefix matching in multi-word queries. */
  longTermLength: 4,
} as const;

/**
 * A result containing the query's phrase scores its term score plus the phrase at weight 20:
 * the terms are weighted 5, so the phrase adds 20 / 5 = 4 times the term score.
 */
export const PHRASE_MULTIPLIER = 1 + WEIGHTS.phrase / WEIGHTS.multiTerm.exact;

/** Human names of the site areas, by route prefix (first match wins). */
export const CATEGORY_BY_ROUTE_PREFIX: ReadonlyArray<readonly [string, string]> = [
  ['/assessments', 'Assessments'],
  ['/cmp', 'Consent Management Platform'],
  ['/consent-prompts', 'Consent Prompts'],
  ['/integrations', 'Integrations'],
  ['/subject-rights', 'Subject Rights'],
  ['/customer-rest-api', 'Customer REST API'],
  ['/uc', 'Unified Consent'],
];
export const DEFAULT_CATEGORY = 'Documentation';
export const CUSTOMER_API_CATEGORY = 'Customer REST API';
export const UC_API_CATEGORY = 'Unified Consent API';
