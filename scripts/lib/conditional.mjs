// Validators and conditional requests for the Node server, made to answer as nginx does with
// deploy/nginx.conf: the same ETag for the same file (nginx writes `"<mtime hex>-<size hex>"`),
// Last-Modified, and 304 when If-None-Match names the ETag or, without If-None-Match, when the file
// is not newer than If-Modified-Since (RFC 9110, sections 13.1.2 and 13.1.3; nginx:
// `if_modified_since before`), and 412 when If-Match or If-Unmodified-Since fails (13.1.1, 13.1.4),
// as nginx answers them. Dates are read in the three formats of HTTP (13.1.1: IMF-fixdate, RFC 850,
// asctime) only, as nginx's ngx_http_parse_time reads them: `2099-01-01` is no date.

/**
 * The ETag and Last-Modified of a file.
 * @param {{mtimeMs: number, size: number}} stats
 */
export function validators({mtimeMs, size}) {
  const seconds = Math.floor(mtimeMs / 1000);
  return {ETag: `"${seconds.toString(16)}-${size.toString(16)}"`, 'Last-Modified': new Date(seconds * 1000).toUTCString()};
}

const HTTP_DATE = [
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{2} \d{2}:\d{2}:\d{2} GMT$/,
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/,
];

/** Milliseconds of an HTTP date (RFC 9110, 5.6.7), or NaN for anything else. */
export function parseHttpDate(text) {
  if (typeof text !== 'string' || !HTTP_DATE.some((format) => format.test(text.trim()))) return Number.NaN;
  // Date.parse reads all three; an RFC 850 two-digit year is 19xx or 20xx as it decides.
  return Date.parse(text.trim().replace(/ GMT$/, ' UTC').replace(/^(\w+) (\w+) ([ \d]\d) (\S+) (\d{4})$/, '$1 $2 $3 $5 $4 UTC'));
}

/**
 * Whether a request's preconditions fail for this file (412): an If-Match naming no strong ETag of
 * it (nor `*`), or, without If-Match, an If-Unmodified-Since older than the file.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {{mtimeMs: number, size: number}} stats
 */
export function isPreconditionFailed(headers, stats) {
  const {ETag: etag} = validators(stats);
  const match = headers['if-match'];
  if (typeof match === 'string') {
    return !match.split(',').map((tag) => tag.trim()).some((tag) => tag === '*' || tag === etag);
  }
  const since = parseHttpDate(headers['if-unmodified-since']);
  return !Number.isNaN(since) && Math.floor(stats.mtimeMs / 1000) * 1000 > since;
}

/**
 * Whether a GET or HEAD with these request headers may be answered with 304 for this file.
 * If-None-Match compares weakly (a `W/` prefix is ignored) and `*` matches any file.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {{mtimeMs: number, size: number}} stats
 */
export function isNotModified(headers, stats) {
  const {ETag: etag} = validators(stats);
  const noneMatch = headers['if-none-match'];
  if (typeof noneMatch === 'string') {
    return noneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, '')).some((tag) => tag === '*' || tag === etag);
  }
  const date = parseHttpDate(headers['if-modified-since']);
  return !Number.isNaN(date) && Math.floor(stats.mtimeMs / 1000) * 1000 <= date;
}
