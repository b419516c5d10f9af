import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The last step both packages' pack steps share (packages/docs-mcp and packages/mock, run by
 * plugins/docs-mcp-pack and plugins/mock-pack in postBuild): `npm pack` of a staged package into a
 * downloads folder under its versioned name, and a copy under the stable alias the docs link to.
 * A module of its own beside the packages, because neither package may import the other's files.
 */
export function packTarball(stagingDir: string, downloadsDir: string, aliasFile: string): string {
  fs.mkdirSync(downloadsDir, {recursive: true});
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const packed = JSON.parse(execFileSync(npm, ['pack', '--json', '--pack-destination', downloadsDir], {cwd: stagingDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']})) as Array<{filename: string}>;
  const tarball = path.join(downloadsDir, packed[0].filename);
  fs.copyFileSync(tarball, path.join(downloadsDir, aliasFile));
  return tarball;
}
