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
import {calibratedMultiplier, runLighthouse} from './lighthouse.mjs';
import {runServersLoad} from './load.mjs';
import {runMcpBench} from './mcp.mjs';
import {runMockBench} from './mock.mjs';
import {runModalBench} from './modal.mjs';
import {runPageCpu} from './page-cpu.mjs';
import {sameContentDrift} from './same-content.mjs';
import {runScaleBench} from './scale.mjs';
import {runSearchBench} from './search.mjs';
import {log} from './lib/log.mjs';
import {loadAtStart, machine} from './lib/machine.mjs';
import {mergePrevious} from './lib/merge.mjs';
import {startNginx} from './lib/nginx.mjs';
import {parseBenchArgs, STEPS, USAGE, UsageError} from './lib/options.mjs';
import {readLatest, rerenderLatest, writeReport} from './lib/report.mjs';
import {docusaurusVersion, gitInfo, unpackCommit} from './lib/source.mjs';
import {median, round} from './lib/stats.mjs';
import {buildStep, lighthouseTargets, OUR_ROUTES, pageCpuTargets, pageJsStep} from './lib/steps.mjs';

let parsed;
try {
  parsed = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (parsed.help) {
  console.log(USAGE);
  process.exit(0);
}
const {quick, only, opts} = parsed;

// ------------------------------------------------------------------ main
async function main() {
  if (parsed.report) {
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
  if (opts.ref) results.git = unpackCommit(opts.ref, opts.source);
  log(`bench (${results.mode}) of ${opts.ref ? `${opts.ref} (${results.git.commit})` : opts.source}; steps: ${[...only].join(', ')}`);
  const needsBuild = ['build', 'search', 'mcp', 'mock', 'modal', 'lighthouse', 'page-cpu', 'load'].some((step) => only.has(step));
  const dirs = needsBuild ? await buildStep(results, {opts, measure: only.has('build')}) : null;
  if (dirs) pageJsStep(results, dirs);

  if (only.has('search')) {
    results.search = await runSearchBench({siteDir: dirs.siteDir, buildDir: dirs.buildDir, coldRuns: opts.coldRuns});
    results.search.coldRuns = opts.coldRuns;
  }
  if (only.has('mcp')) {
    // The MCP server of the same build: its search_docs against the site's engine, start-up, speed, memory, size.
    try {
      results.mcp = await runMcpBench({buildDir: dirs.buildDir, runs: quick ? 3 : 10});
      log(`mcp: MRR@5 ${results.mcp.mrr5.mcp} (site ${results.mcp.mrr5.site}), start-up ${results.mcp.startup.medianMs} ms, warm p95 ${results.mcp.warm.p95Ms} ms, RSS ${results.mcp.memory.rssMB} MB, ${results.mcp.tarballKB} KB`);
    } catch (error) {
      results.mcp = {error: String(error.message).split('\n')[0]};
    }
  }

  const servers = {};
  if (only.has('mock')) {
    // The local API mock of the same build: start-up against `node -e 0`, warm requests, memory.
    try {
      results.mock = await runMockBench({buildDir: dirs.buildDir, runs: quick ? 3 : 10});
      const {startup, startupCpu, warm, memory, load1m} = results.mock;
      log(`mock (load ${load1m.before} → ${load1m.after}): start-up ${startup.medianMs} ms (node -e 0 ${startup.nodeFloorMedianMs} ms, same run), CPU ${startupCpu.medianMs} ms (node -e 0 ${startupCpu.nodeFloorMedianMs} ms), warm p50 ${warm.p50Ms} / p95 ${warm.p95Ms} ms, RSS ${memory.rssMB} MB`);
    } catch (error) {
      results.mock = {error: String(error.message).split('\n')[0]};
    }
  }
  try {
    if (only.has('modal')) servers.ours = await startNginx(dirs.buildDir);
    if (only.has('modal')) {
      results.modal = await runModalBench(servers.ours.origin, {route: OUR_ROUTES.guide, runs: quick ? 1 : 3});
    }
    if (['lighthouse', 'page-cpu'].some((s) => only.has(s))) {
      servers.ours ??= await startNginx(dirs.buildDir);
      servers.vanilla = await startNginx(dirs.vanillaBuild);
    }
    if (only.has('page-cpu')) {
      const drift = sameContentDrift(opts.source);
      if (drift) log(`page-cpu: warning: ${drift}`);
      if (opts.before) servers.previous = await startNginx(opts.before);
      const targets = pageCpuTargets(dirs, servers, {pages: opts.pages, before: opts.before});
      log(`page-cpu: ${targets.length} pages × ${opts.rounds} rounds at 4× CPU`);
      results['page-cpu'] = await runPageCpu(targets, {rounds: opts.rounds});
      if (opts.before) results['page-cpu'].before = opts.before;
    }
    if (only.has('lighthouse')) {
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
  if (previous) mergePrevious(results, previous, {steps: STEPS, only, measuredBuild: needsBuild});
  results.durationMin = round((Date.now() - started) / 60000, 1);
  results.loadAverageAtEnd = machine().loadAverageAtStart;
  writeReport(results, {write: opts.write, out: opts.out, baselineMeasured: needsBuild});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
