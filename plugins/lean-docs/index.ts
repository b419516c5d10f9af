import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type VersionProp = {docs?: Record<string, {description?: string}>};

/** The route tree with the version routes' props stripped of per-doc descriptions. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const routes = route.routes?.map(withoutDocDescriptions);
  const version = route.props?.version as VersionProp | undefined;
  if (!version?.docs) return routes ? {...route, routes} : route;
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
  );
  return {...route, ...(routes && {routes}), props: {...route.props, version: {...version, docs}}};
}

/**
 * plugin-content-docs, minus one payload: the version data that every doc page loads carries
 * the description of *every* doc (14 KB gzip for our ~230 pages). Only DocCard reads it, for
 * category index cards, which this site does not use; page descriptions stay in each page's
 * own metadata and <meta> tags.
 */
async function leanDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(context, options)) as Plugin<unknown>;
  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route)),
        },
      });
    },
  };
}

// Keeps the docs plugin's option defaults and checks (Docusaurus reads them off the module).
export default Object.assign(leanDocsPlugin, {validateOptions}) as unknown as PluginModule;
