// The search's own constants (storage keys, timeouts), imported from its TypeScript modules
// through jiti, as `npm run social-card` imports TypeScript, instead of copying or scraping them.
// The one place that knows where the search code lives: the search engineer is moving it, and only
// these paths change then.
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const constants = load('../../../../src/search/constants.ts');
const loading = load('../../../../src/search/loading.ts');

/** @type {string} */
export const DB_NAME = constants.DB_NAME;
/** @type {string} */
export const RECENT_SEARCHES_KEY = constants.RECENT_SEARCHES_KEY;
/** @type {number} */
export const MANIFEST_TIMEOUT_MS = loading.MANIFEST_TIMEOUT_MS;
/** @type {number} */
export const DATABASE_TIMEOUT_MS = loading.DATABASE_TIMEOUT_MS;
/** @type {string} */
export const STORAGE_FAILED_KEY = loading.STORAGE_FAILED_KEY;
