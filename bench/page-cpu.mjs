/* global window, document, PerformanceObserver */
// Main-thread cost of page loads at a phone's CPU: our page types against vanilla Docusaurus 3.10,
// on the starter's guide and on the same content as our guide (bench/same-content.mjs), in one run.
//
// Each load is a fresh browser context (cold cache) at 412×823, with Chromium's CPU throttled 4×
// through CDP (Lighthouse's mobile slowdown). At `load`, CDP's Performance.getMetrics gives the
// main thread's script, layout, style and all-task time since navigation; long tasks are collected
// from navigation to SETTLE_MS after `load` (hydration and idle work continue past it), and their
// excess beyond 50 ms each summed: TBT's rule without its FCP–TTI window. Targets alternate within
// a round and the order reverses every other round, so the host's load weighs on all alike.
// Every figure is reported as the median with its spread (lowest, quartiles, highest), and ratios
// are taken round by round against the baselines loaded in the same round.
import {loadavg} from 'node:os';
import {launchChromium} from '../scripts/chromium.mjs';
import {log} from './lib/log.mjs';
import {median, percentile, round} from './lib/stats.mjs';

export const CPU_SLOWDOWN = 4;
export const SETTLE_MS = 5000;
/** CDP Performance metrics (seconds) reported, under the names the tables use. */
const METRICS = {scriptMs: 'ScriptDuration', layoutMs: 'LayoutDuration', styleMs: 'RecalcStyleDuration', tasksMs: 'TaskDuration'};
export const FIGURES = [...Object.keys(METRICS), 'longTaskExcessMs', 'domNodes'];

/** One cold load of `url`: the figures above. */
async function loadOnce(browser, url, settleMs) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', {timeDomain: 'timeTicks'});
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({type: 'longtask', buffered: true});
    });
    await page.goto(url, {waitUntil: 'load', timeout: 120_000});
    const {metrics} = await cdp.send('Performance.getMetrics');
    const byName = Object.fromEntries(metrics.map((m) => [m.name, m.value]));
    await page.waitForTimeout(settleMs);
    const {tasks, domNodes} = await page.evaluate(() => ({tasks: window.__longTasks, domNodes: document.getElementsByTagName('*').length}));
    const figures = {domNodes, longTaskExcessMs: Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0))};
    for (const [key, name] of Object.entries(METRICS)) figures[key] = Math.round((byName[name] ?? NaN) * 1000);
    return figures;
  } finally {
    await context.close();
  }
}

/** Median and spread of a list of numbers. */
export function spread(values) {
  return {
    median: round(median(values), 0),
    min: round(Math.min(...values), 0),
    q1: round(percentile(values, 25), 0),
    q3: round(percentile(values, 75), 0),
    max: round(Math.max(...values), 0),
  };
}

/**
 * Per round, `figure` of `runs` over the same round's figure of `base` (both arrays in round
 * order, null where a load failed): the median ratio and every round's.
 */
export function roundRatios(runs, base, figure) {
  const perRound = [];
  for (let i = 0; i < Math.min(runs.length, base.length); i += 1) {
    if (runs[i] && base[i] && base[i][figure] > 0) perRound.push(runs[i][figure] / base[i][figure]);
  }
  return {median: round(median(perRound), 2), perRound: perRound.map((x) => round(x, 2))};
}

/**
 * targets: [{site, name, origin, route}]. Returns {rounds, cpuSlowdown, settleMs, pages: [{site,
 * page, route, runs (per round, null where the load failed), figures: {figure: spread}}]}.
 */
export async function runPageCpu(targets, {rounds = 9, settleMs = SETTLE_MS} = {}) {
  const browser = await launchChromium();
  const runs = new Map(targets.map((t) => [t, []]));
  const loads = [];
  try {
    for (let index = 0; index < rounds; index += 1) {
      const order = index % 2 ? [...targets].reverse() : targets;
      for (const target of order) {
        try {
          runs.get(target)[index] = await loadOnce(browser, target.origin + target.route, settleMs);
        } catch (error) {
          log(`page-cpu: ${target.site} ${target.route} failed in round ${index + 1}: ${String(error.message).split('\n')[0]}`);
          runs.get(target)[index] = null;
        }
      }
      loads.push(round(loadavg()[0], 1));
      log(`page-cpu: round ${index + 1}/${rounds} done (load ${loads.at(-1)})`);
    }
  } finally {
    await browser.close();
  }
  return {
    rounds,
    cpuSlowdown: CPU_SLOWDOWN,
    settleMs,
    loadAverages: loads,
    pages: targets.map((target) => {
      const list = runs.get(target);
      const done = list.filter(Boolean);
      return {
        site: target.site,
        page: target.name,
        route: target.route,
        runs: list.map((r) => r ?? null),
        figures: Object.fromEntries(FIGURES.map((f) => [f, done.length ? spread(done.map((r) => r[f])) : null])),
      };
    }),
  };
}
