// Bounded loopback load run: autocannon, 50 connections by default, against both production
// servers of the build, one after the other: Debian's nginx with deploy/nginx.conf, and the Node
// server of `npm run serve` (scripts/serve.mjs, in its own process as that command runs it). Three
// resources, each for a fixed duration, with the Accept-Encoding a browser sends: a guide page, the
// same route asked for as Markdown (Accept: text/markdown, as agents do), and the search index.
// Both servers then send the build's precompressed .gz files (plugins/precompress).
// A benchmark, not a test: the load generator and the servers share the same cores on the loopback.
//
// `npm run bench -- --only load` measures the work tree's build (runServersLoad). To compare servings side by side:
//   node bench/load.mjs [--seconds 10] [--runs 3] [--connections 50] LABEL=BUILD_DIR[@SITE_DIR] ...
// serves each build with the nginx config of SITE_DIR (scripts/nginx.mjs and deploy/nginx.conf;
// default this repository), runs the targets round-robin `--runs` times and prints the medians.
// It writes nothing. Example, the last commit's build and config against a work tree's build:
//   node bench/load.mjs before=/tmp/wt-head/build@/tmp/wt-head after=/tmp/wt-x/build
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {join} from 'node:path';
import {freePort, waitUntilListening} from '../scripts/lib/listening.mjs';
import {log} from './lib/log.mjs';
import {startNginx} from './lib/nginx.mjs';
import {REPO} from './lib/paths.mjs';
import {median, round} from './lib/stats.mjs';

/** The resources of the load run: a guide page, its Markdown twin and the search index. */
export const LOAD_TARGETS = [
  {name: 'HTML guide page', path: '/cmp/mobile-sdks/android/installation'},
  {name: 'Markdown twin (Accept: text/markdown)', path: '/cmp/mobile-sdks/android/installation', headers: {accept: 'text/markdown'}},
  {name: 'Search index', path: '/search/search-db.json'},
];

export const LOAD_CONNECTIONS = 50;

function once(options) {
  return import('autocannon').then(
    ({default: autocannon}) =>
      new Promise((resolve, reject) => {
        const errorKinds = {};
        const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({...result, errorKinds})));
        instance.on('reqError', (error) => {
          const kind = error?.code ?? error?.message ?? 'unknown';
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        });
      }),
  );
}

export async function runLoad(origin, {durationS = 30, connections = LOAD_CONNECTIONS, targets = LOAD_TARGETS}) {
  const results = [];
  for (const {name, path, headers = {}} of targets) {
    log(`load: ${name} (${path}) for ${durationS} s with ${connections} connections`);
    const result = await once({
      url: `${origin}${path}`,
      connections,
      duration: durationS,
      headers: {'accept-encoding': 'gzip, deflate, br', ...headers},
    });
    results.push({
      name,
      path,
      accept: headers.accept ?? null,
      durationS,
      connections,
      requestsPerSecond: round(result.requests.average, 0),
      requestsTotal: result.requests.total,
      latencyMedianMs: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      throughputMBps: round(result.throughput.average / 1024 ** 2, 1),
      errors: result.errors,
      errorKinds: result.errorKinds,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes: result.statusCodeStats,
    });
  }
  return results;
}

/** `npm run serve` on a free port, in its own process, until stop(). */
async function startNodeServer(buildDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(REPO, 'scripts/serve.mjs'), '--dir', buildDir, '--port', String(port)], {stdio: ['ignore', 'ignore', 'inherit']});
  await waitUntilListening(port, child, 'scripts/serve.mjs', 200);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    }),
  };
}

/** The servers of the load run: nginx with deploy/nginx.conf and `npm run serve`. */
export const LOAD_SERVERS = [
  {server: 'nginx', start: (buildDir) => startNginx(buildDir)},
  {server: 'Node (npm run serve)', start: startNodeServer},
];

/**
 * The load run of `npm run bench`: every target against each server in turn, one row per server
 * and target (the server's name leads the row's name, for the report).
 */
