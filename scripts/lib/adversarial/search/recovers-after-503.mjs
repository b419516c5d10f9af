// search-db.json answers 503, then recovers: reopening the dialog recovers without a reload, one
// request per opening.
import {closeDialog, openDialog, openToAlert, plural, QUERY, reader, searchFor, untilIdle, visit} from './reader.mjs';

export default {
  id: '3.8',
  expected: 'After a 503, reopening the dialog retries once per opening and recovers without a reload',
  async run({browser, origin}) {
    const {context, page, log} = await reader(browser);
    try {
      let failing = true;
      await page.route('**/search/search-db.json', (route) => (failing ? route.fulfill({status: 503, body: 'Service Unavailable'}) : route.continue()));
      await visit(page, `${origin}/cmp/`);
      await page.evaluate(() => {
        globalThis.beforeRecovery = true;
      });
      const failures = [];
      for (let open = 0; open < 2; open += 1) {
        failures.push(await openToAlert(page));
        // Left open until the browser is idle: the failed request is not repeated meanwhile.
        await untilIdle(page);
        await closeDialog(page);
      }
      const requestsWhileFailing = log.downloads;
      failing = false;
      const readyMs = await openDialog(page);
      const found = readyMs === null ? {count: 0} : await searchFor(page, QUERY);
      const reloaded = !(await page.evaluate(() => globalThis.beforeRecovery === true));
      return {failures, requestsWhileFailing, usable: readyMs !== null, results: found.count, reloaded};
    } finally {
      await context.close();
    }
  },
  held: ({failures, requestsWhileFailing, results, reloaded}) =>
    failures.every((text) => /Search Unavailable/.test(text)) && requestsWhileFailing === 2 && results > 0 && !reloaded,
  summary: ({failures, requestsWhileFailing, usable, results, reloaded}) =>
    `503: ${failures.every((text) => /Search Unavailable/.test(text)) ? '"Search Unavailable"' : 'no "Search Unavailable"'} on ${failures.length} openings, ${plural(requestsWhileFailing, 'request')}; recovered, third opening: input ${usable ? 'enabled' : 'disabled'}, "${QUERY}" → ${plural(results, 'result')}, ${reloaded ? 'page reloaded' : 'same page, no reload'}`,
};
