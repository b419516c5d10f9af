/**
 * Every number of the site search, in one place, so the indexer, the engine, the dialog and the
 * tests agree on them. The words the reader sees are in ./strings.ts; the names of files and
 * stored data in ./locations.ts; the category names in ./routeCategories.ts.
 */

/**
 * Stored text per record (snippets, phrase checks) is cut at the last sentence end within this
 * many characters (code blocks left out); the index keeps the whole text.
 */
export const STORED_CONTENT_LENGTH = 1000;

/** Recent searches kept (newest first). */
export const MAX_RECENT_SEARCHES = 10;

/** Queries and terms shorter than this are not searched, suggested or remembered. */
export const MIN_QUERY_LENGTH = 2;
export const MIN_TERM_LENGTH = 2;
/**
 * A query term in "-ation(s)" is searched by its stem when the stem keeps this many letters (see
 * engine/query/query.ts).
 */
export const MIN_STEM_LENGTH = 5;
/** Tokens longer than this are hashes, keys or minified code, not words anyone types. */
export const MAX_TERM_LENGTH = 40;
/** Longer input is cut: nobody types more, and a pasted page would block the main thread. */
export const MAX_QUERY_LENGTH = 256;
/** Distinct terms searched per query; the rest are ignored. */
export const MAX_QUERY_TERMS = 16;

/**
 * Typo correction: an unknown term of at least 5 characters may be corrected by one edit, one of
 * at least 9 by two (see engine/query/typoCorrection.ts); shorter terms are never changed.
 */
export const MIN_FUZZY_LENGTH = 5;
export const MIN_FUZZY_LENGTH_TWO_EDITS = 9;

export const SEARCH_DEBOUNCE_MS = 300;
/**
 * A pause in typing this long fetches, ahead of the debounced search, the pieces of the split
 * index the query will read (engine.prefetch): the round trips then fall inside the debounce.
 * Shorter than a typing pause would fetch the shards of every prefix typed.
 */
export const PREFETCH_DELAY_MS = 100;
export const SUGGESTION_DELAY_MS = 150;
export const DEFAULT_SUGGESTION_LIMIT = 5;
export const SUGGESTION_SCORE_STARTS_WITH = 2;
export const SUGGESTION_SCORE_CONTAINS = 1;

export const MAX_RESULTS = 50;
/**
 * The results of a first screen: the dialog shows three, the third cut, at 390 x 844 and at
 * 1280 x 800 (measured with a result of three sections). They are rendered at once and, with the
 * split index, their text is fetched before any result is shown; a result's snippet and
 * highlights are made when first read (see result.ts), so a query pays for these only before
 * they are shown. Ten had their text fetched first: median 6 text requests for a first query of
 * the bench's 167, and 82 over six; five take a median of 4, and 32 over six.
 */
export const FIRST_SCREEN_RESULTS = 5;
/** The results after the first screen follow in batches of this size, one per frame. */
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
/**
 * Concept ranking (engine/ranking/conceptPriors.ts). A changelog entry repeats every term it
 * announces: unless the query asks for history (a date, a version, "changelog"), its score is
 * multiplied by CHANGELOG_FACTOR.
 */
export const CHANGELOG_FACTOR = 0.25;
/**
 * A field of an API operation is indexed by its name alone, so its record is short and scores high
 * on that one word: in a query of several words it counts FIELD_FACTOR as much.
 */
export const FIELD_FACTOR = 0.4;
/**
 * An API operation or webhook whose name is typed as a term of the query ("configurationPublished")
 * scores this many times as much (engine/ranking/apiNames.ts): its record is titled by its summary
 * and names it once in a long text, so the intro sections and operations that mention the name
 * outranked it.
 */
export const API_NAME_FACTOR = 3;
/**
 * Among the sections a result lists, one whose heading names the query's terms is ordered as if it
 * scored up to 1 + HEADING_FACTOR times as much, in proportion to the share of terms it names
 * (engine/ranking/conceptPriors.ts).
 */
export const HEADING_FACTOR = 2;
/**
 * A section whose page's title names query terms it lacks counts them as matched, with this power
 * (engine/ranking/conceptPriors.ts). Measured on the concept set: 1 gave MRR@5 0.687, 2 gave 0.706,
 * 3 gave 0.720 but dropped the bench set from 0.948 to 0.943.
 */
