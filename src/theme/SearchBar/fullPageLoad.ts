import {CUSTOMER_API_REFERENCE_ROUTE, UC_API_REFERENCE_ROUTE} from '@site/src/constants/site';

const API_REFERENCE_ROUTES: readonly string[] = [CUSTOMER_API_REFERENCE_ROUTE, UC_API_REFERENCE_ROUTE];

const normalised = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * Whether opening `target` from `current` must be a full page load: an API reference page is
 * static HTML that client-side routing cannot render, and leaving one client-side would make
 * Back return to it the same way. The dialog only needs the reference routes, not the
 * reference's code, so it reads them from the site constants.
 */
export function needsFullPageLoad(target: URL, current: URL): boolean {
  if (target.origin !== current.origin) return false;
  const to = normalised(target.pathname);
  const from = normalised(current.pathname);
  return to !== from && (API_REFERENCE_ROUTES.includes(to) || API_REFERENCE_ROUTES.includes(from));
}
