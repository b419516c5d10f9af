import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {API_REFERENCES} from '../api-reference/node';
import {finish, prepare, siteDocuments} from '../../packages/mock/node';

/**
 * Packs packages/mock, with this build's OpenAPI documents, into build/downloads/ (the versioned
 * tarball and the stable alias privana-mock.tgz), so the mock a reader downloads serves the API
 * the docs they read describe. The bundle is made while the site compiles; `npm pack` runs in
 * postBuild.
 */
export default function mockPackPlugin(context: LoadContext): Plugin {
  const stagingDir = path.join(context.generatedFilesDir, 'mock-pack', 'package');
  let prepared: Promise<void> | null = null;
  return {
    name: 'mock-pack',

    async loadContent() {
      prepared = Promise.resolve().then(() => prepare(stagingDir, siteDocuments(context.siteDir, API_REFERENCES.map((reference) => reference.id))));
      prepared.catch(() => undefined);
    },

    async postBuild({outDir}) {
      await prepared;
      const started = Date.now();
      const tarball = finish(stagingDir, outDir);
      console.log(`[mock-pack] ${path.relative(outDir, tarball)}: ${Math.round(fs.statSync(tarball).size / 1024)} KB, in ${Date.now() - started} ms`);
    },
  };
}
