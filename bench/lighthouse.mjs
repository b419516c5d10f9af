// Lighthouse (npm lighthouse, default mobile settings: emulated Moto G Power, simulated slow 4G and
// 4× CPU slowdown) in Debian's Chromium, a fresh browser per run, against builds served by nginx.
// Every figure is the median of the runs, taken per metric.
import {CHROMIUM_PATH as CHROMIUM, CHROMIUM_FLAGS} from '../scripts/chromium.mjs';
import {loadavg} from 'node:os';
import {log} from './lib/log.mjs';
import {median, round} from './lib/stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse's 4× CPU slowdown is meant to turn a high-end desktop (benchmark index 1500–2000)
 * into a mid-tier phone (docs/throttling.md, "Calibrating the CPU slowdown"); a faster host needs
 * proportionally more, a slower one less. The slowdown that does so on a host of this index,
 * taking 1750 as the reference desktop; at least 1 (no speed-up).
 */
export const REFERENCE_BENCHMARK_INDEX = 1750;
export function calibratedMultiplier(benchmarkIndex) {
  return Math.max(1, round((4 * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX, 1));
}

async function runOnce(url, cpuSlowdownMultiplier) {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent'});
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Unweighted diagnostics that only cost time (the back/forward-cache check navigates away and back).
      skipAudits: ['bf-cache', 'full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot', 'valid-source-maps'],
      disableFullPageScreenshot: true,
      ...(cpuSlowdownMultiplier ? {throttling: {cpuSlowdownMultiplier}} : {}),
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const scripts = audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script');
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id}${typeof a.score === 'number' ? ` (${round(a.score, 2)})` : ''}`);
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint')?.numericValue ?? null,
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? null,
    tbtMs: audit('total-blocking-time')?.numericValue ?? null,
    cls: audit('cumulative-layout-shift')?.numericValue ?? null,
    speedIndexMs: audit('speed-index')?.numericValue ?? null,
    jsTransferBytes: scripts?.transferSize ?? null,
    jsRequests: scripts?.requestCount ?? null,
    totalTransferBytes: audit('total-byte-weight')?.numericValue ?? null,
    lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    unusedJsBytes: audit('unused-javascript')?.details?.overallSavingsBytes ?? null,
    renderBlocking: (audit('render-blocking-resources')?.details?.items ?? []).map((i) => i.url?.replace(/^https?:\/\/[^/]+/, '')),
    failing,
    runtimeError: lhr.runtimeError?.code ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
  };
}

function medianOf(runs) {
  const pick = (key, digits = 0) => round(median(runs.map((r) => r[key])), digits);
  const failing = {};
  for (const run of runs) {
    for (const [category, audits] of Object.entries(run.failing)) {
      failing[category] = [...new Set([...(failing[category] ?? []), ...audits.map((a) => a.replace(/ \(.*\)$/, ''))])];
    }
  }
  return {
    runs: runs.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls', 3),
    speedIndexMs: pick('speedIndexMs'),
    jsKB: round(median(runs.map((r) => r.jsTransferBytes)) / 1024, 1),
    jsRequests: pick('jsRequests'),
    totalKB: round(median(runs.map((r) => r.totalTransferBytes)) / 1024, 1),
    unusedJsKB: round(median(runs.map((r) => r.unusedJsBytes)) / 1024, 1),
    lcpElement: runs[0].lcpElement,
    renderBlocking: runs[0].renderBlocking,
    failingAudits: failing,
    perfScores: runs.map((r) => r.performance),
    // Per run, in round order, for same-round ratios against the baseline (runs are interleaved).
    tbtRuns: runs.map((r) => Math.round(r.tbtMs)),
    rounds: runs.map((r) => r.round),
    loadAverages: runs.map((r) => round(r.loadAverage, 1)),
    benchmarkIndex: round(median(runs.map((r) => r.benchmarkIndex)), 0),
    cpuSlowdownMultiplier: runs[0].cpuSlowdownMultiplier,
  };
}

/**
 * Failures that say the host was too busy, not that the page is broken: on this shared 2-core
 * machine a loaded reference sometimes leaves a DevTools call unanswered past Lighthouse's fixed
 * 30 s (PROTOCOL_TIMEOUT), and a run that loses its page gets no navigation start or no LCP. Such a run is tried again, so
 * that every page still gets its number of runs.
 */
// ERRORED_DOCUMENT_REQUEST: the bench's own nginx on loopback once failed the vanilla guide's
// document at load 19; the same file loaded in every other round.
export const RETRIED_ERRORS = ['PROTOCOL_TIMEOUT', 'NO_LCP', 'NO_FCP', 'NO_NAVSTART', 'PAGE_HUNG', 'CRI_TIMEOUT', 'ERRORED_DOCUMENT_REQUEST'];
export const ATTEMPTS = 3;

export function isRetried(code) {
  return RETRIED_ERRORS.includes(code);
}

/** One measured run of a URL, tried up to ATTEMPTS times when the host, not the page, failed it. */
export async function measure(url, cpuSlowdownMultiplier, run = runOnce) {
  const errors = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const summary = summarise(await run(url, cpuSlowdownMultiplier));
      if (!summary.runtimeError) return {summary, errors};
      errors.push(summary.runtimeError);
      if (!isRetried(summary.runtimeError)) break;
    } catch (error) {
      const code = error.code ?? error.lhrRuntimeError?.code ?? String(error.message).split('\n')[0];
      errors.push(code);
      if (!isRetried(code) && !/PROTOCOL_TIMEOUT|protocol response has exceeded/.test(String(error.message))) break;
    }
    log(`lighthouse: ${url} failed (${errors.at(-1)}); ${attempt < ATTEMPTS ? `attempt ${attempt + 1} of ${ATTEMPTS}` : 'no attempt left'}`);
  }
  return {summary: null, errors};
}

/**
 * targets: [{site, name, origin, route}] — runs are interleaved (every target once, then again),
 * so that load on the machine spreads over all of them alike.
 */
export async function runLighthouse(targets, {runs = 3, cpuSlowdownMultiplier = null} = {}) {
  const collected = new Map(targets.map((t) => [t, []]));
  const failed = new Map(targets.map((t) => [t, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const target of targets) {
      const url = `${target.origin}${target.route}`;
      // A run Lighthouse itself reports as broken (no LCP, page hung…) scores 0: not a measurement.
      const {summary, errors} = await measure(url, cpuSlowdownMultiplier);
      if (summary) collected.get(target).push({...summary, round: i + 1, loadAverage: loadavg()[0]});
      failed.get(target).push(...errors);
    }
    log(`lighthouse: round ${i + 1}/${runs} done (load ${loadavg()[0].toFixed(1)})`);
  }
  return targets.map((target) => ({
    site: target.site,
    page: target.name,
    route: target.route,
    ...(collected.get(target).length ? medianOf(collected.get(target)) : {error: 'every run failed'}),
    ...(failed.get(target).length ? {failedRuns: failed.get(target)} : {}),
  }));
}
