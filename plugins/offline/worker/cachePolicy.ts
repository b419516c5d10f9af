/**
 * What the offline worker does with a request, and how its caches are named and bounded. Pure, so
 * that the rules are unit tested without a browser.
 */

/** Pages kept for offline reading: the last ones opened. The customer reference, the largest, is 540 KB. */
export const MAX_SAVED_PAGES = 40;

export type RequestRoute = 'page' | 'asset' | 'pass';

export interface RequestFacts {
  method: string;
  mode: string;
  url: string;
}

/**
 * A navigation of the site is a page (network first, the saved copy offline); a file under
 * /assets/ (hashed, never changed) or /img/ is an asset (saved once used, then read from the
 * cache). Everything else (the search data, Markdown twins, downloads, other origins) passes to
 * the network untouched, as if there were no worker.
 */
export function routeOf(request: RequestFacts, origin: string): RequestRoute {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/img/')) return 'asset';
  return 'pass';
}

/** The key of a saved page: its address without query and fragment, which the static server ignores. */
export function pageKey(url: string): string {
  const key = new URL(url);
  key.search = '';
  key.hash = '';
  return key.href;
}

/** The two caches of one release. A release's worker deletes every other cache of the site when it takes over. */
export function cacheNames(buildId: string): {pages: string; assets: string} {
  return {pages: `privana-pages-${buildId}`, assets: `privana-assets-${buildId}`};
}

/** Caches of the site that are not this release's. */
export function staleCaches(names: string[], buildId: string): string[] {
  const current = Object.values(cacheNames(buildId));
  return names.filter((name) => name.startsWith('privana-') && !current.includes(name));
}

/** Saved pages beyond the bound, oldest first (the cache lists keys in the order they were put). */
export function pagesOverLimit(keys: string[], max = MAX_SAVED_PAGES): string[] {
  return keys.slice(0, Math.max(0, keys.length - max));
}

/** Whether a network answer to a navigation is a page worth saving. */
export function isSavablePage(status: number, contentType: string | null): boolean {
  return status === 200 && /^text\/html\b/i.test(contentType ?? '');
}
