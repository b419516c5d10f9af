// A stored copy edited in the browser (category counts that are no numbers, records without their
// tags) broke the dialog on every visit until the site's next version, with "Check your
// connection". It must be read as no copy: downloaded again, and searched.
import {dialog} from '../../../../tests/e2e/search-page.mjs';
import {DB_NAME} from './constants.mjs';
import {openDialog, QUERY, reader, searchFor, searchOnce, visit} from './reader.mjs';

/** Makes every category count an object and removes every record's tags, with the raw API. */
function tamper(page) {
  return page.evaluate(
    (name) =>
      new Promise((done, fail) => {
        const request = globalThis.indexedDB.open(name);
        request.onerror = () => fail(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const transaction = db.transaction(['metadata', 'documents'], 'readwrite');
          const metadata = transaction.objectStore('metadata');
          const documents = transaction.objectStore('documents');
          const row = metadata.get('main');
          row.onsuccess = () => {
            const categories = row.result.stats.categories;
            for (const category of Object.keys(categories)) categories[category] = {count: categories[category]};
            metadata.put(row.result);
          };
          const cursor = documents.openCursor();
          cursor.onsuccess = () => {
            const record = cursor.result?.value;
            if (record) {
              delete record.metadata.tags;
              cursor.result.update(record);
              cursor.result.continue();
            }
          };
          transaction.oncomplete = () => {
            db.close();
            done(undefined);
          };
          transaction.onerror = () => fail(transaction.error);
        };
      }),
    DB_NAME,
  );
}

export default {
  id: '3.10',
  expected: 'A stored copy with non-number category counts and records without tags is downloaded again, and search works',
  async run({browser, origin}) {
    const {context, page, log} = await reader(browser);
    try {
      await searchOnce(page, origin);
      await tamper(page);
      const downloadsBefore = log.downloads;
      await visit(page, `${origin}/uc/`);
      const openedMs = await openDialog(page).catch(() => null);
      const found = openedMs === null ? {count: 0} : await searchFor(page, QUERY);
      const alert = await dialog(page).getByRole('alert').textContent({timeout: 1000}).catch(() => null);
      return {openedMs, results: found.count, alert, downloads: log.downloads - downloadsBefore, errors: log.errors.length, firstError: log.errors[0]?.slice(0, 80) ?? null};
    } finally {
      await context.close();
    }
  },
  held: ({results, alert, downloads}) => results > 0 && !alert && downloads === 1,
  summary: ({openedMs, results, alert, downloads, errors, firstError}) =>
    `${openedMs === null ? 'the dialog did not open; ' : ''}${results} results for "${QUERY}"; index downloaded again ${downloads} time(s); ${alert ? `the dialog says "${alert}"` : 'no error shown'}; ${errors} page errors${firstError ? ` ("${firstError}")` : ''}`,
};
