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
//   node bench/mock.mjs [--build-dir build] [--runs 10] [--json]
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {memoryOf, nodeFloor} from './mcp.mjs';
import {parseArgs} from 'node:util';
/* global performance, fetch */

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KEY = {'x-privana-api-key': 'pvk_test_bench'};
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/** Starts the mock; resolves with the time to its first answer, the child and its base URL. */
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
      resolveStart({ms: performance.now() - started, child, base});
    });
  });
}

const stop = (child) => new Promise((resolveStop) => {
  child.once('exit', resolveStop);
  child.kill('SIGTERM');
});

export async function runMockBench({buildDir = join(REPO, 'build'), runs = 10, warmRequests = 400} = {}) {
  const tarball = join(buildDir, 'downloads', 'privana-mock.tgz');
  if (!existsSync(tarball)) throw new Error(`${tarball} is missing: run npm run build first`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-mock-'));
  try {
    execFileSync('tar', ['-xzf', tarball, '-C', dir]);
    const bin = join(dir, 'package', 'dist', 'privana-mock.cjs');
    const startup = [];
    const floor = [];
    for (let run = 0; run < runs; run += 1) {
      floor.push(await nodeFloor());
      const {ms, child} = await startMock(bin);
      startup.push(ms);
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
    for (let n = 0; n < warmRequests; n += 1) {
      const started = performance.now();
      const response = await requests[n % requests.length]();
      await response.text();
      warm.push(performance.now() - started);
    }
    const memory = memoryOf(child.pid);
    await stop(child);
    const startupMs = round(percentile(startup, 50));
    const floorMs = round(percentile(floor, 50));
    return {
      startup: {runs, medianMs: startupMs, nodeFloorMedianMs: floorMs, ratioToNodeFloor: round(startupMs / floorMs, 2)},
      warm: {requests: warmRequests, p50Ms: round(percentile(warm, 50), 2), p95Ms: round(percentile(warm, 95), 2)},
      memory,
      targets: {startupMs: 500, warmP95Ms: 5, rssMB: 150},
    };
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {'build-dir': {type: 'string'}, runs: {type: 'string'}, json: {type: 'boolean'}}});
  const result = await runMockBench({buildDir: values['build-dir'] ? resolve(values['build-dir']) : undefined, runs: Number(values.runs ?? 10)});
  console.log(values.json ? JSON.stringify(result, null, 2) : `mock: start-up ${result.startup.medianMs} ms (node -e 0: ${result.startup.nodeFloorMedianMs} ms), warm p50 ${result.warm.p50Ms} / p95 ${result.warm.p95Ms} ms, RSS ${result.memory.rssMB} MB (peak ${result.memory.peakRssMB})`);
}
