// The first query on a slow link (a phone on a poor network): every request an engine makes for
// its code and index is held SLOW_LINK_DELAY_MS before it goes out, and the query is run at once,
// as a reader types into the dialog as soon as it opens. Reports the time from the query (the last
// keystroke) to the first result, and the requests before it: how many, how many of our text
// blocks, in how many sequential round trips (for the index, and with the engine's code), and whether the whole search-db.json download had
// started (it should wait until the first results are shown).
/* global window */
import {round} from './stats.mjs';

export const SLOW_LINK_DELAY_MS = 400;

/** The requests an engine makes to search: ours (its bundle and /search/), Pagefind's (/pagefind/). */
const SEARCH_REQUEST = /\/search\/|\/pagefind\/|\/bench-harness\/ours\.js/;
const TEXT_BLOCK = /\/search\/split\/[^/]+\/text-\d+\.json/;
/** The engines' code (our bundle; Pagefind's script and WebAssembly): the site loads ours when the dialog opens. */
const CODE = /\/bench-harness\/ours\.js|\/pagefind\/pagefind\.js|\/pagefind\/wasm\.[^/]*\.pagefind/;
const WHOLE_DATABASE = /\/search\/search-db\.json/;

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How many sequential round trips the requests took: a request that went out after another had
 * come back is a round trip later than it (`start` and `end` in ms, any clock).
 */
export function roundTrips(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depths = [];
  let most = 0;
  sorted.forEach((request, i) => {
    let depth = 1;
    for (let j = 0; j < i; j += 1) {
      if (sorted[j].end <= request.start) depth = Math.max(depth, depths[j] + 1);
    }
    depths.push(depth);
    most = Math.max(most, depth);
  });
  return most;
}

/** One cold first query of `engine` on the slow link, in a fresh browser context. */
export async function slowLinkRun(browser, origin, engine, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests = new Map();
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (SEARCH_REQUEST.test(url)) {
      requests.set(route.request(), {url, start: Date.now(), end: Infinity});
      await settle(SLOW_LINK_DELAY_MS);
    }
    await route.continue();
  });
  const finished = (request) => {
    const entry = requests.get(request);
    if (entry) entry.end = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  try {
    await page.goto(`${origin}/bench-harness/`, {waitUntil: 'load'});
    const first = await page.evaluate(([name, q]) => window.bench.first(name, q), [engine, query]);
    await settle(2 * SLOW_LINK_DELAY_MS);
    const before = [...requests.values()].filter((entry) => entry.start <= first.at);
    return {
      queryToFirstResultMs: round(first.ms),
      requests: before.length,
      textBlockRequests: before.filter((entry) => TEXT_BLOCK.test(entry.url)).length,
      // Round trips for the index alone (code excluded), as the target counts them after the dialog opens.
      roundTrips: roundTrips(before.filter((entry) => !CODE.test(entry.url)).map((entry) => ({start: entry.start, end: Math.min(entry.end, first.at)}))),
      roundTripsWithCode: roundTrips(before.map((entry) => ({start: entry.start, end: Math.min(entry.end, first.at)}))),
      wholeDatabaseBeforeFirstResult: before.some((entry) => WHOLE_DATABASE.test(entry.url)),
      wholeDatabaseAfterFirstResult: [...requests.values()].some((entry) => entry.start > first.at && WHOLE_DATABASE.test(entry.url)),
    };
  } finally {
    await context.close();
  }
}
