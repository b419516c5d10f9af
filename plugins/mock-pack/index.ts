import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {API_REFERENCES, documentFile, referenceLoadOptions} from '../api-reference/node';
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

    allContentLoaded({allContent}) {
      // The documents are where the API reference plugin was told they are.
      const {siteDir, openapiDir} = referenceLoadOptions(allContent);
      const files = API_REFERENCES.map(({id}) => ({id, file: documentFile(siteDir, id, openapiDir)}));
      prepared = Promise.resolve().then(() => prepare(stagingDir, siteDocuments(files)));
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
