// Site search, side by side on one build and its query sets (bench/queries.json; the misspelled and
// the concept sets for relevance):
//   ours      — plugins/search/profile.ts (MiniSearch + Dexie) over build/search/search-db.json;
//   lunr      — the layout and query logic of @easyops-cn/docusaurus-search-local over the same text;
//   pagefind  — npm pagefind run over the same build, through its JS API.
// Everything runs in Debian's Chromium against the build served by Debian's nginx (the site's own
// deploy/nginx.conf, gzip level 6), from a harness page at /bench-harness/.
/* global window */
import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {bundleOurEngine, loadIndexerTools} from './lib/bundle.mjs';
import {launchChromium} from '../scripts/chromium.mjs';
import {htmlFileForRoute} from '../scripts/lib/routeFile.mjs';
import {readJson} from './lib/json-file.mjs';
import {log} from './lib/log.mjs';
import {startNginx} from './lib/nginx.mjs';
import {BENCH_DIR, REPO, WORK} from './lib/paths.mjs';
import {dirSize, fileSizes} from './lib/sizes.mjs';
import {median, percentile, round} from './lib/stats.mjs';
import {buildLunrIndex} from './lib/lunr-index.mjs';
import {SLOW_LINK_DELAY_MS, slowLinkRun} from './lib/slow-link.mjs';

/** Slow-link runs per engine: each is a cold first query held SLOW_LINK_DELAY_MS per request. */
const SLOW_LINK_RUNS = 3;

export const ENGINES = ['ours', 'lunr', 'pagefind'];
/** The query of the cold and repeat-visit measurements: a short, common one. */
export const FIRST_QUERY = 'cookie banner';

export function loadQueries() {
  return readJson(join(BENCH_DIR, 'queries.json')).queries;
}

/** Queries with a typing slip, measured for relevance only (typo tolerance). */
export function loadMisspelledQueries() {
  return readJson(join(BENCH_DIR, 'queries-misspelled.json')).queries;
}

/**
 * Concept queries and questions, judged at section level (bench/queries-concepts.json): an entry
 * with an anchor must be the result's own section, one without accepts any section of its page.
 */
export function loadConceptQueries() {
  return readJson(join(BENCH_DIR, 'queries-concepts.json')).queries;
}

