/**
 * Every vendor page's module, each in its own chunk, loaded on demand. In its own chunk too, loaded
 * by the first vendor page a reader opens: its map of the pages grows with the catalogue, and the
 * other pages must not load it. The folder's two pages that are not vendor pages (its index and
 * the catalogue, data/generate-vendor-pages.mjs's NON_VENDOR_PAGES) have routes of their own.
 */
type PageModule = {default: unknown} & Record<string, unknown>;

// Module-local: the bundler's require, whose `context` @types/node does not declare.
declare const require: {
  context(
    directory: string,
    recursive: boolean,
    filter: RegExp,
    mode: 'lazy',
  ): {(request: string): Promise<PageModule>; keys(): string[]};
};

const pages = require.context(
  '@site/docs/integrations/data-discovery-integrations',
  false,
  /^\.\/(?!index\.mdx$|list-of-capabilities\.mdx$)[a-z0-9-]+\.mdx$/,
  'lazy',
);

const requests = new Set(pages.keys());

/** The page module of a vendor, or null when the catalogue has no such vendor. */
export function loadVendorPage(slug: string): Promise<PageModule> | null {
  const request = `./${slug}.mdx`;
  return requests.has(request) ? pages(request) : null;
}
