import fs from 'node:fs';
import path from 'node:path';
import {DATABASE_PATH, MANIFEST_PATH} from '../shared/locations';
import {SPLIT_CORE_PATH, splitDatabase} from '../shared/splitIndex';
import {buildPageRecords} from './buildPageRecords';
import {buildSearchDatabase} from './buildSearchDatabase';
import {extractPageFromMdx} from './extractPageFromMdx';
import {fileTime} from './fileTime';
import {withLinkTexts, type PageLinks} from './linkTexts';
import type {DocPageInfo, IndexRecord} from './types';

/**
 * The files of the search: search/search-db.json and search/manifest.json, and the split index
 * cut from the same database (shared/splitIndex.ts). Written into the build, or made in memory
 * for the dev server from the MDX sources.
 */

/** Every file of the search, by path relative to the site's base URL. */
function searchFileBodies(documents: IndexRecord[]): Record<string, string> {
  const {database, manifest} = buildSearchDatabase(documents);
  const split = splitDatabase(database);
  const files: Record<string, string> = {
    [DATABASE_PATH]: JSON.stringify(database),
    [MANIFEST_PATH]: JSON.stringify(manifest),
    [SPLIT_CORE_PATH]: JSON.stringify(split.core),
  };
  for (const [piecePath, piece] of split.pieces) {
    files[piecePath] = JSON.stringify(piece);
  }
  return files;
}

/**
 * Writes the files into `outDir`; returns, for the build log, the database's size and the number
 * of files. (Its gzip size is the precompress plugin's: compressing 10 MB again only to log it
 * took longer than cutting the split index.)
 */
export function writeSearchFiles(outDir: string, documents: IndexRecord[]): {bytes: number; files: number} {
  const files = searchFileBodies(documents);
  fs.rmSync(path.join(outDir, path.dirname(SPLIT_CORE_PATH)), {recursive: true, force: true});
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.join(outDir, path.dirname(file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, file), body);
  }
  return {bytes: Buffer.byteLength(files[DATABASE_PATH]), files: Object.keys(files).length};
}

/** What the dev server indexes: the latest docs seen by the plugin, and its cached files. */
export interface DevState {
  pages: DocPageInfo[];
  /** The records other plugins offer in their content (the API reference's; server/contributions.ts), dated by file time. */
  apiRecords: IndexRecord[];
  siteDir: string;
  cache?: {key: string; files: Record<string, string>};
}

/** The dev server's files, rebuilt when a doc or OpenAPI file changes. */
export function devSearchFiles(state: DevState): Record<string, string> {
  const inputs = state.pages.map((page) => page.sourcePath);
  const key = JSON.stringify(inputs.map((file) => [file, fileTime(file)]));
  if (state.cache?.key === key) {
    return state.cache.files;
  }
  const documents: IndexRecord[] = [];
  const links: PageLinks[] = [];
  for (const page of state.pages) {
    try {
      const extracted = extractPageFromMdx(fs.readFileSync(page.sourcePath, 'utf8'), page.title);
      documents.push(...buildPageRecords(page, extracted, fileTime(page.sourcePath)));
      links.push({permalink: page.permalink, links: extracted.links});
    } catch (error) {
      console.warn(`[search] Could not index ${page.sourcePath}`, error);
    }
  }
  documents.push(...state.apiRecords);
  const files = searchFileBodies(withLinkTexts(documents, links));
  state.cache = {key, files};
  return files;
}
