// The search dialog as a reader finds it (by role and name), shared by the end-to-end tests
// (./search-support.ts) and scripts/adversarial.mjs, which runs in Node without a TypeScript loader.

/** @typedef {import('@playwright/test').Page} Page */

// Plain JavaScript (scripts/adversarial.mjs runs it in Node, and Playwright cannot load a module
// that reads TypeScript through import.meta here), so these names are written out; they are
// STRINGS.navbarButton, dialogLabel, resultsLabel and recentHeading of
// plugins/search/shared/strings.ts, and tests/e2e/search-support.ts checks that they still are.
export const NAVBAR_BUTTON_NAME = 'Search docs...';
export const DIALOG_NAME = 'Search documentation';
export const RESULTS_NAME = 'Search results';
export const RECENT_NAME = 'Recent searches';

/** @param {Page} page */
export const navbarButton = (page) => page.getByRole('button', {name: NAVBAR_BUTTON_NAME});
/** @param {Page} page */
export const dialog = (page) => page.getByRole('dialog', {name: DIALOG_NAME});
/** @param {Page} page */
export const input = (page) => dialog(page).getByRole('combobox');
/** @param {Page} page */
export const results = (page) => dialog(page).getByRole('listbox', {name: RESULTS_NAME});
/** @param {Page} page */
export const recentList = (page) => dialog(page).getByRole('listbox', {name: RECENT_NAME});

/**
 * Resolves once React has hydrated the navbar button (its shortcut hint renders only then). Hidden
 * (but attached) in the narrow navbar; the machine may be busy, hence the long wait.
 * @param {Page} page
 */
export async function waitForSearchButton(page) {
  await navbarButton(page).locator('kbd').waitFor({state: 'attached', timeout: 15_000});
}

/**
 * The search database stored by the page's origin, read with the raw IndexedDB API and never
 * created: its document rows, its index rows and the document count its metadata claims; null
 * when there is none.
 * @param {Page} page
 * @param {string} dbName plugins/search/shared/locations.ts DB_NAME
 * @returns {Promise<{total: number | null, documents: number, indexRows: number} | null>}
 */
export function readStoredIndex(page, dbName) {
  return page.evaluate(async (name) => {
    const idb = globalThis.indexedDB;
    if (!(await idb.databases()).some((database) => database.name === name)) return null;
    return new Promise((done, fail) => {
      const request = idb.open(name);
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onerror = () => done(null);
      request.onsuccess = () => {
        const db = request.result;
        if (!['metadata', 'documents', 'searchIndex'].every((store) => db.objectStoreNames.contains(store))) {
          db.close();
          return done(null);
        }
        const transaction = db.transaction(['metadata', 'documents', 'searchIndex']);
        const metadata = transaction.objectStore('metadata').get('main');
        const documents = transaction.objectStore('documents').count();
        const indexRows = transaction.objectStore('searchIndex').count();
        transaction.oncomplete = () => {
          db.close();
          done({total: metadata.result?.stats?.totalDocuments ?? null, documents: documents.result, indexRows: indexRows.result});
        };
        transaction.onerror = () => fail(transaction.error);
      };
    });
  }, dbName);
}

/**
 * Waits until a downloaded index is completely stored (the write follows the download and may
 * outlast the first search): a page loaded before that downloads the index again, by design.
 * @param {Page} page
 * @param {string} dbName
 */
export async function waitForStoredIndex(page, dbName, timeout = 60_000) {
  for (const end = Date.now() + timeout; Date.now() < end; await page.waitForTimeout(250)) {
    const copy = await readStoredIndex(page, dbName);
    if (copy && copy.indexRows === 1 && copy.documents === copy.total) return copy;
  }
  throw new Error('The downloaded search index was not stored in IndexedDB');
}
