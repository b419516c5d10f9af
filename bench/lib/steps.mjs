// The measuring steps of `npm run bench` that bench/run.mjs runs itself: the builds, the page
// sizes read from them, and the pages Lighthouse visits. The other steps have a module each
// (search.mjs, modal.mjs, lighthouse.mjs, load.mjs, scale.mjs).
import {existsSync, rmSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {writeCspHashes} from '../../plugins/csp-hashes/cspHashes.mjs';
import {htmlFileForRoute} from '../../scripts/lib/routeFile.mjs';
import {createVanillaSite, VANILLA_ROUTES} from '../vanilla.mjs';
import {log} from './log.mjs';
import {pageJavaScript} from './page-js.mjs';
import {WORK} from './paths.mjs';
import {buildSite, copySite} from './site-copy.mjs';
import {fileSizes} from './sizes.mjs';
import {docusaurusVersion} from './source.mjs';
import {median, round} from './stats.mjs';

/** The API reference pages, which --api-before compares with an older build. */
const API_REFERENCE_PAGES = ['customer-api', 'uc-api'];

/** Pages measured: home, a guide, a vendor page and both API references. */
export const OUR_ROUTES = {
  home: '/',
  guide: '/cmp/mobile-sdks/android/installation',
  vendor: '/integrations/data-discovery-integrations/stripe',
  'customer-api': '/customer-rest-api/developer-api-doc',
  'uc-api': '/uc/core-api/openapi',
};

/**
 * Our site and the vanilla baseline, built into WORK (or our existing build reused), interleaved
 * when `measure` asks for timings. Returns the folders the other steps read.
 */
export async function buildStep(results, {opts, measure}) {
  const builds = {ours: [], vanilla: []};
  let siteDir;
  let buildDir;
  if (opts.buildDir) {
    buildDir = opts.buildDir;
    siteDir = dirname(buildDir);
    log(`using the existing build ${buildDir}`);
  } else {
    siteDir = join(WORK, 'site');
    copySite(opts.source, siteDir);
    buildDir = join(siteDir, 'build');
  }
  const vanillaDir = join(WORK, 'vanilla');
  rmSync(vanillaDir, {recursive: true, force: true});
  createVanillaSite(vanillaDir);
  const runs = measure ? opts.buildRuns : 1;
  for (let i = 0; i < runs; i += 1) {
    // Interleaved, so that the machine's load weighs on both alike.
    if (!opts.buildDir) builds.ours.push(await buildSite(siteDir, {label: `build-ours-${i + 1}`}));
    builds.vanilla.push(await buildSite(vanillaDir, {label: `build-vanilla-${i + 1}`}));
  }
  writeCspHashes(join(vanillaDir, 'build'));
  const summary = (list) =>
    list.length
      ? {
          runs: list.length,
          wallS: round(median(list.map((b) => b.wallMs)) / 1000),
          cpuS: list[0].cpuS === null ? null : round(median(list.map((b) => b.cpuS))),
          peakTreeMB: round(median(list.map((b) => b.peakTreeBytes)) / 1024 ** 2),
          peakProcessMB: list[0].peakProcessBytes ? round(median(list.map((b) => b.peakProcessBytes)) / 1024 ** 2) : null,
          wallSAll: list.map((b) => round(b.wallMs / 1000)),
        }
      : null;
  if (measure) results.build = {ours: summary(builds.ours), vanilla: summary(builds.vanilla)};
  return {siteDir, buildDir, vanillaBuild: join(vanillaDir, 'build')};
}

/** Initial JavaScript and HTML sizes of the measured pages, ours and the baseline's. */
export function pageJsStep(results, dirs) {
  const pages = {ours: {}, vanilla: {}};
  for (const [name, route] of Object.entries(OUR_ROUTES)) {
    const html = htmlFileForRoute(dirs.buildDir, route);
    if (!html) {
      pages.ours[name] = {route, missing: true};
      continue;
    }
    const js = pageJavaScript(dirs.buildDir, route, html);
    const page = fileSizes(html);
    pages.ours[name] = {
      route,
      rawKB: round(js.raw / 1024),
      gzipKB: round(js.gzip / 1024, 1),
      files: js.files.length,
      routeChunksResolved: js.routeChunksResolved,
      htmlRawKB: round(page.raw / 1024),
      htmlGzipKB: round(page.gzip / 1024, 1),
    };
  }
  for (const [name, route] of Object.entries(VANILLA_ROUTES)) {
    const js = pageJavaScript(dirs.vanillaBuild, route, htmlFileForRoute(dirs.vanillaBuild, route));
    pages.vanilla[name] = {route, rawKB: round(js.raw / 1024), gzipKB: round(js.gzip / 1024, 1), files: js.files.length};
  }
  results.initialJs = pages;
  const db = join(dirs.buildDir, 'search/search-db.json');
  results.searchDb = existsSync(db) ? {rawKB: round(fileSizes(db).raw / 1024), gzipKB: round(fileSizes(db).gzip / 1024, 1)} : null;
  const vanillaGuide = pageJavaScript(dirs.vanillaBuild, VANILLA_ROUTES.guide, htmlFileForRoute(dirs.vanillaBuild, VANILLA_ROUTES.guide));
  results.baseline = {
    about: 'Initial JavaScript (gzip level 6) of the vanilla Docusaurus baseline guide page, read by tests/build/budgets.test.ts',
    docusaurus: docusaurusVersion(),
    route: VANILLA_ROUTES.guide,
    guideInitialJsGzipBytes: vanillaGuide.gzip,
    measuredAt: results.startedAt,
  };
}

/** The pages Lighthouse runs on, in the order of a round. */
export function lighthouseTargets(dirs, servers) {
  const targets = [];
  for (const [name, route] of Object.entries(OUR_ROUTES)) {
    if (htmlFileForRoute(dirs.buildDir, route)) targets.push({site: 'ours', name, origin: servers.ours.origin, route});
    else log(`lighthouse: ${route} is not in this build; skipped`);
  }
  for (const [name, route] of Object.entries(VANILLA_ROUTES)) {
    targets.push({site: 'vanilla', name, origin: servers.vanilla.origin, route});
  }
  // The API references as they were before (Redoc), right after ours in every round.
  if (servers.before) {
    for (const name of API_REFERENCE_PAGES) {
      const at = targets.findIndex((t) => t.site === 'ours' && t.name === name);
      if (at >= 0) targets.splice(at + 1, 0, {site: 'before', name, origin: servers.before.origin, route: OUR_ROUTES[name]});
    }
  }
  return targets;
}

/**
 * The pages bench/page-cpu.mjs loads in every round: ours (or only `pages` of them), the same
 * pages of the `before` build when given (each right after ours), then the vanilla baselines.
 */
export function pageCpuTargets(dirs, servers, {pages = null, before = null} = {}) {
  const targets = [];
  for (const [name, route] of Object.entries(OUR_ROUTES)) {
    if (pages && !pages.includes(name)) continue;
    if (!htmlFileForRoute(dirs.buildDir, route)) {
      log(`page-cpu: ${route} is not in this build; skipped`);
      continue;
    }
    targets.push({site: 'ours', name, origin: servers.ours.origin, route});
    if (before && htmlFileForRoute(before, route)) targets.push({site: 'before', name, origin: servers.previous.origin, route});
  }
  for (const [name, route] of Object.entries(VANILLA_ROUTES)) {
    if (name !== 'home' || !pages || pages.includes('home')) targets.push({site: 'vanilla', name, origin: servers.vanilla.origin, route});
  }
  return targets;
}
