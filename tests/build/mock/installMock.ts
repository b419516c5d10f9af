import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {MOCK_DOWNLOAD_PATH} from '../../../src/constants/site';
import {BUILD_DIR, assertBuilt} from '../support';

/**
 * The tarball the build serves at /downloads/privana-mock.tgz, installed as a reader installs it:
 * with npm, in a temp folder of its own. Returns that folder and the package's bin.
 */
export function installMock(prefix: string): {work: string; bin: string} {
  assertBuilt();
  const tarball = path.join(BUILD_DIR, MOCK_DOWNLOAD_PATH);
  if (!existsSync(tarball)) throw new Error(`${tarball} is missing: the build packs it (plugins/mock-pack)`);
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  writeFileSync(path.join(work, 'package.json'), '{"name": "reader-project", "version": "1.0.0", "private": true}');
  // No dependencies: the install needs no registry.
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], {cwd: work, stdio: 'pipe'});
  return {work, bin: path.join(work, 'node_modules', '.bin', 'privana-mock')};
}
