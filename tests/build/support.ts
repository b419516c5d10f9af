/**
 * The one production build every test of tests/build reads: `npm run build` writes it to build/
 * (BUILD_DIR names another), with the .docusaurus folder of the same build beside it. No test here
 * builds the site again; a test that needs a different site builds a fixture (see link-policy).
 */
import {existsSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';

export const ROOT = resolve(__dirname, '../..');
export const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR ?? 'build');
export const GENERATED_DIR = join(dirname(BUILD_DIR), '.docusaurus');

/** Fails with what to do when the build is missing, instead of a file-not-found deep in a test. */
export function assertBuilt(): void {
  if (!existsSync(join(BUILD_DIR, 'index.html'))) {
    throw new Error(`No production build in ${BUILD_DIR}: run \`npm run build\` first (tests/build reads it).`);
  }
}
