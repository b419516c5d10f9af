import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PRODUCT_NAME, SITE_URL} from '../../src/constants/site';
import {sidebarRoutes} from '../markdown-twins';
import {twinPath} from '../markdown-twins/lib/twinPath';
import {referenceLoadOptions} from '../api-reference/node';
import {categoryForRoute} from '../search/node';
import type {PageEntry} from '../../packages/docs-mcp/node';
import {finish, prepare, twinTitle} from './pack/packDocsMcp';
import {buildReferenceSnapshot} from './reference/referenceSnapshot';
import {loadSiteReferences} from './reference/siteReference';

/**
 * Packs packages/docs-mcp with a snapshot of this build into build/downloads/ (the versioned
 * tarball and the stable alias privana-docs-mcp.tgz), so the MCP server a reader downloads answers
 * from the docs it came with. The pack reads the build's output and the faces of the search and
 * the API reference; the package only receives its data files and the site's search engine
 * (server/), and imports no plugin.
 *
 * When it runs: the search database (plugins/search) and the Markdown twins (markdown-twins) are
 * written by other plugins' postBuild hooks, which Docusaurus runs in parallel; like
 * plugins/precompress, the copy and `npm pack` run synchronously in the process's 'exit' event,
 * after every postBuild, and only when the build succeeded. What does not need them (the reference
 * snapshot, which lints and bundles the OpenAPI documents, and the server bundle) is made earlier,
 * while the site compiles.
 */

const NOT_PAGES = new Set(['/404', '/404.html', '/search']);

export default function docsMcpPackPlugin(context: LoadContext): Plugin {
  const stagingDir = path.join(context.generatedFilesDir, 'docs-mcp-pack', 'package');
  let orderedRoutes: string[] = [];
  let prepared: Promise<void> | null = null;
  return {
    name: 'docs-mcp-pack',

    allContentLoaded({allContent}) {
      orderedRoutes = sidebarRoutes(allContent);
      // Started now and awaited in postBuild: the OpenAPI lint overlaps the site's compilation.
      // The documents are where the API reference plugin was told they are.
      prepared = loadSiteReferences(referenceLoadOptions(allContent)).then((references) => prepare(stagingDir, buildReferenceSnapshot(references, SITE_URL)));
      prepared.catch(() => undefined);
    },

    async postBuild({outDir, routesPaths}) {
      await prepared;
      const leading = ['/', ...orderedRoutes];
      const rest = routesPaths.filter((route) => !leading.includes(route)).sort();
      const routes = [...new Set([...leading, ...rest])].filter((route) => !NOT_PAGES.has(route) && routesPaths.includes(route));
      process.once('exit', (code) => {
        if (code !== 0) return;
        try {
          const started = Date.now();
          const pages: PageEntry[] = [];
          for (const route of routes) {
            const twin = twinPath(route);
            const file = path.join(outDir, twin);
            if (!fs.existsSync(file) || pages.some((page) => page.twin === twin)) continue;
            pages.push({route, title: twinTitle(fs.readFileSync(file, 'utf8'), route), category: categoryForRoute(route), twin});
          }
          const tarball = finish({stagingDir, outDir, pages, site: {siteUrl: SITE_URL, productName: PRODUCT_NAME, builtAt: new Date().toISOString()}});
          console.log(`[docs-mcp-pack] ${path.relative(outDir, tarball)}: ${pages.length} pages, ${Math.round(fs.statSync(tarball).size / 1024)} KB, in ${Date.now() - started} ms`);
        } catch (error) {
          // A thrown error would not change the exit code here: report it and fail the build.
          console.error('[docs-mcp-pack] failed:', error);
          process.exitCode = 1;
        }
      });
    },
  };
}
