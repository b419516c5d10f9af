/**
 * Rewrites Docusaurus's generated route files for the browser bundle only (plugins/vendor-routes):
 * the vendor pages' routes, chunk names and registry entries leave, and one route for every vendor
 * page takes their place. Docusaurus puts the whole route table, with one entry per page in each of
 * the three files, into the `main` bundle that every page loads (facebook/docusaurus#7256), so
 * 2,000 vendors would have added ~140 KB gzip to every guide. The server bundle keeps the full
 * files, so every vendor page is still rendered to HTML.
 *
 * The three files are Docusaurus's code generation output (core/lib/server/codegen): routes.js
 * holds data and `ComponentCreator(path, hash)` calls, the other two are JSON and one registry
 * entry per line. A format this loader does not recognise fails the build.
 */
const {readFileSync} = require('node:fs');
const {basename, dirname, join} = require('node:path');

/** An object without some of its keys. */
function without(object, keys) {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

/** A route path without the `-hash` suffix of its key in routesChunkNames.json. */
function pathOfChunkNamesKey(key) {
  return key.replace(/-[^-]+$/, '');
}

/** Evaluates routes.js into plain objects; a component becomes `{creator: [path, hash]}`. */
function parseRoutes(source) {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default/m, 'return');
  if (body === source || !/ComponentCreator\(/.test(body)) {
    throw new Error('vendor-routes: .docusaurus/routes.js is not in the format this loader knows');
  }
  return new Function('ComponentCreator', body)((...args) => ({creator: args}));
}

function serialiseRoute(route) {
  const fields = Object.entries(route).map(([key, value]) => {
    // Code from the client module, or a ComponentCreator call as parsed.
    if (value && typeof value === 'object' && 'code' in value) return `${key}: ${value.code}`;
    if (key === 'component') return `component: ComponentCreator(${value.creator.map((arg) => JSON.stringify(arg)).join(', ')})`;
    if (key === 'routes') return `routes: [\n${value.map(serialiseRoute).join(',\n')}\n]`;
    return `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  return `{\n${fields.join(',\n')}\n}`;
}

/**
 * The route tree without the routes of `vendorPaths`. In the list that held them, one route takes
 * their place, last so that the folder's other pages match first: `component` and `path` are code
 * from `clientModule` (see client/vendorRoute.ts), the other attributes (`exact`, `sidebar`) those
 * the vendor routes share. Throws when no vendor route is found or when they differ.
 */
function clientRoutes(routes, vendorPaths, clientModuleVariable) {
  let shared = null;
  function visit(list) {
    const kept = [];
    let held = false;
    for (const route of list) {
      if (vendorPaths.has(route.path)) {
        const key = JSON.stringify(without(route, ['path', 'component']));
        if (shared !== null && shared !== key) {
          throw new Error(`vendor-routes: vendor routes differ in their attributes (${route.path}: ${key}, others: ${shared})`);
        }
        shared = key;
        held = true;
        continue;
      }
      kept.push(route.routes ? {...route, routes: visit(route.routes)} : route);
    }
    if (held) {
      kept.push({
        path: {code: `${clientModuleVariable}.vendorPath`},
        component: {code: `${clientModuleVariable}.default`},
        ...JSON.parse(shared),
      });
    }
    return kept;
  }
  const result = visit(routes);
  if (shared === null) throw new Error('vendor-routes: no vendor page found in .docusaurus/routes.js');
  return result;
}

function serialiseRoutes(routes, clientModule, clientModuleVariable) {
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import * as ${clientModuleVariable} from ${JSON.stringify(clientModule)};`,
    '',
    `export default [\n${routes.map(serialiseRoute).join(',\n')}\n];`,
    '',
  ].join('\n');
}

/**
 * routesChunkNames.json without the vendor routes' entries, plus one for the shared route: the
 * chunks all vendor routes have in common (the page component), without their own `content`.
 */
function clientChunkNames(chunkNames, vendorPaths, sharedRoute) {
  const kept = {};
  let shared = null;
  for (const [key, names] of Object.entries(chunkNames)) {
    if (!vendorPaths.has(pathOfChunkNamesKey(key))) {
      kept[key] = names;
      continue;
    }
    const text = JSON.stringify(without(names, ['content']));
    if (shared !== null && shared !== text) {
      throw new Error(`vendor-routes: vendor routes load different page components (${key}: ${text}, others: ${shared})`);
    }
    shared = text;
  }
  if (shared === null) throw new Error('vendor-routes: no vendor page found in .docusaurus/routesChunkNames.json');
  kept[`${sharedRoute.path}-${sharedRoute.hash}`] = JSON.parse(shared);
  return kept;
}

/** The chunk names only vendor routes use: their pages' own modules. */
function vendorOnlyChunkNames(chunkNames, vendorPaths) {
  const used = new Set();
  const vendor = new Set();
  const collect = (value, into) => {
    if (typeof value === 'string') into.add(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v, into);
  };
  for (const [key, names] of Object.entries(chunkNames)) {
    collect(names, vendorPaths.has(pathOfChunkNamesKey(key)) ? vendor : used);
  }
  return new Set([...vendor].filter((name) => !used.has(name)));
}

/** registry.js without the entries of `dropped` chunk names (one entry per line). */
function clientRegistry(source, dropped) {
  const entry = /^ {2}"([^"]+)": \[/;
  const lines = source.split('\n');
  if (!lines.some((line) => entry.test(line))) {
    throw new Error('vendor-routes: .docusaurus/registry.js is not in the format this loader knows');
  }
  // The object's closing `};` ends the last entry's line.
  return lines
    .flatMap((line) => (dropped.has(entry.exec(line)?.[1]) ? (/\};\s*$/.test(line) ? ['};'] : []) : [line]))
    .join('\n');
}

module.exports = function vendorRoutesLoader(source) {
  const {vendorPaths: paths, clientModule, sharedRoute} = this.getOptions();
  const vendorPaths = new Set(paths);
  const file = basename(this.resourcePath);
  const chunkNamesFile = join(dirname(this.resourcePath), 'routesChunkNames.json');
  if (file === 'routes.js') {
    return serialiseRoutes(clientRoutes(parseRoutes(source), vendorPaths, 'vendorRoute'), clientModule, 'vendorRoute');
  }
  if (file === 'routesChunkNames.json') {
    return JSON.stringify(clientChunkNames(JSON.parse(source), vendorPaths, sharedRoute));
  }
  if (file === 'registry.js') {
    this.addDependency(chunkNamesFile);
    const chunkNames = JSON.parse(readFileSync(chunkNamesFile, 'utf8'));
    return clientRegistry(source, vendorOnlyChunkNames(chunkNames, vendorPaths));
  }
  throw new Error(`vendor-routes: unexpected file ${this.resourcePath}`);
};
Object.assign(module.exports, {parseRoutes, clientRoutes, serialiseRoutes, clientChunkNames, vendorOnlyChunkNames, clientRegistry});
