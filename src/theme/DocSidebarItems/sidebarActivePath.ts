import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {catalogueCategoryRoute} from '../../components/integrations/catalogueRoutes';

function links(items: readonly PropSidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return [item.href];
    if (item.type === 'category') return [...(item.href ? [item.href] : []), ...links(item.items)];
    return [];
  });
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
  const categoryLink = catalogueCategoryRoute(vendorCategory);
  return hrefs.includes(categoryLink) ? categoryLink : pathname;
}
