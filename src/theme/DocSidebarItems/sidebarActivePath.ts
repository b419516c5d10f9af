import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

function links(items: readonly PropSidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return [item.href];
    if (item.type === 'category') return [...(item.href ? [item.href] : []), ...links(item.items)];
    return [];
  });
}

/**
 * The category a sidebar link filters the catalogue to (`?category=`, see
 * src/components/integrations/catalogueRoutes.ts), or null. Read from the link rather than built
 * with catalogueRoutes: the sidebar is on every page, and that module's folder is a chunk only the
 * integration pages load (plugins/integrations-chunk).
 */
function categoryOfLink(href: string): string | null {
  const query = href.indexOf('?');
  return query < 0 ? null : new URLSearchParams(href.slice(query)).get('category');
}

/**
 * The path the sidebar highlights. It is the page's own path, unless the page is a vendor page,
 * which the sidebar does not list: then it is the link into the catalogue of the vendor's category,
 * so that link is marked and its groups open, as a listed page's would.
 */
export function sidebarActivePath(items: readonly PropSidebarItem[], pathname: string, vendorCategory: string | null): string {
  if (vendorCategory === null) return pathname;
  const hrefs = links(items);
  if (hrefs.includes(pathname)) return pathname;
  return hrefs.find((href) => categoryOfLink(href) === vendorCategory) ?? pathname;
}
