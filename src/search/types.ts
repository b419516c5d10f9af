/** Shapes of the search data (spec §3 "Site entities"), shared by the indexer plugin and the engine. */

export interface SearchDocumentMetadata {
  category: string;
  tags: string[];
  isSection: boolean;
  /** Id of the whole-document record a section belongs to; null for whole documents. */
  parentId: string | null;
  sectionTitle: string | null;
  /** A deprecated API operation: it ranks below current ones (SEARCH_DEPRECATED_PENALTY). */
  deprecated?: boolean;
  /**
   * The stored `content` is shorter than the text the index holds (code blocks left out, long
   * sections cut): a quoted phrase missing from it may still be in the page.
   */
  partialContent?: boolean;
}

export interface SearchDocument {
  id: string;
  title: string;
  /** Site path, with `#anchor` for sections and API operations. */
  url: string;
  category: string;
  /** ISO-8601 time of the last change. */
  lastModified: string;
  /**
   * Text of the record, for snippets and phrase checks. The index covers the full text; the stored
   * text leaves out code blocks and stops at a sentence end after STORED_CONTENT_LENGTH characters.
   * In search-db.json a whole document carries only the text before its first section; the engine
   * appends its sections' titles and text on load.
   */
  content: string;
  excerpt: string;
  metadata: SearchDocumentMetadata;
}

export interface SearchStats {
  totalDocuments: number;
  /** Size in bytes of the serialized documents and index. */
  totalSize: number;
  categories: Record<string, number>;
}

export interface SearchManifest {
  version: string;
}

export interface SearchDatabaseMetadata {
  version: string;
  lastBuild: string;
  stats: SearchStats;
}

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
 * A section in search-db.json: ["#anchor", title, content, excerpt, flags?]. It belongs to the
 * nearest packed page before it: id and url are that page's url + anchor, parentId is the page's
 * id, sectionTitle is the title; category, lastModified and tags are the page's.
 */
export type PackedSection = [string, string, string, PackedExcerpt, number?];

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

/** Body of /search/search-db.json (format SEARCH_DB_FORMAT); decoded by src/search/codec.ts. */
export interface SearchDatabaseFile extends SearchDatabaseMetadata {
  format: number;
  documents: PackedDocument[];
  searchIndex: PackedSearchIndex;
}

/** A character range [start, end) of a string to highlight. */
export interface HighlightRange {
  start: number;
  end: number;
}

export interface SearchHit {
  document: SearchDocument;
  score: number;
  /** Indexed terms that matched (after prefix expansion), used for highlights and snippets. */
  matchedTerms: string[];
}

export interface SearchResult extends SearchHit {
  snippet: string;
  highlights: {title: HighlightRange[]; snippet: HighlightRange[]};
  matchingSections: SearchHit[];
}

export interface Suggestion {
  text: string;
  url: string;
  category: string;
  score: number;
}

export interface CategoryCount {
  name: string;
  count: number;
}

export type EngineState = 'uninitialized' | 'initializing' | 'ready' | 'error';
