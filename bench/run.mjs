#!/usr/bin/env node
// `npm run bench`: our site measured against a vanilla Docusaurus baseline, plus a loopback load run.
// Builds our site and a vanilla Docusaurus baseline in temporary folders, then measures search,
// pages, build, scale and load in one run, writes bench/results/latest.json (and baseline.json),
// prints Markdown tables and refreshes the results section of bench/README.md.
//
//   npm run bench                      full run (~15 min on 2 idle cores, plus ~20 min for the scale build)
//   npm run bench -- --quick           1 build, 1 Lighthouse run, 2 cold runs, 5 s load, 300-page scale
//   npm run bench -- --only search,lighthouse   a subset (build, search, modal, lighthouse, load, scale)
//   npm run bench -- --build-dir /tmp/wt-x/build  reuse a build (its .docusaurus must sit beside it)
//   npm run bench -- --no-write        print only; leave results/ and README.md alone (--out FILE: JSON there)
//   npm run bench -- --only scale --merge   run some steps, keep the other sections of latest.json
//   npm run bench -- --report          re-render the tables of results/latest.json into README.md
//   npm run bench -- --ref HEAD        measure a commit (git archive) instead of the working tree
// More: --source DIR, --build-runs N, --lighthouse-runs N, --cold-runs N, --load-seconds S, --scale-pages N
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {calibratedMultiplier, runLighthouse} from './lighthouse.mjs';
import {runLoad} from './load.mjs';
import {runModalBench} from './modal.mjs';
import {runScaleBench} from './scale.mjs';
import {runSearchBench} from './search.mjs';
import {createVanillaSite, VANILLA_ROUTES} from './vanilla.mjs';
import {writeCspHashes} from '../plugins/csp-hashes/cspHashes.mjs';
import {pageJavaScript} from './lib/page-js.mjs';
import {
  BENCH_DIR,
  REPO,
  WORK,
  buildSite,
  copySite,
  fileSizes,
  htmlFileForRoute,
  mkdirSync,
  log,
  machine,
  median,
  readJson,
  rmSync,
  round,
  startNginx,
  writeJson,
} from './lib/common.mjs';

// ------------------------------------------------------------------ options
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const inline = argv.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[i + 1] : fallback;
};
const quick = flag('quick');
const ALL = ['build', 'search', 'modal', 'lighthouse', 'load', 'scale'];
const only = new Set((option('only', ALL.join(',')) ?? '').split(',').filter(Boolean));
const ref = option('ref', null);
const opts = {
  ref,
  source: ref ? join(WORK, 'source') : resolve(option('source', REPO)),
  buildDir: option('build-dir', null) && resolve(option('build-dir')),
  buildRuns: Number(option('build-runs', quick ? 1 : 3)),
  lighthouseRuns: Number(option('lighthouse-runs', quick ? 1 : 3)),
  coldRuns: Number(option('cold-runs', quick ? 2 : 5)),
  loadSeconds: Number(option('load-seconds', quick ? 5 : 30)),
  scalePages: Number(option('scale-pages', quick ? 300 : 2000)),
  write: !flag('no-write'),
  out: option('out', null),
  merge: flag('merge'),
};

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
    pages.ours[name] = {route, rawKB: round(js.raw / 1024), gzipKB: round(js.gzip / 1024, 1), files: js.files.length, routeChunksResolved: js.routeChunksResolved};
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
  return targets;
}

// ------------------------------------------------------------------ report
const fmt = (v, digits = 0) => (v === null || v === undefined ? '–' : Number(v).toFixed(digits));
const kbOf = (bytes) => (bytes === null || bytes === undefined ? null : bytes / 1024);

