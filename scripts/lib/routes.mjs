// The URL rules of the production hosts, in one place. scripts/serve.mjs runs them; deploy/nginx.conf
// (rendered by scripts/nginx.mjs) follows the same rules with nginx's own directives, and
// tests/unit/serving-parity.test.ts checks that both servers answer the same way.
//
// - A route is served from `<route>`, `<route>/index.html` or `<route>.html`, in that order
//   (scripts/lib/routeFile.mjs; nginx: try_files $uri $uri/index.html $uri.html).
// - `/x/index.html` and `/x.html` redirect (301) to `/x`, keeping the query string, when `/x` holds
//   only URL-safe characters (LOCATION_PATH_CHARACTERS); otherwise not found.
// - A redirect never leaves the origin: paths holding a backslash or a control character, whatever
//   their encoding, are refused with 400 (browsers drop tabs and newlines and read `\` as `/`, so
//   `/%09/evil.example` or `/%5Cevil.example` would become `//evil.example`), and repeated slashes
//   are merged as nginx does, so no target starts with `//`.
// - The Markdown twin of route `/a/b` is `/a/b.md`, of an index route `/cmp/` is `/cmp.md`, and of
//   `/` is `/index.md`. A route that has a page, asked for with an Accept header that prefers
//   Markdown (scripts/lib/negotiation.mjs), gets its twin; a route without a page is not found
//   whatever the Accept header.
// - `/index` and `/x/index` are not found (INDEX_ALIAS_PATTERN): routes match exactly.
// - A segment starting with a dot is not found (DOT_SEGMENT_PATTERN), and neither is a file reached
//   through a symbolic link below the root (nginx: disable_symlinks; the Node server: realpath).

export const ALLOWED_METHODS = ['GET', 'HEAD'];

/** Paths answered with the not-found page and 404: build files that are not pages of the site. */
export const NOT_FOUND_PATHS = ['/404', '/404/', '/404.html', '/csp-hashes.json'];

/**
 * Decoded path characters refused with 400: C0 controls, DEL and the backslash. Written as PCRE/JS
 * escapes (no `\\`, which nginx's config parser would unescape) so the same text goes into nginx.
 */
export const FORBIDDEN_PATH_CHARACTERS = '[\\x00-\\x1f\\x7f\\x5c]';
const FORBIDDEN = new RegExp(FORBIDDEN_PATH_CHARACTERS);

/**
 * Paths with a segment that starts with a dot (`/.env`, `/.git/config`, `/cmp/.md`) are answered
 * with 404 whatever the folder holds: a deployment that copies more than the build into the root
 * must not publish it. `/.well-known/` stays servable (security.txt and the like). Written for both
 * JavaScript and nginx's PCRE (a `location ~` in deploy/nginx.conf).
 */
export const DOT_SEGMENT_PATTERN = '/\\.(?!well-known(?:/|$))';
const DOT_SEGMENT = new RegExp(DOT_SEGMENT_PATTERN);

/**
 * `/index` and `/x/index` are not routes (the spec's routes are exact; only `/index.html` and
 * `/x/index.html` are aliases, redirected): answered with 404 although `/x/index.html` exists, which
 * the lookup's `<path>.html` candidate would otherwise serve. For JavaScript and nginx's PCRE.
 */
export const INDEX_ALIAS_PATTERN = '/index$';
const INDEX_ALIAS = new RegExp(INDEX_ALIAS_PATTERN);

/**
 * Decodes %XX escapes to bytes, held as a latin1 string (one character per byte) so that invalid
 * UTF-8 is kept as nginx keeps it instead of throwing. Returns null for a malformed escape.
 */
function percentDecodeToBytes(raw) {
  if (/%(?![0-9a-fA-F]{2})/.test(raw)) return null;
  const bytes = Buffer.from(raw.replace(/%[0-9a-fA-F]{2}/g, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16))), 'latin1');
  return bytes.toString('latin1');
}

