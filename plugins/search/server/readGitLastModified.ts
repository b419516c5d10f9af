import {execFileSync} from 'node:child_process';
import path from 'node:path';

/**
 * Last commit time of every file under `directories`, from ONE `git log` call (newest commit
 * first, so the first time seen for a file is its last change). Empty when git or the
 * repository is missing: callers then fall back to file times.
 */
export function readGitLastModified(repoDir: string, directories: string[]): Map<string, string> {
  const times = new Map<string, string>();
  let output: string;
  try {
    output = execFileSync(
      'git',
      ['log', '--format=%x00%cI', '--name-only', '--no-renames', '--', ...directories],
      {cwd: repoDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore']},
    );
  } catch {
    return times;
  }
  let root: string;
  try {
    root = execFileSync('git', ['rev-parse', '--show-toplevel'], {cwd: repoDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return times;
  }
  for (const commit of output.split('\0').slice(1)) {
    const [time, ...files] = commit.split('\n').filter(Boolean);
    for (const file of files) {
      const absolute = path.join(root, file);
      if (!times.has(absolute)) {
        times.set(absolute, new Date(time).toISOString());
      }
    }
  }
  return times;
}
