import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import type {LoadContext, Plugin, PluginConfig, RouteConfig} from '@docusaurus/types';
import redocPlugin from 'docusaurus-plugin-redoc';
import {
  CUSTOMER_API_REFERENCE_ROUTE,
  UC_API_REFERENCE_ROUTE,
} from '../src/constants/site';
import {
  redocBaseOptions,
  redocCssCollectionOptions,
  redocDarkTheme,
  redocLightTheme,
} from '../src/components/api-reference/redocTheme';

/**
 * The two API references, rendered by Redoc through redocusaurus' `docusaurus-plugin-redoc`,
 * which bundles each OpenAPI document with Redocly and adds its route. What this file adds:
 *
 * - No global data. The stock plugin puts the whole converted document into the site's global
 *   data, so every page of the site shipped it; here the document reaches only its own route,
 *   as route data. The redocusaurus theme (global data, client modules, a site-wide Prism
 *   ProvidePlugin) is not used at all: the route component is src/theme/ApiDoc.
 * - Colour modes without a re-render. Redoc's styles depend on its theme, so the build renders
 *   the page once with the light and once with the dark theme, and turns the dark styles into
 *   rules that target the light class names under `html[data-theme='dark']`. The static HTML
 *   follows the colour mode before any JavaScript runs, and the toggle is pure CSS.
 * - The OpenAPI documents are copied into the build at /openapi/<file>.yaml for download.
 *
 * Redoc 2.4's bundles are patched (patches/redoc+2.4.0.patch, by patch-package on install, a build
 * dependency of the bundler's cache through plugins/patch-cache), in the
 * server bundle (redoc.lib.js) and the browser bundle (redoc.browser.lib.js) alike so that hydration
 * matches: no request for the Redocly logo (browser bundle only), and markup that WCAG 2.2 AA
 * needs: the dropdowns' <select> takes the `ariaLabel` its callers pass ("Content type",
 * "Example"); section labels ("path Parameters", "Request Body schema", "Authorizations") are h3
 * under the operation's h2 instead of h5, "Response Schema" an h4 under "Responses", security
 * scheme details h4; those labels take the theme's secondary text colour instead of a fixed
 * 2.9:1 grey; nested menu lists get role="menu" like the root, so their menuitems have a parent.
 * Colours and the rest are fixed through the themes (src/components/api-reference/redocTheme.ts)
 * and CSS (styles.module.css).
 */

interface ReferenceSpec {
  /** Plugin id, also the file name of the document in openapi/ and in the build. */
  id: 'customer-rest-api' | 'unified-consent-api';
  route: string;
  label: string;
}

const execFileAsync = promisify(execFile);

const REFERENCES: ReferenceSpec[] = [
  {id: 'customer-rest-api', route: CUSTOMER_API_REFERENCE_ROUTE, label: 'Customer REST API reference'},
  {id: 'unified-consent-api', route: UC_API_REFERENCE_ROUTE, label: 'Unified consent API reference'},
];

/** Public URL of an OpenAPI document in the built site. */
export function openapiDownloadPath(id: ReferenceSpec['id']): string {
  return `/openapi/${id}.yaml`;
}

export interface ThemeCss {
  /** The light-mode styles of every Redoc element on the page. */
  light: string;
  /** Dark-mode overrides that target the light class names under html[data-theme='dark']. */
  dark: string;
}

/**
 * Renders the dark-mode stylesheet in a separate Node process (scripts/openapi-theme-css.mjs):
 * it needs React in production mode, independent of the React copy loaded by the site build.
 */
async function buildThemeCss(
  siteDir: string,
  spec: unknown,
  specUrl: string,
  workDir: string,
): Promise<ThemeCss> {
  await fs.mkdir(workDir, {recursive: true});
  const input = path.join(workDir, 'input.json');
  const output = path.join(workDir, 'output.json');
  await fs.writeFile(
    input,
    JSON.stringify({
      spec,
      specUrl,
      lightTheme: redocLightTheme,
      darkTheme: redocDarkTheme,
      baseOptions: redocBaseOptions,
      collectionOptions: redocCssCollectionOptions,
    }),
  );
  const script = path.join(siteDir, 'scripts', 'openapi-theme-css.mjs');
  await execFileAsync(process.execPath, [script, input, output], {
    env: {...process.env, NODE_ENV: 'production'},
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(await fs.readFile(output, 'utf8')) as ThemeCss;
}

type RedocPlugin = ReturnType<typeof redocPlugin>;

function apiReferencePlugin(context: LoadContext, reference: ReferenceSpec): RedocPlugin {
  const specFile = path.join(context.siteDir, 'openapi', `${reference.id}.yaml`);
  const downloadUrl = openapiDownloadPath(reference.id);
  const base = redocPlugin(context, {
    id: reference.id,
    spec: specFile,
    route: reference.route,
    url: downloadUrl,
    normalizeUrl: false,
    config: {},
    layout: {
      title: reference.label,
      description:
        reference.id === 'customer-rest-api'
          ? 'Reference of every call of the Privana customer REST API (v1): cookie consent, subject rights and data discovery.'
          : 'Reference of every call of the Privana unified consent API (v2): consents, collections, subjects, sessions and tokens.',
    },
  });

  return {
    ...base,
    name: 'privana-api-reference',
    async contentLoaded(args) {
      const themeCss = await buildThemeCss(
        context.siteDir,
        args.content.converted,
        downloadUrl,
        path.join(context.generatedFilesDir, 'privana-api-reference', reference.id),
      );
      const themeCssPath = await args.actions.createData(
        `theme-css-${reference.id}.json`,
        JSON.stringify(themeCss),
      );
      await base.contentLoaded!({
        ...args,
        actions: {
          ...args.actions,
          // The stock plugin would put the whole document into every page's global data.
          setGlobalData: () => undefined,
          addRoute: (route: RouteConfig) =>
            args.actions.addRoute({
              ...route,
              modules: {...(route.modules ?? {}), themeCss: themeCssPath},
            }),
        },
      });
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // Redoc only needs these to fetch and bundle a document by URL; the references pass an
            // already bundled document, so leave them out of the page's JavaScript.
            '@redocly/openapi-core/lib/bundle': false,
            '@redocly/openapi-core/lib/config/config': false,
          },
        },
      };
    },
    async postBuild({outDir}) {
      const target = path.join(outDir, 'openapi', `${reference.id}.yaml`);
      await fs.mkdir(path.dirname(target), {recursive: true});
      await fs.copyFile(specFile, target);
    },
  };
}

/**
 * Plugins that render the two API references (owned by the API reference work).
 * Kept apart from docusaurus.config.ts so that the reference setup is one file.
 */
export const apiReferencePlugins: PluginConfig[] = REFERENCES.map(
  (reference): PluginConfig => [
    (context: LoadContext) => apiReferencePlugin(context, reference) as Plugin<unknown>,
    {id: reference.id},
  ],
);

/** Navbar/footer links to the rendered references. */
export const apiReferenceLinks: {label: string; to: string}[] = REFERENCES.map(({label, route}) => ({
  label,
  to: route,
}));
