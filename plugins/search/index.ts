import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFileForRoute} from '../../scripts/lib/routeFile.mjs';
import {DATABASE_PATH} from './shared/locations';
import {EARLY_OPEN_SCRIPT} from './shared/earlyOpen';
import {buildPageRecords} from './server/buildPageRecords';
import {datedRecords, searchContributions, type SearchContribution} from './server/contributions';
import {docPages} from './server/docPages';
import {extractPageFromHtml} from './server/extractPageFromHtml';
import {withLinkTexts, type PageLinks} from './server/linkTexts';
import {fileTime} from './server/fileTime';
import {readGitLastModified} from './server/readGitLastModified';
import {devSearchFiles, writeSearchFiles, type DevState} from './server/searchFiles';
import type {DocPageInfo, IndexRecord} from './server/types';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

/**
 * The site search, one plugin (on the pattern of easyops-cn/docusaurus-search-local): `server/`
 * writes the index, `shared/` holds what the writer and the reader must agree on, `engine/` is the
 * engine (isomorphic: browser and Node), and `theme/SearchBar` the navbar button and dialog
 * (`@theme/SearchBar`). Code outside the plugin imports its faces only: `node.ts` (build time),
 * `searchEngine.ts` (the engine), `browser.ts` (the open event), `profile.ts` (the bench). It is listed in
 * the site's `themes`, after theme-classic, so that its SearchBar replaces theme-classic's empty one.
 *
 * It writes the site search index (GET /search/manifest.json and /search/search-db.json, and the
 * split index cut from the same data under /search/split/; see ARCHITECTURE.md, "Build time"):
 * - `docusaurus build`: after the build, reads the rendered HTML of every doc page, splits it into
 *   page and h2/h3 section records, adds one record per OpenAPI operation, and writes
 *   build/search/search-db.json, build/search/manifest.json and build/search/split/;
 * - `docusaurus start`: serves the same files from the dev server, built from the MDX sources
 *   of the docs currently loaded (there is no rendered HTML in development).
 */

/** Latest docs seen by the plugin; kept on globalThis because a config reload re-creates the plugin
 * while the dev server (and its middleware) stays the same. */
const DEV_STATE = Symbol.for('privana.search.devState');
const globalState = globalThis as unknown as {[DEV_STATE]?: DevState};

export default function searchPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const {siteDir, baseUrl} = context;
  let pages: DocPageInfo[] = [];
  let contributions: SearchContribution[] = [];

  return {
    name: 'privana-search',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    // The theme is TypeScript already: `docusaurus swizzle` copies the same files.
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    // Ctrl/⌘+K, "/", the navbar button and the open event work from the first paint: the script
    // remembers the request until the SearchBar hydrates (shared/earlyOpen.ts).
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: EARLY_OPEN_SCRIPT}]};
    },

    allContentLoaded({allContent}) {
      pages = docPages(allContent, siteDir);
      // Other plugins' records (the API reference's), from their content: see server/contributions.ts.
      contributions = searchContributions(allContent);
      globalState[DEV_STATE] = {pages, apiRecords: datedRecords(contributions, fileTime), siteDir};
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
              name: 'privana-search',
              middleware: (req: {method?: string; url?: string}, res: import('node:http').ServerResponse, next: () => void) => {
                const requested = (req.url ?? '').split('?')[0];
                const state = globalState[DEV_STATE];
                const file = requested.startsWith(`${baseUrl}search/`) ? requested.slice(baseUrl.length) : null;
                const body = file && state ? devSearchFiles(state)[file] : undefined;
                if (body === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) {
                  next();
                  return;
                }
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
      const git = readGitLastModified(siteDir, options.lastModifiedFrom);
      const lastModified = (file: string): string => git.get(file) ?? fileTime(file);
      const documents: IndexRecord[] = [];
      const links: PageLinks[] = [];
      let pageCount = 0;
      for (const page of pages) {
        const file = htmlFileForRoute(outDir, page.permalink);
        const extracted = file ? extractPageFromHtml(fs.readFileSync(file, 'utf8')) : null;
        if (!extracted) {
          console.warn(`[search] No rendered doc content for ${page.permalink}`);
          continue;
        }
        pageCount += 1;
        documents.push(...buildPageRecords(page, extracted, lastModified(page.sourcePath)));
        links.push({permalink: page.permalink, links: extracted.links});
      }
      documents.push(...datedRecords(contributions, lastModified, routes));
      const started = performance.now();
      const {bytes, files} = writeSearchFiles(outDir, withLinkTexts(documents, links));
      console.log(
        `[search] ${documents.length} records (${pageCount} pages) → ${DATABASE_PATH} (${Math.round(bytes / 1024)} KB) ` +
          `and ${files - 2} files of the split index, in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
