/**
 * The site's search engine, run in Node: the one module of this package that imports the site
 * search's code (plugins/search: the engine in client/, its file names and limits in shared/).
 *
 * The engine loads its database only through its IndexLoader (manifest, IndexedDB, fetch). It has
 * no constructor taking an already decoded database, so it is given a fetch that answers the two
 * files the loader asks for from the snapshot's bytes in memory, and no IndexedDB: no request
 * leaves the process, and every query runs the site's own SearchEngine.search (parsing, typo
 * correction, ranking, grouping and snippets), not a copy of it.
 */
import {DATABASE_PATH, MANIFEST_PATH} from '../../../plugins/search/shared/locations';
import {SearchEngine} from '../../../plugins/search/client/engine';
import type {SearchResult} from '../../../plugins/search/shared/types';

export {MAX_RESULTS} from '../../../plugins/search/shared/limits';

export interface SiteSearchHit {
  title: string;
  /** Site path with its anchor, e.g. `/cmp/google-consent-mode/#setup`. */
  path: string;
  category: string;
  snippet: string;
  /** Headings of the page's sections that match too. */
  sections: string[];
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
  search(query: string, options: {category?: string; limit: number}): Promise<SiteSearchAnswer>;
}

function toHit(result: SearchResult): SiteSearchHit {
  const {document} = result;
  return {
    title: document.title,
    path: document.url,
    category: document.category,
    snippet: result.preview().snippet,
    sections: result.matchingSections.map((section) => section.document.metadata.sectionTitle ?? section.document.title),
  };
}

/** The engine over a snapshot's `search/manifest.json` and `search/search-db.json` bytes. */
export async function loadSiteSearch(files: {manifest: Uint8Array<ArrayBuffer>; database: Uint8Array<ArrayBuffer>}): Promise<SiteSearch> {
  const byPath = new Map<string, Uint8Array<ArrayBuffer>>([
    [`/${MANIFEST_PATH}`, files.manifest],
    [`/${DATABASE_PATH}`, files.database],
  ]);
  const inMemoryFetch = async (input: RequestInfo | URL): Promise<Response> => {
    const body = byPath.get(String(input));
    return body ? new Response(body, {status: 200, headers: {'content-type': 'application/json'}}) : new Response(null, {status: 404});
  };
  const engine = new SearchEngine({baseUrl: '/', fetch: inMemoryFetch as typeof fetch, openDatabase: () => null, session: null});
  const state = await engine.waitUntilSettled();
  // The engine keeps its fetch: without this, it would hold the 1.5 MB of JSON it has decoded.
  byPath.clear();
  if (state !== 'ready') {
    throw new Error(`The search database of the snapshot cannot be read: ${engine.error ?? 'unknown error'}`);
  }
  return {
    categories: engine.categoryTotals.map((category) => category.name),
    async search(query, {category, limit}) {
      const outcome = await engine.search(query, {category: category ?? null});
      return {
        hits: outcome.results.slice(0, limit).map(toHit),
        total: outcome.total,
        ...(outcome.correctedQuery ? {correctedQuery: outcome.correctedQuery} : {}),
        ...(outcome.error ? {error: outcome.error} : {}),
      };
    },
  };
}
