// An error answer on a content-hashed file must never be cacheable for a year: a browser (or a CDN
// that honours the origin's max-age on errors) that stores a 400 for main.js keeps serving it after
// the cause is gone, and the site has no scripts for a year. Cookies planted for `Path=/assets/` by
// a sibling subdomain were enough to provoke such a 400. Only a 200, and a 304 that stands for it,
// may say `immutable`. Each hostile shape is sent to hashed files, then a deterministic fuzz of
// combined shapes.
import {parseAnswers, rawExchange} from '../../probe.mjs';

/**
 * Request shapes that make a server answer something other than 200, each as the bytes to send
 * for a target and a Host. The comment after each is what nginx answered before the fix.
 * @type {Record<string, (target: string, host: string) => string>}
 */
export const HOSTILE_SHAPES = {
  plain: (target, host) => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  // 400: a header line over 8 KB, and three 3.9 KB cookies joined by the browser into one line
  'long header': (target, host) => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nX-Long: ${'a'.repeat(9000)}\r\nConnection: close\r\n\r\n`,
  'planted cookies': (target, host) =>
    `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nCookie: ${[1, 2, 3].map((i) => `c${i}=${'x'.repeat(3900)}`).join('; ')}\r\nConnection: close\r\n\r\n`,
  // 400: two Host lines, a NUL or a CR in a header, Content-Length with Transfer-Encoding
  'two Host lines': (target, host) => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  'NUL in a header': (target, host) => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nX-A: a\0b\r\nConnection: close\r\n\r\n`,
  'CR in a header': (target, host) => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nX-A: a\rb\r\nConnection: close\r\n\r\n`,
  'CL and TE': (target, host) =>
    `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
  // 412
  'If-Match': (target, host) => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nIf-Match: "nope"\r\nConnection: close\r\n\r\n`,
  'If-Unmodified-Since': (target, host) =>
    `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nIf-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\nConnection: close\r\n\r\n`,
  // 501
  'unknown Transfer-Encoding': (target, host) => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: xchunked\r\nConnection: close\r\n\r\n`,
  // 301, 404, 405, 414, 417, 505
  '.html alias': (target, host) => `GET ${target.replace(/\.\w+$/, '.html')} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  'missing file': (target, host) => `GET ${target.replace(/\.(\w+)$/, '.missing.$1')} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  POST: (target, host) => `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  'long target': (target, host) => `GET ${target}?${'q'.repeat(20_000)} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  'unknown Expect': (target, host) => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n`,
  'HTTP/2.0 line': (target, host) => `GET ${target} HTTP/2.0\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  'no Host': (target) => `GET ${target} HTTP/1.1\r\nConnection: close\r\n\r\n`,
  'revalidation': (target, host) => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nIf-None-Match: *\r\nConnection: close\r\n\r\n`,
};

/** A year, or immutable: what only a 200 (and a 304 of it) may carry. */
export const longLived = (cacheControl) => /immutable|max-age=31536000/.test(cacheControl ?? '');

/** Deterministic combinations of the shapes' headers (a linear congruential generator). */
export function fuzzedShapes(count) {
  const extras = ['If-Match: "x"', 'If-Unmodified-Since: Mon, 01 Jan 2001 00:00:00 GMT', 'Transfer-Encoding: xchunked', 'Transfer-Encoding: chunked',
    'Content-Length: 3', `X-Big: ${'b'.repeat(8200)}`, 'Host: other.example', 'X-Nul: \0', 'Expect: nope', 'Range: bytes=999999-', 'If-None-Match: *',
    'If-Modified-Since: Sat, 01 Jan 2000 00:00:00 GMT', 'Accept: text/markdown', 'TE: identity, chunked', 'Accept-Encoding: x-gzip', `Cookie: a=${'c'.repeat(4000)}`];
  const methods = ['GET', 'HEAD', 'POST', 'OPTIONS', 'GET', 'GET'];
  const versions = ['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.2'];
  let seed = 45;
  const next = (n) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * n);
  return Array.from({length: count}, () => {
    const headers = Array.from({length: next(4)}, () => extras[next(extras.length)]);
    const method = methods[next(methods.length)];
    const version = versions[next(versions.length)];
    const suffix = ['', '', '.html', '%5C', '/..', '?x=1'][next(6)];
    // A complete body, so that no server waits for the rest of it.
    const body = headers.includes('Transfer-Encoding: chunked') ? '0\r\n\r\n' : headers.includes('Content-Length: 3') ? 'abc' : '';
    return (target, host) => `${method} ${target}${suffix} ${version}\r\nHost: ${host}\r\n${headers.map((line) => `${line}\r\n`).join('')}Connection: close\r\n\r\n${body}`;
  });
}

/**
 * Sends every shape, then `fuzz` combined ones, to each target; the statuses seen, and the answers
 * that were not a 200 or 304 yet long-lived.
 * @param {string} origin
 * @param {string[]} targets
 * @param {number} fuzz
 */
export async function cacheableErrors(origin, targets, fuzz) {
  const {host} = new URL(origin);
  const shapes = [...Object.entries(HOSTILE_SHAPES), ...fuzzedShapes(fuzz).map((shape, i) => [`fuzz ${i}`, shape])];
  /** @type {Record<string, number>} */
  const statuses = {};
  const failures = [];
  for (const target of targets) {
    for (let i = 0; i < shapes.length; i += 8) {
      await Promise.all(shapes.slice(i, i + 8).map(async ([name, shape]) => {
        const [answer] = parseAnswers(await rawExchange(origin, shape(target, host), {timeoutMs: 3000}));
        if (!answer) return;
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status !== 200 && answer.status !== 304 && longLived(answer.headers['cache-control'])) {
          failures.push(`${name} ${target}: ${answer.status} ${answer.headers['cache-control']}`);
        }
      }));
    }
  }
  return {statuses, failures};
}

export default {
  id: '1.5',
  expected: 'An error answer on a hashed asset or index piece is never cacheable for a year: only 200 and 304 carry `immutable`',
  async run({origin, root, fuzz}) {
    const {readdirSync} = await import('node:fs');
    const {join} = await import('node:path');
    const scripts = readdirSync(join(root, 'assets/js')).filter((name) => name.endsWith('.js'));
    const split = readdirSync(join(root, 'search/split'), {withFileTypes: true}).find((entry) => entry.isDirectory());
    const piece = split ? readdirSync(join(root, 'search/split', split.name)).find((name) => !name.endsWith('.gz')) : null;
    const targets = [`/assets/js/${scripts.find((name) => name.startsWith('main.')) ?? scripts[0]}`, ...(piece ? [`/search/split/${split?.name}/${piece}`] : [])];
    return cacheableErrors(origin, targets, Math.min(fuzz, 400));
  },
  held: ({failures}) => failures.length === 0,
  summary: ({statuses, failures}) =>
    `statuses ${Object.entries(statuses).map(([status, count]) => `${status}×${count}`).join(', ')}; ${failures.length} long-lived errors${failures.length ? ` (${failures.slice(0, 4).join('; ')})` : ''}`,
};
