import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import {SHARED_ROUTE} from '../sharedRoute';
import {vendorPath, vendorSlug} from './vendorPath';

export {vendorPath};

/** An MDX page as Docusaurus passes it to DocItem: its component, with its other exports on it. */
type Content = ComponentType & Record<string, unknown>;
type RouteProps = {location: {pathname: string}} & Record<string, unknown>;

/** The doc page component every vendor route shares (theme DocItem), through Docusaurus's registry. */
const DocItemRoute = ComponentCreator(SHARED_ROUTE.path, SHARED_ROUTE.hash) as unknown as ComponentType<
  RouteProps & {content: Content}
> & {preload(): Promise<unknown>};

const contents = new Map<string, Content>();

/** What ComponentCreator does with a route's module: the default export, carrying the others. */
function asContent(module: {default: unknown} & Record<string, unknown>): Content {
  const content = module.default as Content;
  for (const [key, value] of Object.entries(module)) if (key !== 'default') content[key] = value;
  return content;
}

/** Loads a vendor's page module; a slug without a page stops matching the route (see vendorPath). */
async function loadContent(slug: string | null): Promise<void> {
  if (slug === null || contents.has(slug)) return;
  // Named, so that the benchmark's count of a page's JavaScript (bench/lib/page-js.mjs) finds it.
  const {loadVendorPage} = await import(/* webpackChunkName: "vendor-pages" */ './vendorPages');
  const page = loadVendorPage(slug);
  if (page === null) {
    vendorPath.decline(slug);
    return;
  }
  contents.set(slug, asContent(await page));
}

/**
 * One route for every vendor page in the browser's route table: the doc page component with the
 * vendor's page as its `content`, as Docusaurus renders each doc route.
 */
function VendorRoute(props: RouteProps): ReactNode {
  const slug = vendorSlug(props.location.pathname);
  const content = slug === null ? undefined : contents.get(slug);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    // Only after a navigation overtook another one: Docusaurus preloads before it renders.
    if (!content) void loadContent(slug).then(() => setLoaded((count) => count + 1));
  }, [slug, content]);
  return content ? <DocItemRoute {...props} content={content} /> : null;
}

/**
 * Docusaurus calls this before it hydrates a page and before it renders a navigation, and calls it
 * without the path (its `preload()` passes none to a route component). Both times the browser's
 * location already is the page's: the path is read from it.
 */
VendorRoute.preload = (): Promise<unknown> =>
  Promise.all([DocItemRoute.preload(), loadContent(vendorSlug(window.location.pathname))]);

export default VendorRoute;