function evaluateTargets(r) {
  const checks = [];
  const add = (target, measured, pass, note = '') => checks.push({target, measured, pass, note});
  if (r.lighthouse) {
    for (const row of r.lighthouse.filter((x) => x.site === 'ours' && !x.error)) {
      if (row.page === 'guide' || row.page === 'vendor') {
        add(`Lighthouse mobile performance ≥ 90 (${row.page})`, row.performance, row.performance >= 90);
        const calibrated = r.lighthouseCalibrated?.rows.find((x) => x.site === 'ours' && x.page === row.page && !x.error);
        if (calibrated) {
          add(
            `Lighthouse mobile performance ≥ 90 (${row.page}, CPU ×${r.lighthouseCalibrated.cpuSlowdownMultiplier} calibrated to the host)`,
            calibrated.performance,
            calibrated.performance >= 90,
          );
        }
      }
      for (const [key, label] of [['accessibility', 'accessibility'], ['bestPractices', 'best practices'], ['seo', 'SEO']]) {
        const failing = row.failingAudits?.[key === 'bestPractices' ? 'best-practices' : key] ?? [];
        add(`Lighthouse ${label} = 100 (${row.page})`, row[key], row[key] === 100, failing.join(', '));
      }
    }
  }
  if (r.search?.engines?.ours && r.search.engines.lunr) {
    const ours = r.search.engines.ours;
    const speedup = r.search.engines.lunr.warm.p95Ms / ours.warm.p95Ms;
    add('Search p95 ≥ 3× faster than Lunr', `${fmt(ours.warm.p95Ms, 1)} vs ${fmt(r.search.engines.lunr.warm.p95Ms, 1)} ms (×${fmt(speedup, 2)})`, speedup >= 3);
    for (const other of ['pagefind', 'lunr']) {
      if (r.search.engines[other]) {
        add(`MRR@5 ≥ ${other}`, `${ours.mrr5} vs ${r.search.engines[other].mrr5}`, ours.mrr5 >= r.search.engines[other].mrr5);
      }
    }
  }
  if (r.modal && !r.modal.error) {
    add('First result ≤ 100 ms after opening the modal, warm cache (debounce excluded)', `${fmt(r.modal.warm.firstResultExclDebounceMs)} ms`, r.modal.warm.firstResultExclDebounceMs <= 100);
  }
  if (r.searchDb) add('search-db.json ≤ 300 KB gzip (budget)', `${fmt(r.searchDb.gzipKB, 1)} KB`, r.searchDb.gzipKB <= 300);
  if (r.initialJs) {
    // The budget test's rule (tests/e2e/budgets.spec.ts): the vanilla guide page with as many docs
    // as ours (bench/vanilla-page-matched.mjs), not the 12-doc starter measured in this run.
    const baseline = readJson(join(BENCH_DIR, 'results/baseline-page-matched.json'));
    const limit = kbOf(baseline.guideInitialJsGzipBytes) + 10;
    const guide = r.initialJs.ours.guide;
    if (guide && !guide.missing) {
      add(
        `Guide initial JS ≤ vanilla (${baseline.generatedDocs} docs) + 10 KB gzip (budget)`,
        `${fmt(guide.gzipKB, 1)} KB vs ${fmt(limit, 1)} KB`,
        guide.gzipKB <= limit,
      );
    }
    for (const name of ['customer-api', 'uc-api']) {
      const page = r.initialJs.ours[name];
      if (page && !page.missing) add(`${name} JS ≤ 600 KB gzip (budget)`, `${fmt(page.gzipKB, 1)} KB`, page.gzipKB <= 600);
      else add(`${name} JS ≤ 600 KB gzip (budget)`, 'page not built', false);
    }
  }
  return checks;
}

/** The one-minute load average when the run started (from `machine()`), or NaN where unknown. */
function loadAtStart(machineInfo) {
  return Number(String(machineInfo.loadAverageAtStart).split(' ')[0]);
}

/** Lighthouse's own threshold: below it, the host 'appears to have a slower CPU than Lighthouse expects'. */
const SLOW_HOST_BENCHMARK_INDEX = 1000;

/**
 * A warning when the performance scores were taken on a host Lighthouse would call slow, or a
 * busy one: its 4× CPU slowdown then emulates a far slower phone than intended, and TBT and
 * LCP grow with the load (the same build scored 64 under a load average of 5 on 2 cores, 95 idle).
 */
function slowHostNote(r) {
  const indexes = r.lighthouse.map((row) => row.benchmarkIndex).filter((value) => typeof value === 'number');
  const lowest = indexes.length ? Math.min(...indexes) : null;
  const load = loadAtStart(r.machine);
  const reasons = [];
  if (lowest !== null && lowest < SLOW_HOST_BENCHMARK_INDEX) reasons.push(`a CPU benchmark index down to ${lowest} (Lighthouse expects ≥ ${SLOW_HOST_BENCHMARK_INDEX})`);
  if (load > r.machine.cores) reasons.push(`a load average of ${load} on ${r.machine.cores} cores at the start`);
  return reasons.length
    ? `**Performance scores taken on a slow or busy host** (${reasons.join('; ')}): not comparable with runs on an idle machine; re-run when it is idle.`
    : null;
}

