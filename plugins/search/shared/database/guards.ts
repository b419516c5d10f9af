import type {SearchDatabaseMetadata, SearchDocument} from '../types';
import {SEARCH_DB_FORMAT, type SearchDatabaseFile} from './layout';

/**
 * Shape checks of what the engine reads before it trusts it: the downloaded file and the copy
 * stored in IndexedDB alike.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * True for metadata the engine can use: a version, a build date, and stats whose counts are whole
 * numbers (the filter panel and the ranking count with them). Checked on the downloaded file and on
 * the copy stored in IndexedDB alike.
 */
export function isSearchMetadata(value: unknown): value is SearchDatabaseMetadata {
  if (!isRecord(value) || typeof value.version !== 'string' || typeof value.lastBuild !== 'string' || !isRecord(value.stats)) {
    return false;
  }
  const {totalDocuments, categories} = value.stats;
  return isCount(totalDocuments) && isRecord(categories) && Object.values(categories).every(isCount);
}

/** True for a search record of the decoded shape: a stored one, or one the file spells out. */
export function isSearchDocument(value: unknown): value is SearchDocument {
  if (!isRecord(value) || !isRecord(value.metadata)) {
    return false;
  }
  const {metadata} = value;
  return (
    typeof value.id === 'string' &&
    typeof value.title === 'string' &&
    typeof value.url === 'string' &&
    typeof value.category === 'string' &&
    typeof value.lastModified === 'string' &&
    typeof value.content === 'string' &&
    typeof value.excerpt === 'string' &&
    typeof metadata.category === 'string' &&
    Array.isArray(metadata.tags) &&
    metadata.tags.every((tag) => typeof tag === 'string') &&
    typeof metadata.isSection === 'boolean' &&
    (metadata.parentId === null || typeof metadata.parentId === 'string') &&
    (metadata.sectionTitle === null || typeof metadata.sectionTitle === 'string')
  );
}

/** True when a parsed body has the top-level shape of this layout (rows are checked while decoding). */
export function isDatabaseFile(value: unknown): value is SearchDatabaseFile {
  const file = value as SearchDatabaseFile | null;
  return (
    isSearchMetadata(file) &&
    file.format === SEARCH_DB_FORMAT &&
    Array.isArray(file.documents) &&
    typeof file.searchIndex === 'object' &&
    file.searchIndex !== null
  );
}
