// Validators and conditional requests for the Node server, made to answer as nginx does with
// deploy/nginx.conf: the same ETag for the same file (nginx writes `"<mtime hex>-<size hex>"`),
// Last-Modified, and 304 when If-None-Match names the ETag or, without If-None-Match, when the file
// is not newer than If-Modified-Since (RFC 9110, sections 13.1.2 and 13.1.3; nginx:
// `if_modified_since before`).

/**
 * The ETag and Last-Modified of a file.
 * @param {{mtimeMs: number, size: number}} stats
 */
export function validators({mtimeMs, size}) {
  const seconds = Math.floor(mtimeMs / 1000);
  return {ETag: `"${seconds.toString(16)}-${size.toString(16)}"`, 'Last-Modified': new Date(seconds * 1000).toUTCString()};
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
  const since = headers['if-modified-since'];
  if (typeof since !== 'string') return false;
  const date = Date.parse(since);
  return !Number.isNaN(date) && Math.floor(stats.mtimeMs / 1000) * 1000 <= date;
}
