/** Shapes of the search data, shared by the indexer plugin and the engine. */

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

/** What a shown result needs beyond its hit: the snippet and the highlight ranges. */
export interface ResultPreview {
  snippet: string;
  highlights: {title: HighlightRange[]; snippet: HighlightRange[]};
}

/**
 * A search result: the hit, its matching sections, and its preview. The preview is made on the
 * first call of `preview()` and kept: cutting snippets is most of a query's time after MiniSearch,
 * and only the results rendered need one (see result.ts).
 */
export interface SearchResult extends SearchHit {
  matchingSections: SearchHit[];
  preview: () => ResultPreview;
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
