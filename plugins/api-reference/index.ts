import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {navModel} from './model/buildReference';
import {lazySampleFiles} from './model/lazySamples';
import type {ReferenceModel} from './model/types';
import {API_REFERENCES} from './documents';
import {documentFile, loadReferences, type LoadReferencesOptions} from './openapi/loadReferences';
import type {PluginOptions} from './options';
import {PLUGIN_NAME} from './readerOptions';
import {searchContributions} from './search/apiSearchRecords';
import type {SearchContribution} from './search/searchTypes';
import {apiTypes} from './openapi/apiTypes.mjs';

export {validateOptions} from './options';

/**
 * The two API references, rendered by our own components at build time from openapi/*.yaml.
 *
 * - Each document is linted and bundled by Redocly's openapi-core once (openapi/loadReferences.ts;
 *   a finding fails the build and names the file and JSON pointer), then turned into a reference
 *   model (model/), request samples included. The search records (search/) are made from the same
 *   load and offered to the site search in this plugin's content (`searchRecords`, which the search
 *   reads from `allContent`); the Markdown twins' instructions (twins/) read the same loaded documents.
 * - The models reach the server bundle only, through the `@privana/api-reference-models` alias:
 *   the browser gets the static HTML, and of the JavaScript only the small navigation model (route
 *   data). In development, where nothing is server-rendered, the browser gets the models too.
 * - With `lazySamples` (production builds), request samples other than curl are written to
 *   /assets/api-reference/<id>-samples-<language>.<hash>.json and loaded when a reader picks the
 *   language, which keeps a third of the markup out of the page.
 * - The page components are theme components (theme/, `@theme/ApiReferencePage`), so a site can
 *   swizzle them as it would theme-classic's.
 * - The OpenAPI documents are copied into the build at /openapi/<id>.yaml for download, with
 *   TypeScript types generated from them by openapi-typescript at /openapi/<id>.d.ts.
 * - A client module makes links into and out of a reference full page loads, since the browser's
 *   JavaScript does not hold the reference text (client/referenceLinks.ts).
 */

interface Content {
  models: ReferenceModel[];
  /** Files of request samples loaded when a reader picks their language: build path → JSON. */
  sampleFiles: Record<string, string>;
  /** The operation, webhook and field records the site search reads from `allContent` (search/). */
  searchRecords: SearchContribution[];
  /** Where the documents are, for the other plugins that read them (readerOptions.ts). */
  loadOptions: LoadReferencesOptions;
}

const MODELS_MODULE = '@privana/api-reference-models';

export default function apiReferencePlugin(context: LoadContext, options: PluginOptions): Plugin<Content> {
  const outDir = path.join(context.generatedFilesDir, 'privana-api-reference');
  const modelsFile = path.join(outDir, 'models.json');
  const emptyFile = path.join(outDir, 'empty.json');
  const loadOptions: LoadReferencesOptions = {siteDir: context.siteDir, openapiDir: options.openapiDir, redoclyConfig: options.redoclyConfig};

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getClientModules() {
      return [path.join(__dirname, 'client/referenceLinks.ts')];
    },

    getPathsToWatch() {
      return API_REFERENCES.map((reference) => documentFile(context.siteDir, reference.id, options.openapiDir));
    },

    async loadContent() {
      const references = await loadReferences(loadOptions);
      // Copies: the search records read the models too, and must not see lazySamples.
      const models = references.map((loaded) => ({...loaded.model}));
      // The samples of every language but the first leave the HTML (a third of the customer
      // reference's markup) for one small file per language, fetched on first use.
      const sampleFiles: Content['sampleFiles'] = {};
      for (const model of options.lazySamples ? models : []) {
        const files = lazySampleFiles(model);
        for (const file of files) sampleFiles[file.url] = file.json;
        model.lazySamples = Object.fromEntries(files.map((file) => [file.language, file.url]));
      }
      return {models, sampleFiles, searchRecords: searchContributions(references), loadOptions};
    },

    async contentLoaded({content, actions}) {
      await fs.mkdir(outDir, {recursive: true});
      await fs.writeFile(modelsFile, JSON.stringify(Object.fromEntries(content.models.map((model) => [model.id, model]))));
      await fs.writeFile(emptyFile, '{}');
      for (const reference of API_REFERENCES) {
        const model = content.models.find((m) => m.id === reference.id)!;
        const nav = await actions.createData(`nav-${reference.id}.json`, JSON.stringify(navModel(model)));
        actions.addRoute({
          path: reference.route,
          exact: true,
          component: options.pageComponent,
          modules: {nav},
          props: {referenceId: reference.id, apiName: reference.apiName, description: reference.description},
        });
      }
    },

    configureWebpack(config, isServer) {
      const browserInProduction = !isServer && config.mode === 'production';
      return {resolve: {alias: {[`${MODELS_MODULE}$`]: browserInProduction ? emptyFile : modelsFile}}};
    },

    async postBuild({outDir: buildDir, content}) {
      for (const [url, json] of Object.entries(content.sampleFiles)) {
        const target = path.join(buildDir, url);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, json);
      }
      for (const reference of API_REFERENCES) {
        const target = path.join(buildDir, 'openapi', `${reference.id}.yaml`);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.copyFile(documentFile(context.siteDir, reference.id, options.openapiDir), target);
        // Generated TypeScript types beside the YAML, linked from the reference's introduction.
        await fs.writeFile(target.replace(/\.yaml$/, '.d.ts'), await apiTypes(documentFile(context.siteDir, reference.id, options.openapiDir)));
      }
    },
  };
}
