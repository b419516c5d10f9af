import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {MOCK_DOWNLOAD_PATH, MOCK_PACKAGE} from '../../../src/constants/site';
import {packTarball} from '../../packTarball';
import type {MockDocument} from '../src/engine/documents';

/**
 * Makes the package of a build in two steps, as packages/docs-mcp does. `prepare` (while the
 * site builds): the bundled CLI, package.json, README and the OpenAPI documents, parsed, in a
 * staging folder. `finish` (in postBuild): `npm pack` into build/downloads/ under the versioned
 * name and the stable alias privana-mock.tgz.
 */

const PACKAGE_DIR = path.resolve(__dirname, '..');
export const DOWNLOADS_DIR = path.dirname(MOCK_DOWNLOAD_PATH).slice(1);
export const ALIAS_FILE = path.basename(MOCK_DOWNLOAD_PATH);

export function packageVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {version: string}).version;
}

/**
 * Every OpenAPI document of the site, parsed, from the files the API reference plugin reads (its
 * `openapiDir`): the mock serves each on its own port.
 */
export function siteDocuments(files: Array<{id: string; file: string}>): MockDocument[] {
  return files.map(({id, file}) => ({id, definition: load(fs.readFileSync(file, 'utf8')) as MockDocument['definition']}));
}

export function prepare(stagingDir: string, documents: MockDocument[]): void {
  fs.rmSync(stagingDir, {recursive: true, force: true});
  fs.mkdirSync(path.join(stagingDir, 'data'), {recursive: true});
  for (const file of ['package.json', 'README.md']) fs.copyFileSync(path.join(PACKAGE_DIR, file), path.join(stagingDir, file));
  fs.writeFileSync(path.join(stagingDir, 'data', 'documents.json'), JSON.stringify(documents));
  // A child process: see bundle.mjs.
  execFileSync(process.execPath, [path.join(PACKAGE_DIR, 'pack', 'bundle.mjs'), path.join(stagingDir, 'dist'), packageVersion()], {stdio: 'inherit'});
}

/** Packs the staged package into `<outDir>/downloads/`; returns the tarball's path. */
export function finish(stagingDir: string, outDir: string): string {
  return packTarball(stagingDir, path.join(outDir, DOWNLOADS_DIR), ALIAS_FILE);
}

export {MOCK_PACKAGE};
