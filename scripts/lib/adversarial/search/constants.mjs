// The search's own constants (storage keys, timeouts), imported from its TypeScript modules
// through jiti, as `npm run social-card` imports TypeScript, instead of copying or scraping them.
// The one place that reads the search's code: its build-time face, plugins/search/node.ts.
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const search = load('../../../../plugins/search/node.ts');

/** @type {string} */
export const DB_NAME = search.DB_NAME;
/** @type {string} */
export const RECENT_SEARCHES_KEY = search.RECENT_SEARCHES_KEY;
/** @type {number} */
export const MANIFEST_TIMEOUT_MS = search.MANIFEST_TIMEOUT_MS;
/** @type {number} */
export const DATABASE_TIMEOUT_MS = search.DATABASE_TIMEOUT_MS;
/** @type {string} */
export const STORAGE_FAILED_KEY = search.STORAGE_FAILED_KEY;
/** @type {number} */
export const MAX_QUERY_LENGTH = search.MAX_QUERY_LENGTH;
