// What a bench run measured: the commit of the tree (or a commit unpacked with git archive) and
// the Docusaurus version, recorded with the results.
import {execFileSync} from 'node:child_process';
import {mkdirSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {readJson} from './json-file.mjs';
import {REPO} from './paths.mjs';

/** The short commit of a git tree and whether tracked files differ from it; nulls outside git. */
export function gitInfo(dir) {
  try {
    const commit = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).trim();
    const dirty = execFileSync('git', ['-C', dir, 'status', '--porcelain', '--untracked-files=no'], {encoding: 'utf8'}).trim() !== '';
    return {commit, dirtyTree: dirty};
  } catch {
    return {commit: null, dirtyTree: null};
  }
}

/**
 * A committed state, not the working tree: `git archive` of `ref` unpacked into an emptied
 * `target`. Returns the git record of the run (the commit measured, never dirty).
 */
export function unpackCommit(ref, target) {
  rmSync(target, {recursive: true, force: true});
  mkdirSync(target, {recursive: true});
  execFileSync('bash', ['-c', `git -C ${JSON.stringify(REPO)} archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(target)}`]);
  return {...gitInfo(REPO), commit: execFileSync('git', ['-C', REPO, 'rev-parse', '--short', ref], {encoding: 'utf8'}).trim(), dirtyTree: false};
}

export function docusaurusVersion() {
  return readJson(join(REPO, 'node_modules/@docusaurus/core/package.json')).version;
}
