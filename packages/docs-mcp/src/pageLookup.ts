import {editDistance as distance} from './nearestNames';
import type {PageEntry} from './snapshotTypes';

/**
 * Which page of the snapshot a caller means by a URL or a path: `https://docs…/cmp/`, `/cmp/`,
 * `cmp`, `/cmp.md`, with or without a trailing slash, query or fragment. Anything that tries to
 * leave the site's pages is refused before any lookup: a `..` or `.` segment, a backslash, a
 * control character, a percent-encoded dot, slash or backslash, another scheme or origin.
 */

export type PageLookup =
  | {kind: 'found'; page: PageEntry}
  | {kind: 'refused'; reason: string}
  | {kind: 'unknown'; path: string; nearest: PageEntry[]};

/** Percent-encodings of ".", "/", "\\" and NUL, and a "%" that encodes another "%" (double encoding). */
const ENCODED_ESCAPE = /%(2e|2f|5c|00|25)/i;

function refusal(input: string, siteUrl: string): {reason: string} | {path: string} {
  if (/\p{Cc}/u.test(input)) return {reason: 'it contains a control character'};
  if (input.includes('\\')) return {reason: 'it contains a backslash'};
  if (ENCODED_ESCAPE.test(input)) return {reason: 'it percent-encodes a dot, a slash, a backslash or a percent sign'};
  let rest = input.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(rest);
  if (scheme) {
    const origin = new URL(siteUrl).origin;
    if (!/^https?$/i.test(scheme[1])) return {reason: `only ${origin} URLs and site paths are pages of these docs`};
    let url: URL;
    try {
      url = new URL(rest);
    } catch {
      return {reason: 'it is not a valid URL'};
    }
    if (url.origin !== origin) return {reason: `${url.origin} is not the docs origin (${origin})`};
    // The raw text after the origin: URL parsing would already have resolved a "..".
    rest = rest.slice(rest.toLowerCase().indexOf(url.host.toLowerCase()) + url.host.length) || '/';
  } else if (rest.startsWith('//')) {
    return {reason: 'a path starting with // names another host'};
  }
  rest = rest.replace(/[?#].*$/s, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return {reason: 'it is not valid percent-encoding'};
  }
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) {
    return {reason: 'it has a "." or ".." segment'};
  }
  return {path: decoded.startsWith('/') ? decoded : `/${decoded}`};
}

/** Route keys a path may name: with and without its trailing slash, `.md` twin or `/index`. */
function candidates(path: string): string[] {
  const bare = path.replace(/\.md$/i, '').replace(/\/index$/i, '/').replace(/\/+$/, '');
  return bare === '' ? ['/'] : [bare, `${bare}/`];
}

export function nearestPages(path: string, pages: PageEntry[], count = 5): PageEntry[] {
  const wanted = path.toLowerCase().replace(/\.md$/, '').replace(/\/+$/, '');
  const lastSegment = wanted.split('/').pop() ?? '';
  return pages
    .map((page) => {
      const route = page.route.toLowerCase().replace(/\/+$/, '');
      // A page whose last segment matches the wanted one counts as close, wherever it lives.
      const own = route.split('/').pop() ?? '';
      const score = Math.min(distance(wanted, route), lastSegment ? distance(lastSegment, own) + 2 : Infinity);
      return {page, score};
    })
    .sort((a, b) => a.score - b.score || a.page.route.localeCompare(b.page.route))
    .slice(0, count)
    .map(({page}) => page);
}

export function lookUpPage(input: string, pages: PageEntry[], siteUrl: string): PageLookup {
  const checked = refusal(input, siteUrl);
  if ('reason' in checked) return {kind: 'refused', reason: checked.reason};
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  for (const key of candidates(checked.path)) {
    const page = byRoute.get(key);
    if (page) return {kind: 'found', page};
  }
  return {kind: 'unknown', path: checked.path, nearest: nearestPages(checked.path, pages)};
}
