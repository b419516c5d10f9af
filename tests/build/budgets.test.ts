/**
 * Performance budgets (ARCHITECTURE.md, "Budgets"; the figures are in bench/lib/budgets.mjs), read
 * from the built files (no browser, no timings):
 * - the initial JavaScript of a guide page ≤ the vanilla Docusaurus baseline + an allowance (gzip);
 * - search/search-db.json ≤ its limit, gzip;
 * - each API reference page's initial JavaScript ≤ the guide page's + an allowance (gzip), and the
 *   customer reference's HTML ≤ its limits, gzip and raw (its text is server-rendered, not JavaScript);
 * - the page actions (Copy page, View as Markdown) ≤ their limit of a page's initial JavaScript.
 * "Initial JavaScript" is what the page needs before it is interactive: the <script src> tags of its
 * HTML plus every chunk of every route it matches, resolved the way Docusaurus does on hydration
 * (.docusaurus/routes.js → routesChunkNames.json → client-manifest.json, next to the build folder).
 * Chunks loaded later with import() are not counted. gzip level 6, nginx's on-the-fly level (the .gz files
 * precompressed at level 9 are slightly smaller, so the budget errs on the safe side).
 * The counting is the benchmark's own (bench/lib/page-js.mjs), so the budget and `npm run bench`
 * (which measures the baseline kept in bench/results/baseline*.json) always count the same bytes.
 * Reads the shared production build (tests/build/support.ts), like every test of tests/build.
 */
import {existsSync, readFileSync} from 'node:fs';
import {transformSync} from '@swc/core';
import {join, resolve} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  API_REFERENCE_HTML_MAX_BYTES,
  API_REFERENCE_HTML_MAX_RAW_BYTES,
  API_REFERENCE_JS_ALLOWANCE_BYTES,
  GUIDE_JS_ALLOWANCE_BYTES,
  PAGE_ACTIONS_JS_MAX_BYTES,
  SEARCH_DB_MAX_BYTES,
} from '../../bench/lib/budgets.mjs';
import {gzipSize, htmlFileForRoute, pageJavaScript} from '../../bench/lib/page-js.mjs';

import {BUILD_DIR, GENERATED_DIR} from './support';

// The vanilla starter site with as many generated docs as ours (bench/vanilla-page-matched.mjs):
// Docusaurus's own per-page data (route registry, sidebars) grows with the page count, so only a
// baseline of the same size isolates what our code adds. The starter-only figure stays in
// bench/results/baseline.json and in the failure message.
const BASELINE_FILE = resolve(__dirname, '../../bench/results/baseline-page-matched.json');
const STARTER_BASELINE_FILE = resolve(__dirname, '../../bench/results/baseline.json');
const KB = 1024;

const GUIDE_ROUTE = '/cmp/mobile-sdks/android/installation';
const VENDOR_ROUTE = '/integrations/data-discovery-integrations/stripe';
const API_REFERENCE_ROUTES = ['/customer-rest-api/developer-api-doc', '/uc/core-api/openapi'];

// The page actions (Copy page, View as Markdown) and their breadcrumbs wrapper, minified as the
// production bundle minifies them; React, Head and the router are in every page's JavaScript already.
const PAGE_ACTIONS_SOURCES = [
  'src/components/page-actions/index.tsx',
  'src/components/page-actions/copyTwin.ts',
  'plugins/markdown-twins/lib/twinPath.ts',
  'src/theme/DocBreadcrumbs/index.tsx',
];

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
/** A budget as its title states it: `10 KB`. */
const budget = (bytes: number): string => `${bytes / KB} KB`;

/** The page's initial JavaScript, counted by the benchmark's own code (bench/lib/page-js.mjs). */
function initialJavaScript(route: string): {gzip: number; files: Array<{url: string; gzip: number}>} {
  const htmlFile = htmlFileForRoute(BUILD_DIR, route);
  expect(htmlFile, `${route} is not in the build at ${BUILD_DIR}`).not.toBeNull();
  const {matchedRoutes, files, gzip} = pageJavaScript(BUILD_DIR, route, htmlFile as string, GENERATED_DIR);
  expect(matchedRoutes, `no route of .docusaurus/routes.js matches ${route}`).not.toBeNull();
  return {gzip, files};
}

