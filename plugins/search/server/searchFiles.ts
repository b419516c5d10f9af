import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {DATABASE_PATH, MANIFEST_PATH} from '../shared/locations';
import {buildPageRecords} from './buildPageRecords';
import {buildSearchDatabase} from './buildSearchDatabase';
import {extractPageFromMdx} from './extractPageFromMdx';
import {fileTime} from './fileTime';
import type {DocPageInfo, IndexRecord} from './types';

/**
 * The two files of the search, search/search-db.json and search/manifest.json: written into the
 * build, or made in memory for the dev server from the MDX sources.
 */

/** Writes both files into `outDir`; returns the database's size, raw and gzip, for the build log. */
export function writeSearchFiles(outDir: string, documents: IndexRecord[]): {bytes: number; gzipBytes: number} {
  const {database, manifest} = buildSearchDatabase(documents);
  const body = JSON.stringify(database);
  fs.mkdirSync(path.join(outDir, path.dirname(DATABASE_PATH)), {recursive: true});
  fs.writeFileSync(path.join(outDir, DATABASE_PATH), body);
  fs.writeFileSync(path.join(outDir, MANIFEST_PATH), JSON.stringify(manifest));
  return {bytes: Buffer.byteLength(body), gzipBytes: gzipSync(body).length};
}

/** What the dev server indexes: the latest docs seen by the plugin, and its cached files. */
export interface DevState {
  pages: DocPageInfo[];
  /** Operation and field records of the API references (plugins/api-reference). */
  apiRecords: IndexRecord[];
  siteDir: string;
  cache?: {key: string; files: Record<string, string>};
}

/** The dev server's two files, rebuilt when a doc or OpenAPI file changes. */
export function devSearchFiles(state: DevState): Record<string, string> {
  const inputs = state.pages.map((page) => page.sourcePath);
  const key = JSON.stringify(inputs.map((file) => [file, fileTime(file)]));
  if (state.cache?.key === key) {
    return state.cache.files;
  }
  const documents: IndexRecord[] = [];
  for (const page of state.pages) {
    try {
      const extracted = extractPageFromMdx(fs.readFileSync(page.sourcePath, 'utf8'), page.title);
      documents.push(...buildPageRecords(page, extracted, fileTime(page.sourcePath)));
    } catch (error) {
      console.warn(`[search] Could not index ${page.sourcePath}`, error);
    }
  }
  documents.push(...state.apiRecords);
  const {database, manifest} = buildSearchDatabase(documents);
  const files = {[DATABASE_PATH]: JSON.stringify(database), [MANIFEST_PATH]: JSON.stringify(manifest)};
  state.cache = {key, files};
  return files;
}
