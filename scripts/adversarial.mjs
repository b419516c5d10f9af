#!/usr/bin/env node
// Replays the adversarial test of the serving, page and search hardening against the production
// build, on both servers (nginx with deploy/nginx.conf, and `npm run serve`), and writes the results
// as a table to bench/ADVERSARIAL.md. A case "held" only if every variant of it held on both servers.
// The search cases run in Chromium against nginx only (scripts/lib/adversarial-search.mjs): they
// depend on the files served and on the browser, not on the server.
//   node scripts/adversarial.mjs [--root build] [--out bench/ADVERSARIAL.md] [--fuzz 2000] [--no-browser]
// The regression tests are tests/unit/scripts/servers.test.ts, tests/e2e/{security,fragments}.spec.ts
// and, for search, the ones named in the report; this script only measures and reports.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {followLocation, rawRequest, REDIRECT_VARIANTS} from './lib/probe.mjs';
import {startNginx} from './nginx.mjs';
import {securityHeaders} from './security-headers.mjs';
import {startServer} from './serve.mjs';
import {searchCases} from './lib/adversarial-search.mjs';
import {PAGE_TYPES} from '../tests/e2e/page-types.mjs';

const SECURITY = Object.keys(securityHeaders('x')).map((name) => name.toLowerCase());
const MALFORMED_FRAGMENTS = ['%', '%E0', '%E0%A4%A', '%zz', 'a%C3%28%'];

const missingHeaders = (response) => SECURITY.filter((name) => !response.headers[name]);
const offOrigin = (origin, response) =>
  response.status >= 300 && response.status < 400 && followLocation(origin, response.headers.location ?? '').origin !== origin;

/** Deterministic fuzz targets: random pieces of encoded paths (a linear congruential generator, no dependency). */
function fuzzTargets(count) {
  const pieces = ['/', '//', '\\', '%5C', '%5c', '%2F', '%09', '%0D%0A', '%00', '%7F', '%25', '%255C', '%2E', '.', '..', '%', '%zz',
    '%E0', '%E6%97%A5', 'evil.example', 'index', '.html', '/index.html', '.md', 'cmp', '404', '?', '?x=%0d%0a', '#', ';', '@', 'a b'];
  let seed = 20261125;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({length: count}, () => `/${Array.from({length: 1 + Math.floor(next() * 7)}, () => pieces[Math.floor(next() * pieces.length)]).join('').replace(/ /g, '%20')}`);
}

async function httpCases(origin, fuzzCount) {
  const results = {};
  const variants = await Promise.all(REDIRECT_VARIANTS.map(({target}) => rawRequest(origin, target)));
  const leaving = REDIRECT_VARIANTS.filter((_, i) => offOrigin(origin, variants[i]));
  results.redirect = {held: leaving.length === 0, text: `${REDIRECT_VARIANTS.length} variants, ${leaving.length} leave the origin${leaving.length ? ` (${leaving.map((v) => v.target).join(', ')})` : ''}`};

  const crashInputs = ['/%E6%97%A5%E6%9C%AC.html', '/a%0d%0aSet-Cookie:%20x=1.html'];
  const crash = [];
  for (const target of crashInputs) crash.push(await rawRequest(origin, target).catch(() => null));
  const alive = (await rawRequest(origin, '/').catch(() => null))?.status === 200;
  const injected = crash.some((response) => response?.headers['set-cookie']);
  results.crash = {held: alive && !injected && crash.every(Boolean), text: `${crash.map((r) => r?.status ?? 'no answer').join(', ')}; ${alive ? 'still serving' : 'DOWN'}${injected ? ', Set-Cookie injected' : ''}`};

  const slash = await rawRequest(origin, '/%2Fevil.example.html');
  results.slash = {held: !offOrigin(origin, slash) && !/^\/[/\\]/.test(slash.headers.location ?? ''), text: `${slash.status} → ${slash.headers.location ?? '-'}`};

  const hashes = await rawRequest(origin, '/csp-hashes.json');
  results.hashes = {held: hashes.status === 404, text: String(hashes.status)};

  const methods = {};
  for (const method of ['DELETE', 'TRACE', 'PUT', 'CONNECT']) methods[method] = await rawRequest(origin, '/', {method});
  results.methods = {
    held: Object.values(methods).every((r) => r.status === 405 && r.headers.allow === 'GET, HEAD'),
    text: Object.entries(methods).map(([method, r]) => `${method} ${r.status}`).join(', '),
  };

  const special = {
    301: await rawRequest(origin, '/cmp/index.html'),
    400: await rawRequest(origin, '/a b c'),
    405: methods.TRACE,
    'long path': await rawRequest(origin, `/${'a'.repeat(20_000)}`),
  };
  const lacking = Object.entries(special).filter(([, r]) => missingHeaders(r).length);
  results.headers = {
    held: lacking.length === 0,
    text: `${Object.entries(special).map(([what, r]) => (what === 'long path' ? `long path ${r.status}` : what)).join(', ')}: ${lacking.length ? `missing on ${lacking.map(([w]) => w).join(', ')}` : 'all headers'}`,
  };

  const soft = await rawRequest(origin, '/404');
  results.soft404 = {held: soft.status === 404, text: String(soft.status)};

  const home = await rawRequest(origin, '/');
  const isolation = ['cross-origin-resource-policy', 'cross-origin-opener-policy', 'x-permitted-cross-domain-policies'];
  results.isolation = {held: isolation.every((name) => home.headers[name]), text: isolation.map((name) => `${name}: ${home.headers[name] ?? 'missing'}`).join('; ')};

  const failures = {crash: 0, offOrigin: 0, headers: 0};
  const targets = fuzzTargets(fuzzCount);
  for (let i = 0; i < targets.length; i += 16) {
    await Promise.all(targets.slice(i, i + 16).map(async (target) => {
      const response = await rawRequest(origin, target).catch(() => null);
      if (!response || response.status >= 500) failures.crash += 1;
      else {
        if (offOrigin(origin, response)) failures.offOrigin += 1;
        if (missingHeaders(response).length) failures.headers += 1;
      }
    }));
  }
  const stillUp = (await rawRequest(origin, '/').catch(() => null))?.status === 200;
  results.fuzz = {
    held: stillUp && !failures.crash && !failures.offOrigin && !failures.headers,
    text: `${fuzzCount} paths: ${failures.crash} no answer or 5xx, ${failures.offOrigin} off-origin redirects, ${failures.headers} without the headers${stillUp ? '' : ', server DOWN'}`,
  };
  return results;
}

