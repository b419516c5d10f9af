/**
 * The search engine's face: the isomorphic engine (engine/: no React, no Docusaurus; it runs in
 * the browser and in Node) for code outside the plugin, the MCP server above all.
 */
export {SearchEngine, type SearchOutcome} from './engine/engine';
export type {SearchResult} from './shared/types';
export {FIRST_SCREEN_RESULTS, MAX_RESULTS} from './shared/limits';
