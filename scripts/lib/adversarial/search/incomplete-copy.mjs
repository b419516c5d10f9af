// A stored copy missing documents counts as absent: replaced once, not downloaded on every view.
import {dialog, input, readStoredIndex} from '../../../../tests/e2e/search-page.mjs';
import {DB_NAME} from './constants.mjs';
import {editStoredDocuments, openDialog, reader, searchOnce, viewPages} from './reader.mjs';

export default {
  id: '3.7',
  expected: 'An incomplete stored copy is replaced once, then searched complete',
  async run({browser, origin}) {
    const {context, page, log} = await reader(browser);
    try {
      const {copy} = await searchOnce(page, origin);
      const removed = await editStoredDocuments(page, {remove: 100});
      const {perView, storedWithinMs} = await viewPages(page, origin, log);
      const repaired = await readStoredIndex(page, DB_NAME);
      await openDialog(page);
      await input(page).fill('');
      const shown = await dialog(page).getByTestId('search-document-count').textContent({timeout: 10_000}).catch(() => null);
      return {total: copy.total, removed, perView, storedWithinMs, repaired, shown: shown === null ? null : Number(shown)};
    } finally {
      await context.close();
    }
  },
  held: ({total, perView, repaired, shown}) =>
    perView[0] <= 1 && perView.slice(1).every((count) => count === 0) && repaired !== null && repaired.documents === repaired.total && shown === total,
  summary: ({total, removed, perView, storedWithinMs, repaired, shown}) =>
    `copy missing ${removed} of ${total} documents: downloads per page view ${perView.join(', ')}; stored again within ${storedWithinMs.toLocaleString('en')} ms of the page load: ${repaired?.documents ?? 0} of ${repaired?.total ?? '?'}; dialog: ${shown ?? '?'} documents indexed`,
};
