/**
 * The site's search engine, run in Node, as privana-docs-mcp's search (the package's SiteSearch):
 * the one module of the server's bundle that imports the site search's code, through its engine
 * face (plugins/search/searchEngine.ts).
 * It loads the snapshot's search files as a first visit to the site loads them (the split index's
 * core, then the pieces each query reads, then the whole search-db.json once the first answer is
 * out), through a `fetch` that reads data/ (snapshotFetch.ts) and with no IndexedDB, and every
 * query runs the site's own SearchEngine.search (parsing, typo correction, ranking, grouping and
 * snippets), not a copy of it. Starting from the core rather than the whole database makes the
 * first answer about 150 ms of CPU sooner: most of that was the garbage collector copying the
 * whole index while it was built.
 */
import type {SiteSearch, SiteSearchHit} from '../../../packages/docs-mcp/node';
import {MAX_RESULTS, SearchEngine, type SearchResult} from '../../search/searchEngine';
import {snapshotFetch} from './snapshotFetch';

function toHit(result: SearchResult): SiteSearchHit {
  const {document} = result;
  return {
    title: document.title,
    path: document.url,
    category: document.category,
    snippet: result.preview().snippet,
    sections: result.matchingSections.map((section) => ({
      title: section.document.metadata.sectionTitle ?? section.document.title,
      path: section.document.url,
    })),
  };
}

/** The engine over a snapshot's search files (`readSearchFile`: Snapshot.readSearchFile). */
export async function loadSiteSearch(readSearchFile: (sitePath: string) => string | null): Promise<SiteSearch> {
  const engine = new SearchEngine({baseUrl: '/', fetch: snapshotFetch(readSearchFile), openDatabase: () => null, session: null});
  const state = await engine.waitUntilSettled();
  if (state !== 'ready') {
    throw new Error(`The search database of the snapshot cannot be read: ${engine.error ?? 'unknown error'}`);
  }
  return {
    categories: engine.categoryTotals.map((category) => category.name),
    maxResults: MAX_RESULTS,
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
