import fs from 'node:fs';
import path from 'node:path';
import {buildReference} from '../model/buildReference';
import type {Json} from '../model/resolve';
import type {ReferenceModel} from '../model/types';
import {API_REFERENCES, openapiDownloadPath, type ApiReferenceSource} from '../documents';
import {DEFAULT_OPTIONS} from '../options';
import {loadOpenApiDocument} from './loadDocument';

/** A document of the site, loaded (linted, bundled) once and turned into its reference model. */
export interface LoadedReference {
  source: ApiReferenceSource;
  /** Absolute path of the YAML file. */
  file: string;
  document: Json;
  model: ReferenceModel;
}

/**
 * Where the documents are: the plugin's `openapiDir` and `redoclyConfig` (options.ts, defaults
 * there). Every reader of the documents takes them from the plugin's content (readerOptions.ts).
 */
export interface LoadReferencesOptions {
  siteDir: string;
  /** Folder of the YAML documents, relative to the site. */
  openapiDir?: string;
  /** Redocly configuration, relative to the site. */
  redoclyConfig?: string;
}

/**
 * The reference page, the search records and the Markdown twins all need the documents in the same
 * build: they share one load per document and version of its file (its mtime), instead of linting
 * and bundling it once per reader. Kept on globalThis because Docusaurus reloads plugin modules.
 */
const CACHE = Symbol.for('privana.apiReference.loaded');
const cache = globalThis as unknown as {[CACHE]?: Map<string, Promise<LoadedReference[]>>};

export function documentFile(siteDir: string, id: string, openapiDir = DEFAULT_OPTIONS.openapiDir): string {
  return path.join(siteDir, openapiDir, `${id}.yaml`);
}

function version(file: string): string {
  try {
    return String(fs.statSync(file).mtimeMs);
  } catch {
    return 'missing';
  }
}

async function load({siteDir, openapiDir, redoclyConfig}: Required<LoadReferencesOptions>): Promise<LoadedReference[]> {
  return Promise.all(
    API_REFERENCES.map(async (source) => {
      const file = documentFile(siteDir, source.id, openapiDir);
      const document = await loadOpenApiDocument(file, path.join(siteDir, redoclyConfig));
      const model = buildReference(document, {
        id: source.id,
        apiName: source.apiName,
        downloadUrl: openapiDownloadPath(source.id),
        authenticationGuide: source.authenticationGuide,
      });
      return {source, file, document, model};
    }),
  );
}

/** Every document of the site with its model, loaded once per version of the files. */
export function loadReferences(given: LoadReferencesOptions): Promise<LoadedReference[]> {
  const options = {siteDir: given.siteDir, openapiDir: given.openapiDir ?? DEFAULT_OPTIONS.openapiDir, redoclyConfig: given.redoclyConfig ?? DEFAULT_OPTIONS.redoclyConfig};
  const files = API_REFERENCES.map((source) => documentFile(options.siteDir, source.id, options.openapiDir));
  const key = JSON.stringify([options, files.map(version)]);
  const loaded = (cache[CACHE] ??= new Map());
  let result = loaded.get(key);
  if (!result) {
    result = load(options);
    // A failed load (a lint finding being fixed) must be retried, not remembered.
    result.catch(() => loaded.delete(key));
    loaded.clear();
    loaded.set(key, result);
  }
  return result;
}
