import type {SearchDatabaseMetadata, SearchDocument} from '../types';

/**
 * The layout of search-db.json's rows and index (see ../codec.ts, its face): the format's version,
 * the packed shapes, the flag bits, and the rules both sides read the same way.
 */

/** Layout version; part of the version hash, so that a new layout always reaches older copies. */
export const SEARCH_DB_FORMAT = 3;
/** Bits of the flags of a packed document (see PackedPage). */
export const PACKED_FLAGS = {deprecated: 1, partialContent: 2} as const;

/**
 * Excerpt of a packed document: a number n is the first n characters of its stored content,
 * [start, length] a slice of it, a string the excerpt itself.
 */
export type PackedExcerpt = number | [number, number] | string;

/**
 * A whole document (page or API operation) in search-db.json:
 * [url (= id), title, content, excerpt, category, lastModified as days since 1970-01-01, tags?, flags?]
 * (flags: PACKED_FLAGS bits).
 */
export type PackedPage = [string, string, string, PackedExcerpt, string, number, string[]?, number?];

/**
 * A section in search-db.json: ["#anchor", title, content, excerpt, flags?, sectionTitle?, idSuffix?].
 * It belongs to the nearest packed page before it: its url is that page's url without its fragment,
 * plus the anchor (an API operation's field records sit under the operation, whose url has a
 * fragment of its own); its id is the url plus `idSuffix` (a field documented once, in an object,
 * is a record per operation that uses it); parentId is the page's id; sectionTitle is the title
 * unless given (null: the title); category, lastModified and tags are the page's.
 */
export type PackedSection = [string, string, string, PackedExcerpt, number?, (string | null)?, string?];

/** One record of search-db.json: packed when its fields follow the rules above, else spelled out. */
export type PackedDocument = PackedPage | PackedSection | SearchDocument;

/**
 * The MiniSearch index (MiniSearch#toJSON, built with SEARCH_INDEX_OPTIONS) without what the
 * documents already say: the short ids are the documents' positions, so `documentIds` is left
 * out; `fieldLength` is one row per document; each term is [term, ...postings per field id],
 * a field's postings being 0 (none) or the gaps between short ids, each followed by -tf when the
 * term occurs more than once.
 */
export interface PackedSearchIndex {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  fieldLength: number[][];
  index: Array<[string, ...Array<0 | number[]>]>;
  serializationVersion: number;
}

/** Body of /search/search-db.json (format SEARCH_DB_FORMAT). */
export interface SearchDatabaseFile extends SearchDatabaseMetadata {
  format: number;
  documents: PackedDocument[];
  searchIndex: PackedSearchIndex;
}

/** The error every reader of the layout throws on data it cannot read. */
export function shapeError(what: string): Error {
  return new Error(`the index has an unexpected shape (${what})`);
}

/** A page's url without its fragment: its sections' urls are this plus their anchor. */
export function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