/** The project's Chromium; imported only when needed, so that --no-browser runs without Playwright. */
async function launchBrowser() {
  const {chromium} = await import('@playwright/test');
  const {CHROMIUM_FLAGS, CHROMIUM_PATH} = await import('./chromium.mjs');
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
}

/** Every page type in Chromium: CSP violations, and crashes from malformed fragments. */
async function browserCases(browser, origin, {cspOrigins}) {
  const open = async (url, onPage = async () => {}) => {
    const page = await browser.newPage();
    const violations = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Trusted/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 20_000}).catch(() => {});
    await page.waitForLoadState('networkidle').catch(() => {});
    const result = await onPage(page);
    await page.close();
    return {violations: violations.length, result};
  };
  const csp = {};
  for (const [label, base] of Object.entries({shipped: origin, ...cspOrigins})) {
    let count = 0;
    const failing = [];
    for (const [kind, path] of Object.entries(PAGE_TYPES)) {
      const {violations} = await open(`${base}${path}`);
      count += violations;
      if (violations) failing.push(kind);
    }
    csp[label] = {count, failing};
  }
  const crashed = [];
  for (const [kind, path] of Object.entries(PAGE_TYPES)) {
    for (const fragment of MALFORMED_FRAGMENTS) {
      const {result} = await open(`${origin}${path}#${fragment}`, async (page) => {
        await page.evaluate(() => {
          globalThis.location.hash = '%E0%A4%A';
        });
        await page.waitForTimeout(200);
        return (await page.getByText('This page crashed').count()) > 0 || !(await page.locator('h1').first().isVisible());
      });
      if (result) crashed.push(`${kind} #${fragment}`);
    }
  }
  return {csp, crashed};
}

function accessLogCase(runtime) {
  const log = readFileSync(resolve(runtime, 'access.log'), 'utf8');
  const line = log.split('\n').find((entry) => entry.includes('"GET /cmp/ ')) ?? '';
  const held = /^127\.0\.0\.0\/24 /.test(line) && !line.includes('reader@example.com') && !line.includes('private.example') && !line.includes('127.0.0.1');
  return {held, text: `\`${line.replace(/ \[[^\]]+\]/, ' [time]')}\``};
}

