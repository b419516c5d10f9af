import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type VersionProp = {docs?: Record<string, {description?: string}>};
type GlobalVersion = {docs?: {id: string}[]};
type GlobalData = {versions?: GlobalVersion[]};

/** Which docs the data shipped to every page leaves out (their pages are still built). */
export type OmitFromClientData = (docId: string) => boolean;

const omitNone: OmitFromClientData = () => false;

/**
 * The route tree with the version routes' props stripped of per-doc descriptions and of the docs
 * `omit` names.
 */
export function withoutDocDescriptions(route: RouteConfig, omit: OmitFromClientData = omitNone): RouteConfig {
  const routes = route.routes?.map((child) => withoutDocDescriptions(child, omit));
  const version = route.props?.version as VersionProp | undefined;
  if (!version?.docs) return routes ? {...route, routes} : route;
  const docs = Object.fromEntries(
    Object.entries(version.docs)
      .filter(([id]) => !omit(id))
      .map(([id, {description: _description, ...doc}]) => [id, doc]),
  );
  return {...route, ...(routes && {routes}), props: {...route.props, version: {...version, docs}}};
}

/** The plugin's global data without the docs `omit` names. */
export function withoutOmittedDocs(data: unknown, omit: OmitFromClientData): unknown {
  const global = data as GlobalData;
  if (!global?.versions) return data;
  return {
    ...global,
    versions: global.versions.map((version) =>
      version.docs ? {...version, docs: version.docs.filter((doc) => !omit(doc.id))} : version,
    ),
  };
}

/**
 * plugin-content-docs, minus two payloads that every doc page loads:
 * - the description of *every* doc in the version data (14 KB gzip for our ~230 pages). Only
 *   DocCard reads it, for category index cards, which this site does not use; page descriptions
 *   stay in each page's own metadata and <meta> tags.
 * - the docs that `omit` names, in the version data and in the global data (the `main` bundle):
 *   one entry per doc, so a catalogue of generated pages that no sidebar lists made every page
 *   grow with it. Those entries serve the doc-linking navbar items, doc cards and version
 *   dropdowns, which never point at such pages.
 */
export function leanDocs(omit: OmitFromClientData = omitNone): PluginModule {
  async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
    const plugin = (await docsPlugin(context, options)) as Plugin<unknown>;
    return {
      ...plugin,
      async contentLoaded(args) {
        await plugin.contentLoaded?.({
          ...args,
          actions: {
            ...args.actions,
            addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route, omit)),
            setGlobalData: (data) => args.actions.setGlobalData(withoutOmittedDocs(data, omit)),
          },
        });
      },
    };
  }
  // Keeps the docs plugin's option defaults and checks (Docusaurus reads them off the module).
  return Object.assign(leanDocsPlugin, {validateOptions}) as unknown as PluginModule;
}

export default leanDocs();
