// A raw HTTP/1.1 client for probing the servers: the request target is sent byte for byte (latin1),
// as an attacker would send it, which Node's http client refuses to do. Used by the server tests and
// scripts/adversarial.mjs.
import {connect} from 'node:net';

// Encoded variants of the open redirect and header injection, with the answer both servers give.
// `to` is the path a browser lands on.
/** @type {Array<{target: string, status: number, to?: string}>} */
export const REDIRECT_VARIANTS = [
  {target: '/%5Cevil.example.html', status: 400},
  {target: '/%5cevil.example.html', status: 400},
  {target: '/\\evil.example.html', status: 400},
  {target: '/%5C%5Cevil.example/index.html', status: 400},
  {target: '/%5c%5Cevil.example/index.html', status: 400},
  {target: '/%5C/evil.example/index.html', status: 400},
  {target: '/%09/evil.example.html', status: 400},
  {target: '/%09/evil.example/index.html', status: 400},
  {target: '/%0A/evil.example.html', status: 400},
  {target: '/%0D%0ASet-Cookie:%20x=1.html', status: 400},
  {target: '/a%0d%0aSet-Cookie:%20x=1.html', status: 400},
  {target: '/%7F/evil.example.html', status: 400},
  {target: '/%00evil.example.html', status: 400},
  {target: '/x/..%2F%5Cevil.example.html', status: 400},
  {target: '/%2e%2e/%2e%2e/evil.example.html', status: 400},
  {target: '/%2Fevil.example.html', status: 301, to: '/evil.example'},
  {target: '/%2fevil.example.html', status: 301, to: '/evil.example'},
  {target: '/%2F%2Fevil.example/index.html', status: 301, to: '/evil.example'},
  {target: '/%2F/evil.example.html', status: 301, to: '/evil.example'},
  {target: '//evil.example.html', status: 301, to: '/evil.example'},
  {target: '///evil.example/index.html', status: 301, to: '/evil.example'},
  // Decoded once, these hold `%` (or a non-ASCII character), which a Location cannot carry as it is
  // and nginx cannot encode: not found, as no route holds one.
  {target: '/%255Cevil.example.html', status: 404},
  {target: '/%255cevil.example.html', status: 404},
  {target: '/%252F%252Fevil.example.html', status: 404},
  {target: '/%25%35%43evil.example.html', status: 404},
  {target: '/%25%30%39/evil.example.html', status: 404},
  {target: '/%E6%97%A5%E6%9C%AC.html', status: 404},
  {target: '/a%3Fb.html', status: 404},
  {target: '/cmp/index.html?next=//evil.example', status: 301, to: '/cmp'},
  {target: '/subject-rights/jira.html', status: 301, to: '/subject-rights/jira'},
  {target: '/index.html', status: 301, to: '/'},
];

/**
 * Sends one request and reads the whole answer. Repeated headers are joined with ", ", and their
 * names listed in `repeated`.
 * @param {string} origin
 * @param {string} target
 * @param {{method?: string, headers?: Record<string, string>}} [options]
 * @returns {Promise<{status: number, headers: Record<string, string>, repeated: string[], body: string}>}
 */
export function rawRequest(origin, target, {method = 'GET', headers = {}} = {}) {
  const {hostname, port} = new URL(origin);
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    /** @type {Buffer[]} */
    const chunks = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`timeout: ${method} ${target}`)));
    socket.on('data', (chunk) => chunks.push(Buffer.from(chunk)));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine, ...headerLines] = text.slice(0, end < 0 ? text.length : end).split('\r\n');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '');
      if (!match) {
        reject(new Error(`no HTTP answer to ${method} ${JSON.stringify(target)}: ${JSON.stringify(text.slice(0, 80))}`));
        return;
      }
      /** @type {Record<string, string>} */
      const parsed = {};
      /** @type {string[]} */
      const repeated = [];
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (parsed[name] !== undefined) repeated.push(name);
        parsed[name] = parsed[name] === undefined ? value : `${parsed[name]}, ${value}`;
      }
      resolve({status: Number(match[1]), headers: parsed, repeated, body: end < 0 ? '' : text.slice(end + 4)});
    });
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
  });
}

/**
 * Writes `bytes` as they are (latin1) on a fresh connection and resolves with everything the
 * server sent until it closed the connection, or until `timeoutMs` passed (then with what came).
 * For requests no HTTP/1.1 client sends: no Host, HTTP/0.9.
 * @param {string} origin
 * @param {string} bytes
 * @param {{timeoutMs?: number}} [options]
 * @returns {Promise<string>}
 */
export function rawExchange(origin, bytes, {timeoutMs = 5000} = {}) {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    /** @type {Buffer[]} */
    const chunks = [];
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(Buffer.from(chunk)));
    socket.on('error', (error) => (/** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.write(Buffer.from(bytes, 'latin1'));
  });
}

/** Where a browser goes with a Location header: its bytes read as UTF-8, then WHATWG URL parsing. */
export function followLocation(origin, location) {
  return new URL(Buffer.from(location, 'latin1').toString('utf8'), `${origin}/`);
}

/**
 * The answers in what a server sent on one connection, in order: status, headers (repeated ones
 * joined with ", ") and body, framed by Content-Length or chunked coding. Stops at the first bytes
 * that are no answer. For pipelined requests and for requests rawRequest cannot write.
 * @param {string} text latin1, as rawExchange resolves it
 * @returns {Array<{status: number, headers: Record<string, string>, body: string}>}
 */
export function parseAnswers(text) {
  const answers = [];
  let rest = text;
  while (rest.length) {
    const end = rest.indexOf('\r\n\r\n');
    const match = /^HTTP\/\d\.\d (\d{3})/.exec(rest);
    if (end < 0 || !match) break;
    /** @type {Record<string, string>} */
    const headers = {};
    for (const line of rest.slice(0, end).split('\r\n').slice(1)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    rest = rest.slice(end + 4);
    let body = '';
    if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        const size = parseInt(rest.slice(0, lineEnd), 16);
        if (lineEnd < 0 || Number.isNaN(size)) break;
        body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
        rest = rest.slice(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
    } else {
      const length = Number(headers['content-length'] ?? 0);
      body = rest.slice(0, length);
      rest = rest.slice(length);
    }
    answers.push({status: Number(match[1]), headers, body});
  }
  return answers;
}
