// Request headers nginx refuses before it looks at the method or the path, stated once for the Node
// server (scripts/serve.mjs), so that both servers answer the same shapes alike
// (tests/unit/scripts/servers.test.ts): nginx's ngx_http_validate_host, its one-line limit of
// large_client_header_buffers (8 KB), and its 501 for transfer codings other than chunked.

/** The longest header line nginx reads (large_client_header_buffers 4 8k). */
export const MAX_HEADER_LINE = 8 * 1024;

/**
 * Whether nginx takes a Host value (ngx_http_validate_host): not empty, no slash, no space or
 * control character, no `..`. Nothing here uses the Host (no absolute redirect, one site), so the
 * check is only for answering as nginx does.
 */
export function isValidHost(value) {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return value.replace(/\.$/, '') !== '' && !/[\x00-\x20\x7f/]/.test(value) && !value.includes('..');
}

/**
 * The status nginx answers for a request's headers before anything else, or null when they pass.
 * @param {import('node:http').IncomingMessage} req
 * @returns {400 | 501 | null}
 */
export function requestRefusal(req) {
  const hosts = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    const value = req.rawHeaders[i + 1] ?? '';
    if (name.length + 2 + value.length > MAX_HEADER_LINE) return 400;
    if (name.toLowerCase() === 'host') hosts.push(value);
  }
  // HTTP/1.1 requires exactly one Host (RFC 9112, section 3.2); HTTP/1.0 may leave it out.
  if (hosts.length > 1 || (req.httpVersion === '1.1' && hosts.length === 0)) return 400;
  if (hosts.length === 1 && !isValidHost(hosts[0])) return 400;
  const coding = req.headers['transfer-encoding'];
  if (coding !== undefined && coding.trim().toLowerCase() !== 'chunked') return 501;
  return null;
}
