import type {Options} from '@docusaurus/plugin-content-docs';
import {catalogueCategoryRoute} from '../src/components/integrations/catalogueRoutes';
import {isVendorDocId, VENDOR_DIR, vendors} from './vendorDocs';

type SidebarItemsGeneratorOption = NonNullable<Options['sidebarItemsGenerator']>;
type Items = Awaited<ReturnType<SidebarItemsGeneratorOption>>;

const categories = [...new Set(vendors.map((vendor) => vendor.category))].sort((a, b) => a.localeCompare(b, 'en'));

/** Links into the catalogue, one per vendor category: a fixed-size stand-in for the vendor pages. */
function vendorCategoryGroup(): Items[number] {
  return {
    type: 'category',
    label: 'Vendors by category',
    collapsed: true,
    collapsible: true,
    items: categories.map((category) => ({type: 'link', label: category, href: catalogueCategoryRoute(category)})),
  };
}

function withVendorCategories(items: Items): Items {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const isDataDiscovery = item.link?.type === 'doc' && item.link.id === `${VENDOR_DIR}/index`;
    const children = withVendorCategories(item.items);
    return {...item, items: isDataDiscovery ? [...children, vendorCategoryGroup()] : children};
  });
}

/**
 * The folders' sidebars, without the data-discovery vendor pages. Docusaurus puts every sidebar into
 * the data each doc page loads and renders the open group into its HTML, so listing every vendor
 * made every page grow with the catalogue. The sidebar lists the catalogue page and the vendor
 * categories (links into the catalogue filtered to one) instead; vendor pages still show the
 * integrations sidebar (`displayed_sidebar` in their front matter).
 */
export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, docs, ...args}) =>
  withVendorCategories(
    await defaultSidebarItemsGenerator({...args, docs: docs.filter((doc) => !isVendorDocId(doc.id))}),
  );
