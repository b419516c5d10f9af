// Bundles our search engine (src/search/engine.ts with MiniSearch and Dexie) into one minified
// browser script, with the rspack Docusaurus itself uses, so the harness runs the site's real code.
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {REPO, WORK} from './common.mjs';

export async function bundleOurEngine(siteDir, outDir) {
  const {rspack} = await import('@rspack/core');
  const entryDir = join(WORK, 'bundle-entry');
  mkdirSync(entryDir, {recursive: true});
  const entry = join(entryDir, 'ours-entry.ts');
  const src = (name) => JSON.stringify(join(siteDir, 'src/search', name));
  writeFileSync(
    entry,
    [
      `import * as engine from ${src('engine')};`,
      `import * as query from ${src('query')};`,
      `import * as indexOptions from ${src('indexOptions')};`,
      "import MiniSearch from 'minisearch';",
      // The engine for the runs; the rest only for the profile of where its time goes.
      '(window as unknown as {PrivanaBench: unknown}).PrivanaBench = {...engine, query, indexOptions, MiniSearch};',
      '',
    ].join('\n'),
  );
  const compiler = rspack({
    mode: 'production',
    target: ['web', 'es2020'],
    context: siteDir,
    entry,
    output: {path: outDir, filename: 'ours.js', clean: false},
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      modules: [join(siteDir, 'node_modules'), join(REPO, 'node_modules'), 'node_modules'],
    },
    devtool: false,
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript', tsx: true}, target: 'es2020'}},
          type: 'javascript/auto',
        },
      ],
    },
    performance: {hints: false},
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
  );
  if (stats.hasErrors()) {
    throw new Error(stats.toString({all: false, errors: true}));
  }
  return join(outDir, 'ours.js');
}
