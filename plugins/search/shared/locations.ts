/**
 * Where the search keeps things: the URLs of the two files the plugin writes (the only files the
 * site search fetches), the IndexedDB database and its rows, and the browser storage keys.
 */

/** URLs of the two files written by plugins/search, relative to the site's base URL. */
export const MANIFEST_PATH = 'search/manifest.json';
export const DATABASE_PATH = 'search/search-db.json';

/** IndexedDB database name and the id of the single stored index row. */
export const DB_NAME = 'privana-search';
export const SEARCH_INDEX_ROW_ID = 'main';
export const METADATA_ROW_ID = 'main';

/** localStorage key of the recent searches (newest first). */
export const RECENT_SEARCHES_KEY = 'privana-recent-searches';
/** sessionStorage key of a failed IndexedDB write in this visit. */
export const STORAGE_FAILED_KEY = 'privana-search-storage-failed';
