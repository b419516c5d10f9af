/**
 * What the server needs of a search: the contract between this package and the site's search
 * engine, which the pack step gives it (plugins/docs-mcp-pack/server/siteEngine.ts runs the site's
 * own SearchEngine over the snapshot's search files). The package holds no search code of its own,
 * so that its answers are the site's, and imports none of the site's.
 */

export interface SiteSearchHit {
  title: string;
  /** Site path with its anchor, e.g. `/cmp/google-consent-mode/#setup`. */
  path: string;
  category: string;
  snippet: string;
  /**
   * The sections of the result that match, best first, as the site lists them under it: the first
   * is where a reader of the site lands (its heading and site path with the anchor).
   */
  sections: Array<{title: string; path: string}>;
}

export interface SiteSearchAnswer {
  hits: SiteSearchHit[];
  total: number;
  /** The query that was run when unknown words were corrected. */
  correctedQuery?: string;
  error?: string;
}

export interface SiteSearch {
  /** Category names of the index, most documents first. */
  categories: string[];
  /** The most results one search returns. */
  maxResults: number;
  search(query: string, options: {category?: string; limit: number}): Promise<SiteSearchAnswer>;
}

/** Starts the search over a snapshot's search files (`readSearchFile`: Snapshot.readSearchFile). */
export type SiteSearchLoader = (readSearchFile: (sitePath: string) => string | null) => Promise<SiteSearch>;
