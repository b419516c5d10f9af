// manifest.json never answers: the input becomes usable within the manifest and download timeouts.
import {DATABASE_TIMEOUT_MS, MANIFEST_TIMEOUT_MS} from './constants.mjs';
import {openDialog, plural, QUERY, reader, searchFor, visit} from './reader.mjs';

const ms = (value) => `${value.toLocaleString('en')} ms`;

export default {
  id: '3.6',
  expected: 'A stalled manifest: the input is usable within the manifest and download timeouts, and finds results',
  async run({browser, origin}) {
    const {context, page, log} = await reader(browser);
    try {
      await page.route('**/search/manifest.json', () => {}); // never answered
      await visit(page, `${origin}/cmp/`);
      const bound = MANIFEST_TIMEOUT_MS + DATABASE_TIMEOUT_MS;
      const readyMs = await openDialog(page, bound + 5000);
      const found = readyMs === null ? {count: 0} : await searchFor(page, QUERY);
      return {readyMs, bound, downloads: log.downloads, results: found.count};
    } finally {
      await context.close();
    }
  },
  held: ({readyMs, bound, results}) => readyMs !== null && readyMs <= bound && results > 0,
  summary: ({readyMs, bound, downloads, results}) =>
    `input enabled ${readyMs === null ? 'never' : ms(readyMs)} after opening (manifest timeout ${ms(MANIFEST_TIMEOUT_MS)}, download timeout ${ms(DATABASE_TIMEOUT_MS)}, bound ${ms(bound)}); update assumed: ${plural(downloads, 'download')} of search-db.json; "${QUERY}" → ${plural(results, 'result')}`,
};
