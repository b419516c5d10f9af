// The JavaScript a built page needs before it is interactive, from the build's own metadata,
// without a browser: the <script src> tags of its HTML (runtime and main bundle) plus every chunk
// of every route the page matches, exactly as Docusaurus resolves them on hydration
// (.docusaurus/routes.js → routesChunkNames.json → client-manifest.json). Chunks loaded later
// with import() (React.lazy, idle preloads, link prefetches) are not counted.
// tests/e2e/budgets.spec.ts implements the same rules in TypeScript.
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {gzipSync} from 'node:zlib';

function loadRoutes(generatedDir) {
  const source = readFileSync(join(generatedDir, 'routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  return new Function('ComponentCreator', source)((path, hash) => `${path}-${hash}`);
}

function normalise(path) {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** react-router's matchRoutes: the chain of routes from the root to the matched leaf. */
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

function chunkNames(value, out) {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) chunkNames(v, out);
  return out;
}

/** The site folder's .docusaurus, next to the build folder (build/ and .docusaurus/ are siblings). */
export function generatedDirFor(buildDir) {
  const candidate = join(dirname(buildDir), '.docusaurus');
  return existsSync(join(candidate, 'client-manifest.json')) ? candidate : null;
}

export function pageJavaScript(buildDir, route, htmlFile, generatedDir = generatedDirFor(buildDir)) {
  const html = readFileSync(htmlFile, 'utf8');
  const files = new Set();
  for (const match of html.matchAll(/<script\b[^>]*?\bsrc=("?)([^"\s>]+)\1/g)) files.add(match[2]);
  if (generatedDir) {
    const manifest = JSON.parse(readFileSync(join(generatedDir, 'client-manifest.json'), 'utf8'));
    const chunkMap = JSON.parse(readFileSync(join(generatedDir, 'routesChunkNames.json'), 'utf8'));
    const chain = matchRouteChain(loadRoutes(generatedDir), route) ?? [];
    const names = new Set();
    for (const r of chain) chunkNames(chunkMap[r.component], names);
    for (const name of names) {
      for (const id of manifest.origins[name] ?? []) {
        for (const file of manifest.assets[id]?.js ?? []) {
          files.add(file.publicPath ?? `/${file.file.replace(/^\//, '')}`);
        }
      }
    }
  }
  const list = [];
  for (const url of files) {
    if (/^(https?:)?\/\//.test(url)) continue;
    const file = join(buildDir, url.split(/[?#]/)[0]);
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    list.push({url, raw: body.length, gzip: gzipSync(body, {level: 6}).length});
  }
  return {
    routeChunksResolved: Boolean(generatedDir),
    files: list,
    raw: list.reduce((sum, f) => sum + f.raw, 0),
    gzip: list.reduce((sum, f) => sum + f.gzip, 0),
  };
}
