// The performance budgets, in one place: tests/build/budgets.test.ts fails when the build exceeds one,
// and `npm run bench` reports each with its measured figure (bench/lib/report.mjs). Sizes are gzip
// at level 6, nginx's on-the-fly level. Free of import.meta: Playwright compiles the test's imports
// to CommonJS.

const KB = 1024;

/** A guide page's initial JavaScript may exceed the vanilla Docusaurus baseline with as many docs by this much. */
export const GUIDE_JS_ALLOWANCE_BYTES = 10 * KB;

/** The whole search database, build/search/search-db.json. */
export const SEARCH_DB_MAX_BYTES = 300 * KB;

/** An API reference page's initial JavaScript may exceed a guide page's by this much. */
export const API_REFERENCE_JS_ALLOWANCE_BYTES = 25 * KB;

/**
 * The HTML of the customer REST API reference, whose whole text is server-rendered: about 72 KB
 * since objects, shared headers and shared errors are each written once (it was 103 KB before, and
 * 196 KB with Redoc).
 */
export const API_REFERENCE_HTML_MAX_BYTES = 90 * KB;

/** The page actions of a doc page (Copy page, View as Markdown), minified, in its initial JavaScript. */
export const PAGE_ACTIONS_JS_MAX_BYTES = 2 * KB;
