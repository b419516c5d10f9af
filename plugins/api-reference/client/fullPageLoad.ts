import {API_REFERENCES} from '../documents';

const REFERENCE_PATHS = API_REFERENCES.map((reference) => reference.route);

const normalised = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * Whether going from `current` to `target` must be a full page load rather than a client-side
 * route change. A reference page's text is static HTML that the browser's JavaScript does not hold,
 * so a client-side route change into one would render it empty; and leaving one client-side would
 * make Back return to it the same way. Links within the same page (fragments) stay as they are.
 */
export function needsFullPageLoad(target: URL, current: URL): boolean {
  if (target.origin !== current.origin) return false;
  const to = normalised(target.pathname);
  const from = normalised(current.pathname);
  return to !== from && (REFERENCE_PATHS.includes(to) || REFERENCE_PATHS.includes(from));
}
