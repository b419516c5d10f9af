/**
 * The one home of the search-db.json layout: the indexer (plugins/search/server) writes it with
 * packDocuments and packSearchIndex, the engine reads it back with decodeDatabase. The file holds
 * rows instead of objects with repeated keys, and nothing the reader can derive: a section's url,
 * id, parentId, category, tags and date come from its page; an excerpt is a slice of the content;
 * the index's document ids are the row order.
 *
 * Layout (format SEARCH_DB_FORMAT):
 * - `documents`: PackedPage and PackedSection rows in index order (a section follows its page),
 *   or a SearchDocument spelled out when a record does not follow those rules;
 * - `searchIndex`: PackedSearchIndex, the MiniSearch serialization without document ids, postings
 *   gap-coded;
 * - `version`, `lastBuild`, `stats`: the metadata, as in manifest.json and IndexedDB.
 */

export {SEARCH_DB_FORMAT, PACKED_FLAGS, shapeError, withoutFragment} from './database/layout';
export type {PackedDocument, PackedExcerpt, PackedPage, PackedSearchIndex, PackedSection, SearchDatabaseFile} from './database/layout';
export {MAX_DAY, isoDay} from './database/days';
export {isDatabaseFile, isSearchDocument, isSearchMetadata} from './database/guards';
export {packDocuments} from './database/packDocuments';
export {decodeDatabase, decodePage, decodeSection, excerptOf, sectionId, unpackDocuments} from './database/unpackDocuments';
export {checkedIndex, packSearchIndex, unpackPostings, unpackSearchIndex, type TermPostings} from './database/packedIndex';
