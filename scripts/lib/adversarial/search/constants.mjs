// The search's own constants (storage keys, timeouts), imported from its TypeScript modules
// through jiti, as `npm run social-card` imports TypeScript, instead of copying or scraping them.
// The one place that knows where the search code lives (plugins/search/shared/).
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const locations = load('../../../../plugins/search/shared/locations.ts');
const limits = load('../../../../plugins/search/shared/limits.ts');

/** @type {string} */
export const DB_NAME = locations.DB_NAME;
/** @type {string} */
export const RECENT_SEARCHES_KEY = locations.RECENT_SEARCHES_KEY;
/** @type {number} */
export const MANIFEST_TIMEOUT_MS = limits.MANIFEST_TIMEOUT_MS;
/** @type {number} */
export const DATABASE_TIMEOUT_MS = limits.DATABASE_TIMEOUT_MS;
/** @type {string} */
export const STORAGE_FAILED_KEY = locations.STORAGE_FAILED_KEY;
/** @type {number} */
export const MAX_QUERY_LENGTH = limits.MAX_QUERY_LENGTH;
