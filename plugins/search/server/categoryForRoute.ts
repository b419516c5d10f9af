import {CATEGORY_BY_ROUTE_PREFIX, DEFAULT_CATEGORY} from '../shared/routeCategories';

/** Human name of the site area a route belongs to, e.g. "/cmp/mobile-sdks/" → "Consent Management Platform". */
export function categoryForRoute(route: string): string {
  for (const [prefix, category] of CATEGORY_BY_ROUTE_PREFIX) {
    if (route === prefix || route.startsWith(`${prefix}/`)) {
      return category;
    }
  }
  return DEFAULT_CATEGORY;
}
