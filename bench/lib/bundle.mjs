// Bundles our search engine (the search plugin's face plugins/search/profile.ts: the engine with
// MiniSearch and Dexie, and the stages the harness times) into one minified browser script, with
// the rspack Docusaurus itself uses, so the harness runs the site's real code.
import {mkdirSync, writeFileSync} from 'node:fs';
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

export async function bundleOurEngine(siteDir, outDir) {
  const entryDir = join(WORK, 'bundle-entry');
  mkdirSync(entryDir, {recursive: true});
  const entry = join(entryDir, 'ours-entry.ts');
  // The engine for the runs; the stages (query, indexOptions, codec, constants, searchIndex) only for the profile of its time.
  writeFileSync(
    entry,
    [
      `import * as profile from ${JSON.stringify(join(siteDir, 'plugins/search/profile'))};`,
      "import MiniSearch from 'minisearch';",
      '(window as unknown as {PrivanaBench: unknown}).PrivanaBench = {...profile, MiniSearch};',
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
 * Our indexer's own text extraction for Node (HTML pages), the API reference's records and the
 * search-db.json decoder, from the two plugins' faces (plugins/search/node.ts,
 * plugins/api-reference/node.ts), bundled into one CommonJS file, so the Lunr comparison index is
 * made from exactly the text our index covers; and the database writer and the split index's
 * cutter, for what the split costs the build.
 */
export async function loadIndexerTools(siteDir) {
  const {createRequire} = await import('node:module');
  const search = JSON.stringify(join(siteDir, 'plugins/search/node'));
  const apiReference = JSON.stringify(join(siteDir, 'plugins/api-reference/node'));
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  const outDir = join(WORK, 'indexer-tools');
  mkdirSync(outDir, {recursive: true});
  const entry = join(outDir, 'entry.ts');
  writeFileSync(
    entry,
    [
      `export {buildSearchDatabase, decodeDatabase, extractPageFromHtml, splitDatabase} from ${search};`,
      `export {apiSearchRecords} from ${apiReference};`,
      '',
    ].join('\n'),
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
