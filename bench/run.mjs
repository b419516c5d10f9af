#!/usr/bin/env node
// `npm run bench`: our site measured against a vanilla Docusaurus baseline, plus a loopback load run.
// Builds our site and a vanilla Docusaurus baseline in temporary folders, then measures search,
// pages, build, scale and load in one run, writes bench/results/latest.json (and baseline.json),
// prints Markdown tables and refreshes the results section of bench/README.md.
//
//   npm run bench                      full run (~15 min on 2 idle cores, plus ~20 min for the scale build)
//   npm run bench -- --quick           1 build, 1 Lighthouse run, 2 cold runs, 5 s load, 300-page scale
//   npm run bench -- --only search,lighthouse   a subset (build, search, modal, lighthouse, load, scale)
//   npm run bench -- --help            every option
// The tables and the files under results/ are written by lib/report.mjs.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {calibratedMultiplier, runLighthouse} from './lighthouse.mjs';
import {runServersLoad} from './load.mjs';
import {runModalBench} from './modal.mjs';
import {runScaleBench} from './scale.mjs';
import {runSearchBench} from './search.mjs';
import {createVanillaSite, VANILLA_ROUTES} from './vanilla.mjs';
import {writeCspHashes} from '../plugins/csp-hashes/cspHashes.mjs';
import {pageJavaScript} from './lib/page-js.mjs';
import {readLatest, rerenderLatest, writeReport} from './lib/report.mjs';
import {
  REPO,
  WORK,
  buildSite,
  copySite,
  fileSizes,
  htmlFileForRoute,
  loadAtStart,
  log,
  machine,
  median,
  mkdirSync,
  readJson,
  rmSync,
  round,
  startNginx,
} from './lib/common.mjs';

// ------------------------------------------------------------------ options
const ALL = ['build', 'search', 'modal', 'lighthouse', 'load', 'scale'];
const USAGE = `Usage: npm run bench -- [options]   (or: node bench/run.mjs [options])
  --quick                 1 build, 1 Lighthouse run, 2 cold runs, 5 s load, 300-page scale
  --only STEPS            a comma-separated subset of ${ALL.join(',')}
  --build-dir DIR         reuse a build (its .docusaurus must sit beside it)
  --source DIR            measure this site folder instead of the working tree
  --ref REV               measure a commit (git archive) instead of the working tree
  --api-before DIR        also run Lighthouse on the API references of this build (the Redoc build
                          before the references were rebuilt), interleaved with ours
  --no-write              print only; leave results/ and README.md alone
  --out FILE              also write the results JSON to FILE
  --merge                 keep the sections of results/latest.json for the steps not run
  --report                re-render the tables of results/latest.json into README.md, measure nothing
  --build-runs N, --lighthouse-runs N, --cold-runs N, --load-seconds S, --scale-pages N
  --help                  this text`;
