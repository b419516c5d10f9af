// Which file of a build answers a URL path: the path itself, then `<path>/index.html`, then
// `<path>.html` — the order of deploy/nginx.conf's `try_files $uri $uri/index.html $uri.html`.
// The one statement of that rule for scripts/serve.mjs, the benchmark and the budget test (through
// bench/lib/page-js.mjs) and the search indexer, so that what is measured and indexed is the page a
// visitor gets. Free of import.meta: Playwright compiles the budget test's imports to CommonJS.
import {statSync} from 'node:fs';
import {join} from 'node:path';

/**
 * The files that may answer `pathname` below `root`, in the order they are tried. Like nginx's
 * `$uri.html`, the `.html` candidate keeps a trailing slash (`/cmp/` → `cmp/.html`), so `/x/` is
 * never answered by `x.html` and `/` never by a file beside the build folder.
 * @param {string} root the build folder
 * @param {string} pathname a URL path without query or fragment, e.g. `/cmp/` or `/search/manifest.json`
 * @returns {string[]}
 */
export function routeFileCandidates(root, pathname) {
  const base = join(root, pathname);
  return [base, join(base, 'index.html'), `${base}.html`];
}

/** @param {string} path */
export function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The file that answers `pathname`, or null (the server then sends its not-found page).
 * @param {string} root
 * @param {string} pathname
 * @returns {string | null}
 */
export function routeFile(root, pathname) {
  return routeFileCandidates(root, pathname).find(isFile) ?? null;
}

/**
 * The built HTML page of a route (query and fragment ignored), or null when the build has none.
 * @param {string} buildDir
 * @param {string} route e.g. `/`, `/cmp/`, `/cmp/mobile-sdks/android/installation`
 * @returns {string | null}
 */
export function htmlFileForRoute(buildDir, route) {
  const file = routeFile(buildDir, route.replace(/[?#].*$/, ''));
  return file?.endsWith('.html') ? file : null;
}
