import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {loadOpenApiDocument} from '../src/api-reference/loadDocument';
import {buildReference, navModel} from '../src/api-reference/model/buildReference';
import {lazySampleFiles} from '../src/api-reference/model/lazySamples';
import type {ReferenceModel} from '../src/api-reference/model/types';
import {API_REFERENCES, openapiDownloadPath} from '../src/api-reference/references';
import {apiTypes} from '../scripts/api-types.mjs';

/**
 * The two API references, rendered by our own components at build time from openapi/*.yaml.
 *
 * - Each document is linted and bundled by Redocly's openapi-core (a finding fails the build and
 *   names the file and JSON pointer), then turned into a reference model
 *   (src/api-reference/model), request samples included.
 * - The models reach the server bundle only, through the `@privana/api-reference-models` alias:
 *   the browser gets the static HTML, and of the JavaScript only the small navigation model (route
 *   data). In development, where nothing is server-rendered, the browser gets the models too.
 * - In a production build, request samples other than curl are written to
 *   /assets/api-reference/<id>-samples-<language>.<hash>.json and loaded when a reader picks the
 *   language, which keeps a third of the markup out of the page.
 * - The OpenAPI documents are copied into the build at /openapi/<id>.yaml for download, with
 *   TypeScript types generated from them by openapi-typescript at /openapi/<id>.d.ts.
 * - A client module makes links into and out of a reference full page loads, since the browser's
 *   JavaScript does not hold the reference text (src/api-reference/client/referenceLinks.ts).
 */

interface Content {
  models: ReferenceModel[];
  /** Files of request samples loaded when a reader picks their language: build path → JSON. */
  sampleFiles: Record<string, string>;
}

const MODELS_MODULE = '@privana/api-reference-models';

function apiReferencePlugin(context: LoadContext): Plugin<Content> {
  const outDir = path.join(context.generatedFilesDir, 'privana-api-reference');
  const modelsFile = path.join(outDir, 'models.json');
  const emptyFile = path.join(outDir, 'empty.json');
  const specFile = (id: string) => path.join(context.siteDir, 'openapi', `${id}.yaml`);

  return {
    name: 'privana-api-reference',

    getClientModules() {
      return [path.join(context.siteDir, 'src/api-reference/client/referenceLinks.ts')];
    },

    getPathsToWatch() {
      return API_REFERENCES.map((reference) => specFile(reference.id));
    },

    async loadContent() {
      const models = await Promise.all(
        API_REFERENCES.map(async (reference) => {
          const document = await loadOpenApiDocument(specFile(reference.id), context.siteDir);
          return buildReference(document, {id: reference.id, apiName: reference.apiName, downloadUrl: openapiDownloadPath(reference.id)});
        }),
      );
      // In a production build, the samples of every language but the first leave the HTML (a third
      // of the customer reference's markup) for one small file per language, fetched on first use.
      const sampleFiles: Content['sampleFiles'] = {};
      const lazy = process.env.NODE_ENV === 'production';
      for (const model of lazy ? models : []) {
        const files = lazySampleFiles(model);
        for (const file of files) sampleFiles[file.url] = file.json;
        model.lazySamples = Object.fromEntries(files.map((file) => [file.language, file.url]));
      }
      return {models, sampleFiles};
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
          component: '@site/src/components/api-reference/ApiReferencePage',
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
        await fs.copyFile(specFile(reference.id), target);
        // Generated TypeScript types beside the YAML, linked from the reference's introduction.
        await fs.writeFile(target.replace(/\.yaml$/, '.d.ts'), await apiTypes(specFile(reference.id)));
      }
    },
  };
}

/** The plugin that renders both API references. */
export const apiReferencePlugins: PluginConfig[] = [apiReferencePlugin as (context: LoadContext) => Plugin<unknown>];

/** Navbar/footer links to the rendered references. */
export const apiReferenceLinks: {label: string; to: string}[] = API_REFERENCES.map(({label, route}) => ({label, to: route}));
