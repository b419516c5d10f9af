// Copies of a site to build in isolation (another commit, a generated baseline), and their
// clean production builds, measured.
import {execFileSync} from 'node:child_process';
import {cpSync, rmSync} from 'node:fs';
import {basename, join} from 'node:path';
import {log} from './log.mjs';
import {measuredRun} from './measured-run.mjs';
import {REPO, WORK} from './paths.mjs';
import {kb, round} from './stats.mjs';

/** Folders (at any depth) a site copy leaves out: installed, generated or version-control files. */
const COPY_EXCLUDED = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results']);

/**
 * Copies a site (without node_modules, build, .docusaurus, .git) to `target` and gives it a
 * hard-linked node_modules without the persistent bundler cache, so its build is clean and writes
 * nothing into the original tree.
 */
export function copySite(source, target) {
  rmSync(target, {recursive: true, force: true});
  const results = join(source, 'bench/results');
  cpSync(source, target, {
    recursive: true,
    preserveTimestamps: true,
    filter: (path) => !COPY_EXCLUDED.has(basename(path)) && path !== results,
  });
  linkNodeModules(target);
}

export function linkNodeModules(target) {
  execFileSync('cp', ['-al', join(REPO, 'node_modules'), join(target, 'node_modules')]);
  rmSync(join(target, 'node_modules/.cache'), {recursive: true, force: true});
}

/** Clean production build of a site folder: wall time, CPU time and peak memory. */
export async function buildSite(siteDir, {label = 'build', outDir} = {}) {
  rmSync(join(siteDir, 'build'), {recursive: true, force: true});
  rmSync(join(siteDir, '.docusaurus'), {recursive: true, force: true});
  rmSync(join(siteDir, 'node_modules/.cache'), {recursive: true, force: true});
  const args = [join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'];
  if (outDir) args.push('--out-dir', outDir);
  log(`${label}: docusaurus build in ${siteDir}`);
  const result = await measuredRun(process.execPath, args, {
    cwd: siteDir,
    env: {NODE_ENV: 'production'},
    logFile: join(WORK, `${label}.log`),
  });
  log(`${label}: ${round(result.wallMs / 1000)} s wall, ${round(result.cpuS)} s CPU, peak tree ${kb(result.peakTreeBytes / 1024)} MB`);
  return result;
}