function breakdown(files: Array<{url: string; gzip: number}>): string {
  return [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `  ${kb(f.gzip).padStart(9)}  ${f.url}`)
    .join('\n');
}

describe('performance budgets (built files)', () => {
  beforeAll(() => {
    expect(existsSync(join(BUILD_DIR, 'index.html')), `no build in ${BUILD_DIR}: run the build first`).toBe(true);
    expect(
      existsSync(join(GENERATED_DIR, 'client-manifest.json')),
      `${GENERATED_DIR}/client-manifest.json is missing: the budget needs the .docusaurus folder of the same build next to ${BUILD_DIR}`,
    ).toBe(true);
  });

  it(`a guide page ships at most the vanilla Docusaurus baseline (same page count) + ${budget(GUIDE_JS_ALLOWANCE_BYTES)} of initial JavaScript (gzip)`, () => {
    type Baseline = {guideInitialJsGzipBytes: number; route: string; docusaurus: string; generatedDocs?: number};
    const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;
    const starter = JSON.parse(readFileSync(STARTER_BASELINE_FILE, 'utf8')) as Baseline;
    const limit = baseline.guideInitialJsGzipBytes + GUIDE_JS_ALLOWANCE_BYTES;
    const {gzip, files} = initialJavaScript(GUIDE_ROUTE);
    expect(
      gzip,
      `${GUIDE_ROUTE}: ${kb(gzip)} of initial JavaScript (gzip) exceeds the budget of ${kb(limit)} ` +
        `(vanilla Docusaurus ${baseline.docusaurus} ${baseline.route} with ${baseline.generatedDocs} docs: ` +
        `${kb(baseline.guideInitialJsGzipBytes)} + ${budget(GUIDE_JS_ALLOWANCE_BYTES)}; starter site alone: ${kb(starter.guideInitialJsGzipBytes)}), ` +
        `over by ${kb(gzip - limit)}. Files:\n${breakdown(files)}`,
    ).toBeLessThanOrEqual(limit);
  });

  it("the integration components' chunk is loaded by a vendor page, not by a guide (plugins/integrations-chunk)", () => {
    // Anything on every page (Root, the sidebar) that imports from src/components/integrations/
    // pulls the whole chunk into every page: 4.8 KB gzip once, unnoticed by the budget above.
    const integrations = (files: Array<{url: string}>) => files.filter(({url}) => /\/integrations\.[0-9a-f]+\.js$/.test(url)).map(({url}) => url);
    expect(integrations(initialJavaScript(VENDOR_ROUTE).files)).toHaveLength(1);
    expect(integrations(initialJavaScript(GUIDE_ROUTE).files)).toEqual([]);
  });

  it(`the page actions add at most ${budget(PAGE_ACTIONS_JS_MAX_BYTES)} gzip to a page's initial JavaScript`, () => {
    const code = PAGE_ACTIONS_SOURCES.map((file) => transformSync(readFileSync(resolve(__dirname, '../..', file), 'utf8'), {
      filename: file,
      minify: true,
      module: {type: 'es6'},
      jsc: {parser: {syntax: 'typescript', tsx: true}, target: 'es2019', transform: {react: {runtime: 'automatic'}}, minify: {compress: true, mangle: true}},
    }).code).join('\n');
    const gzip = gzipSize(Buffer.from(code));
    expect(gzip, `the page actions are ${kb(gzip)} gzip once minified, over the ${budget(PAGE_ACTIONS_JS_MAX_BYTES)} budget`).toBeLessThanOrEqual(PAGE_ACTIONS_JS_MAX_BYTES);
    // And they are really in the guide's initial JavaScript, not loaded later.
    const {files} = initialJavaScript(GUIDE_ROUTE);
    const source = files.map(({url}) => readFileSync(join(BUILD_DIR, url), 'utf8')).join('\n');
    expect(source).toContain('View as Markdown');
  });

  it(`search-db.json is at most ${budget(SEARCH_DB_MAX_BYTES)} gzip`, () => {
    const file = join(BUILD_DIR, 'search/search-db.json');
    expect(existsSync(file), `${file} is missing`).toBe(true);
    const body = readFileSync(file);
    const gzip = gzipSize(body);
    expect(
      gzip,
      `search/search-db.json is ${kb(gzip)} gzip (${kb(body.length)} raw), over the ${budget(SEARCH_DB_MAX_BYTES)} budget by ${kb(gzip - SEARCH_DB_MAX_BYTES)}`,
    ).toBeLessThanOrEqual(SEARCH_DB_MAX_BYTES);
  });

  for (const route of API_REFERENCE_ROUTES) {
    it(`API reference ${route} ships at most a guide page's initial JavaScript + ${budget(API_REFERENCE_JS_ALLOWANCE_BYTES)} (gzip)`, () => {
      const guide = initialJavaScript(GUIDE_ROUTE).gzip;
      const limit = guide + API_REFERENCE_JS_ALLOWANCE_BYTES;
      const {gzip, files} = initialJavaScript(route);
      expect(
        gzip,
        `${route}: ${kb(gzip)} of initial JavaScript (gzip) exceeds the guide page's ${kb(guide)} + ${budget(API_REFERENCE_JS_ALLOWANCE_BYTES)} by ${kb(gzip - limit)}. Files:\n${breakdown(files)}`,
      ).toBeLessThanOrEqual(limit);
    });
  }

  /** The customer reference's HTML as built, read by both of its budgets. */
  const customerReferenceHtml = (): Buffer => readFileSync(htmlFileForRoute(BUILD_DIR, API_REFERENCE_ROUTES[0]) as string);

  it(`the customer API reference HTML is at most ${budget(API_REFERENCE_HTML_MAX_BYTES)} gzip`, () => {
    const gzip = gzipSize(customerReferenceHtml());
    expect(gzip, `${API_REFERENCE_ROUTES[0]}: ${kb(gzip)} of HTML (gzip)`).toBeLessThanOrEqual(API_REFERENCE_HTML_MAX_BYTES);
  });

  it(`the customer API reference HTML is at most ${API_REFERENCE_HTML_MAX_RAW_BYTES.toLocaleString('en')} bytes raw, as the browser parses it`, () => {
    const raw = customerReferenceHtml().length;
    expect(raw, `${API_REFERENCE_ROUTES[0]}: ${kb(raw)} of HTML (raw)`).toBeLessThanOrEqual(API_REFERENCE_HTML_MAX_RAW_BYTES);
  });

  it("a vendor page's JavaScript holds its own vendor record and no other vendor's (plugins/vendor-record)", () => {
    type Record = {slug: string; summary: string};
    const catalogue = JSON.parse(readFileSync(resolve(__dirname, '../../data/vendors.json'), 'utf8')) as Record[];
    const own = catalogue.find((vendor) => vendor.slug === 'stripe') as Record;
    const {files} = initialJavaScript(VENDOR_ROUTE);
    const source = files.map(({url}) => readFileSync(join(BUILD_DIR, url), 'utf8')).join('\n');
    // Summaries are unique (tests/unit/components/integrations/vendors.test.ts); JSON escapes them as the bundle does.
    const summary = (vendor: Record) => JSON.stringify(vendor.summary).slice(1, -1);
    expect(source.includes(summary(own)), `${VENDOR_ROUTE} lacks its own vendor record`).toBe(true);
    const others = catalogue.filter((vendor) => vendor.slug !== own.slug && source.includes(summary(vendor)));
    expect(others.map((vendor) => vendor.slug), `${VENDOR_ROUTE} loads other vendors' records`).toEqual([]);
  });

  it("a guide page's JavaScript holds only the Prism grammars the docs use (plugins/slim-prism)", () => {
    // Grammars prism-react-renderer's own Prism bundles and our docs never use: any of them in a
    // guide's initial JavaScript means the bundles import the full package again.
    const unused = ['coffeescript', 'actionscript', 'graphql', 'reason', 'rust'];
    const {files} = initialJavaScript(GUIDE_ROUTE);
    const found = files.flatMap(({url}) => {
      const source = readFileSync(join(BUILD_DIR, url), 'utf8');
      return unused.filter((grammar) => source.includes(`languages.${grammar}`)).map((grammar) => `${grammar} in ${url}`);
    });
    expect(found).toEqual([]);
  });
});
