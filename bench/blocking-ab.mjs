#!/usr/bin/env node
/* global window, PerformanceObserver */
// Main-thread blocking of two builds of the site, compared run by run on the same machine.
//
//   node bench/blocking-ab.mjs <build A> <build B> [runs=7] [route ...]   (default: a guide, a vendor page, home)
//
// Lighthouse's TBT on a shared 2-core machine moved by ±40 % between consecutive runs of one build
// (its benchmark index ranged 471–1114 within ten minutes), so before/after pairs are measured here
// instead: both builds served by nginx at once, each page loaded in Chromium at Lighthouse's mobile
// 4× CPU slowdown and 412 px width, the builds alternating run by run. For 6 s after `load`, the
// long tasks are collected; "blocking" is their sum beyond 50 ms each (TBT's rule, without its
// FCP–TTI window), "long-task time" their whole duration. Medians are printed with every run.
import {launchChromium} from '../scripts/chromium.mjs';
import {startNginx} from './lib/nginx.mjs';
import {median} from './lib/stats.mjs';

const [buildA, buildB, runsArg = '7'] = process.argv.slice(2);
if (!buildA || !buildB) {
  console.error('usage: node bench/blocking-ab.mjs <build A> <build B> [runs]');
  process.exit(2);
}
const DEFAULT_ROUTES = ['/cmp/mobile-sdks/android/installation', '/integrations/data-discovery-integrations/stripe', '/'];
const ROUTES = process.argv.length > 5 ? process.argv.slice(5) : DEFAULT_ROUTES;
const builds = {A: buildA, B: buildB};
const servers = {};
for (const [name, root] of Object.entries(builds)) servers[name] = await startNginx(root);
const browser = await launchChromium();
const results = {};
try {
  for (let run = 0; run < Number(runsArg); run += 1) {
    for (const route of ROUTES) {
      for (const name of run % 2 ? ['B', 'A'] : ['A', 'B']) {
        const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
        await page.addInitScript(() => {
          window.longTasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
          }).observe({type: 'longtask', buffered: true});
        });
        await page.goto(servers[name].origin + route, {waitUntil: 'load'});
        await page.waitForTimeout(6000);
        const tasks = await page.evaluate(() => window.longTasks);
        (results[`${name} ${route}`] ??= []).push({
          blocking: Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
          longTask: Math.round(tasks.reduce((sum, d) => sum + d, 0)),
        });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  for (const server of Object.values(servers)) await server.stop();
}
for (const route of ROUTES) {
  for (const [name, dir] of Object.entries(builds)) {
    const runs = results[`${name} ${route}`];
    console.log(
      `${name} (${dir}) ${route}: blocking median ${median(runs.map((r) => r.blocking))} ms, ` +
        `long-task time median ${median(runs.map((r) => r.longTask))} ms; runs ${runs.map((r) => r.blocking).join(', ')}`,
    );
  }
}
