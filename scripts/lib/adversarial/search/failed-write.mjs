// IndexedDB refuses the write after 200 documents (quota): later page views must not download again.
import {STORAGE_FAILED_KEY} from './constants.mjs';
import {hasDatabase, openDialog, PAGE_VIEWS, plural, QUERY, reader, searchFor, viewPages, visit} from './reader.mjs';

export default {
  id: '3.7',
  expected: 'After a failed IndexedDB write (quota), later page views download nothing and no partial database is left',
  async run({browser, origin}) {
    const {context, page, log} = await reader(browser);
    try {
      await context.addInitScript(() => {
        const put = globalThis.IDBObjectStore.prototype.put;
        let written = 0;
        globalThis.IDBObjectStore.prototype.put = function (...args) {
          if (this.name === 'documents' && ++written > 200) throw new globalThis.DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return put.apply(this, args);
        };
      });
      await visit(page, `${origin}/cmp/`);
      await openDialog(page);
      const found = await searchFor(page, QUERY);
      // The failed write is remembered for the visit and the partial database deleted.
      await page.waitForFunction((key) => globalThis.sessionStorage.getItem(key) === '1', STORAGE_FAILED_KEY, {timeout: 30_000}).catch(() => {});
      const afterSearch = log.downloads;
      const {perView} = await viewPages(page, origin, log);
      return {results: found.count, afterSearch, perView, leftOver: await hasDatabase(page)};
    } finally {
      await context.close();
    }
  },
  held: ({results, perView, leftOver}) => results > 0 && perView.every((count) => count === 0) && !leftOver,
  summary: ({results, afterSearch, perView, leftOver}) =>
    `quota error after 200 documents: "${QUERY}" → ${plural(results, 'result')} from memory (${plural(afterSearch, 'download')}); next ${PAGE_VIEWS.length} page views: ${plural(perView.reduce((sum, count) => sum + count, 0), 'download')} of search-db.json; ${leftOver ? 'a database is left' : 'no database left'}`,
};
