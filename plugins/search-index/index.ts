import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {htmlFileForRoute} from '../../scripts/lib/routeFile.mjs';
import {DATABASE_PATH, MANIFEST_PATH} from '../../src/search/constants';
import {EARLY_OPEN_SCRIPT} from '../../src/search/earlyOpen';
import {apiSearchRecords} from '../api-reference/search/apiSearchRecords';
import {buildPageRecords} from './lib/buildPageRecords';
import {buildSearchDatabase} from './lib/buildSearchDatabase';
import {extractPageFromHtml} from './lib/extractPageFromHtml';
import {extractPageFromMdx} from './lib/extractPageFromMdx';
import {readGitLastModified} from './lib/readGitLastModified';
import type {DocPageInfo, IndexRecord} from './lib/types';

/**
 * Builds the site search index (the two files the search fetches, GET /search/manifest.json and
 * /search/search-db.json; see ARCHITECTURE.md, "Build time"):
 * - `docusaurus build`: after the build, reads the rendered HTML of every doc page, splits it into
 *   page and h2/h3 section records, adds one record per OpenAPI operation, and writes
 *   build/search/search-db.json and build/search/manifest.json;
 * - `docusaurus start`: serves the same two files from the dev server, built from the MDX sources
 *   of the docs currently loaded (there is no rendered HTML in development).
 */

/** Latest docs seen by the plugin; kept on globalThis because a config reload re-creates the plugin
 * while the dev server (and its middleware) stays the same. */
const DEV_STATE = Symbol.for('privana.searchIndex.devState');
interface DevState {
  pages: DocPageInfo[];
  /** Operation and field records of the API references (plugins/api-reference). */
  apiRecords: IndexRecord[];
  siteDir: string;
  cache?: {key: string; files: Record<string, string>};
}
const globalState = globalThis as unknown as {[DEV_STATE]?: DevState};

function docPages(allContent: unknown, siteDir: string): DocPageInfo[] {
  const docsPlugins = (allContent as Record<string, Record<string, DocsContent> | undefined>)['docusaurus-plugin-content-docs'] ?? {};
  const pages: DocPageInfo[] = [];
  for (const content of Object.values(docsPlugins)) {
    for (const version of content.loadedVersions) {
      for (const doc of version.docs) {
        if (doc.draft || doc.unlisted) {
          continue;
        }
        pages.push({
          permalink: doc.permalink,
          title: doc.title,
          tags: doc.tags.map((tag) => tag.label),
          ...(typeof doc.frontMatter.description === 'string' && {description: doc.frontMatter.description}),
          sourcePath: path.resolve(siteDir, doc.source.replace(/^@site\//, '')),
        });
      }
    }
  }
  return pages.sort((a, b) => a.permalink.localeCompare(b.permalink));
}

function fileTime(file: string): string {
  try {
    return fs.statSync(file).mtime.toISOString();
  } catch {
    return new Date(0).toISOString();
  }
}


function writeSearchFiles(outDir: string, documents: IndexRecord[]): {bytes: number; gzipBytes: number} {
  const {database, manifest} = buildSearchDatabase(documents);
  const body = JSON.stringify(database);
  fs.mkdirSync(path.join(outDir, path.dirname(DATABASE_PATH)), {recursive: true});
  fs.writeFileSync(path.join(outDir, DATABASE_PATH), body);
  fs.writeFileSync(path.join(outDir, MANIFEST_PATH), JSON.stringify(manifest));
  return {bytes: Buffer.byteLength(body), gzipBytes: gzipSync(body).length};
}

/** The dev server's two files, rebuilt when a doc or OpenAPI file changes. */
function devSearchFiles(state: DevState): Record<string, string> {
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
      console.warn(`[search-index] Could not index ${page.sourcePath}`, error);
    }
  }
  documents.push(...state.apiRecords);
  const {database, manifest} = buildSearchDatabase(documents);
  const files = {[DATABASE_PATH]: JSON.stringify(database), [MANIFEST_PATH]: JSON.stringify(manifest)};
  state.cache = {key, files};
  return files;
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl} = context;
  let pages: DocPageInfo[] = [];

  return {
    name: 'privana-search-index',

    // Ctrl/⌘+K, "/", the navbar button and the open event work from the first paint: the script
    // remembers the request until the SearchBar hydrates (src/search/earlyOpen.ts).
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: EARLY_OPEN_SCRIPT}]};
    },

    async allContentLoaded({allContent}) {
      pages = docPages(allContent, siteDir);
      globalState[DEV_STATE] = {pages, apiRecords: await apiSearchRecords({siteDir}), siteDir};
    },

    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') {
        return {};
      }
      return {
        devServer: {
          // webpack-merge composes this with Docusaurus' own setupMiddlewares by calling both on the
          // same array and concatenating the results: so add in place and return nothing new.
          setupMiddlewares: (middlewares: unknown[]) => {
            middlewares.unshift({
              name: 'privana-search-index',
              middleware: (req: {method?: string; url?: string}, res: import('node:http').ServerResponse, next: () => void) => {
                const requested = (req.url ?? '').split('?')[0];
                const file = [DATABASE_PATH, MANIFEST_PATH].find((name) => requested === `${baseUrl}${name}`);
                const state = globalState[DEV_STATE];
                if (!file || !state || (req.method !== 'GET' && req.method !== 'HEAD')) {
                  next();
                  return;
                }
                const body = devSearchFiles(state)[file];
                res.setHeader('content-type', 'application/json; charset=utf-8');
                res.setHeader('cache-control', 'no-cache');
                res.end(req.method === 'HEAD' ? undefined : body);
              },
            });
            return [];
          },
        },
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },

    async postBuild({outDir, routesPaths}) {
      const routes = new Set(routesPaths);
      const git = readGitLastModified(siteDir, ['docs', 'openapi']);
      const lastModified = (file: string): string => git.get(file) ?? fileTime(file);
      const documents: IndexRecord[] = [];
      let pageCount = 0;
      for (const page of pages) {
        const file = htmlFileForRoute(outDir, page.permalink);
        const extracted = file ? extractPageFromHtml(fs.readFileSync(file, 'utf8')) : null;
        if (!extracted) {
          console.warn(`[search-index] No rendered doc content for ${page.permalink}`);
          continue;
        }
        pageCount += 1;
        documents.push(...buildPageRecords(page, extracted, lastModified(page.sourcePath)));
      }
      documents.push(...(await apiSearchRecords({siteDir, lastModified, routes})));
      const {bytes, gzipBytes} = writeSearchFiles(outDir, documents);
      console.log(
        `[search-index] ${documents.length} records (${pageCount} pages) → ${DATABASE_PATH} ` +
          `(${Math.round(bytes / 1024)} KB, ${Math.round(gzipBytes / 1024)} KB gzip)`,
      );
    },
  };
}
