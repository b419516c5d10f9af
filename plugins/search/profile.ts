/**
 * What the bench profiles (bench/lib/bundle.mjs): the engine and the stages of a query, each
 * timed on its own (decoding, the index from its packed form, the query, the index options).
 */
export {SearchEngine} from './engine/engine';
export * as codec from './shared/codec';
export * as constants from './shared/limits';
export * as indexOptions from './shared/indexOptions';
export * as query from './engine/query/query';
export * as searchIndex from './engine/index/searchIndex';