/** Resolves `.` and `..` segments; null when the path climbs above the root (nginx answers 400). */
function removeDotSegments(path) {
  const out = [];
  const segments = path.split('/').slice(1);
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    if (segment === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else if (segment !== '.') {
      out.push(segment);
    }
    // `/a/..` and `/a/.` name the folder: keep the trailing slash.
    if (last && (segment === '.' || segment === '..')) out.push('');
  }
  return `/${out.join('/')}`;
}

/**
 * The characters a redirect's target path may hold (RFC 3986 pchar and `/`), written once for
 * JavaScript and nginx's PCRE (no backslash, `-` last). nginx has no way to percent-encode a
 * variable (its `rewrite` escapes some characters and leaves `?`, turning `/a%3Fb.html` into
 * `/a?b`), so neither server redirects to a path holding anything else: `/x.html` whose `/x` holds
 * a space, `%`, `?`, `#`, `"` or a non-ASCII character gets the not-found page. No route of the site
 * has such a character (its routes are slugs).
 */
export const LOCATION_PATH_CHARACTERS = "[A-Za-z0-9._~!$&'()*+,;=:@/-]";
const LOCATION_PATH = new RegExp(`^${LOCATION_PATH_CHARACTERS}*$`);

/**
 * Bytes refused with 400 anywhere in the request target as sent: a raw byte above 0x7f (a client
 * must percent-encode it). Node's HTTP parser refuses them; deploy/nginx.conf checks $request_uri.
 */
export const RAW_TARGET_BYTES = '[\\x80-\\xff]';

/** The query string as sent, with anything that is not printable ASCII (or is `#`) escaped. */
function safeQuery(query) {
  return query.replace(/[^\x21-\x7e]|#/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * What a request target means, before looking at any file:
 * - `{status: 400}` for a malformed or refused path;
 * - `{redirect}` with the Location to send (same origin: starts with `/`, never `//` or `/\`);
 * - `{status: 404}` for the paths that are never pages and for dot segments;
 * - `{path}`: the decoded, normalised path to look up (UTF-8).
 */
export function classifyRequest(rawUrl) {
  let target = String(rawUrl ?? '');
  // Absolute-form targets (`GET http://host/path`) name the path after the authority.
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || '/';
  if (!target.startsWith('/')) return {status: 400};
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt >= 0 && target[queryAt] === '?' ? target.slice(queryAt + 1).replace(/#.*/s, '') : null;
  const decoded = percentDecodeToBytes(rawPath);
  if (decoded === null) return {status: 400};
  // Checked after normalising, on the path that is served or redirected to, as nginx checks $uri.
  const normalised = removeDotSegments(decoded.replace(/\/{2,}/g, '/'));
  if (normalised === null || FORBIDDEN.test(normalised)) return {status: 400};
  if (DOT_SEGMENT.test(normalised) || INDEX_ALIAS.test(normalised)) return {status: 404};
  const bare = redirectTarget(normalised);
  if (bare !== null) {
    if (!bare.startsWith('/') || bare.startsWith('//') || FORBIDDEN.test(bare)) return {status: 400};
    if (!LOCATION_PATH.test(bare)) return {status: 404};
    return {redirect: bare + (query === null ? '' : `?${safeQuery(query)}`)};
  }
  const path = Buffer.from(normalised, 'latin1').toString('utf8');
  if (NOT_FOUND_PATHS.includes(path)) return {status: 404};
  return {path};
}

/** `/x/index.html` and `/x.html` → `/x` (`/index.html` → `/`); null when the path is no such alias. */
export function redirectTarget(path) {
  if (path.endsWith('/index.html')) return path.slice(0, -'/index.html'.length) || '/';
  if (path !== '/404.html' && /^\/.+\.html$/s.test(path)) return path.slice(0, -'.html'.length);
  return null;
}

/** The Markdown twin of a route: `/a/b` → `/a/b.md`, `/cmp/` → `/cmp.md`, `/` → `/index.md`. */
export function twinPath(route) {
  if (route.endsWith('.md')) return null;
  return `${route.replace(/\/$/, '') || '/index'}.md`;
}
