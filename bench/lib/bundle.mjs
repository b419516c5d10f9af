// Bundles our search engine (plugins/search/client/engine.ts with MiniSearch and Dexie) into one
// minified browser script, with the rspack Docusaurus itself uses, so the harness runs the site's
// real code. The baseline may be a commit from before the search became one plugin (src/search/),
// so the modules are looked up in either layout.
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {REPO, WORK} from './paths.mjs';

/**
 * One rspack run over a site's TypeScript: swc strips the types and compiles to `esTarget`, modules
 * resolve from the site's and this repository's node_modules; `config` adds the mode, target,
 * entry and output. Rejects with rspack's errors.
 */
async function compile(siteDir, esTarget, config) {
  const {rspack} = await import('@rspack/core');
  const compiler = rspack({
    context: siteDir,
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      modules: ['node_modules', join(siteDir, 'node_modules'), join(REPO, 'node_modules')],
    },
    devtool: false,
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript', tsx: true}, target: esTarget}},
          type: 'javascript/auto',
        },
      ],
    },
    performance: {hints: false},
    ...config,
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
  );
  if (stats.hasErrors()) {
    throw new Error(stats.toString({all: false, errors: true}));
  }
}

/**
 * Where a site keeps a module of its search, by the name the harness knows it by: in
 * plugins/search/ (client/ and shared/; the numbers, once constants.ts, are shared/limits.ts), or in
 * src/search/ before the search became one plugin. Null when the site has no such module.
 */
export function searchModule(siteDir, name) {
  const plugin = {
    engine: 'client/engine',
    query: 'client/query',
    searchIndex: 'client/searchIndex',
    indexOptions: 'shared/indexOptions',
    codec: 'shared/codec',
    constants: 'shared/limits',
  };
  const candidates = [plugin[name] && join(siteDir, 'plugins/search', `${plugin[name]}.ts`), join(siteDir, 'src/search', `${name}.ts`)];
  return candidates.find((file) => file && existsSync(file)) ?? null;
}

export async function bundleOurEngine(siteDir, outDir) {
  const entryDir = join(WORK, 'bundle-entry');
  mkdirSync(entryDir, {recursive: true});
  const entry = join(entryDir, 'ours-entry.ts');
  const src = (name) => JSON.stringify(searchModule(siteDir, name).replace(/\.ts$/, ''));
  // The engine for the runs; the other modules (where present) only for the profile of its time.
  const optional = ['query', 'indexOptions', 'codec', 'constants', 'searchIndex'].filter((name) => searchModule(siteDir, name));
  writeFileSync(
    entry,
    [
      `import * as engine from ${src('engine')};`,
      ...optional.map((name) => `import * as ${name} from ${src(name)};`),
      "import MiniSearch from 'minisearch';",
      `(window as unknown as {PrivanaBench: unknown}).PrivanaBench = {...engine, ${optional.join(', ')}${optional.length ? ', ' : ''}MiniSearch};`,
      '',
    ].join('\n'),
  );
  await compile(siteDir, 'es2020', {
    mode: 'production',
    target: ['web', 'es2020'],
    entry,
    output: {path: outDir, filename: 'ours.js', clean: false},
  });
  return join(outDir, 'ours.js');
}

/**
 * Our indexer's own text extraction for Node (plugins/search/server, plugins/search-index/lib
 * before: HTML pages and OpenAPI operations) and the search-db.json decoder (shared/codec.ts),
 * bundled into one CommonJS file,
 * so the Lunr comparison index is made from exactly the text our index covers.
 * Returns the loaded module, or null when the site has none of these (an older layout).
 */
export async function loadIndexerTools(siteDir) {
  const {createRequire} = await import('node:module');
  const lib = [join(siteDir, 'plugins/search/server'), join(siteDir, 'plugins/search-index/lib')].find((dir) => existsSync(dir)) ?? '';
  const parts = {
    extractPageFromHtml: join(lib, 'extractPageFromHtml.ts'),
    loadOperationRecords: join(lib, 'loadOperationRecords.ts'),
    // Since the API reference became one plugin, its records come from there (async).
    apiSearchRecords: join(siteDir, 'plugins/api-reference/search/apiSearchRecords.ts'),
    decodeDatabase: searchModule(siteDir, 'codec') ?? '',
    // The database writer and the split index's cutter, for what the split costs the build.
    buildSearchDatabase: join(lib, 'buildSearchDatabase.ts'),
    splitDatabase: join(siteDir, 'plugins/search/shared/splitIndex.ts'),
  };
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  const available = Object.entries(parts).filter(([, file]) => existsSync(file));
  if (available.length === 0) return null;
  const outDir = join(WORK, 'indexer-tools');
  mkdirSync(outDir, {recursive: true});
  const entry = join(outDir, 'entry.ts');
  writeFileSync(
    entry,
    available.map(([name, file]) => `export {${name}} from ${JSON.stringify(file.replace(/\.ts$/, ''))};`).join('\n') + '\n',
  );
  await compile(siteDir, 'es2022', {
    mode: 'none',
    target: 'node',
    entry,
    output: {path: outDir, filename: 'tools.cjs', library: {type: 'commonjs2'}, clean: false},
    // Packages stay outside the bundle, required from the site's node_modules at run time.
    externals: ({request}, callback) => {
      if (!request || request.startsWith('.') || request.startsWith('/') || request.startsWith('node:')) {
        callback();
        return;
      }
      try {
        callback(null, `commonjs ${siteRequire.resolve(request)}`);
      } catch {
        callback();
      }
    },
  });
  const require = createRequire(import.meta.url);
  const file = join(outDir, 'tools.cjs');
  delete require.cache[file];
  return require(file);
}
