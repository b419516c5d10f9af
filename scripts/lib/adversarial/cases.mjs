// Every case of the adversarial replay, in the order of bench/ADVERSARIAL.md. A case is a module
// with `id`, `expected` (the behaviour that must hold), `run(context)` resolving with its
// measurements, `held(data)` (or `verdict(data)` for a trial that is adopted or not) and
// `summary(data)`, the text of its cell. HTTP cases run once per server; browser cases in Chromium
// against nginx.
import accessLog from './http/access-log.mjs';
import cacheVary from './http/cache-vary.mjs';
import errorCaching from './http/error-caching.mjs';
import errorHeaders from './http/error-headers.mjs';
import errorLog from './http/error-log.mjs';
import exactRoutes from './http/exact-routes.mjs';
import fuzz from './http/fuzz.mjs';
import hashList from './http/hash-list.mjs';
import http09 from './http/http09.mjs';
import isolation from './http/isolation.mjs';
import mergedSlashes from './http/merged-slashes.mjs';
import methods from './http/methods.mjs';
import missingHashes from './http/missing-hashes.mjs';
import negotiation from './http/negotiation.mjs';
import noHost from './http/no-host.mjs';
import notFound from './http/not-found.mjs';
import plantedFiles from './http/planted-files.mjs';
import range from './http/range.mjs';
import redirect from './http/redirect.mjs';
import redirectLocation from './http/redirect-location.mjs';
import requestShapes from './http/request-shapes.mjs';
import runtimeFolder from './http/runtime-folder.mjs';
import survival from './http/survival.mjs';
import trustedProxy from './http/trusted-proxy.mjs';
import twinWithoutPage from './http/twin-without-page.mjs';
import validators from './http/validators.mjs';
import workerSource from './http/worker-source.mjs';
import workers from './http/workers.mjs';
import {shippedPolicy, trustedTypes, withoutInlineStyles} from './pages/csp.mjs';
import fragments from './pages/fragments.mjs';
import queryAttributes from './pages/query-attributes.mjs';
import mcpLongUrl from './mcp/long-url.mjs';
import mcpProtocol from './mcp/protocol.mjs';

/** Each case with `file`, its module's name, by which --only picks it. */
const named = (cases) => Object.entries(cases).map(([file, testCase]) => ({...testCase, file}));

export const HTTP_CASES = named({
  redirect,
  survival,
  'merged-slashes': mergedSlashes,
  'hash-list': hashList,
  methods,
  fuzz,
  'error-headers': errorHeaders,
  'error-caching': errorCaching,
  workers,
  'runtime-folder': runtimeFolder,
  'missing-hashes': missingHashes,
  'request-shapes': requestShapes,
  'not-found': notFound,
  isolation,
  'access-log': accessLog,
  'error-log': errorLog,
  'exact-routes': exactRoutes,
  'redirect-location': redirectLocation,
  'trusted-proxy': trustedProxy,
  'worker-source': workerSource,
  'cache-vary': cacheVary,
  validators,
  'no-host': noHost,
  range,
  negotiation,
  'twin-without-page': twinWithoutPage,
  http09,
  'planted-files': plantedFiles,
});

export const PAGE_CASES = named({'csp': shippedPolicy, 'csp-without-inline-styles': withoutInlineStyles, 'csp-trusted-types': trustedTypes, fragments, 'query-attributes': queryAttributes});

/** The MCP server of the build's package, run once (no web server involved). */
export const MCP_CASES = named({'long-url': mcpLongUrl, protocol: mcpProtocol});

const SEARCH_CASE_FILES = ['offline-copy', 'stalled-manifest', 'failed-write', 'incomplete-copy', 'recovers-after-503', 'reader-messages', 'lookalike-queries', 'duplicate-recent', 'off-origin-urls', 'tampered-copy', 'huge-recent'];

/**
 * The search cases, imported only with a browser: their constants come from the search's
 * TypeScript modules, loaded through jiti.
 */
export async function searchCases() {
  const modules = await Promise.all(SEARCH_CASE_FILES.map((name) => import(`./search/${name}.mjs`)));
  return modules.map((module, i) => ({...module.default, file: SEARCH_CASE_FILES[i]}));
}
