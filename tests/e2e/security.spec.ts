import {existsSync, readFileSync, statSync} from 'node:fs';
import {get as httpGet, type IncomingHttpHeaders} from 'node:http';
import {get as httpsGet} from 'node:https';
import {join, resolve} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {PAGE_TYPES} from './page-types.mjs';

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? 'build');
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-permitted-cross-domain-policies',
  'permissions-policy',
];

/**
 * A GET with exactly these request headers, body as sent: Playwright's request context always asks
 * for gzip and decompresses, so the encodings are checked with Node's own client.
 */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{status: number; headers: IncomingHttpHeaders; body: Buffer}> {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolvePromise, reject) => {
    get(url, {headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolvePromise({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
    }).on('error', reject);
  });
}


/** The first hashed script the home page loads, read from the HTML the server sends. */
async function firstScriptOfHome(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const src = /<script[^>]+src="?(\/assets\/js\/[^"\s>]+)/.exec(html)?.[1];
  if (!src) throw new Error('The home page loads no script from /assets/js/');
  return src;
}

test('pages carry the security headers', async ({request}) => {
  const response = await request.get('/subject-rights/');
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/https?:/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['cache-control']).toBe('no-cache');
});

test('hashed assets and search index pieces are immutable for a year; the search manifest and core revalidate', async ({request}) => {
  const asset = await request.get(await firstScriptOfHome(request));
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const manifest = await request.get('/search/manifest.json');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  // The split index: its core revalidates like the manifest; its pieces are named by version.
  const core = await request.get('/search/split/core.json');
  expect(core.headers()['cache-control']).toBe('no-cache');
  const {version} = (await core.json()) as {version: string};
  const piece = await request.get(`/search/split/${version}/terms-0.json`);
  expect(piece.status()).toBe(200);
  expect(piece.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the not-found page is served with 404 and the same headers, at /404 too', async ({request}) => {
  for (const path of ['/no-such-page', '/404', '/404.html', '/csp-hashes.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(await response.text(), path).toContain('Page not found');
  }
});

test('.html and /index.html answer with a permanent redirect to the bare path, with the security headers', async ({request}) => {
  for (const [typed, bare] of [['/cmp/index.html', '/cmp'], ['/subject-rights/jira.html', '/subject-rights/jira']]) {
    const response = await request.get(typed, {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()['location'], 'http://x').pathname).toBe(bare);
    for (const header of SECURITY_HEADERS) expect(response.headers()[header], `${header} on ${typed}`).toBeTruthy();
  }
});

test('an encoded backslash or tab cannot turn a redirect into another site', async ({page, baseURL}) => {
  for (const path of ['/%5Cevil.example.html', '/%09/evil.example.html', '/%5C%5Cevil.example/index.html', '/%2Fevil.example.html']) {
    const response = await page.goto(path);
    expect(new URL(page.url()).origin, path).toBe(new URL(baseURL!).origin);
    expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

test('a link cannot set attributes on <html> with ?docusaurus-data-* parameters, and the reader keeps the colour mode', async ({page}) => {
  await page.goto('/cmp/?docusaurus-data-theme=dark&docusaurus-data-probe=planted');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(page.locator('html')).not.toHaveAttribute('data-probe');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('/index and /x/index are no routes: the not-found page with 404', async ({request}) => {
  for (const path of ['/index', '/cmp/index']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page not found');
  }
});

test('methods other than GET and HEAD are refused with 405 and the security headers', async ({request}) => {
  for (const method of ['DELETE', 'POST', 'PUT', 'OPTIONS']) {
    const response = await request.fetch('/cmp/', {method});
    expect(response.status(), method).toBe(405);
    expect(response.headers()['allow'], method).toBe('GET, HEAD');
    for (const header of SECURITY_HEADERS) expect(response.headers()[header], `${header} on ${method}`).toBeTruthy();
  }
});

// One page opens every kind in turn: a full load each, so each runs the kind's own inline scripts
// and styles from the first byte; the failure names the kind.
test('no kind of page triggers a CSP violation', async ({page}) => {
  test.setTimeout(30_000 * Object.keys(PAGE_TYPES).length);
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as {cspViolations: string[]}).cspViolations ??= [];
      (window as unknown as {cspViolations: string[]}).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  for (const [kind, path] of Object.entries(PAGE_TYPES)) {
    violations.length = 0;
    await page.goto(path);
    await expect(page.locator('h1').first(), kind).toBeVisible();
    await page.waitForLoadState('networkidle');
    const recorded = await page.evaluate(() => (window as unknown as {cspViolations?: string[]}).cspViolations ?? []);
    expect([...violations, ...recorded], `CSP violations on the ${kind} page (${path})`).toEqual([]);
  }
});

test('an open search modal with a query triggers no CSP violation', async ({page}) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto('/');
  await page.getByRole('button', {name: /Search docs/}).click();
  const input = page.getByRole('combobox');
  await expect(input).toBeEnabled();
  await input.fill('consent');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe('precompressed files', () => {
  for (const [name, path, file, type] of [
    ['the search database', '/search/search-db.json', 'search/search-db.json', 'application/json'],
    ['a guide page', '/cmp/mobile-sdks/android/installation', 'cmp/mobile-sdks/android/installation/index.html', 'text/html'],
  ]) {
    test(`${name} is sent gzip-encoded to browsers and as is to clients without Accept-Encoding`, async ({baseURL}) => {
      const source = join(BUILD_DIR, file);
      const twin = `${source}.gz`;
      expect(existsSync(twin), `${twin} is missing: the build's precompress plugin did not run`).toBe(true);
      const gzip = await rawGet(`${baseURL}${path}`, {'accept-encoding': 'gzip, deflate, br'});
      const identity = await rawGet(`${baseURL}${path}`);
      expect(gzip.status).toBe(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(readFileSync(source))).toBe(true);
      // The precompressed twin itself, not a compression made for this request.
      expect(gzip.body.length).toBe(statSync(twin).size);
      expect(gzip.headers['content-type']).toMatch(new RegExp(`^${type}; charset=utf-8$`));
      expect(gzip.headers['cache-control']).toBe('no-cache');
      expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);

      expect(identity.status).toBe(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.equals(readFileSync(source))).toBe(true);
      for (const header of [...SECURITY_HEADERS, 'content-type', 'cache-control']) {
        expect(gzip.headers[header], header).toBe(identity.headers[header]);
      }
      expect(gzip.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  }

  test('a revisit of a page or the search index costs a 304 that keeps the Vary of the 200', async ({baseURL}) => {
    for (const [path, accept] of [
      ['/cmp/mobile-sdks/android/installation', 'text/html,application/xhtml+xml,*/*;q=0.8'],
      ['/cmp/mobile-sdks/android/installation', 'text/markdown, text/html;q=0.9'],
      ['/search/search-db.json', '*/*'],
    ]) {
      const headers = {'accept-encoding': 'gzip, deflate, br', accept};
      const first = await rawGet(`${baseURL}${path}`, headers);
      expect(first.headers.etag, path).toBeTruthy();
      const revisit = await rawGet(`${baseURL}${path}`, {...headers, 'if-none-match': String(first.headers.etag)});
      expect(revisit.status, `${path} ${accept}`).toBe(304);
      expect(revisit.body.length).toBe(0);
      // A shared cache merges these into the stored answer: they must still key it on Accept.
      expect(revisit.headers.vary, `${path} ${accept}`).toBe(first.headers.vary);
      for (const header of SECURITY_HEADERS) expect(revisit.headers[header], header).toBe(first.headers[header]);
    }
  });

  test('a hashed bundle keeps its immutable cache policy when sent gzip-encoded', async ({request, baseURL}) => {
    const gzip = await rawGet(new URL(await firstScriptOfHome(request), baseURL).href, {'accept-encoding': 'gzip'});
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/javascript/);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers['x-content-type-options']).toBe('nosniff');
  });
});
