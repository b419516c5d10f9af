import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {PACKAGE_DIR, type PageEntry, type ReferenceSnapshot, type SearchFileList, type SiteInfo} from '../../../packages/docs-mcp/node';
import {packTarball} from '../../../packages/packTarball';
import {DOCS_MCP_DOWNLOAD_PATH, DOCS_MCP_PACKAGE as PACKAGE_NAME} from '../../../src/constants/site';
import {DATABASE_PATH, MANIFEST_PATH, SPLIT_CORE_PATH, splitPiecePath} from '../../search/node';

/**
 * Makes privana-docs-mcp's package (packages/docs-mcp) of a built site in two steps. `prepare`
 * (while the site builds): the bundled server, package.json and the reference snapshot in a
 * staging folder. `finish`
 * (synchronous, once every other plugin has written its files): the search files, the Markdown
 * twins and the page list copied from the build, the server's code cache made over them, then
 * `npm pack` into build/downloads/ under the versioned name and the stable alias.
 */

export {PACKAGE_NAME};
/** build/downloads/ and the stable alias privana-docs-mcp.tgz in it. */
export const DOWNLOADS_DIR = path.dirname(DOCS_MCP_DOWNLOAD_PATH).slice(1);
export const ALIAS_FILE = path.basename(DOCS_MCP_DOWNLOAD_PATH);

export function packageVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {version: string}).version;
}

export function prepare(stagingDir: string, reference: ReferenceSnapshot): void {
  fs.rmSync(stagingDir, {recursive: true, force: true});
  fs.mkdirSync(path.join(stagingDir, 'data'), {recursive: true});
  for (const file of ['package.json', 'README.md']) fs.copyFileSync(path.join(PACKAGE_DIR, file), path.join(stagingDir, file));
  fs.writeFileSync(path.join(stagingDir, 'data', 'reference.json'), JSON.stringify(reference));
  // A child process: see bundle.mjs.
  execFileSync(process.execPath, [path.join(__dirname, 'bundle.mjs'), path.join(stagingDir, 'dist'), packageVersion()], {stdio: 'inherit'});
}

export interface FinishInput {
  stagingDir: string;
  outDir: string;
  /** The build's pages with a Markdown twin, in sidebar order. */
  pages: PageEntry[];
  site: Omit<SiteInfo, 'searchVersion'>;
}

/**
 * The search files of the build the server reads, by path on the site: the manifest, the whole
 * database and the split index of the manifest's version (its core and pieces; the server starts
 * from them as a first visit does, see server/siteEngine.ts). Not the .gz copies.
 */
function searchFiles(outDir: string, version: string): SearchFileList {
  const piecesDir = path.posix.dirname(splitPiecePath(version, 'terms', 0));
  const pieces = fs
    .readdirSync(path.join(outDir, piecesDir))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${piecesDir}/${name}`);
  return [MANIFEST_PATH, DATABASE_PATH, SPLIT_CORE_PATH, ...pieces];
}

/** Node's flags from a bin's `#!/usr/bin/env -S node <flags>` line. */
function shebangFlags(bin: string): string[] {
  const first = fs.readFileSync(bin, 'utf8').split('\n', 1)[0];
  return /^#!\/usr\/bin\/env -S node\s+(.*)$/.exec(first)?.[1].split(/\s+/).filter(Boolean) ?? [];
}

/**
 * Makes the staged server's V8 code cache (dist/server.cache, see pack/writeCodeCache.cjs) from a
 * start-up that answers a first search over the staged data; a server that cannot answer it fails
 * the pack. Run with the bin's flags and without NODE_OPTIONS: V8 accepts a cache only from a run
 * with the same flags as the reader's.
 */
function writeCodeCache(stagingDir: string): void {
  const distDir = path.join(stagingDir, 'dist');
  const flags = shebangFlags(path.join(distDir, `${PACKAGE_NAME}.cjs`));
  const messages = [
    {jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'pack', version: '1.0.0'}}},
    {jsonrpc: '2.0', method: 'notifications/initialized'},
    {jsonrpc: '2.0', id: 2, method: 'tools/call', params: {name: 'search_docs', arguments: {query: 'cookie banner'}}},
  ];
  const {NODE_OPTIONS: _nodeOptions, ...env} = process.env;
  execFileSync(process.execPath, [...flags, path.join(__dirname, 'writeCodeCache.cjs'), distDir, '2'], {
    input: messages.map((message) => `${JSON.stringify(message)}\n`).join(''),
    env,
    stdio: ['pipe', 'ignore', 'inherit'],
    // A server that never answers fails the build instead of hanging it.
    timeout: 60_000,
  });
}

/** Copies the build's data into the staged package and packs it; returns the tarball's path. */
export function finish({stagingDir, outDir, pages, site}: FinishInput): string {
  const data = path.join(stagingDir, 'data');
  const {version: searchVersion} = JSON.parse(fs.readFileSync(path.join(outDir, MANIFEST_PATH), 'utf8')) as {version: string};
  const search = searchFiles(outDir, searchVersion);
  fs.rmSync(path.join(data, 'search'), {recursive: true, force: true});
  for (const file of search) {
    fs.mkdirSync(path.dirname(path.join(data, file)), {recursive: true});
    fs.copyFileSync(path.join(outDir, file), path.join(data, file));
  }
  fs.writeFileSync(path.join(data, 'search-files.json'), JSON.stringify(search));
  fs.rmSync(path.join(data, 'twins'), {recursive: true, force: true});
  for (const page of pages) {
    const target = path.join(data, 'twins', page.twin);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.copyFileSync(path.join(outDir, page.twin), target);
  }
  fs.writeFileSync(path.join(data, 'pages.json'), JSON.stringify(pages));
  fs.writeFileSync(path.join(data, 'site.json'), JSON.stringify({...site, searchVersion} satisfies SiteInfo));
  writeCodeCache(stagingDir);

  return packTarball(stagingDir, path.join(outDir, DOWNLOADS_DIR), ALIAS_FILE);
}

/** Title of a twin: its first heading. */
export function twinTitle(markdown: string, fallback: string): string {
  return /^#\s+(.+)$/m.exec(markdown)?.[1].trim() ?? fallback;
}
