// The real search modal on a built guide page, in Chromium: open it (click on the navbar button),
// wait until the input is enabled (engine ready), type a query, wait for the first result.
// Cold: a new browser profile. Warm: the same profile after a reload (HTTP cache and IndexedDB
// filled by the cold visit), which is the "warm cache" of the search latency target; the button is clicked
// WARM_PAUSE_MS after the reload reached network idle, as a visitor would. Timestamps are taken inside
// the page (performance.now()) by a MutationObserver, so Playwright's own latency does not count.
/* global window, document, performance, MutationObserver */
import {launchChromium} from '../scripts/chromium.mjs';
import {log} from './lib/log.mjs';
import {median, round} from './lib/stats.mjs';
import {FIRST_QUERY} from './search.mjs';

const DEBOUNCE_MS = 300;
/** Time between the warm page load (network idle) and the click on the search button. */
const WARM_PAUSE_MS = 1000;

function instrument() {
  const marks = {};
  window.__searchMarks = marks;
  const check = () => {
    const dialog = document.querySelector('[role="dialog"]');
    const input = dialog?.querySelector('input[role="combobox"]');
    if (input && marks.dialog === undefined) marks.dialog = performance.now();
    if (input && !input.disabled && marks.ready === undefined) marks.ready = performance.now();
    const result = dialog?.querySelector('[role="listbox"][aria-label="Search results"] [role="option"]');
    if (result && marks.result === undefined) marks.result = performance.now();
  };
  new MutationObserver(check).observe(document.body, {subtree: true, childList: true, attributes: true});
  document.addEventListener('click', () => marks.open ?? (marks.open = performance.now()), true);
  document.addEventListener('input', () => marks.input ?? (marks.input = performance.now()), true);
}

async function openAndSearch(page) {
  await page.evaluate(instrument);
  const button = page.getByRole('button', {name: 'Search docs...'});
  await button.click();
  const input = page.locator('[role="dialog"] input[role="combobox"]');
  await input.and(page.locator(':enabled')).waitFor({timeout: 30000});
  await input.fill(FIRST_QUERY);
  await page.locator('[role="dialog"] [role="listbox"][aria-label="Search results"] [role="option"]').first().waitFor({timeout: 30000});
  await page.waitForTimeout(50);
  const m = await page.evaluate(() => window.__searchMarks);
  return {
    openToReadyMs: m.ready - m.open,
    inputToResultMs: m.result - m.input,
    openToResultMs: m.result - m.open,
    // What the code controls: engine ready after opening, then the query once the search's 300 ms
    // debounce has elapsed.
    firstResultExclDebounceMs: m.ready - m.open + Math.max(0, m.result - m.input - DEBOUNCE_MS),
  };
}

export async function runModalBench(origin, {route, runs = 3}) {
  const browser = await launchChromium();
  const cold = [];
  const warm = [];
  const bytes = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let transferred = 0;
      let counting = false;
      page.on('requestfinished', async (request) => {
        if (!counting) return;
        const sizes = await request.sizes().catch(() => null);
        transferred += sizes?.responseBodySize ?? 0;
      });
      await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
      counting = true;
      cold.push(await openAndSearch(page));
      counting = false;
      bytes.push(transferred);
      await page.reload({waitUntil: 'networkidle'});
      // A returning visitor reaches for search a moment after the page has loaded, when the
      // browser has been idle and the stored index has been prepared (plugins/search/theme/SearchBar).
      await page.waitForTimeout(WARM_PAUSE_MS);
      warm.push(await openAndSearch(page));
      await context.close();
    }
  } catch (error) {
    log(`modal: ${error.message}`);
    return {route, error: String(error.message).split('\n')[0]};
  } finally {
    await browser.close();
  }
  const pick = (list, key) => round(median(list.map((r) => r[key])));
  const summary = (list) => ({
    openToReadyMs: pick(list, 'openToReadyMs'),
    inputToResultMs: pick(list, 'inputToResultMs'),
    openToResultMs: pick(list, 'openToResultMs'),
    firstResultExclDebounceMs: pick(list, 'firstResultExclDebounceMs'),
  });
  return {
    route,
    query: FIRST_QUERY,
    runs,
    debounceMs: DEBOUNCE_MS,
    warmPauseMs: WARM_PAUSE_MS,
    cold: {...summary(cold), transferredKB: round(median(bytes) / 1024, 1)},
    warm: summary(warm),
  };
}
