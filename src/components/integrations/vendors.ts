/**
 * The data-discovery vendor catalogue: one typed array loaded from data/vendors.json, for the
 * capability matrix and the vendor list. A vendor page imports its own record instead
 * (`@site/data/vendor-record.json?vendor=<slug>`, see plugins/vendor-record). A fact is edited once, in
 * the data.
 */
import vendorData from '../../../data/vendors.json';
import {nameCollator, type Vendor} from './vendorModel';

export * from './vendorModel';

const categoryCollator = new Intl.Collator('en');

function byName(a: Vendor, b: Vendor): number {
  return nameCollator.compare(a.name, b.name);
}

/** All vendors, sorted by name as the sidebar and the matrix show them. */
export const vendors: readonly Vendor[] = [...(vendorData as Vendor[])].sort(byName);

const vendorsBySlug = new Map(vendors.map((vendor) => [vendor.slug, vendor]));

/** Throws for an unknown slug so that a typo in a page fails the build instead of rendering nothing. */
export function getVendor(slug: string): Vendor {
  const vendor = vendorsBySlug.get(slug);
  if (!vendor) {
    throw new Error(`Unknown data-discovery vendor "${slug}" (not in data/vendors.json)`);
  }
  return vendor;
}

/** Vendors grouped by category, categories in alphabetical order. */
export function vendorsByCategory(list: readonly Vendor[] = vendors): [string, Vendor[]][] {
  const groups = new Map<string, Vendor[]>();
  for (const vendor of list) {
    const group = groups.get(vendor.category) ?? [];
    group.push(vendor);
    groups.set(vendor.category, group);
  }
  return [...groups.entries()].sort(([a], [b]) => categoryCollator.compare(a, b));
}
