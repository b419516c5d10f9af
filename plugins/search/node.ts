/**
 * The search's face for build-time code in Node: other plugins, packages/docs-mcp's pack step,
 * the bench and the tests import the search from here (or from searchEngine.ts, browser.ts),
 * never from its folders. `eslint.config.mjs` enforces it (see ARCHITECTURE.md, "Boundaries").
 */
export {categoryForRoute} from './server/categoryForRoute';
export {CATEGORY_BY_ROUTE_PREFIX, DEFAULT_CATEGORY} from './shared/routeCategories';
export {buildSearchDatabase} from './server/buildSearchDatabase';
export {extractPageFromHtml} from './server/extractPageFromHtml';
export {extractPageFromMdx} from './server/extractPageFromMdx';
export {isNavigationSection} from './server/navigationSections';
export {DATABASE_PATH, DB_NAME, MANIFEST_PATH, RECENT_SEARCHES_KEY, STORAGE_FAILED_KEY} from './shared/locations';
export {DATABASE_TIMEOUT_MS, MANIFEST_TIMEOUT_MS, MAX_QUERY_LENGTH} from './shared/limits';
export {STRINGS} from './shared/strings';
export {SPLIT_CORE_PATH, splitDatabase, splitPiecePath, type SearchCoreFile} from './shared/splitIndex';
export {decodeDatabase, type SearchDatabaseFile} from './shared/codec';
export type {IndexRecord} from './server/types';
export type {SearchContribution} from './server/contributions';
export type {SearchDocument, SearchResult} from './shared/types';
export type {Options} from './options';
