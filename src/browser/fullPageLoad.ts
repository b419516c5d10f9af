import {CUSTOMER_API_REFERENCE_ROUTE, UC_API_REFERENCE_ROUTE} from '../constants/site';

const API_REFERENCE_ROUTES: readonly string[] = [CUSTOMER_API_REFERENCE_ROUTE, UC_API_REFERENCE_ROUTE];

const normalised = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * Whether going from `current` to `target` must be a full page load rather than a client-side
 * route change. A reference page's text is static HTML that the browser's JavaScript does not hold,
 * so a client-side route change into one would render it empty; and leaving one client-side would
 * make Back return to it the same way. Links within the same page (fragments) stay as they are.
 * The one rule for the API reference's link clicks (plugins/api-reference/client/referenceLinks.ts)
 * and the search dialog's results (plugins/search): it needs only the reference routes, from the
 * site constants, so neither imports the other's code.
 */
export function needsFullPageLoad(target: URL, current: URL): boolean {
  if (target.origin !== current.origin) return false;
  const to = normalised(target.pathname);
  const from = normalised(current.pathname);
  return to !== from && (API_REFERENCE_ROUTES.includes(to) || API_REFERENCE_ROUTES.includes(from));
}