async function main() {
  const {values} = parseArgs({
    options: {root: {type: 'string', default: 'build'}, out: {type: 'string', default: 'bench/ADVERSARIAL.md'}, fuzz: {type: 'string', default: '2000'}, 'no-browser': {type: 'boolean', default: false}},
  });
  const root = resolve(values.root);
  if (!existsSync(resolve(root, 'index.html'))) throw new Error(`No build in ${root}: run npm run build first.`);
  const fuzzCount = Number(values.fuzz);

  const nginx = await startNginx(root);
  const nodeServer = await startServer({root, port: 0});
  const nodeOrigin = `http://127.0.0.1:${nodeServer.address().port}`;
  const results = {nginx: await httpCases(nginx.origin, fuzzCount), node: await httpCases(nodeOrigin, fuzzCount)};
  await rawRequest(nginx.origin, '/cmp/?email=reader@example.com', {headers: {Referer: 'https://private.example/secret-page'}});

  let browser = null;
  let search = [];
  const variants = [];
  if (!values['no-browser']) {
    // The same server with the two stricter policies that were tried, to report what they break.
    const stricter = {
      "without style-src 'unsafe-inline'": (text) => text.replace("style-src 'self' 'unsafe-inline'", "style-src 'self'"),
      'with Trusted Types': (text) => text.replace("frame-ancestors 'none'", "frame-ancestors 'none'; require-trusted-types-for 'script'"),
    };
    const cspOrigins = {};
    for (const [label, config] of Object.entries(stricter)) {
      const server = await startNginx(root, {config});
      variants.push(server);
      cspOrigins[label] = server.origin;
    }
    const chromium = await launchBrowser();
    browser = await browserCases(chromium, nginx.origin, {cspOrigins});
    search = await searchCases(chromium, nginx.origin, {root});
    await chromium.close();
  }
  await Promise.all([nginx.stop(), ...variants.map((server) => server.stop()), new Promise((done) => nodeServer.close(done))]);
  const accessLog = accessLogCase(nginx.runtime);

  const verdict = (...held) => (held.every(Boolean) ? 'held' : '**not held**');
  const both = (key) => [verdict(results.nginx[key].held, results.node[key].held), results.nginx[key].text, results.node[key].text];
  const rows = [
    ['1.1 Open redirect through `\\`, tab, `//` in any encoding', ...both('redirect')],
    ['1.2 One request kills the Node server (non-ASCII, CR LF in Location)', ...both('crash')],
    ['1.2 `/%2Fevil.example.html` redirects to `//evil.example`', ...both('slash')],
    ['1.2 `/csp-hashes.json` is served', ...both('hashes')],
    ['1.2 DELETE and TRACE answered with 200', ...both('methods')],
    ['1.2 Fuzz: crash, off-origin redirect, missing headers', ...both('fuzz')],
    ['1.3 301, 400, 405, 414 without the security headers', ...both('headers')],
    ['1.3 `/404` is a soft 404', ...both('soft404')],
    ['1.3 CORP, COOP, X-Permitted-Cross-Domain-Policies', ...both('isolation')],
    ['1.4 Access log: off, or with personal data', verdict(accessLog.held), accessLog.text, 'logs nothing'],
  ];
  if (browser) {
    const {csp, crashed} = browser;
    const describe = ({count, failing}) => (count ? `${count} violations on ${failing.length} of ${Object.keys(PAGE_TYPES).length} page types` : 'no violation');
    rows.push(
      ['1.3 CSP violations with the shipped policy', verdict(csp.shipped.count === 0), describe(csp.shipped), 'same headers'],
      ["1.3 Dropping `style-src 'unsafe-inline'`", csp["without style-src 'unsafe-inline'"].count ? 'not adopted' : 'could be adopted', describe(csp["without style-src 'unsafe-inline'"]), ''],
      ["1.3 Trusted Types (`require-trusted-types-for 'script'`)", csp['with Trusted Types'].count ? 'not adopted' : 'could be adopted', describe(csp['with Trusted Types']), ''],
      ['2.5 Malformed `%` in the fragment crashes the page', verdict(crashed.length === 0),
        `${Object.keys(PAGE_TYPES).length} page types × ${MALFORMED_FRAGMENTS.length} fragments, then \`location.hash = '%E0%A4%A'\`: ${crashed.length} crashed${crashed.length ? ` (${crashed.join(', ')})` : ''}`, 'same pages'],
    );
  }
  rows.push(...search.map(({label, held, text}) => [label, verdict(held), text, '']));
  const escape = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const table = [
    '| Case | Result | nginx (deploy/nginx.conf) | Node (`npm run serve`) |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
  const report = `# Adversarial test of serving, pages and search

Regenerated by \`node scripts/adversarial.mjs\` (${new Date().toISOString().slice(0, 10)}) against the production build, on nginx
with the shipped configuration and on the Node server of \`npm run serve\`. "held" means every variant
of the case held on both servers. The search cases (3.x) run in Chromium against nginx only, as a
reader meets them: the dialog's text, its input, the results shown and the index files requested.

Regression tests: serving (1.x) \`tests/unit/scripts/servers.test.ts\` (both servers) and
\`tests/e2e/security.spec.ts\`; pages (2.5) \`tests/e2e/fragments.spec.ts\`; search: offline and
stalled (3.6) \`tests/e2e/search-failures.spec.ts\` and \`tests/unit/search/engine.test.ts\`; incomplete
copies (3.7), 503 recovery and reader messages (3.8), look-alike queries, build-time normalisation
and off-origin URLs (3.9) \`tests/unit/search/engine.test.ts\`; the dialog's chunk failing (3.8)
\`tests/e2e/failures.spec.ts\`; recent searches (3.9) \`tests/unit/search/recent.test.ts\`.

${table}
`;
  writeFileSync(values.out, report);
  console.log(report);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