function markdown(r) {
  const lines = [];
  lines.push(`Run ${r.startedAt} · ${r.mode} · commit ${r.git.commit ?? '?'}${r.git.dirtyTree ? ' (uncommitted changes in the tree)' : ''} · ${r.durationMin ?? '?'} min`);
  if (r.mergedFrom && Object.keys(r.mergedFrom).length) {
    lines.push(`Sections from earlier runs: ${Object.entries(r.mergedFrom).map(([step, at]) => `${step} (${at})`).join(', ')}`);
  }
  lines.push(`Machine: ${r.machine.cpu}, ${r.machine.cores} cores, ${r.machine.memoryGB} GB, ${r.machine.os}, Node ${r.machine.node}, ${r.machine.chromium}, ${r.machine.nginx}; load average at start ${r.machine.loadAverageAtStart}, at end ${r.loadAverageAtEnd ?? '?'}`);
  lines.push('');
  if (r.search) {
    const s = r.search;
    lines.push(`### Search (${s.queries} queries; first query "${s.firstQuery}"; warm figures over ${s.engines.ours?.warm.queries ?? '?'} queries; cold = median of ${s.coldRuns ?? '?'} fresh profiles)`);
    lines.push('');
    lines.push('| Engine | Bytes before first result, raw KB | transferred KB (gzip) | Requests | Cold first query ms | Repeat visit ms | Warm median ms | Warm p95 ms | Warm p99 ms | MRR@5 | Recall@10 |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const names = {ours: 'Ours (MiniSearch + IndexedDB)', lunr: 'Lunr, easyops layout', pagefind: 'Pagefind'};
    for (const [name, e] of Object.entries(s.engines)) {
      lines.push(`| ${names[name]} | ${fmt(kbOf(e.bytesBeforeFirstResult.raw), 0)} | ${fmt(kbOf(e.bytesBeforeFirstResult.transferred), 0)} | ${fmt(e.bytesBeforeFirstResult.requests)} | ${fmt(e.coldFirstQueryMs)} | ${fmt(e.repeatVisitFirstQueryMs)} | ${fmt(e.warm.medianMs, 1)} | ${fmt(e.warm.p95Ms, 1)} | ${fmt(e.warm.p99Ms, 1)} | ${fmt(e.mrr5, 3)} | ${fmt(e.recall10, 3)} |`);
    }
    lines.push('');
  }
  if (r.modal) {
    lines.push('### Search modal on a guide page (real site)');
    lines.push('');
    if (r.modal.error) {
      lines.push(`Not measured: ${r.modal.error}`);
    } else {
      lines.push('| Cache | Open → input ready ms | Typed → first result ms (incl. 300 ms debounce) | First result, debounce excluded ms | Downloaded after opening KB |');
      lines.push('|---|---:|---:|---:|---:|');
      lines.push(`| Cold | ${fmt(r.modal.cold.openToReadyMs)} | ${fmt(r.modal.cold.inputToResultMs)} | ${fmt(r.modal.cold.firstResultExclDebounceMs)} | ${fmt(r.modal.cold.transferredKB)} |`);
      lines.push(`| Warm (reload) | ${fmt(r.modal.warm.openToReadyMs)} | ${fmt(r.modal.warm.inputToResultMs)} | ${fmt(r.modal.warm.firstResultExclDebounceMs)} | – |`);
    }
    lines.push('');
  }
  if (r.lighthouse) {
    lines.push(`### Pages (Lighthouse mobile, median of ${r.lighthouse[0]?.runs ?? '?'} runs; initial JS = HTML scripts + route chunks, gzip, from the build)`);
    lines.push('');
    lines.push('| Site | Page | Perf | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS | JS KB (Lighthouse) | Initial JS gzip KB | CPU benchmark index |');
    lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of r.lighthouse) {
      const js = r.initialJs?.[row.site]?.[row.page];
      lines.push(`| ${row.site} | ${row.page} \`${row.route}\` | ${fmt(row.performance)} | ${fmt(row.accessibility)} | ${fmt(row.bestPractices)} | ${fmt(row.seo)} | ${fmt(row.lcpMs)} | ${fmt(row.tbtMs)} | ${fmt(row.cls, 3)} | ${fmt(row.jsKB, 1)} | ${fmt(js?.gzipKB, 1)} | ${fmt(row.benchmarkIndex)} |`);
    }
    const calibrated = r.lighthouseCalibrated;
    if (calibrated) {
      lines.push('');
      lines.push(`At a CPU slowdown calibrated to this host (benchmark index ${fmt(calibrated.benchmarkIndex)}: ×${calibrated.cpuSlowdownMultiplier} instead of ×4, see \`calibratedMultiplier\` in lighthouse.mjs), median of ${calibrated.rows[0]?.runs ?? '?'} runs:`);
      lines.push('');
      lines.push('| Site | Page | Perf | LCP ms | TBT ms | CLS |');
      lines.push('|---|---|---:|---:|---:|---:|');
      for (const row of calibrated.rows) {
        lines.push(`| ${row.site} | ${row.page} \`${row.route}\` | ${fmt(row.performance)} | ${fmt(row.lcpMs)} | ${fmt(row.tbtMs)} | ${fmt(row.cls, 3)} |`);
      }
    }
    const slow = slowHostNote(r);
    if (slow) {
      lines.push('');
      lines.push(slow);
    }
    const broken = r.lighthouse.filter((row) => row.failedRuns?.length);
    if (broken.length) {
      lines.push('');
      lines.push(`Runs Lighthouse reported as broken, left out: ${broken.map((row) => `${row.site} ${row.page} (${row.failedRuns.join(', ')})`).join('; ')}.`);
    }
    lines.push('');
  } else if (r.initialJs) {
    lines.push('### Initial JavaScript (gzip, from the build)');
    lines.push('');
    lines.push('| Site | Page | Initial JS gzip KB |');
    lines.push('|---|---|---:|');
    for (const site of ['ours', 'vanilla']) {
      for (const [page, v] of Object.entries(r.initialJs[site])) lines.push(`| ${site} | ${page} \`${v.route}\` | ${v.missing ? 'not built' : fmt(v.gzipKB, 1)} |`);
    }
    lines.push('');
  }
  if (r.build || r.scale) {
    lines.push('### Build and scale');
    lines.push('');
    lines.push('| Site | Build wall s | Build CPU s | Peak RSS, process tree MB | Peak RSS, largest process MB | search-db raw KB | search-db gzip KB | Warm query p95 ms |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|');
    if (r.build?.ours) lines.push(`| Ours (${r.build.ours.runs} clean builds) | ${fmt(r.build.ours.wallS, 1)} | ${fmt(r.build.ours.cpuS)} | ${fmt(r.build.ours.peakTreeMB)} | ${fmt(r.build.ours.peakProcessMB)} | ${fmt(r.searchDb?.rawKB)} | ${fmt(r.searchDb?.gzipKB, 1)} | ${fmt(r.search?.engines?.ours?.warm.p95Ms, 1)} |`);
    if (r.build?.vanilla) lines.push(`| Vanilla Docusaurus (${r.build.vanilla.runs} clean builds) | ${fmt(r.build.vanilla.wallS, 1)} | ${fmt(r.build.vanilla.cpuS)} | ${fmt(r.build.vanilla.peakTreeMB)} | ${fmt(r.build.vanilla.peakProcessMB)} | – | – | – |`);
    if (r.scale && !r.scale.error) {
      lines.push(`| Ours + ${r.scale.addedVendorPages} generated vendor pages (1 build) | ${fmt(r.scale.buildWallS, 1)} | ${fmt(r.scale.buildCpuS)} | ${fmt(r.scale.peakTreeMB)} | ${fmt(r.scale.peakProcessMB)} | ${fmt(r.scale.searchDbKB.raw)} | ${fmt(r.scale.searchDbKB.gzip)} | ${fmt(r.scale.search?.warm?.p95Ms, 1)} |`);
    }
    lines.push('');
    if (r.scale && !r.scale.error) {
      const biggest = [...(r.scale.guideInitialJsFiles ?? [])].sort((a, b) => b.gzipKB - a.gzipKB).slice(0, 4);
      lines.push(
        `Scale run: ${r.scale.searchRecords} search records; a vendor page's HTML ${fmt(r.scale.vendorPageHtmlKB)} KB ` +
          `(build folder ${fmt(r.scale.buildFolderMB)} MB); guide page initial JS ${fmt(r.scale.guideInitialJsGzipKB, 1)} KB gzip ` +
          `(largest: ${biggest.map((f) => `${f.file} ${fmt(f.gzipKB, 1)} KB`).join(', ')}); ` +
          (r.scale.vendorInitialJsGzipKB ? `vendor page initial JS ${fmt(r.scale.vendorInitialJsGzipKB, 1)} KB gzip; ` : '') +
          `cold first query ${fmt(r.scale.search?.coldFirstQueryMs)} ms.`,
      );
      lines.push('');
    } else if (r.scale?.error) {
      lines.push(`Scale run failed: ${r.scale.error}`);
      lines.push('');
    }
  }
  if (r.load) {
    lines.push(`### Load (autocannon on loopback against nginx, gzip requested)`);
    lines.push('');
    lines.push('| Resource | Duration s | Connections | Requests/s | Median ms | p99 ms | Errors | Non-2xx |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of r.load) {
      lines.push(`| ${row.name} \`${row.path}\` | ${row.durationS} | ${row.connections} | ${fmt(row.requestsPerSecond)} | ${fmt(row.latencyMedianMs)} | ${fmt(row.latencyP99Ms)} | ${row.errors + row.timeouts} | ${row.non2xx} |`);
    }
    lines.push('');
  }
  if (r.targets?.length) {
    lines.push('### Targets and budgets');
    lines.push('');
    lines.push('| Target | Measured | Met | Failing audits |');
    lines.push('|---|---|:---:|---|');
    for (const t of r.targets) lines.push(`| ${t.target} | ${t.measured} | ${t.pass ? 'yes' : '**no**'} | ${t.note || ''} |`);
    lines.push('');
  }
  return lines.join('\n');
}

