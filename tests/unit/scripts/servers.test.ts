// Both production servers (nginx with deploy/nginx.conf, and scripts/serve.mjs) against hostile
// request targets, methods and Accept headers, on a fixture build with its own Markdown twins.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {cacheableErrors, HOSTILE_SHAPES, longLived} from '../../../scripts/lib/adversarial/http/error-caching.mjs';
import {FUZZED_HEADERS, fuzzAcceptHeaders, negotiate} from '../../../scripts/lib/adversarial/http/negotiation.mjs';
import {INDEX_TARGETS} from '../../../scripts/lib/adversarial/http/exact-routes.mjs';
import {locationFindings} from '../../../scripts/lib/adversarial/http/redirect-location.mjs';
import {answerShapes, framingFindings, SHAPE_DIFFERENCES} from '../../../scripts/lib/adversarial/http/request-shapes.mjs';
import {parseAnswers, REDIRECT_VARIANTS} from '../../../scripts/lib/probe.mjs';
import {MAX_ACCEPT_LENGTH, prefersMarkdown} from '../../../scripts/lib/negotiation.mjs';
import {FORBIDDEN_PATH_CHARACTERS} from '../../../scripts/lib/routes.mjs';
import {
  fixtureSite,
  followLocation,
  rawExchange,
  rawRequest,
  SECURITY_HEADER_NAMES,
  SharedCache,
  startNginx,
  startNode,
  type RawResponse,
  type RunningServer,
} from './servers-support';

const root = fixtureSite();
const servers: Record<'nginx' | 'node', RunningServer> = {} as never;
let nginxRuntime = '';

beforeAll(async () => {
  const nginx = await startNginx(root);
  nginxRuntime = nginx.runtime;
  servers.nginx = nginx;
  servers.node = await startNode(root);
});
afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
});

const followed = followLocation;