export async function runServersLoad(buildDir, {durationS = 30, connections = LOAD_CONNECTIONS, targets = LOAD_TARGETS} = {}) {
  const rows = [];
  for (const {server, start} of LOAD_SERVERS) {
    const running = await start(buildDir);
    try {
      for (const row of await runLoad(running.origin, {durationS, connections, targets})) rows.push({...row, server, name: `${server}: ${row.name}`});
    } finally {
      await running.stop();
    }
  }
  return rows;
}

/**
 * Several servings of the same targets, interleaved run by run so that the machine's load weighs
 * on all alike. `servings`: [{label, buildDir, configFrom}]. Returns one row per serving and
 * target: the medians over the runs, and every run's figures.
 */
export async function compareLoad(servings, {runs = 3, durationS = 10, connections = LOAD_CONNECTIONS, targets = LOAD_TARGETS} = {}) {
  const samples = new Map();
  for (let run = 1; run <= runs; run += 1) {
    for (const {label, buildDir, configFrom} of servings) {
      log(`load: run ${run}/${runs}, ${label} (${buildDir})`);
      const server = await startNginx(buildDir, configFrom ? {configFrom} : {});
      try {
        for (const row of await runLoad(server.origin, {durationS, connections, targets})) {
          const key = `${label}\t${row.name}`;
          if (!samples.has(key)) samples.set(key, {label, name: row.name, path: row.path, runs: []});
          samples.get(key).runs.push(row);
        }
      } finally {
        await server.stop();
      }
    }
  }
  return [...samples.values()].map(({label, name, path, runs: rows}) => ({
    label,
    name,
    path,
    requestsPerSecond: median(rows.map((r) => r.requestsPerSecond)),
    latencyMedianMs: median(rows.map((r) => r.latencyMedianMs)),
    latencyP99Ms: median(rows.map((r) => r.latencyP99Ms)),
    throughputMBps: median(rows.map((r) => r.throughputMBps)),
    errors: rows.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    errorKinds: rows.map((r) => r.errorKinds),
    perRun: rows.map((r) => ({requestsPerSecond: r.requestsPerSecond, latencyP99Ms: r.latencyP99Ms, errors: r.errors + r.timeouts})),
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => (argv.includes(`--${name}`) ? Number(argv[argv.indexOf(`--${name}`) + 1]) : fallback);
  const settings = {runs: option('runs', 3), durationS: option('seconds', 10), connections: option('connections', LOAD_CONNECTIONS)};
  const optionValues = new Set(['--runs', '--seconds', '--connections'].flatMap((name) => (argv.includes(name) ? [argv[argv.indexOf(name) + 1]] : [])));
  const servings = argv
    .filter((arg) => !arg.startsWith('--') && !optionValues.has(arg))
    .map((arg) => {
      const match = /^([^=]+)=([^@]+)(?:@(.+))?$/.exec(arg);
      if (!match) throw new Error(`${arg}: expected LABEL=BUILD_DIR[@SITE_DIR]`);
      return {label: match[1], buildDir: match[2], configFrom: match[3]};
    });
  if (servings.length === 0 || argv.includes('--help')) {
    console.log('usage: node bench/load.mjs [--seconds 10] [--runs 3] [--connections 50] LABEL=BUILD_DIR[@SITE_DIR] ...');
    process.exit(servings.length === 0 && !argv.includes('--help') ? 1 : 0);
  }
  const rows = await compareLoad(servings, settings);
  console.log(`\nMedian of ${settings.runs} runs of ${settings.durationS} s, ${settings.connections} connections, Accept-Encoding: gzip, deflate, br\n`);
  console.log('| Serving | Resource | Requests/s | Median ms | p99 ms | MB/s | Errors (all runs) | Requests/s, p99 ms per run |');
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const perRun = r.perRun.map((p) => `${p.requestsPerSecond}/${p.latencyP99Ms}`).join(', ');
    console.log(`| ${r.label} | ${r.name} \`${r.path}\` | ${r.requestsPerSecond} | ${r.latencyMedianMs} | ${r.latencyP99Ms} | ${r.throughputMBps} | ${r.errors} | ${perRun} |`);
  }
  const kinds = rows.filter((r) => r.errors).map((r) => `${r.label} ${r.path}: ${JSON.stringify(r.errorKinds)}`);
  if (kinds.length) console.log(`\nError kinds: ${kinds.join('; ')}`);
}