let args;
try {
  args = parseArgs({
    options: {
      quick: {type: 'boolean', default: false},
      only: {type: 'string', default: ALL.join(',')},
      ref: {type: 'string'},
      source: {type: 'string', default: REPO},
      'build-dir': {type: 'string'},
      'build-runs': {type: 'string'},
      'lighthouse-runs': {type: 'string'},
      'api-before': {type: 'string'},
      'cold-runs': {type: 'string'},
      'load-seconds': {type: 'string'},
      'scale-pages': {type: 'string'},
      'no-write': {type: 'boolean', default: false},
      out: {type: 'string'},
      merge: {type: 'boolean', default: false},
      report: {type: 'boolean', default: false},
      help: {type: 'boolean', short: 'h', default: false},
    },
  }).values;
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const quick = args.quick;
const only = new Set(args.only.split(',').filter(Boolean));
const unknownSteps = [...only].filter((step) => !ALL.includes(step));
if (unknownSteps.length) {
  console.error(`Unknown step ${unknownSteps.join(', ')}: the steps are ${ALL.join(', ')}.`);
  process.exit(2);
}
/** A whole-number option, or its default (which depends on --quick). */
const count = (name, full, quickValue) => {
  const value = Number(args[name] ?? (quick ? quickValue : full));
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} takes a whole number ≥ 1, not "${args[name]}".`);
    process.exit(2);
  }
  return value;
};
const opts = {
  ref: args.ref ?? null,
  source: args.ref ? join(WORK, 'source') : resolve(args.source),
  buildDir: args['build-dir'] ? resolve(args['build-dir']) : null,
  buildRuns: count('build-runs', 3, 1),
  lighthouseRuns: count('lighthouse-runs', 3, 1),
  coldRuns: count('cold-runs', 5, 2),
  loadSeconds: count('load-seconds', 30, 5),
  scalePages: count('scale-pages', 2000, 300),
  write: !args['no-write'],
  out: args.out ?? null,
  merge: args.merge,
  apiBefore: args['api-before'] ? resolve(args['api-before']) : null,
};

const API_REFERENCE_PAGES = ['customer-api', 'uc-api'];

/** Pages measured: home, a guide, a vendor page and both API references. */
const OUR_ROUTES = {
  home: '/',
  guide: '/cmp/mobile-sdks/android/installation',
  vendor: '/integrations/data-discovery-integrations/stripe',
  'customer-api': '/customer-rest-api/developer-api-doc',
  'uc-api': '/uc/core-api/openapi',
};

function gitInfo(dir) {
  try {
    const commit = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).trim();
    const dirty = execFileSync('git', ['-C', dir, 'status', '--porcelain', '--untracked-files=no'], {encoding: 'utf8'}).trim() !== '';
    return {commit, dirtyTree: dirty};
  } catch {
    return {commit: null, dirtyTree: null};
  }
}

function docusaurusVersion() {
  return readJson(join(REPO, 'node_modules/@docusaurus/core/package.json')).version;
}

// ------------------------------------------------------------------ steps
async function buildStep(results) {
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
  const measure = only.has('build');
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

function pageJsStep(results, dirs) {
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
    about: 'Initial JavaScript (gzip level 6) of the vanilla Docusaurus baseline guide page, read by tests/e2e/budgets.spec.ts',
    docusaurus: docusaurusVersion(),
    route: VANILLA_ROUTES.guide,
    guideInitialJsGzipBytes: vanillaGuide.gzip,
    measuredAt: results.startedAt,
  };
}

function lighthouseTargets(dirs, servers) {
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

// ------------------------------------------------------------------ main
async function main() {
  if (args.report) {
    rerenderLatest({write: opts.write});
    return;
  }
  const started = Date.now();
  const results = {
    startedAt: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    options: opts,
    git: opts.ref ? {} : gitInfo(opts.source),
    docusaurus: docusaurusVersion(),
    machine: machine(),
  };
  const busy = loadAtStart(results.machine);
  if (busy > results.machine.cores) {
    log(`warning: load average ${busy} on ${results.machine.cores} cores: timings and Lighthouse scores will be worse than on an idle machine`);
  }
  if (opts.ref) {
    // A committed state, not the working tree: git archive into a clean folder.
    rmSync(opts.source, {recursive: true, force: true});
    mkdirSync(opts.source, {recursive: true});
    execFileSync('bash', ['-c', `git -C ${JSON.stringify(REPO)} archive ${JSON.stringify(opts.ref)} | tar -x -C ${JSON.stringify(opts.source)}`]);
    results.git = {...gitInfo(REPO), commit: execFileSync('git', ['-C', REPO, 'rev-parse', '--short', opts.ref], {encoding: 'utf8'}).trim(), dirtyTree: false};
  }
  log(`bench (${results.mode}) of ${opts.ref ? `${opts.ref} (${results.git.commit})` : opts.source}; steps: ${[...only].join(', ')}`);
  const needsBuild = ['build', 'search', 'modal', 'lighthouse', 'load'].some((step) => only.has(step));
  const dirs = needsBuild ? await buildStep(results) : null;
  if (dirs) pageJsStep(results, dirs);

  if (only.has('search')) {
    results.search = await runSearchBench({siteDir: dirs.siteDir, buildDir: dirs.buildDir, coldRuns: opts.coldRuns});
    results.search.coldRuns = opts.coldRuns;
  }

  const servers = {};
  try {
    if (['modal', 'lighthouse'].some((s) => only.has(s))) servers.ours = await startNginx(dirs.buildDir);
    if (only.has('modal')) {
      results.modal = await runModalBench(servers.ours.origin, {route: OUR_ROUTES.guide, runs: quick ? 1 : 3});
    }
    if (only.has('lighthouse')) {
      servers.vanilla = await startNginx(dirs.vanillaBuild);
      if (opts.apiBefore) servers.before = await startNginx(opts.apiBefore);
      results.lighthouse = await runLighthouse(lighthouseTargets(dirs, servers), {runs: opts.lighthouseRuns});
      // The same guide and vendor pages (and the baseline guide) at the slowdown that turns this
      // host into the phone Lighthouse's 4x assumes, when the two differ.
      const indexes = results.lighthouse.map((row) => row.benchmarkIndex).filter((value) => typeof value === 'number');
      const benchmarkIndex = indexes.length ? median(indexes) : null;
      const multiplier = benchmarkIndex ? calibratedMultiplier(benchmarkIndex) : 4;
      if (Math.abs(multiplier - 4) >= 0.5) {
        const calibrated = lighthouseTargets(dirs, servers).filter((t) => t.name === 'guide' || (t.site === 'ours' && t.name === 'vendor'));
        log(`lighthouse: benchmark index ${benchmarkIndex}: again at CPU ×${multiplier}`);
        results.lighthouseCalibrated = {
          benchmarkIndex,
          cpuSlowdownMultiplier: multiplier,
          rows: await runLighthouse(calibrated, {runs: opts.lighthouseRuns, cpuSlowdownMultiplier: multiplier}),
        };
      } else {
        delete results.lighthouseCalibrated;
      }
    }
    if (only.has('load')) {
      // 50 connections against nginx, then against `npm run serve`: a page, its twin, the index.
      results.load = await runServersLoad(dirs.buildDir, {durationS: opts.loadSeconds});
    }
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }

  if (only.has('scale')) {
    try {
      results.scale = await runScaleBench({source: opts.source, pages: opts.scalePages});
    } catch (error) {
      log(`scale: ${error.message}`);
      results.scale = {error: String(error.message).split('\n')[0]};
    }
  }

  const previous = opts.merge ? readLatest() : null;
  if (previous) {
    // Keep the sections of the previous run for the steps not run now (each keeps its own date).
    results.mergedFrom = {};
    const sections = needsBuild ? ALL : [...ALL, 'initialJs', 'searchDb', 'baseline'];
    for (const step of sections) {
      if (!only.has(step) && previous[step] !== undefined) {
        results[step] = previous[step];
        results.mergedFrom[step] = previous.mergedFrom?.[step] ?? previous.startedAt;
        if (step === 'lighthouse' && previous.lighthouseCalibrated) results.lighthouseCalibrated = previous.lighthouseCalibrated;
      }
    }
  }
  results.durationMin = round((Date.now() - started) / 60000, 1);
  results.loadAverageAtEnd = machine().loadAverageAtStart;
  writeReport(results, {write: opts.write, out: opts.out, baselineMeasured: needsBuild});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
