import type {Options} from 'minisearch';
import type {SearchDocument} from './types';

/**
 * MiniSearch options used both to build the index (plugins/search-index) and to load it in the
 * browser: MiniSearch.loadJS needs the very options the index was built with.
 * Nothing is stored in the index itself (storeFields empty): documents travel beside it.
 */
export const SEARCH_INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'tags', 'content'],
  storeFields: [],
  extractField: (document, fieldName) =>
    fieldName === 'tags' ? document.metadata.tags.join(' ') : (document as unknown as Record<string, string>)[fieldName],
};

/** Title and tag matches count more than body text. */
export const FIELD_BOOSTS = {title: 3, tags: 2, content: 1};
