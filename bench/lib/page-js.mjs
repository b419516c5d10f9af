// The JavaScript a built page needs before it is interactive, from the build's own metadata,
// without a browser: the <script src> tags of its HTML (runtime and main bundle) plus every chunk
// of every route the page matches, exactly as Docusaurus resolves them on hydration
// (.docusaurus/routes.js → routesChunkNames.json → client-manifest.json). Chunks loaded later
// with import() (React.lazy, idle preloads, link prefetches) are not counted.
// The one implementation of these rules: the benchmark (bench/run.mjs, scale.mjs,
// vanilla-page-matched.mjs) and the budget test (tests/build/budgets.test.ts) both count with it.
// Keep it free of import.meta (and of imports of modules that use it, like paths.mjs): a test
// runner that compiles the test's imports to CommonJS makes Node refuse such a module.
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {gzipSync} from 'node:zlib';

/**
 * @typedef {{path: string, component: string, exact?: boolean, routes?: RouteConfig[]}} RouteConfig
 * @typedef {{url: string, raw: number, gzip: number}} ScriptFile
 * @typedef {{
 *   routeChunksResolved: boolean,
 *   matchedRoutes: RouteConfig[] | null,
 *   files: ScriptFile[],
 *   raw: number,
 *   gzip: number,
 * }} PageJavaScript
 */

/**
 * gzip size at level 6, nginx's on-the-fly gzip_comp_level in deploy/nginx.conf.
 * @param {Buffer} buffer
 * @returns {number}
 */
export function gzipSize(buffer) {
  return gzipSync(buffer, {level: 6}).length;
}

/** The HTML file of a route in a build folder: the servers' rule (scripts/lib/routeFile.mjs). */
export {htmlFileForRoute} from '../../scripts/lib/routeFile.mjs';

/** @param {string} generatedDir @returns {RouteConfig[]} */
function loadRoutes(generatedDir) {
  const source = readFileSync(join(generatedDir, 'routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  return new Function('ComponentCreator', source)((path, hash) => `${path}-${hash}`);
}

/** @param {string} path */
function normalise(path) {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * react-router's matchRoutes: the chain of routes from the root to the matched leaf.
 * @param {RouteConfig[]} routes
 * @param {string} pathname
 * @returns {RouteConfig[] | null}
 */
export function matchRouteChain(routes, pathname) {
  const target = normalise(pathname);
  for (const route of routes) {
    const path = normalise(route.path);
    const matches = route.exact
      ? path === target
      : path === '/' || target === path || target.startsWith(`${path}/`);
    if (!matches) continue;
    if (route.routes) {
      const rest = matchRouteChain(route.routes, pathname);
      if (rest) return [route, ...rest];
      continue;
    }
    return [route];
  }
  return null;
}

/** @param {unknown} value @param {Set<string>} out */
function chunkNames(value, out) {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) chunkNames(v, out);
  return out;
}

/**
 * The chunks of a page module the browser does not load through Docusaurus's registry but through
 * the `vendor-pages` chunk of plugins/vendor-routes (a vendor page): that chunk, plus the chunks
 * its map (the bundler's lazy context: `"./<file>":[moduleId, ...chunkIds]`) lists for the module.
 * Empty for a module the registry of the client bundle loads itself.
 * @param {{origins: Record<string, string[]>, assets: Record<string, {js?: {file: string}[]}>}} manifest
 * @param {string} buildDir
 * @param {string} generatedDir
 * @param {string} chunkName
 * @returns {string[]} chunk ids
 */
function vendorPageChunks(manifest, buildDir, generatedDir, chunkName) {
  const pagesChunk = manifest.origins['vendor-pages'];
  if (!pagesChunk) return [];
  const registry = readFileSync(join(generatedDir, 'registry.js'), 'utf8');
  const entry = new RegExp(`^ {2}"${chunkName}": \\[.*?, "([^"]+)", require`, 'm').exec(registry);
  if (!entry) return [];
  const request = `./${entry[1].split('/').pop()}`;
  for (const id of pagesChunk) {
    for (const file of manifest.assets[id]?.js ?? []) {
      const code = readFileSync(join(buildDir, file.file), 'utf8');
      const listed = new RegExp(`${JSON.stringify(request).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\[([^\\]]*)\\]`).exec(code);
      if (listed) return [...pagesChunk, ...JSON.parse(`[${listed[1]}]`).slice(1).map(String)];
    }
  }
  return [];
}

/**
 * The site folder's .docusaurus, next to the build folder (build/ and .docusaurus/ are siblings).
 * @param {string} buildDir
 * @returns {string | null}
 */
export function generatedDirFor(buildDir) {
  const candidate = join(dirname(buildDir), '.docusaurus');
  return existsSync(join(candidate, 'client-manifest.json')) ? candidate : null;
}

/**
 * The initial JavaScript of one page, each file with its raw and gzip (level 6, nginx's
 * gzip_comp_level) size. Without a .docusaurus folder only the <script src> tags are counted
 * (routeChunksResolved false); matchedRoutes is null when no route of routes.js matches.
 * @param {string} buildDir
 * @param {string} route
 * @param {string} htmlFile
 * @param {string | null} [generatedDir]
 * @returns {PageJavaScript}
 */
export function pageJavaScript(buildDir, route, htmlFile, generatedDir = generatedDirFor(buildDir)) {
  const html = readFileSync(htmlFile, 'utf8');
  /** @type {Set<string>} */
  const files = new Set();
  for (const match of html.matchAll(/<script\b[^>]*?\bsrc=("?)([^"\s>]+)\1/g)) files.add(match[2]);
  /** @type {RouteConfig[] | null} */
  let chain = null;
  if (generatedDir) {
    const manifest = JSON.parse(readFileSync(join(generatedDir, 'client-manifest.json'), 'utf8'));
    const chunkMap = JSON.parse(readFileSync(join(generatedDir, 'routesChunkNames.json'), 'utf8'));
    chain = matchRouteChain(loadRoutes(generatedDir), route);
    const names = new Set();
    for (const r of chain ?? []) chunkNames(chunkMap[r.component], names);
    for (const name of names) {
      const ids = manifest.origins[name] ?? vendorPageChunks(manifest, buildDir, generatedDir, name);
      for (const id of ids) {
        for (const file of manifest.assets[id]?.js ?? []) {
          files.add(file.publicPath ?? `/${file.file.replace(/^\//, '')}`);
        }
      }
    }
  }
  /** @type {ScriptFile[]} */
  const list = [];
  for (const url of files) {
    if (/^(https?:)?\/\//.test(url)) continue;
    const file = join(buildDir, url.split(/[?#]/)[0]);
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    list.push({url, raw: body.length, gzip: gzipSize(body)});
  }
  return {
    routeChunksResolved: Boolean(generatedDir),
    matchedRoutes: chain,
    files: list,
    raw: list.reduce((sum, f) => sum + f.raw, 0),
    gzip: list.reduce((sum, f) => sum + f.gzip, 0),
  };
}
