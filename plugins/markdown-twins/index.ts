import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {AI_ASSISTANTS_ROUTE, DOCS_MCP_DOWNLOAD_PATH, PRODUCT_NAME, SITE_URL} from '../../src/constants/site';
import {API_REFERENCES, deprecatedOperations, openapiDownloadPath, referenceLoadOptions, type LoadReferencesOptions} from '../api-reference/node';
import {CATEGORY_BY_ROUTE_PREFIX, categoryForRoute, DEFAULT_CATEGORY} from '../search/node';
import {htmlToMarkdown} from './lib/htmlToMarkdown';
import {buildInstructions} from './lib/instructions';
import {buildLlmsFullTxt, buildLlmsTxt, orderPages, type OpenApiDownload, type TwinPage} from './lib/llmsTxt';
import {htmlFileForRoute} from '../../scripts/lib/routeFile.mjs';
import {twinPath} from './lib/twinPath';

/**
 * Markdown twins of every built page, /llms.txt and /llms-full.txt (README "Markdown twins").
 *
 * After the build, each HTML page with content gets a Markdown twin next to it: route `/a/b` →
 * build/a/b.md, index route `/cmp/` → build/cmp.md, `/` → build/index.md (lib/twinPath.ts). The
 * twin is the page's content converted by rehype-remark, with links absolute to SITE_URL and
 * other pages linked by their twin. Pages without a <link rel="alternate" type="text/markdown">
 * (the doc pages render theirs, see src/components/page-actions) get one in their HTML.
 */

const SUMMARY =
  `${PRODUCT_NAME} is a privacy platform: a cookie consent banner and mobile consent SDKs, subject rights (access, ` +
  'deletion and opt-out) requests, data discovery across about 150 business tools, in-product consent prompts, ' +
  'privacy assessments, and unified consent records across web, mobile and single sign-on. These are its developer ' +
  'docs: guides, SDK references and two REST APIs.';

/** Points agents that read llms.txt at the offline MCP server (plugins/docs-mcp-pack) and its set-up page. */
const MCP_INSTRUCTION =
  `- To answer from these docs without a request per question, run their local, offline MCP server: \`npx --yes ${SITE_URL}${DOCS_MCP_DOWNLOAD_PATH}\` ` +
  `(tools search_docs, get_page, list_pages, get_operation, get_object; set-up for Claude Code, Claude Desktop, Cursor and VS Code: ${SITE_URL}${AI_ASSISTANTS_ROUTE}.md).`;

const NOT_FOUND_ROUTES = new Set(['/404', '/404.html']);

/** Routes of the docs' sidebars, in sidebar order (categories with a page first, then their items). */
export function sidebarRoutes(allContent: unknown): string[] {
  const docsPlugins = (allContent as Record<string, Record<string, DocsContent> | undefined>)['docusaurus-plugin-content-docs'] ?? {};
  const routes: string[] = [];
  for (const content of Object.values(docsPlugins)) {
    for (const version of content.loadedVersions) {
      const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
      type Item = PropSidebarItem | {type: 'doc' | 'ref'; id: string} | {type: 'category'; items: Item[]; link?: {type: string; id?: string; permalink?: string}};
      const walk = (items: Item[]): void => {
        for (const item of items) {
          if ((item.type === 'doc' || item.type === 'ref') && 'id' in item) {
            const permalink = permalinks.get(item.id as string);
            if (permalink) routes.push(permalink);
          } else if (item.type === 'category') {
            const link = (item as {link?: {type: string; id?: string; permalink?: string}}).link;
            const permalink = link?.id ? permalinks.get(link.id) : link?.permalink;
            if (permalink) routes.push(permalink);
            walk((item as {items: Item[]}).items);
          } else if (item.type === 'link' && 'href' in item && typeof item.href === 'string' && item.href.startsWith('/')) {
            routes.push(item.href);
          }
        }
      };
      for (const items of Object.values(version.sidebars)) walk(items as Item[]);
    }
  }
  return routes;
}

/** Writes a file in one step (a temporary file renamed over it), so a parallel reader never sees half of it. */
function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

