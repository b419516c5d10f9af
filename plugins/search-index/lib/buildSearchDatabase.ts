import {createHash} from 'node:crypto';
import MiniSearch from 'minisearch';
import {SEARCH_INDEX_OPTIONS} from '../../../src/search/indexOptions';
import type {SearchDatabaseFile, SearchDocument, SearchManifest} from '../../../src/search/types';

/**
 * The two files of spec §7: search-db.json (version, lastBuild, stats, documents, serialized
 * MiniSearch index) and manifest.json (version). The version hashes the indexed text only, so an
 * unchanged site keeps its version across builds and checkouts (file times do not count).
 */
export function buildSearchDatabase(
  documents: SearchDocument[],
  lastBuild: Date = new Date(),
): {database: SearchDatabaseFile; manifest: SearchManifest} {
  const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  // Input order is kept: sections follow their page in document order, which the engine relies on.
  index.addAll(documents);
  const searchIndex = index.toJSON();
  const hashed = documents.map(({lastModified: _lastModified, ...rest}) => rest);
  const version = createHash('sha256').update(JSON.stringify(hashed)).digest('hex').slice(0, 16);
  const categories: Record<string, number> = {};
  for (const document of documents) {
    categories[document.category] = (categories[document.category] ?? 0) + 1;
  }
  const totalSize = JSON.stringify(documents).length + JSON.stringify(searchIndex).length;
  return {
    database: {
      version,
      lastBuild: lastBuild.toISOString(),
      stats: {totalDocuments: documents.length, totalSize, categories},
      documents,
      searchIndex,
    },
    manifest: {version},
  };
}
