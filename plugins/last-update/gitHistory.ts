import {execFileSync} from 'node:child_process';

/**
 * Whether the pages' "Last updated" dates can come from git: `dir` is inside a git work tree
 * with its full history. A tarball has no repository, and a shallow clone's oldest commit would
 * stamp every file it contains with its own date, so in both cases the dates are left out rather
 * than faked.
 */
export function hasFullGitHistory(dir: string): boolean {
  const git = (...args: string[]): string | null => {
    try {
      return execFileSync('git', args, {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
    } catch {
      return null;
    }
  };
  if (git('rev-parse', '--is-inside-work-tree') !== 'true') return false;
  if (git('rev-parse', '--is-shallow-repository') !== 'false') return false;
  return git('rev-parse', '--verify', '--quiet', 'HEAD') !== null;
}