function expectSecurityHeaders(response: RawResponse, what: string) {
  for (const name of SECURITY_HEADER_NAMES) expect(response.headers[name], `${name} on ${what}`).toBeTruthy();
  expect(response.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
}

function expectSameOrigin(origin: string, response: RawResponse, what: string) {
  if (response.status < 300 || response.status >= 400) return;
  const location = response.headers.location ?? '';
  expect(location, what).toMatch(/^\/(?![/\\])/);
  expect(location, what).not.toMatch(new RegExp(FORBIDDEN_PATH_CHARACTERS));
  expect(followed(origin, location).origin, `${what} → ${location}`).toBe(origin);
}

const VARIANTS = REDIRECT_VARIANTS;

describe.each(['nginx', 'node'] as const)('%s', (name) => {
  const origin = () => servers[name].origin;

  it('never redirects off the origin, refuses backslashes and control characters, and never crashes', async () => {
    for (const {target, status, to} of VARIANTS) {
      const response = await rawRequest(origin(), target);
      expect(response.status, target).toBe(status);
      expectSecurityHeaders(response, target);
      expectSameOrigin(origin(), response, target);
      if (to) expect(followed(origin(), response.headers.location!).pathname, target).toBe(to);
    }
    expect((await rawRequest(origin(), '/')).status).toBe(200);
  });

  it('writes only URL-safe ASCII into a redirect\'s Location, as the one rule says, for every byte encoded or raw', async () => {
    const {redirects, differing, unsafe} = await locationFindings(origin());
    expect(unsafe).toEqual([]);
    expect(differing).toEqual([]);
    expect(redirects).toBeGreaterThan(400);
  }, 60_000);

  it('keeps the query string on a redirect', async () => {
    const response = await rawRequest(origin(), '/cmp/index.html?tab=android&x=%20');
    expect(response.headers.location).toBe('/cmp?tab=android&x=%20');
  });

  it('answers methods other than GET and HEAD with 405, Allow and the security headers', async () => {
    for (const method of ['DELETE', 'TRACE', 'POST', 'PUT', 'PATCH', 'OPTIONS', 'CONNECT', 'PROPFIND']) {
      const response = await rawRequest(origin(), '/cmp/', {method});
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
      expectSecurityHeaders(response, method);
    }
    const head = await rawRequest(origin(), '/cmp/', {method: 'HEAD'});
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers /404, the not-found page file and the hash list with 404', async () => {
    for (const target of ['/404', '/404/', '/404.html', '/csp-hashes.json', '/no-such-page', '/assets/js/missing.js']) {
      const response = await rawRequest(origin(), target);
      expect(response.status, target).toBe(404);
      expect(response.body, target).toContain('Page Not Found');
      expect(response.headers['cache-control'], target).toBe('no-cache');
      expectSecurityHeaders(response, target);
    }
  });

  it('sends the security headers with malformed and oversized requests', async () => {
    const malformed = await rawRequest(origin(), '/a b c');
    expect(malformed.status).toBe(400);
    expectSecurityHeaders(malformed, 'a malformed request line');
    const long = await rawRequest(origin(), `/${'a'.repeat(20_000)}`);
    expect([404, 414, 431]).toContain(long.status);
    expectSecurityHeaders(long, 'a 20 kB path');
  });

  it('lets no blob: worker run: the policy names no blob: source', async () => {
    const policy = (await rawRequest(origin(), '/')).headers['content-security-policy']!;
    expect(policy).toMatch(/worker-src 'self'(;|$)/);
    expect(policy).not.toContain('blob:');
  });

  it('sends cross-origin isolation headers', async () => {
    const response = await rawRequest(origin(), '/');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-permitted-cross-domain-policies']).toBe('none');
  });

  describe('Markdown twins', () => {
    const twins: Array<[route: string, twin: string]> = [
      ['/', 'index.md'],
      ['/cmp/', 'cmp.md'],
      ['/cmp', 'cmp.md'],
      ['/cmp/mobile-sdks/android/installation', 'cmp/mobile-sdks/android/installation.md'],
      ['/cmp/mobile-sdks/android/installation/', 'cmp/mobile-sdks/android/installation.md'],
      ['/subject-rights/jira', 'subject-rights/jira.md'],
    ];

    it('serves a twin at its .md URL as text/markdown with the security headers', async () => {
      for (const [, twin] of twins) {
        const response = await rawRequest(origin(), `/${twin}`);
        expect(response.status, twin).toBe(200);
        expect(response.headers['content-type'], twin).toBe('text/markdown; charset=utf-8');
        expect(response.body).toBe(readFileSync(join(root, twin), 'utf8'));
        expect(response.headers.vary, twin).toMatch(/\bAccept\b/);
        expectSecurityHeaders(response, twin);
      }
    });

    it('answers a route asked for with Accept: text/markdown with its twin, and browsers with HTML', async () => {
      for (const [route, twin] of twins) {
        const markdown = await rawRequest(origin(), route, {headers: {Accept: 'text/markdown, text/html;q=0.9, */*;q=0.1'}});
        expect(markdown.status, route).toBe(200);
        expect(markdown.headers['content-type'], route).toBe('text/markdown; charset=utf-8');
        expect(markdown.body, route).toBe(readFileSync(join(root, twin), 'utf8'));
        expect(markdown.headers.vary, route).toMatch(/\bAccept\b/);
        expectSecurityHeaders(markdown, route);

        const html = await rawRequest(origin(), route, {headers: {Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'}});
        expect(html.headers['content-type'], route).toBe('text/html; charset=utf-8');
        expect(html.headers.vary, route).toMatch(/\bAccept\b/);
      }
    });

    it('has one rule: /cmp/.md and /cmp/index.md are not found, and .html still redirects', async () => {
      for (const target of ['/cmp/.md', '/cmp/index.md', '/cmp.md.md', '/.md']) {
        expect((await rawRequest(origin(), target)).status, target).toBe(404);
      }
      const redirect = await rawRequest(origin(), '/cmp/index.html', {headers: {Accept: 'text/markdown'}});
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe('/cmp');
      const twin = await rawRequest(origin(), '/cmp.md', {headers: {Accept: 'text/markdown'}});
      expect(twin.body).toBe('# Consent management\n');
      const missing = await rawRequest(origin(), '/no-such-page', {headers: {Accept: 'text/markdown'}});
      expect(missing.status).toBe(404);
    });

    it('serves llms.txt and llms-full.txt as UTF-8 plain text', async () => {
      for (const file of ['/llms.txt', '/llms-full.txt']) {
        const response = await rawRequest(origin(), file);
        expect(response.status, file).toBe(200);
        expect(response.headers['content-type'], file).toBe('text/plain; charset=utf-8');
        expectSecurityHeaders(response, file);
      }
    });
  });

  describe('caches and validators', () => {
    it('sends ETag and Last-Modified, and answers If-None-Match and If-Modified-Since with 304', async () => {
      const page = await rawRequest(origin(), '/cmp/');
      expect(page.status).toBe(200);
      expect(page.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(new Date(page.headers['last-modified']!).getTime()).not.toBeNaN();
      const conditions: Array<Record<string, string>> = [{'If-None-Match': page.headers.etag!}, {'If-None-Match': `"stale", W/${page.headers.etag}`}, {'If-Modified-Since': page.headers['last-modified']!}];
      for (const condition of conditions) {
        const revisit = await rawRequest(origin(), '/cmp/', {headers: condition});
        expect(revisit.status, JSON.stringify(condition)).toBe(304);
        expect(revisit.body).toBe('');
        expect(revisit.headers.etag).toBe(page.headers.etag);
        expect(revisit.headers.vary, JSON.stringify(condition)).toMatch(/\bAccept\b/);
        expectSecurityHeaders(revisit, `304 for ${JSON.stringify(condition)}`);
      }
      expect((await rawRequest(origin(), '/cmp/', {headers: {'If-None-Match': '"stale"'}})).status).toBe(200);
      expect((await rawRequest(origin(), '/cmp/', {headers: {'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT'}})).status).toBe(200);
    });

    it('gives a page and its twin different ETags, and revalidates the search index', async () => {
      const html = await rawRequest(origin(), '/cmp/');
      const markdown = await rawRequest(origin(), '/cmp/', {headers: {Accept: 'text/markdown'}});
      expect(markdown.headers.etag).toBeTruthy();
      expect(markdown.headers.etag).not.toBe(html.headers.etag);
      const manifest = await rawRequest(origin(), '/search/manifest.json');
      expect((await rawRequest(origin(), '/search/manifest.json', {headers: {'If-None-Match': manifest.headers.etag!}})).status).toBe(304);
    });

    it('keeps Vary: Accept through a shared cache that merges a 304 into the stored answer', async () => {
      const browser = {Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'Accept-Encoding': 'identity'};
      const agent = {Accept: 'text/markdown, text/html;q=0.9', 'Accept-Encoding': 'identity'};
      for (const [first, other] of [[agent, browser], [browser, agent]] as const) {
        const cache = new SharedCache();
        const stored = await rawRequest(origin(), '/cmp/', {headers: first});
        expect(stored.status).toBe(200);
        cache.store('/cmp/', first, stored);
        for (const accept of [first, other]) {
          // A 304 to a revalidation with each Accept, merged as RFC 9111, section 4.3.4 says.
          const revalidated = await rawRequest(origin(), '/cmp/', {headers: {...accept, 'If-None-Match': stored.headers.etag!}});
          if (revalidated.status !== 304) continue;
          expect(revalidated.headers.vary, `304 to ${accept.Accept}`).toMatch(/\bAccept\b/);
          cache.refresh('/cmp/', revalidated);
        }
        expect(cache.stored('/cmp/')!.response.headers.vary).toMatch(/\bAccept\b/);
        // The other client is not handed the stored representation, and its own request gets its own.
        expect(cache.lookup('/cmp/', other), `${first.Accept} stored, ${other.Accept} asks`).toBeNull();
        expect(cache.lookup('/cmp/', first)!.body).toBe(stored.body);
        const own = await rawRequest(origin(), '/cmp/', {headers: other});
        expect(own.headers['content-type']).toBe(prefersMarkdown(other.Accept) ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8');
      }
    });

    it('lets only a 200 or a 304 of a hashed file be cached for a year, whatever error a request provokes', async () => {
      const hashed = ['/assets/js/main.0123abcd.js', '/search/split/0a1b2c/core.json'];
      for (const target of hashed) {
        const fresh = await rawRequest(origin(), target);
        expect(fresh.status, target).toBe(200);
        expect(fresh.headers['cache-control'], target).toBe('public, max-age=31536000, immutable');
        const [revalidated] = parseAnswers(await rawExchange(origin(), HOSTILE_SHAPES.revalidation(target, new URL(origin()).host)));
        expect(revalidated!.status, target).toBe(304);
        expect(longLived(revalidated!.headers['cache-control']), target).toBe(true);
      }
      const {statuses, failures} = await cacheableErrors(origin(), hashed, 300);
      expect(failures).toEqual([]);
      // The shapes and the fuzz did provoke errors (each server has its own set).
      expect(Object.keys(statuses).filter((status) => !['200', '304'].includes(status)).length, JSON.stringify(statuses)).toBeGreaterThanOrEqual(3);
    }, 120_000);

    it('ignores Range and sends each header once, an unsatisfiable range included', async () => {
      for (const range of ['bytes=999999-', 'bytes=0-9', 'bytes=0-1,5-6']) {
        const response = await rawRequest(origin(), '/cmp/', {headers: {Range: range}});
        expect(response.status, range).toBe(200);
        expect(response.body, range).toContain('Consent management');
        expect(response.repeated.filter((name) => name !== 'vary'), range).toEqual([]);
        expectSecurityHeaders(response, range);
      }
    });
  });

  describe('odd clients', () => {
    it('answers a request without Host with 400 and the security headers', async () => {
      const answer = await rawExchange(origin(), 'GET / HTTP/1.1\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      const headers = answer.slice(0, answer.indexOf('\r\n\r\n')).toLowerCase();
      for (const name of SECURITY_HEADER_NAMES) expect(headers, name).toContain(`\r\n${name}: `);
    });

    it('never answers an HTTP/0.9 request with a page', async () => {
      const answer = await rawExchange(origin(), 'GET /cmp/\r\n', {timeoutMs: 1500});
      expect(answer).not.toContain('Consent management');
      // nothing at all (nginx closes the connection), or an HTTP/1.1 refusal with the headers
      if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 400 [^]*\r\ncontent-security-policy: /i);
    });

    it('gives HTTP/0.9 followed by an empty line no page, an unknown Expect the page with its headers, and pipelined requests their answers in order', async () => {
      const {http09Page, expect: expectation, pipelined} = await framingFindings(origin());
      expect(http09Page).toBe(false);
      expect(expectation).toEqual({status: 200, headers: true, encoding: null, type: 'text/html'});
      // Two valid requests, then a malformed one: two pages, then the refusal, all with the headers.
      expect(pipelined).toEqual(['200', '200', '400']);
    });

    it('negotiates by q-value, then by order', async () => {
      const cases: Array<[accept: string, markdown: boolean]> = [
        ['text/markdown;q=0.9, text/html;q=1', false],
        ['text/html;q=0.5, text/markdown', true],
        ['text/html, text/markdown', false],
        ['text/markdown, text/html', true],
        ['text/markdown;q=0.5, */*', false],
        ['*/*, text/markdown', true],
        ['text/markdown;q=0', false],
      ];
      for (const [accept, markdown] of cases) {
        const response = await rawRequest(origin(), '/cmp/', {headers: {Accept: accept}});
        expect(response.headers['content-type'], accept).toBe(markdown ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8');
      }
    });

    it('answers a route without a page with 404, with or without Accept: text/markdown', async () => {
      for (const target of ['/index/', '/subject-rights/jira/', '/cmp/mobile-sdks/']) {
        for (const accept of ['text/html', 'text/markdown']) {
          const response = await rawRequest(origin(), target, {headers: {Accept: accept}});
          expect(response.status, `${target} ${accept}`).toBe(404);
          expect(response.body, `${target} ${accept}`).toContain('Page Not Found');
        }
      }
    });

    it('matches routes exactly: /index and /x/index are 404, as HTML and as Markdown', async () => {
      for (const target of [...INDEX_TARGETS, '/index?x=1', '/cmp/mobile-sdks/android/installation/index']) {
        for (const accept of ['text/html', 'text/markdown']) {
          const response = await rawRequest(origin(), target, {headers: {Accept: accept}});
          expect(response.status, `${target} ${accept}`).toBe(404);
          expect(response.body, `${target} ${accept}`).toContain('Page Not Found');
          expectSecurityHeaders(response, target);
        }
      }
      // The aliases the spec names still redirect, and the routes still answer.
      expect((await rawRequest(origin(), '/cmp/index.html')).headers.location).toBe('/cmp');
      expect((await rawRequest(origin(), '/', {headers: {Accept: 'text/markdown'}})).body).toBe('# Privana\n\nDeveloper documentation.\n');
      expect((await rawRequest(origin(), '/index.md')).status).toBe(200);
    });

    it('serves no file through a link leaving the root, and no dotfile', async () => {
      for (const target of ['/leak.txt', '/linked/secret.txt', '/.env', '/.git/config', '/%2Eenv', '/cmp/../.git/config']) {
        const response = await rawRequest(origin(), target);
        expect(response.status, target).toBe(404);
        expect(response.body, target).not.toContain('root:x');
        expectSecurityHeaders(response, target);
      }
      const gzip = await rawRequest(origin(), '/llms-full.txt', {headers: {'Accept-Encoding': 'gzip'}});
      expect(gzip.body, 'a linked .gz twin').not.toContain('root:x');
      expect(gzip.body).toBe('# Privana\n\nEverything.\n');
      expect((await rawRequest(origin(), '/.well-known/security.txt')).status).toBe(200);
    });
  });

  it('survives a fuzz of random and encoded paths: same origin, security headers, no crash', async () => {
    const token = fc.constantFrom(
      '/', '//', '\\', '%5C', '%5c', '%2F', '%2f', '%09', '%0D%0A', '%0a', '%00', '%7F', '%25', '%255C', '%252F', '%2E', '%2e%2E',
      '.', '..', '%', '%zz', '%E0', '%E6%97%A5', 'evil.example', 'index', '.html', '/index.html', '.md', 'cmp', '404', '?', '?x=%0d%0a', '#', ';', '@', ':',
    );
    const piece = fc.oneof(
      {weight: 4, arbitrary: token},
      {weight: 1, arbitrary: fc.string({unit: 'grapheme-ascii', maxLength: 6}).map((text) => text.replace(/[\s]/g, '%20'))},
      {weight: 1, arbitrary: fc.string({unit: 'binary', maxLength: 3}).map((text) => encodeURIComponent(text))},
    );
    const targets = fc.sample(
      fc.array(piece, {minLength: 1, maxLength: 8}).map((parts) => `/${parts.join('')}`),
      {numRuns: 2000, seed: 20261125},
    );
    const failures: string[] = [];
    for (let i = 0; i < targets.length; i += 16) {
      await Promise.all(targets.slice(i, i + 16).map(async (target) => {
        try {
          const response = await rawRequest(origin(), target);
          for (const header of SECURITY_HEADER_NAMES) if (!response.headers[header]) failures.push(`${target}: no ${header} (${response.status})`);
          if (response.status >= 300 && response.status < 400) {
            const location = response.headers.location ?? '';
            if (followed(origin(), location).origin !== origin() || /^\/[/\\]/.test(location)) failures.push(`${target}: Location ${location}`);
          }
          if (response.status >= 500) failures.push(`${target}: ${response.status}`);
        } catch (error) {
          failures.push(`${target}: ${String(error)}`);
        }
      }));
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect((await rawRequest(origin(), '/cmp/')).status).toBe(200);
  }, 120_000);
});

describe('both servers answer alike', () => {
  it('gives the same status to a fuzz of encoded paths', async () => {
    const token = fc.constantFrom(
      '/', '//', '\\', '%5C', '%2F', '%09', '%25', '%255C', '%2E', '.', '..', '%', '%zz', '%E0', '%E6%97%A5',
      'evil.example', 'index', '.html', '/index.html', '.md', 'cmp', '404', '?', '#', ';', '@',
    );
    const targets = fc.sample(fc.array(token, {minLength: 1, maxLength: 6}).map((parts) => `/${parts.join('')}`), {numRuns: 1500, seed: 7});
    const differences: string[] = [];
    for (let i = 0; i < targets.length; i += 16) {
      await Promise.all(targets.slice(i, i + 16).map(async (target) => {
        const [nginx, node] = await Promise.all([rawRequest(servers.nginx.origin, target), rawRequest(servers.node.origin, target)]);
        if (nginx.status !== node.status) differences.push(`${target}: nginx ${nginx.status}, node ${node.status}`);
      }));
    }
    expect(differences).toEqual([]);
  }, 120_000);

  it('gives the same status for each encoded variant and common request', async () => {
    const targets = [...VARIANTS.map(({target}) => target), '/', '/cmp', '/cmp/', '/cmp.md', '/cmp/.md', '/subject-rights/jira/', '/404', '/llms.txt', '/assets/js/main.0123abcd.js', '/nope', '/%zz', '/%E0'];
    for (const target of targets) {
      const [nginx, node] = await Promise.all([rawRequest(servers.nginx.origin, target), rawRequest(servers.node.origin, target)]);
      expect(node.status, target).toBe(nginx.status);
      // Pages, twins and text files (nginx's own 301/400 bodies are HTML, the Node server's plain
      // text; nginx's mime.types names JavaScript application/javascript).
      if (/^text\/(html|markdown|plain)/.test(nginx.headers['content-type'] ?? '') && [200, 404].includes(nginx.status)) expect(node.headers['content-type'], target).toBe(nginx.headers['content-type']);
      expect(node.headers['cache-control'], target).toBe(nginx.headers['cache-control']);
    }
  });
});

describe('both servers answer request shapes alike', () => {
  it('gives the same status and coding to Host, validator, coding, size and version shapes, except the documented differences', async () => {
    const [nginx, node] = await Promise.all([answerShapes(servers.nginx.origin), answerShapes(servers.node.origin)]);
    const differing: string[] = [];
    for (const [shape, answer] of Object.entries(nginx)) {
      expect(answer?.headers ?? true, `nginx, ${shape}`).toBe(true);
      expect(node[shape]?.headers ?? true, `node, ${shape}`).toBe(true);
      if (answer?.status !== node[shape]?.status || answer?.encoding !== node[shape]?.encoding) differing.push(`${shape}: nginx ${answer?.status}, node ${node[shape]?.status}`);
    }
    expect(differing.map((line) => line.split(':')[0])).toEqual(Object.keys(SHAPE_DIFFERENCES));
  }, 60_000);
});

describe('both servers negotiate alike', () => {
  it('picks the same representation as the stated rule for a fuzz of Accept headers, repeated ranges and several q parameters included', async () => {
    const range = fc.constantFrom('text/markdown', 'text/html', 'text/*', '*/*', 'application/json', 'application/xhtml+xml', 'TEXT/Markdown', 'text/plain');
    const q = fc.constantFrom(
      '', ';q=0', ';q=0.5', ';q=0.9', ';q=1', ';q=0.25', ';q=0.001', ';q=1.0', ';q=0.000', ';q=0.90', ';level=1;q=0.8', '; q=0.7', ';q=2',
      ';q=0.5;q=1', ';q=1;q=0.5', ';q=2;q=0.3', ';q=x;q=0.4', ';q=0;q=1', ' ;Q=0.6', ';q=0.9;level=1',
    );
    // Ranges may repeat (a repeated range counts by its first entry, as an entry by its first valid q).
    const header = fc
      .array(fc.tuple(range, q), {minLength: 1, maxLength: 6})
      .chain((entries) => fc.constantFrom(', ', ',', ' , ').map((separator) => entries.map(([name, weight]) => `${name}${weight}`).join(separator)));
    const headers = fc.sample(header, {numRuns: 800, seed: 27});
    const differences: string[] = [];
    for (let i = 0; i < headers.length; i += 16) {
      await Promise.all(headers.slice(i, i + 16).map(async (accept) => {
        const expected = prefersMarkdown(accept) ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8';
        const [nginx, node] = await Promise.all([servers.nginx, servers.node].map((server) => rawRequest(server.origin, '/cmp/', {headers: {Accept: accept}})));
        if (nginx!.headers['content-type'] !== expected) differences.push(`nginx, ${accept}: ${nginx!.headers['content-type']}`);
        if (node!.headers['content-type'] !== expected) differences.push(`node, ${accept}: ${node!.headers['content-type']}`);
      }));
    }
    expect(differences).toEqual([]);
  }, 60_000);

  it('negotiates an Accept header up to 1 KB and gives a longer one HTML, on both servers', async () => {
    const atLimit = `text/markdown,${'x/y,'.repeat(252)}`.slice(0, MAX_ACCEPT_LENGTH);
    const over = `text/markdown,${','.repeat(MAX_ACCEPT_LENGTH)}`;
    for (const server of [servers.nginx, servers.node]) {
      expect((await rawRequest(server.origin, '/cmp/', {headers: {Accept: atLimit}})).headers['content-type'], server.name).toBe('text/markdown; charset=utf-8');
      expect((await rawRequest(server.origin, '/cmp/', {headers: {Accept: over}})).headers['content-type'], server.name).toBe('text/html; charset=utf-8');
    }
  });

  it('picks as the rule does for the adversarial replay\'s 600 fuzzed headers', async () => {
    const headers = fuzzAcceptHeaders(FUZZED_HEADERS);
    expect(headers.filter((accept) => /(text\/markdown|text\/html)\b.*,.*\1/i.test(accept)).length).toBeGreaterThan(100);
    const [nginx, node] = await Promise.all([negotiate(servers.nginx.origin, headers), negotiate(servers.node.origin, headers)]);
    expect(nginx.filter(({sent, expected}) => sent !== expected)).toEqual([]);
    expect(node.filter(({sent, expected}) => sent !== expected)).toEqual([]);
  }, 60_000);

  it('sends the same validators for the same file', async () => {
    for (const target of ['/', '/cmp/', '/cmp.md', '/llms.txt', '/search/manifest.json']) {
      const [nginx, node] = await Promise.all([rawRequest(servers.nginx.origin, target), rawRequest(servers.node.origin, target)]);
      expect(node.headers.etag, target).toBe(nginx.headers.etag);
      expect(node.headers['last-modified'], target).toBe(nginx.headers['last-modified']);
    }
  });
});

describe('the nginx access log', () => {
  it('records the network, the path without its query and no referrer', async () => {
    const nginx = await startNginx(root);
    await rawRequest(nginx.origin, '/cmp/?email=reader@example.com', {headers: {Referer: 'https://private.example/secret-page'}});
    await nginx.stop();
    const log = readFileSync(join(nginx.runtime, 'access.log'), 'utf8');
    const line = log.split('\n').find((entry) => entry.includes('/cmp/'))!;
    expect(line).toMatch(/^127\.0\.0\.0\/24 \[/);
    expect(line).toContain('"GET /cmp/ HTTP/1.1" 200');
    expect(line).not.toContain('reader@example.com');
    expect(line).not.toContain('private.example');
    expect(line).not.toContain('127.0.0.1');
    expect(nginxRuntime).not.toBe('');
  });

  it('keeps no client address and no query string in the error log either', async () => {
    const nginx = await startNginx(root);
    const {host} = new URL(nginx.origin);
    // A refused link, a link as a .gz twin, a malformed header and an oversized one: each used to
    // write the full address and the request line into error.log.
    for (const target of ['/leak.txt', '/linked/secret.txt', '/llms-full.txt']) {
      await rawRequest(nginx.origin, `${target}?email=reader@example.com&token=s3cret`, {headers: {'Accept-Encoding': 'gzip'}});
    }
    await rawExchange(nginx.origin, `GET /cmp/?email=reader@example.com HTTP/1.1\r\nHost: ${host}\r\nBad Header\r\n\r\n`);
    await rawExchange(nginx.origin, `GET /cmp/?email=reader@example.com HTTP/1.1\r\nHost: ${host}\r\nX: ${'a'.repeat(9000)}\r\n\r\n`);
    await nginx.stop();
    const log = readFileSync(join(nginx.runtime, 'error.log'), 'utf8');
    expect(log).not.toContain('127.0.0.1');
    expect(log).not.toContain('reader@example.com');
    expect(log).not.toContain('s3cret');
  });

  it('behind a trusted proxy, logs the client network from X-Forwarded-For, not the proxy', async () => {
    const nginx = await startNginx(root, {realIpFrom: ['127.0.0.1']});
    await rawRequest(nginx.origin, '/cmp/', {headers: {'X-Forwarded-For': '203.0.113.7'}});
    await nginx.stop();
    const line = readFileSync(join(nginx.runtime, 'access.log'), 'utf8').split('\n').find((entry) => entry.includes('/cmp/'))!;
    expect(line).toMatch(/^203\.0\.113\.0\/24 \[/);
    expect(line).not.toContain('203.0.113.7');
  });
});
