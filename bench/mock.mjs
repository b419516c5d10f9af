#!/usr/bin/env node
// The local API mock (packages/mock), as a reader runs it: the build's downloads/privana-mock.tgz
// unpacked and its bin started on a free port.
//   start-up   process start → first 200 answer to GET /v1/cookie-consent/configs, median of N,
//              interleaved with the same spawn of `node -e 0` (the host's own start-up floor);
//   warm       round trips over one keep-alive connection after start-up (a list page, an item,
//              a filtered list, an update), p50/p95;
//   memory     the mock's resident memory (VmRSS, VmHWM) after the warm requests.
// Targets (issue 42): start-up ≤ 500 ms, warm p95 ≤ 5 ms, RSS ≤ 150 MB.
//
// Each figure is printed with the 1-minute load average before and after the run: on a busy host
// the start-up and the node floor move together, so compare their ratio, not either alone.
//
//   node bench/mock.mjs [--build-dir build | --package-dir DIR] [--runs 10] [--json]
//   (--package-dir: an unpacked package, its dist/ and data/, such as plugins/mock-pack's staging folder)
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {memoryOf, nodeFloor} from './mcp.mjs';
import {parseArgs} from 'node:util';
/* global performance, fetch */

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KEY = {'x-privana-api-key': 'pvk_test_bench'};
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/**
 * CPU time a process has used so far, all its threads, from /proc (nanoseconds on a CPU): unlike
 * the wall clock, it barely moves with the load other processes put on a shared host.
 */
function cpuMsOf(pid) {
  const tasks = readdirSync(`/proc/${pid}/task`);
  return tasks.reduce((sum, task) => sum + Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]), 0) / 1e6;
}

/** The CPU time of `node -e 0`'s own work: the floor of the mock's start-up CPU time. */
function nodeCpuFloor() {
  const script = "const fs=require('fs');let t=0;for(const k of fs.readdirSync('/proc/self/task'))t+=Number(fs.readFileSync('/proc/self/task/'+k+'/schedstat','utf8').split(' ')[0]);process.stdout.write(String(t/1e6))";
  return Number(execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'}));
}

/** Starts the mock; resolves with the time to its first answer (wall and CPU), the child and its base URL. */
function startMock(bin) {
  return new Promise((resolveStart, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [bin, '--port', '0', '--quiet', '--rate-limit', 'off'], {stdio: ['ignore', 'pipe', 'inherit']});
    let output = '';
    child.on('error', reject);
    child.stdout.on('data', async (chunk) => {
      const before = output;
      output += chunk;
      const base = /customer-rest-api\s+(http:\/\/\S+)/.exec(output)?.[1];
      if (!base || /customer-rest-api\s+(http:\/\/\S+)/.test(before)) return;
      const response = await fetch(`${base}/v1/cookie-consent/configs?limit=2`, {headers: KEY});
      await response.text();
      if (response.status !== 200) reject(new Error(`first answer ${response.status}`));
      resolveStart({ms: performance.now() - started, cpuMs: cpuMsOf(child.pid), child, base});
    });
  });
}

const stop = (child) => new Promise((resolveStop) => {
  child.once('exit', resolveStop);
  child.kill('SIGTERM');
});