const normaliseSection = (url) => {
  const [path, anchor] = url.replace(/^https?:\/\/[^/]+/, '').replace(/\?[^#]*/, '').split('#');
  const page = path.length > 1 ? path.replace(/\/$/, '') : path;
  return anchor ? `${page}#${anchor}` : page;
};

/**
 * MRR@5 and recall@5 of ranked answers (each result's first section, or the result) against the
 * judged sections: the figures of the concept set.
 */
export function sectionRelevance(queries, answered) {
  let mrr = 0;
  let recall = 0;
  const perQuery = [];
  for (const {q, relevant, kind} of queries) {
    const wanted = relevant.map(normaliseSection);
    const hit = (answer) => wanted.some((entry) => (entry.includes('#') ? entry === answer : entry === answer.split('#')[0]));
    const got = (answered[q] ?? []).map(normaliseSection).slice(0, 5);
    const firstHit = got.findIndex(hit);
    mrr += firstHit === -1 ? 0 : 1 / (firstHit + 1);
    const found = new Set(got.filter(hit));
    const r = Math.min(1, found.size / wanted.length);
    recall += r;
    perQuery.push({q, kind, rank: firstHit === -1 ? null : firstHit + 1, recall5: round(r, 2), top3: got.slice(0, 3)});
  }
  return {mrr5: round(mrr / queries.length, 3), recall5: round(recall / queries.length, 3), perQuery};
}

const normalisePage = (url) => {
  const path = url.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
};

/** MRR@5 and recall@10 of ranked page lists against the judged pages. */
export function relevance(queries, ranked) {
  let mrr = 0;
  let recall = 0;
  const perQuery = [];
  for (const {q, relevant, kind} of queries) {
    const wanted = new Set(relevant.map(normalisePage));
    const got = (ranked[q] ?? []).map(normalisePage);
    const firstHit = got.slice(0, 5).findIndex((url) => wanted.has(url));
    const rr = firstHit === -1 ? 0 : 1 / (firstHit + 1);
    const found = new Set(got.slice(0, 10).filter((url) => wanted.has(url)));
    const r = found.size / wanted.size;
    mrr += rr;
    recall += r;
    perQuery.push({q, kind, rank: firstHit === -1 ? null : firstHit + 1, recall10: round(r, 2), top3: got.slice(0, 3)});
  }
  return {mrr5: round(mrr / queries.length, 3), recall10: round(recall / queries.length, 3), perQuery};
}

/**
 * A folder WORK/`name` to serve: the build (hard links) plus the harness page and script at
 * /bench-harness/. Returns the folder and its harness subfolder.
 */
function harnessRoot(name, buildDir) {
  const root = join(WORK, name);
  rmSync(root, {recursive: true, force: true});
  execFileSync('cp', ['-al', buildDir, root]);
  const harness = join(root, 'bench-harness');
  mkdirSync(harness, {recursive: true});
  writeFileSync(
    join(harness, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Search benchmark</title>' +
      '<script src="/bench-harness/harness.js"></script></head><body><main>Search benchmark harness</main></body></html>\n',
  );
  copyFileSync(join(BENCH_DIR, 'harness/harness.js'), join(harness, 'harness.js'));
  return {root, harness};
}

/** Builds the harness folder: the site build (hard links) + harness, bundles and both comparison indexes. */
export async function prepareSearchRoot(siteDir, buildDir) {
  const {root, harness} = harnessRoot('search-root', buildDir);
  copyFileSync(join(BENCH_DIR, 'harness/lunr-easyops.js'), join(harness, 'lunr-easyops.js'));
  copyFileSync(join(REPO, 'node_modules/lunr/lunr.min.js'), join(harness, 'lunr.min.js'));

  log('search: bundling our engine with rspack');
  await bundleOurEngine(siteDir, harness);

  const database = readJson(join(buildDir, 'search/search-db.json'));
  const tools = await loadIndexerTools(siteDir);
  let started = Date.now();
  writeFileSync(join(harness, 'lunr-search-index.json'), buildLunrIndex({database, buildDir, tools, apiRecords: tools?.apiSearchRecords ? await tools.apiSearchRecords({siteDir, lastModified: () => ''}) : null}));
  const lunrBuildMs = Date.now() - started;
  log(`search: Lunr index built in ${lunrBuildMs} ms`);

  started = Date.now();
  execFileSync(join(REPO, 'node_modules/.bin/pagefind'), ['--site', buildDir, '--output-path', join(root, 'pagefind'), '--quiet'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pagefindBuildMs = Date.now() - started;
  log(`search: Pagefind index built in ${pagefindBuildMs} ms`);

  return {
    root,
    index: {
      ours: {
        file: 'search/search-db.json',
        ...fileSizes(join(buildDir, 'search/search-db.json')),
        records: database.documents.length,
        engineBundle: fileSizes(join(harness, 'ours.js')),
      },
      lunr: {
        file: 'search-index.json (plugin layout)',
        ...fileSizes(join(harness, 'lunr-search-index.json')),
        buildMs: lunrBuildMs,
        library: fileSizes(join(harness, 'lunr.min.js')),
      },
      pagefind: {file: 'pagefind/ (whole bundle on disk)', raw: dirSize(join(root, 'pagefind')), buildMs: pagefindBuildMs},
    },
  };
}

/**
 * Records every finished request of a page; `sizesOf` then reads the transferred body bytes and
 * decoded (or, for Pagefind's own gzip files, decompressed) body bytes of those started by a
 * time. The bodies are read once the measured query is over: reading one goes through the page's
 * DevTools agent, and reading our 1 MB core while the query ran made the cold first query at
 * scale 130 ms in the bench against 98 ms measured without the reads, while Pagefind's, whose
 * files are small, stayed the same.
 */
function recordResponses(page) {
  const log = [];
  page.on('requestfinished', (request) => log.push({request, started: request.timing().startTime}));
  return log;
}

/** Sizes of the recorded responses whose requests started by `until` (the page still open). */
async function sizesOf(recorded, until) {
  await settle(300);
  const sizes = [];
  for (const {request, started} of recorded.filter((entry) => entry.started <= until)) {
    try {
      const transferred = (await request.sizes()).responseBodySize;
      const response = await request.response();
      const body = response ? await response.body() : Buffer.alloc(0);
      let raw = body.length;
      if (/\/pagefind\/.*\.pf_/.test(request.url())) {
        try {
          raw = gunzipSync(body).length;
        } catch {
          // not gzip
        }
      }
      sizes.push({url: request.url(), transferred, raw, status: response?.status(), started});
    } catch (error) {
      // A body the browser no longer holds would be missing from the bytes: say so.
      log(`search: the size of ${request.url()} could not be read (${error instanceof Error ? error.message.split('\n')[0] : error})`);
    }
  }
  return sizes;
}

const HARNESS_FILES = /\/bench-harness\/(?:index\.html|harness\.js)?$/;

const settle = (ms) => new Promise((r) => setTimeout(r, ms));

async function coldAndRepeat(browser, origin, engine) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = recordResponses(page);
  await page.goto(`${origin}/bench-harness/`, {waitUntil: 'load'});
  await settle(100);
  responses.length = 0;
  const cold = await page.evaluate(([name, q]) => window.bench.first(name, q), [engine, FIRST_QUERY]);
  // What was asked for before the first result (a request started after it is background work).
  const fetched = (await sizesOf(responses, cold.at)).filter((r) => !HARNESS_FILES.test(r.url.replace(/[?#].*$/, '')));
  const bytes = {
    raw: fetched.reduce((s, r) => s + r.raw, 0),
    transferred: fetched.reduce((s, r) => s + r.transferred, 0),
    requests: fetched.length,
    files: fetched.map((r) => ({url: r.url.replace(origin, ''), raw: r.raw, transferred: r.transferred})),
  };
  // Repeat visit: same browser profile (HTTP cache, IndexedDB), fresh page, once what the first
  // visit stores has been stored.
  await page.evaluate((name) => window.bench.stored(name), engine);
  await page.reload({waitUntil: 'load'});
  await settle(100);
  const repeat = await page.evaluate(([name, q]) => window.bench.first(name, q), [engine, FIRST_QUERY]);
  await context.close();
  return {cold, repeat, bytes};
}

export async function runSearchBench({siteDir, buildDir, coldRuns = 5, minWarmQueries = 720}) {
  const queries = loadQueries();
  const misspelled = loadMisspelledQueries();
  const concepts = loadConceptQueries();
  const prepared = await prepareSearchRoot(siteDir, buildDir);
  const server = await startNginx(prepared.root, {cspExtra: "'wasm-unsafe-eval'"});
  const browser = await launchChromium();
  const result = {firstQuery: FIRST_QUERY, queries: queries.length, index: prepared.index, engines: {}};
  // Every judged page must exist in this build, or the relevance figures would be meaningless.
  result.missingJudgedPages = [...new Set([...queries, ...misspelled, ...concepts].flatMap((q) => q.relevant.map((url) => url.split('#')[0])))].filter((url) => !htmlFileForRoute(buildDir, url));
  if (result.missingJudgedPages.length) log(`search: judged pages missing from the build: ${result.missingJudgedPages.join(', ')}`);
  try {
    const cold = Object.fromEntries(ENGINES.map((e) => [e, []]));
    for (let round_ = 0; round_ < coldRuns; round_ += 1) {
      for (const engine of ENGINES) {
        cold[engine].push(await coldAndRepeat(browser, server.origin, engine));
      }
      log(`search: cold round ${round_ + 1}/${coldRuns} done`);
    }

    // The first query on a slow link, ours against Pagefind, interleaved (see lib/slow-link.mjs).
    const slow = {ours: [], pagefind: []};
    for (let round_ = 0; round_ < SLOW_LINK_RUNS; round_ += 1) {
      for (const engine of Object.keys(slow)) {
        slow[engine].push(await slowLinkRun(browser, server.origin, engine, FIRST_QUERY));
      }
    }
    result.slowLink = {delayMs: SLOW_LINK_DELAY_MS, query: FIRST_QUERY, runs: SLOW_LINK_RUNS, engines: {}};
    for (const [engine, runs] of Object.entries(slow)) {
      result.slowLink.engines[engine] = {
        queryToFirstResultMs: round(median(runs.map((r) => r.queryToFirstResultMs))),
        requests: median(runs.map((r) => r.requests)),
        textBlockRequests: median(runs.map((r) => r.textBlockRequests)),
        roundTrips: median(runs.map((r) => r.roundTrips)),
        roundTripsWithCode: median(runs.map((r) => r.roundTripsWithCode)),
        wholeDatabaseBeforeFirstResult: runs.some((r) => r.wholeDatabaseBeforeFirstResult),
      };
      log(`search: slow link (${SLOW_LINK_DELAY_MS} ms per request): ${engine} ${JSON.stringify(result.slowLink.engines[engine])}`);
    }

    // Warm latency: one page per engine, all open at once, and the measured passes interleaved
    // (ours, Lunr, Pagefind, ours, ...), so that a noisy spell of a shared machine falls on every
    // engine alike instead of on whichever was measured during it.
    const passes = Math.max(1, Math.ceil(minWarmQueries / queries.length));
    const texts = queries.map((q) => q.q);
    const warmPages = {};
    const warmups = {};
    const misspelledRuns = {};
    const conceptAnswers = {};
    const timings = Object.fromEntries(ENGINES.map((e) => [e, []]));
    const cpuTimings = Object.fromEntries(ENGINES.map((e) => [e, []]));
    const contexts = [];
    try {
      for (const engine of ENGINES) {
        const context = await browser.newContext();
        contexts.push(context);
        const page = await context.newPage();
        await page.goto(`${server.origin}/bench-harness/`, {waitUntil: 'load'});
        await page.evaluate((name) => window.bench.init(name), engine);
        // First pass: warms every code path and lazily loaded chunk, and gives the rankings.
        warmups[engine] = await page.evaluate(([name, qs]) => window.bench.run(name, qs, 1, 10), [engine, texts]);
        misspelledRuns[engine] = await page.evaluate(([name, qs]) => window.bench.run(name, qs, 1, 10), [engine, misspelled.map((q) => q.q)]);
        conceptAnswers[engine] = await page.evaluate(([name, qs]) => window.bench.answers(name, qs, 5), [engine, concepts.map((q) => q.q)]);
        // Warm means the steady state: ours has replaced its split index with the whole one.
        await page.evaluate((name) => window.bench.stored(name), engine);
        warmPages[engine] = page;
      }
      for (let pass = 0; pass < passes; pass += 1) {
        for (const engine of ENGINES) {
          await browser.startTracing(warmPages[engine], {categories: ['blink.user_timing']});
          const measured = await warmPages[engine].evaluate(([name, qs]) => window.bench.run(name, qs, 1, 10), [engine, texts]);
          timings[engine].push(...measured.timings);
          cpuTimings[engine].push(...queryThreadTimes(await browser.stopTracing()));
        }
      }
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
    for (const engine of ENGINES) {
      const measured = {timings: timings[engine]};
      const warmup = warmups[engine];
      const runs = cold[engine];
      const rel = relevance(queries, warmup.pages);
      result.engines[engine] = {
        bytesBeforeFirstResult: {
          raw: median(runs.map((r) => r.bytes.raw)),
          transferred: median(runs.map((r) => r.bytes.transferred)),
          requests: median(runs.map((r) => r.bytes.requests)),
          files: runs[0].bytes.files,
        },
        coldFirstQueryMs: round(median(runs.map((r) => r.cold.ms))),
        coldInitMs: round(median(runs.map((r) => r.cold.initMs))),
        coldFirstResult: runs[0].cold.first,
        repeatVisitFirstQueryMs: round(median(runs.map((r) => r.repeat.ms))),
        repeatVisitSource: runs[0].repeat.info?.source ?? null,
        warm: {
          queries: measured.timings.length,
          medianMs: round(median(measured.timings), 2),
          p95Ms: round(percentile(measured.timings, 95), 2),
          p99Ms: round(percentile(measured.timings, 99), 2),
          maxMs: round(Math.max(...measured.timings), 2),
          // The same queries' main-thread CPU time: what the engine costs, without the waits a
          // busy shared host adds to the wall-clock figures above.
          cpuMedianMs: cpuTimings[engine].length ? round(median(cpuTimings[engine]), 2) : null,
          cpuP95Ms: cpuTimings[engine].length ? round(percentile(cpuTimings[engine], 95), 2) : null,
        },
        mrr5: rel.mrr5,
        recall10: rel.recall10,
        byKind: byKind(rel.perQuery),
        perQuery: rel.perQuery,
        misspelled: relevance(misspelled, misspelledRuns[engine].pages),
        concepts: sectionRelevance(concepts, conceptAnswers[engine]),
      };
      log(`search: ${engine} warm p95 ${result.engines[engine].warm.p95Ms} ms (main-thread CPU p95 ${result.engines[engine].warm.cpuP95Ms} ms), MRR@5 ${rel.mrr5}, recall@10 ${rel.recall10}`);
      log(`search: ${engine} misspelled queries: MRR@5 ${result.engines[engine].misspelled.mrr5}, recall@10 ${result.engines[engine].misspelled.recall10}`);
      log(`search: ${engine} concept queries (section level): MRR@5 ${result.engines[engine].concepts.mrr5}, recall@5 ${result.engines[engine].concepts.recall5}`);
    }
    result.profile = await profileOurs(browser, server.origin, queries.map((q) => q.q));
  } finally {
    await browser.close();
    await server.stop();
  }
  return result;
}

/**
 * Main-thread CPU time of each query of a traced harness run: the thread clock ("tts") between the
 * marks the harness sets around each query, in ms.
 */
export function queryThreadTimes(traceBuffer) {
  const events = JSON.parse(traceBuffer.toString()).traceEvents ?? [];
  const at = (name) => events.filter((e) => e.name === name && typeof e.tts === 'number').sort((a, b) => a.ts - b.ts);
  const starts = at('bench-query');
  const ends = at('bench-query-end');
  return starts.length === ends.length ? starts.map((start, i) => (ends[i].tts - start.tts) / 1000) : [];
}

async function profileOurs(browser, origin, queries) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/bench-harness/`, {waitUntil: 'load'});
    const profile = await page.evaluate(([qs, n]) => window.bench.profileOurs(qs, n), [queries, 5]);
    const slowest = [...profile.perQuery].sort((a, b) => b.engineMs - a.engineMs);
    const share = (rows) => {
      const engine = rows.reduce((s, r) => s + r.engineMs, 0);
      const mini = rows.reduce((s, r) => s + (r.minisearchMs ?? 0), 0);
      return engine ? round((100 * mini) / engine, 1) : null;
    };
    return {
      coldInit: {
        downloadMs: round(profile.downloadMs),
        jsonParseMs: round(profile.parseMs),
        decodeMs: round(profile.decodeMs ?? null),
        miniSearchLoadJsMs: round(profile.loadJsMs),
        engineInitMs: round(profile.engineInitMs),
      },
      repeatInitFromIndexedDbMs: round(profile.repeatInitMs),
      repeatInitSource: profile.repeatInitSource,
      miniSearchShareOfQueryTimePercent: share(profile.perQuery),
      slowestQueries: slowest.slice(0, 8).map((r) => ({
        q: r.q,
        engineMs: round(r.engineMs, 2),
        minisearchMs: round(r.minisearchMs, 2),
        results: r.results,
      })),
    };
  } catch (error) {
    return {error: String(error?.message ?? error)};
  } finally {
    await context.close();
  }
}

function byKind(perQuery) {
  const kinds = {};
  for (const row of perQuery) {
    kinds[row.kind] ??= {n: 0, mrr5: 0};
    kinds[row.kind].n += 1;
    kinds[row.kind].mrr5 += row.rank ? 1 / row.rank : 0;
  }
  for (const k of Object.values(kinds)) k.mrr5 = round(k.mrr5 / k.n, 3);
  return kinds;
}