function updateReadme(table) {
  const file = join(BENCH_DIR, 'README.md');
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  const start = '<!-- bench:results:start -->';
  const end = '<!-- bench:results:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < 0) return;
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`);
}

// ------------------------------------------------------------------ main
async function main() {
  if (flag('report')) {
    // Re-render the tables of results/latest.json (after a change to this report), without measuring.
    // The targets are derived from the figures, so they are evaluated again under the current rules.
    const latestFile = join(BENCH_DIR, 'results/latest.json');
    const latest = readJson(latestFile);
    latest.targets = evaluateTargets(latest);
    const table = markdown(latest);
    console.log(table);
    if (opts.write) {
      writeFileSync(latestFile, `${JSON.stringify(latest, null, 2)}\n`);
      updateReadme(table);
    }
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
    if (['modal', 'lighthouse', 'load'].some((s) => only.has(s))) servers.ours = await startNginx(dirs.buildDir);
    if (only.has('modal')) {
      results.modal = await runModalBench(servers.ours.origin, {route: OUR_ROUTES.guide, runs: quick ? 1 : 3});
    }
    if (only.has('lighthouse')) {
      servers.vanilla = await startNginx(dirs.vanillaBuild);
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
      results.load = await runLoad(servers.ours.origin, {
        durationS: opts.loadSeconds,
        targets: [
          {name: 'HTML guide page', path: OUR_ROUTES.guide},
          {name: 'Search index', path: '/search/search-db.json'},
        ],
      });
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

  if (opts.merge && existsSync(join(BENCH_DIR, 'results/latest.json'))) {
    // Keep the sections of the previous run for the steps not run now (each keeps its own date).
    const previous = readJson(join(BENCH_DIR, 'results/latest.json'));
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
  results.targets = evaluateTargets(results);
  results.durationMin = round((Date.now() - started) / 60000, 1);
  results.loadAverageAtEnd = machine().loadAverageAtStart;
  const table = markdown(results);
  console.log(table);
  if (opts.out) writeJson(resolve(opts.out), results);
  if (opts.write) {
    writeJson(join(BENCH_DIR, 'results/latest.json'), results);
    const baselineFile = join(BENCH_DIR, 'results/baseline.json');
    const previous = existsSync(baselineFile) ? readJson(baselineFile) : null;
    // Rewritten only when the figure changes (a Docusaurus upgrade), not on every run.
    if (
      results.baseline &&
      needsBuild &&
      (previous?.guideInitialJsGzipBytes !== results.baseline.guideInitialJsGzipBytes || previous?.docusaurus !== results.baseline.docusaurus)
    ) {
      writeJson(baselineFile, results.baseline);
    }
    updateReadme(table);
    log('wrote bench/results/latest.json and the README table');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