export async function runMockBench({buildDir = join(REPO, 'build'), packageDir, runs = 10, warmRequests = 400} = {}) {
  const loadBefore = round(loadavg()[0], 2);
  const tarball = join(buildDir, 'downloads', 'privana-mock.tgz');
  if (!packageDir && !existsSync(tarball)) throw new Error(`${tarball} is missing: run npm run build first`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-mock-'));
  try {
    if (!packageDir) execFileSync('tar', ['-xzf', tarball, '-C', dir]);
    const bin = join(packageDir ?? join(dir, 'package'), 'dist', 'privana-mock.cjs');
    const startup = [];
    const floor = [];
    const startupCpu = [];
    const floorCpu = [];
    for (let run = 0; run < runs; run += 1) {
      floor.push(await nodeFloor());
      floorCpu.push(nodeCpuFloor());
      const {ms, cpuMs, child} = await startMock(bin);
      startup.push(ms);
      startupCpu.push(cpuMs);
      await stop(child);
    }
    const {child, base} = await startMock(bin);
    const requests = [
      () => fetch(`${base}/v1/cookie-consent/configs?limit=20`, {headers: KEY}),
      () => fetch(`${base}/v1/subject-rights/requests/1f6b9e34-7a2c-4d58-b0e1-93c4a5d6e7f8`, {headers: KEY}),
      () => fetch(`${base}/v1/subject-rights/requests?status=IN_PROGRESS&limit=50`, {headers: KEY}),
      () => fetch(`${base}/v1/cookie-consent/configs/8d3f1b2a-6c4e-4f7a-9b1d-0e2c5a7f9d14`, {method: 'PATCH', headers: {...KEY, 'content-type': 'application/json'}, body: '{"name":"Bench"}'}),
    ];
    // Every kind once, so each operation's validators are compiled before the clock runs.
    for (const send of requests) await (await send()).text();
    const warm = [];
    const cpuBefore = cpuMsOf(child.pid);
    for (let n = 0; n < warmRequests; n += 1) {
      const started = performance.now();
      const response = await requests[n % requests.length]();
      await response.text();
      warm.push(performance.now() - started);
    }
    const warmCpuMs = (cpuMsOf(child.pid) - cpuBefore) / warmRequests;
    const memory = memoryOf(child.pid);
    await stop(child);
    const startupMs = round(percentile(startup, 50));
    const floorMs = round(percentile(floor, 50));
    return {
      load1m: {before: loadBefore, after: round(loadavg()[0], 2)},
      startupCpu: {medianMs: round(percentile(startupCpu, 50)), nodeFloorMedianMs: round(percentile(floorCpu, 50))},
      startup: {runs, medianMs: startupMs, nodeFloorMedianMs: floorMs, ratioToNodeFloor: round(startupMs / floorMs, 2), minMs: round(Math.min(...startup)), nodeFloorMinMs: round(Math.min(...floor))},
      warm: {requests: warmRequests, p50Ms: round(percentile(warm, 50), 2), p95Ms: round(percentile(warm, 95), 2), mockCpuMsPerRequest: round(warmCpuMs, 3)},
      memory,
      targets: {startupMs: 500, warmP95Ms: 5, rssMB: 150},
    };
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {'build-dir': {type: 'string'}, 'package-dir': {type: 'string'}, runs: {type: 'string'}, json: {type: 'boolean'}}});
  const result = await runMockBench({
    buildDir: values['build-dir'] ? resolve(values['build-dir']) : undefined,
    packageDir: values['package-dir'] ? resolve(values['package-dir']) : undefined,
    runs: Number(values.runs ?? 10),
  });
  const {startup, startupCpu, warm, memory, load1m, targets} = result;
  console.log(
    values.json
      ? JSON.stringify(result, null, 2)
      : [
          `mock, same run, load ${load1m.before} → ${load1m.after} (1 min):`,
          `  start-up to first answer  median ${startup.medianMs} ms, min ${startup.minMs} (node -e 0: median ${startup.nodeFloorMedianMs}, min ${startup.nodeFloorMinMs}; ratio ${startup.ratioToNodeFloor})  target ≤ ${targets.startupMs}`,
          `  start-up CPU time         median ${startupCpu.medianMs} ms (node -e 0: ${startupCpu.nodeFloorMedianMs} ms): the least load-dependent figure`,
          `  warm request              p50 ${warm.p50Ms} ms, p95 ${warm.p95Ms} ms over ${warm.requests} (the mock's CPU: ${warm.mockCpuMsPerRequest} ms a request)  target p95 ≤ ${targets.warmP95Ms}`,
          `  memory                    RSS ${memory.rssMB} MB (peak ${memory.peakRssMB})  target ≤ ${targets.rssMB}`,
        ].join('\n'),
  );
}
