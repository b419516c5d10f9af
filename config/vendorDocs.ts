import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {VENDOR_ROUTE_BASE, type Vendor} from '../src/components/integrations/vendorModel';

/**
 * The data-discovery vendor pages, one per record of data/vendors.json (written by
 * data/generate-vendor-pages.mjs): the pages that grow with the catalogue, which the sidebar, the
 * docs data every page loads and the browser's route table leave out.
 */
export const vendors = JSON.parse(readFileSync(join(__dirname, '../data/vendors.json'), 'utf8')) as Vendor[];

/** The vendor pages' folder under docs/, which is also their doc ids' prefix. */
export const VENDOR_DIR = VENDOR_ROUTE_BASE.replace(/^\//, '');

const vendorDocIds = new Set(vendors.map((vendor) => `${VENDOR_DIR}/${vendor.slug}`));

export function isVendorDocId(docId: string): boolean {
  return vendorDocIds.has(docId);
}