function addAlternateLink(htmlFile: string, twin: string): void {
  const html = fs.readFileSync(htmlFile, 'utf8');
  if (/<link[^>]+type="?text\/markdown/.test(html)) return;
  // data-rh: react-helmet owns it after hydration, so it is dropped, never left stale, on client-side navigation.
  const link = `<link data-rh="true" rel="alternate" type="text/markdown" href="${twin}">`;
  writeAtomically(htmlFile, html.replace('</head>', `${link}</head>`));
}

/**
 * The OpenAPI downloads and the reference pages that render them. The API reference plugin copies
 * each document to build/openapi/ in its own postBuild, which may run after this one (the E2E
 * tests check that the links resolve in the build).
 */
const OPENAPI_DOWNLOADS: OpenApiDownload[] = API_REFERENCES.map((reference) => ({
  path: openapiDownloadPath(reference.id),
  title: reference.apiName,
  referenceRoute: reference.route,
}));

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  let orderedRoutes: string[] = [];
  let documents: LoadReferencesOptions = {siteDir};
  return {
    name: 'markdown-twins',

    allContentLoaded({allContent}) {
      orderedRoutes = sidebarRoutes(allContent);
      documents = referenceLoadOptions(allContent);
    },

    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const htmlFiles = new Map<string, string>();
      for (const route of routesPaths) {
        if (NOT_FOUND_ROUTES.has(route)) continue;
        const file = htmlFileForRoute(outDir, route);
        if (file) htmlFiles.set(route, file);
      }
      // `/cmp` and `/cmp/` name the same page: a link to either reaches its twin.
      const routeOf = new Map<string, string>();
      for (const route of htmlFiles.keys()) {
        routeOf.set(route, route);
        routeOf.set(route.endsWith('/') && route !== '/' ? route.slice(0, -1) : `${route}/`, route);
      }
      const twinOf = (pathname: string): string | null => {
        const route = routeOf.get(pathname) ?? routeOf.get(decodeURI(pathname));
        return route ? twinPath(route) : null;
      };

      const pages: TwinPage[] = [];
      const writtenBy = new Map<string, string>();
      for (const [route, file] of htmlFiles) {
        const converted = htmlToMarkdown(fs.readFileSync(file, 'utf8'), {siteUrl: SITE_URL, route, twinOf});
        if (!converted) continue;
        const twin = twinPath(route);
        const other = writtenBy.get(twin);
        if (other) throw new Error(`[markdown-twins] ${route} and ${other} would share the twin ${twin}`);
        writtenBy.set(twin, route);
        const target = path.join(outDir, twin);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, converted.markdown);
        addAlternateLink(file, twin);
        pages.push({route, twin, ...converted});
      }

      const ordered = orderPages(pages, ['/'], orderedRoutes);
      const llmsTxt = buildLlmsTxt({
        siteUrl: SITE_URL,
        productName: PRODUCT_NAME,
        summary: SUMMARY,
        instructions: `${buildInstructions(await deprecatedOperations(documents))}\n${MCP_INSTRUCTION}`,
        pages: ordered,
        openApi: OPENAPI_DOWNLOADS,
        categoryOf: categoryForRoute,
        categoryOrder: [DEFAULT_CATEGORY, ...CATEGORY_BY_ROUTE_PREFIX.map(([, category]) => category)],
        isOptional: (route) => route === '/tags' || route.startsWith('/tags/'),
      });
      const llmsFull = buildLlmsFullTxt(SITE_URL, PRODUCT_NAME, ordered);
      fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt);
      fs.writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFull);
      // robots.txt comes from static/ (it names llms.txt); the sitemap (plugin-sitemap, written by its
      // own postBuild) is added here, its absolute URL taken from SITE_URL.
      const robots = path.join(outDir, 'robots.txt');
      if (fs.existsSync(robots)) fs.appendFileSync(robots, `Sitemap: ${SITE_URL}/sitemap.xml\n`);
      console.log(
        `[markdown-twins] ${pages.length} twins, llms.txt ${Math.round(Buffer.byteLength(llmsTxt) / 1024)} KB, ` +
          `llms-full.txt ${Math.round(Buffer.byteLength(llmsFull) / 1024)} KB, in ${Date.now() - started} ms`,
      );
    },
  };
}
