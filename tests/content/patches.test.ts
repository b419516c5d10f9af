import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * patch-package patches are made for one version of a package: package.json must pin that exact
 * version, or a lock-file refresh moves the package and the install fails (patches/README.md).
 * Docusaurus's packages depend on each other at exact versions, so all of ours move together.
 */

const ROOT = join(__dirname, '../..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const specs: Record<string, string> = {...manifest.dependencies, ...manifest.devDependencies};
/** `@scope+name+1.2.3.patch` → {name: '@scope/name', version: '1.2.3'}. */
const patches = readdirSync(join(ROOT, 'patches'))
  .filter((file) => file.endsWith('.patch'))
  .map((file) => {
    const match = /^(.+)\+(\d+\.\d+\.\d+[^+]*)\.patch$/.exec(file)!;
    return {file, name: match[1]!.replaceAll('+', '/'), version: match[2]!};
  });

describe('patched dependencies', () => {
  it('are pinned in package.json to the exact version their patch is made for', () => {
    expect(patches.length).toBeGreaterThan(0);
    for (const {file, name, version} of patches) expect(specs[name], `${file}: package.json's ${name}`).toBe(version);
  });

  it('pin every @docusaurus/* package to the same version', () => {
    const docusaurus = Object.entries(specs).filter(([name]) => name.startsWith('@docusaurus/'));
    const pinned = patches.find(({name}) => name === '@docusaurus/core')!.version;
    expect(docusaurus.filter(([, spec]) => spec !== pinned)).toEqual([]);
  });
});
