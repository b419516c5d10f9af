#!/usr/bin/env node
// The local MCP server (packages/docs-mcp), as a reader runs it: the build's
// downloads/privana-docs-mcp.tgz unpacked and started over stdio by the MCP SDK's client.
//   relevance  MRR@5 of search_docs on bench/queries.json, next to the site's engine
//              (plugins/search/searchEngine.ts over the same build's search files, run in Node) in the same run;
//   start-up   process start → first search_docs answer, median of N, interleaved with the same
//              spawn of `node -e 0` (the host's own start-up floor, for a ratio);
//   warm       search_docs round trips over stdio, p50/p95 after the start-up;
//   memory     the server's resident memory (VmRSS, VmHWM) after the warm queries;
//   size       the tarball in KB.
// Self-contained on purpose: bench/lib is being reorganised.
//
//   node bench/mcp.mjs [--build-dir build] [--runs 10] [--json]
import {spawn} from 'node:child_process';
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {Client} from '@modelcontextprotocol/client';
import {StdioClientTransport} from '@modelcontextprotocol/client/stdio';
/* global Response, performance */

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(BENCH_DIR, '..');
const FIRST_QUERY = 'cookie banner';

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values) => percentile(values, 50);
const pagePath = (url) => {
  const path = url.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
};

/** MRR@5 of ranked URL lists against the judged pages (the definition bench/search.mjs uses). */
function mrr5(queries, ranked) {
  let total = 0;
  for (const {q, relevant} of queries) {
    const wanted = new Set(relevant.map(pagePath));
    const hit = (ranked.get(q) ?? []).slice(0, 5).map(pagePath).findIndex((url) => wanted.has(url));
    total += hit === -1 ? 0 : 1 / (hit + 1);
  }
  return round(total / queries.length, 3);
}

/** The site's engine, loaded from its TypeScript, over the build's search files (as the browser fetches them). */
async function siteRanking(buildDir, queries) {
  const jiti = createRequire(import.meta.url)('jiti')(import.meta.url);
  const {SearchEngine} = jiti(join(REPO, 'plugins/search/searchEngine.ts'));
  const fetchFile = async (url) => {
    const file = join(buildDir, String(url));
    return existsSync(file) ? new Response(readFileSync(file)) : new Response(null, {status: 404});
  };
  const engine = new SearchEngine({baseUrl: '/', fetch: fetchFile, openDatabase: () => null, session: null});
  await engine.init();
  const ranked = new Map();
  for (const {q} of queries) ranked.set(q, (await engine.search(q)).results.map((result) => result.document.url));
  return ranked;
}

/** Node's flags from the bin's `#!/usr/bin/env -S node <flags>` line, as a shell would pass them. */
function shebangFlags(bin) {
  const first = readFileSync(bin, 'utf8').split('\n', 1)[0];
  return /^#!\/usr\/bin\/env -S node\s+(.*)$/.exec(first)?.[1].split(/\s+/).filter(Boolean) ?? [];
}

async function startServer(bin) {
  const transport = new StdioClientTransport({command: process.execPath, args: [...shebangFlags(bin), bin], stderr: 'ignore'});
  const client = new Client({name: 'privana-bench', version: '1.0.0'});
  await client.connect(transport);
  return {client, transport};
}

async function searchUrls(client, query, limit = 10) {
  const result = await client.callTool({name: 'search_docs', arguments: {query, limit}});
  if (result.isError) throw new Error(`search_docs(${query}): ${result.content[0]?.text}`);
  return result.structuredContent.results.map((entry) => entry.url);
}

/** Spawn → exit of `node -e 0`: what any Node process costs to start on this host right now. */
export function nodeFloor() {
  return new Promise((resolveRun, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['-e', '0'], {stdio: 'ignore'});
    child.on('error', reject);
    child.on('exit', () => resolveRun(performance.now() - started));
  });
}

export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return {rssMB: round(kb('VmRSS') / 1024), peakRssMB: round(kb('VmHWM') / 1024)};
}

export async function runMcpBench({buildDir = join(REPO, 'build'), runs = 10, warmQueries = 200} = {}) {
  const tarball = join(buildDir, 'downloads', 'privana-docs-mcp.tgz');
  if (!existsSync(tarball)) throw new Error(`${tarball} is missing: build the site first`);
  const dir = mkdtempSync(join(tmpdir(), 'privana-docs-mcp-bench-'));
  try {
    execFileSync('tar', ['-xzf', tarball, '-C', dir]);
    const bin = join(dir, 'package', JSON.parse(readFileSync(join(dir, 'package', 'package.json'), 'utf8')).bin['privana-docs-mcp']);
    const queries = JSON.parse(readFileSync(join(BENCH_DIR, 'queries.json'), 'utf8')).queries;

    const startup = [];
    const floor = [];
    for (let i = 0; i < runs; i++) {
      floor.push(await nodeFloor());
      const started = performance.now();
      const {client} = await startServer(bin);
      await searchUrls(client, FIRST_QUERY);
      startup.push(performance.now() - started);
      await client.close();
    }

    const {client, transport} = await startServer(bin);
    const ranked = new Map();
    for (const {q} of queries) ranked.set(q, await searchUrls(client, q));
    const warm = [];
    for (let i = 0; i < warmQueries; i++) {
      const started = performance.now();
      await searchUrls(client, queries[i % queries.length].q);
      warm.push(performance.now() - started);
    }
    const memory = memoryOf(transport.pid);
    await client.close();

    const site = await siteRanking(buildDir, queries);
    const sameRanking = queries.filter(({q}) => JSON.stringify((site.get(q) ?? []).slice(0, 10).map(pagePath)) === JSON.stringify((ranked.get(q) ?? []).map(pagePath))).length;
    const startupMs = round(median(startup));
    const floorMs = round(median(floor));
    return {
      queries: queries.length,
      mrr5: {mcp: mrr5(queries, ranked), site: mrr5(queries, site)},
      identicalTop10: `${sameRanking}/${queries.length}`,
      startup: {runs, medianMs: startupMs, nodeFloorMedianMs: floorMs, ratioToNodeFloor: round(startupMs / floorMs, 2)},
      warm: {queries: warmQueries, p50Ms: round(median(warm), 2), p95Ms: round(percentile(warm, 95), 2)},
      memory,
      tarballKB: round(statSync(tarball).size / 1024),
      loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ')[0],
    };
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {'build-dir': {type: 'string', default: join(REPO, 'build')}, runs: {type: 'string', default: '10'}, json: {type: 'boolean', default: false}}});
  const result = await runMcpBench({buildDir: resolve(values['build-dir']), runs: Number(values.runs)});
  console.log(values.json ? JSON.stringify(result, null, 2) : result);
}
