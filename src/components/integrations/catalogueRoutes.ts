/** Where the vendor catalogue lives, and links into it filtered to one category (sidebar, index page). */
import {VENDOR_ROUTE_BASE} from './vendorModel';

export const CATALOGUE_ROUTE = `${VENDOR_ROUTE_BASE}/list-of-capabilities`;

export function catalogueCategoryRoute(category: string): string {
  return `${CATALOGUE_ROUTE}?${new URLSearchParams({category}).toString()}`;
}
