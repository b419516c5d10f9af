// The search index answers 503, then recovers: reopening the dialog recovers without a reload, one
// request per opening. The fault covers every index file a first opening may ask for (the split
// index's core and pieces, and search-db.json), as tests/e2e/search-failures.spec.ts makes it.
import {closeDialog, INDEX_FILES, openDialog, openToAlert, plural, QUERY, reader, searchFor, untilIdle, visit} from './reader.mjs';

export default {
  id: '3.8',
  expected: 'After a 503, reopening the dialog retries once per opening and recovers without a reload',
  async run({browser, origin}) {
    const {context, page} = await reader(browser);
    try {
      let failing = true;
      let requestsWhileFailing = 0;
      await page.route(INDEX_FILES, (route) => {
        if (!failing) return route.continue();
        requestsWhileFailing += 1;
        return route.fulfill({status: 503, body: 'Service Unavailable'});
      });
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
