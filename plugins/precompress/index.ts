import type {LoadContext, Plugin} from '@docusaurus/types';
import {describeResult, precompressDirectory} from './precompress.mjs';

/** Build folders waiting for their .gz files (one per locale built by this process). */
const pending = new Set<string>();

/**
 * Writes a gzip (level 9) twin next to every compressible text file of the build (precompress.mjs),
 * so that nginx (gzip_static) and scripts/serve.mjs send it instead of compressing, for example,
 * the 1.1 MB search/search-db.json again on every request.
 *
 * When it runs: the .gz files must be made after every other file of the build is final. Docusaurus
 * runs the postBuild hooks of all plugins in parallel (Promise.all in
 * @docusaurus/core/lib/commands/build/buildLocale.js, executePluginsPostBuild), and other hooks
 * write files then: plugins/search writes search/search-db.json and search/manifest.json,
 * csp-hashes csp-hashes.json, the sitemap plugin sitemap.xml, the API references their
 * openapi/*.yaml. Compressing inside our own postBuild could read such a file before or while it
 * is written, and a stale .gz would then be served in its place. Docusaurus has no hook after
 * postBuild, so this postBuild only records the build folder, and the compression runs in the
 * process's 'exit' event: after every postBuild hook and the broken-link check, whatever the order
 * of the plugins, and only when the build succeeded (exit code 0). Unlike a step added to
 * package.json's build script, it also covers every other way the site is built
 * (`npx docusaurus build` in scripts/sandbox-build.sh and scripts/build-head.sh, the benchmark's
 * builds). 'exit' allows synchronous work only, hence the synchronous precompress.mjs (about a
 * second for this site). `node plugins/precompress/cli.mjs <build folder>` does the same by hand.
 */
export default function precompressPlugin(_context: LoadContext): Plugin {
  return {
    name: 'precompress',
    async postBuild({outDir}) {
      if (pending.size === 0) process.once('exit', compressPendingBuilds);
      pending.add(outDir);
    },
  };
}

function compressPendingBuilds(code: number): void {
  const builds = [...pending];
  pending.clear();
  if (code !== 0) {
    console.error(`precompress: build failed (exit code ${code}), no .gz files written`);
    return;
  }
  for (const outDir of builds) {
    try {
      console.log(describeResult(precompressDirectory(outDir)));
    } catch (error) {
      // A thrown error would not change the exit code here: report it and fail the build.
      console.error(`precompress: failed in ${outDir}:`, error);
      process.exitCode = 1;
    }
  }
}
