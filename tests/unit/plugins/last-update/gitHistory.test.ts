import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {hasFullGitHistory} from '../../../../plugins/last-update/gitHistory';

/**
 * "Last updated" dates come from git (docusaurus.config.ts: future.experimental_vcs) only when
 * the build has the full history; a tarball or a shallow clone builds without them.
 */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-'));
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, {cwd, encoding: 'utf8', env: {...process.env, GIT_AUTHOR_NAME: 'Docs', GIT_AUTHOR_EMAIL: 'docs@example.com', GIT_COMMITTER_NAME: 'Docs', GIT_COMMITTER_EMAIL: 'docs@example.com'}});

function repositoryWithTwoCommits(): string {
  const dir = path.join(scratch, 'full');
  fs.mkdirSync(path.join(dir, 'docs'), {recursive: true});
  git(dir, 'init', '-q');
  fs.writeFileSync(path.join(dir, 'docs', 'a.mdx'), '# A\n');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'first');
  fs.writeFileSync(path.join(dir, 'docs', 'b.mdx'), '# B\n');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'second');
  return dir;
}

afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

describe('hasFullGitHistory: whether the build may show git dates', () => {
  const full = repositoryWithTwoCommits();

  it('is true in a full clone, from its root and from a subfolder', () => {
    expect(hasFullGitHistory(full)).toBe(true);
    expect(hasFullGitHistory(path.join(full, 'docs'))).toBe(true);
  });

  it('is false in a shallow clone, whose oldest commit would date every file', () => {
    const shallow = path.join(scratch, 'shallow');
    git(scratch, 'clone', '-q', '--depth', '1', `file://${full}`, shallow);
    expect(fs.existsSync(path.join(shallow, 'docs', 'a.mdx'))).toBe(true);
    expect(hasFullGitHistory(shallow)).toBe(false);
  });

  it('is false in an unpacked tarball (no repository at all)', () => {
    const tarball = path.join(scratch, 'tarball');
    fs.mkdirSync(path.join(tarball, 'docs'), {recursive: true});
    fs.copyFileSync(path.join(full, 'docs', 'a.mdx'), path.join(tarball, 'docs', 'a.mdx'));
    expect(hasFullGitHistory(tarball)).toBe(false);
  });

  it('is false in a repository without any commit yet', () => {
    const empty = path.join(scratch, 'empty');
    fs.mkdirSync(empty);
    git(empty, 'init', '-q');
    expect(hasFullGitHistory(empty)).toBe(false);
  });
});
