/** Shapes of the search data (spec §3 "Site entities"), shared by the indexer plugin and the engine. */

export interface SearchDocumentMetadata {
  category: string;
  tags: string[];
  isSection: boolean;
  /** Id of the whole-document record a section belongs to; null for whole documents. */
  parentId: string | null;
  sectionTitle: string | null;
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
   * Text of the record. In search-db.json a whole document carries only the text before its first
   * section (that is all its index entry covers); the engine appends its sections' text on load,
   * which keeps a third of the text out of the download.
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

/** Body of /search/search-db.json. */
export interface SearchDatabaseFile extends SearchDatabaseMetadata {
  documents: SearchDocument[];
  /** A serialized MiniSearch index (MiniSearch#toJSON), built with SEARCH_INDEX_OPTIONS. */
  searchIndex: unknown;
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
