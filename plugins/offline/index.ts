import {createHash} from 'node:crypto';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {rspack} from '@rspack/core';

/**
 * Offline reading: the service worker at the site's root (worker/serviceWorker.ts, bundled to
 * /sw.js after the build) and the client module that registers it (client/registerWorker.ts).
 * Each release's worker carries the release's id, a hash of its asset file names (which are
 * content hashes), so a new release gets a new worker with caches of its own.
 */
export default function offlinePlugin(context: LoadContext): Plugin {
  return {
    name: 'privana-offline',

    getClientModules() {
      return [path.join(__dirname, 'client/registerWorker.ts')];
    },

    async postBuild({outDir}) {
      await bundleWorker(outDir, releaseId(outDir), context.siteConfig.title);
    },
  };
}

/** A hash of the names of every file under assets/: it changes whenever a script or style does. */
function releaseId(outDir: string): string {
  const names = readdirSync(path.join(outDir, 'assets'), {recursive: true, encoding: 'utf8'}).sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

async function bundleWorker(outDir: string, buildId: string, siteTitle: string): Promise<void> {
  const compiler = rspack({
    mode: 'production',
    target: 'webworker',
    context: __dirname,
    entry: path.join(__dirname, 'worker/serviceWorker.ts'),
    output: {path: outDir, filename: 'sw.js', iife: true},
    resolve: {extensions: ['.ts', '.js']},
    module: {rules: [{test: /\.ts$/, loader: 'builtin:swc-loader', options: {jsc: {parser: {syntax: 'typescript'}, target: 'es2020'}}}]},
    plugins: [new rspack.DefinePlugin({BUILD_ID: JSON.stringify(buildId), SITE_TITLE: JSON.stringify(siteTitle)})],
    devtool: false,
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(`The offline worker did not build:\n${stats.toString({all: false, errors: true})}`));
      else resolve();
    });
  });
}
