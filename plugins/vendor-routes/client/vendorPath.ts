import {VENDOR_ROUTE_BASE} from '../../../src/components/integrations/vendorModel';
import {escapeRegExp} from '../escapeRegExp';

const pattern = `^${escapeRegExp(VENDOR_ROUTE_BASE)}/([^/]+?)/?$`;

/** The vendor slug a path names (one segment under the vendor folder), or null. */
export function vendorSlug(pathname: string): string | null {
  return new RegExp(pattern).exec(pathname)?.[1] ?? null;
}

/**
 * The path of the browser's one route for every vendor page. React Router matches a route whose
 * path is a RegExp with the RegExp's own `exec` (path-to-regexp returns it as it is), so this one
 * can decline a slug the catalogue turned out not to have. A reader on such a path (the 404 page,
 * served for a vendor that left the catalogue) then gets what the server rendered for it, the docs'
 * "page not found", rather than an empty vendor page in the docs layout.
 */
class VendorPath extends RegExp {
  readonly #missing = new Set<string>();

  constructor() {
    super(pattern);
  }

  /** Stops matching a slug that has no vendor page. */
  decline(slug: string): void {
    this.#missing.add(slug);
  }

  override exec(pathname: string): RegExpExecArray | null {
    const match = super.exec(pathname);
    return match && !this.#missing.has(match[1]) ? match : null;
  }
}

export const vendorPath = new VendorPath();