export const PAGE_CONTEXT_POWER = 2;
/**
 * A guide page or section whose title the query names in full, read under its page's title and
 * area, is the query's topic: its score is multiplied by TOPIC_FACTOR (engine/ranking/topics.ts).
 * Measured on the concept set when the rule was added: 2 gave MRR@5 0.816, 3 gave 0.829, 5 gave
 * 0.829 and dropped the misspelled set.
 */
export const TOPIC_FACTOR = 3;
/** A topic section whose page's title the query names too counts this much more (topics.ts). */
export const PAGE_TOPIC_FACTOR = 1.5;
/** A question ("what is a consent key") wants the guide that explains: an API operation or field counts this much. */
export const QUESTION_API_FACTOR = 0.3;
/** A related word of the thesaurus (shared/thesaurus.ts) weighs this share of the typed term. */
export const RELATED_TERM_WEIGHT = 0.6;
export const MAX_TAGS_SHOWN = 3;

export const SNIPPET_LENGTH = 150;
export const MIN_SENTENCE_LENGTH = 20;
/**
 * Sentences holding a term looked at per snippet: a long page names a common term hundreds of
 * times, and the best of its first sentences that hold terms reads as well as the best of all.
 */
export const MAX_SNIPPET_SENTENCES = 24;
/** Characters of context a snippet keeps before its first matching term when it starts mid-sentence. */
export const SNIPPET_CONTEXT_BEFORE_TERM = 40;

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
/**
 * The phrase step checks records best first and skips those that cannot be shown (see
 * boostPhrase in ranking.ts): its bar is raised after this many confirmed phrases (a sort of the
 * groups' scores each time). With the split index, the records whose text it lacks are fetched
 * best first too: PHRASE_TEXT_ROUNDS records in the first round, then more, then the rest.
 */
export const PHRASE_REFRESH = 8;
export const PHRASE_TEXT_ROUNDS = [16, 64];

/**
 * The manifest is a few bytes: after 4 s the network is stalled, and an update is assumed (the
 * stored copy is used if the download fails too). search-db.json is about 240 KB gzip: 20 s
 * allows a slow 3G connection (~100 KB/s) twice over. Either way the input is never disabled for
 * longer than 24 s.
 */
export const MANIFEST_TIMEOUT_MS = 4000;
export const DATABASE_TIMEOUT_MS = 20_000;
/**
 * How long IndexedDB may take to open or to read the stored copy before it counts as blocked or
 * hung (search then works from memory); writing the whole index may take this many times longer.
 */
export const STORAGE_TIMEOUT_MS = 3000;
/** Records written to IndexedDB per request batch: each batch is cloned in one task of a few ms. */
export const STORE_BATCH = 200;
export const STORAGE_WRITE_TIMEOUT_FACTOR = 3;

/**
 * The navbar button loads the dialog's code (and a stored index) in an idle period; where the
 * browser never reports one, after this long.
 */
export const PRELOAD_IDLE_FALLBACK_MS = 2000;

/**
 * Sizes of the split index's pieces (shared/splitIndex.ts), in characters of JSON. A term shard of
 * 48 KB is 8–12 KB gzip: a query's two or three terms fetch about as much as Pagefind's chunks.
 * A text block of 24 KB (5–7 KB gzip) holds a few pages; a first query reads the blocks of its
 * phrase candidates and of the results shown first. Blocks of 12 KB took 12% fewer bytes before
 * the first result (median over the bench queries, at both sizes) but more requests, and over
 * HTTP/1.1's six connections the cold first query was about 20 ms slower (317 against 295 ms,
 * median of six runs each, alternated).
 */
export const SPLIT_SHARD_BYTES = 48_000;
export const SPLIT_TEXT_BYTES = 24_000;
/**
 * A piece is small (about 10 KB gzip): after 10 s the network is stalled. The query then fails
 * with the download message, and the next query asks again.
 */
export const SPLIT_PIECE_TIMEOUT_MS = 10_000;
/**
 * When the split index answers, the whole search-db.json is downloaded and stored in the
 * background (offline use, later visits): once the first query's results are shown, or after this
 * long if no query comes.
 */
export const FULL_DOWNLOAD_DELAY_MS = 3000;
/**
 * A query whose phrase checks still lack the text of more blocks than this after the first round
 * (PHRASE_TEXT_ROUNDS) waits for the whole search-db.json instead: 24 blocks are about 150 KB
 * gzip, and past that the pieces would soon cost more requests and bytes than the whole file.
 * Six of the 90 bench queries do so on the scaled site, none on today's.
 */
export const SPLIT_TEXT_BLOCK_LIMIT = 24;
