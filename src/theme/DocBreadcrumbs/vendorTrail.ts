/** Where a vendor page sits: the data-discovery folder, whose index and catalogue are not vendor pages. */
const VENDOR_FOLDER = '/integrations/data-discovery-integrations/';
const CATALOGUE = `${VENDOR_FOLDER}list-of-capabilities`;

export interface TrailItem {
  label: string;
  href: string;
}

/**
 * The breadcrumbs of a vendor page, which the sidebar does not list (config/sidebarItems.ts), so
 * theme-classic's trail was the home icon alone and no link led back to the catalogue. The trail
 * above the page's own title; null for any other page.
 */
export function vendorTrail(permalink: string): TrailItem[] | null {
  if (!permalink.startsWith(VENDOR_FOLDER)) return null;
  const slug = permalink.slice(VENDOR_FOLDER.length);
  if (slug === '' || slug.includes('/') || permalink === CATALOGUE) return null;
  return [
    {label: 'Integrations', href: '/integrations/'},
    {label: 'Data discovery integrations', href: VENDOR_FOLDER},
    {label: 'Vendor catalogue', href: CATALOGUE},
  ];
}
