// What the search cases of the adversarial replay share: a fresh reader (browser context and page,
// with what it logged and requested), visiting a page, opening the dialog, searching, reading and
// editing the stored copy. The dialog is found with the locators of the end-to-end tests
// (tests/e2e/search-page.mjs). Faults are made the way the end-to-end tests make them (page.route
// on the real files and chunks, an offline context, a quota error inside IndexedDB, rows edited in
// the stored copy): nothing test-only is in the site. Waits are on what the page shows or does,
// never on a fixed delay.
import {dialog, input, navbarButton, results, waitForSearchButton, waitForStoredIndex} from '../../../../tests/e2e/search-page.mjs';
import {DB_NAME} from './constants.mjs';

export const QUERY = 'consent';
/** Every file of the search index: the split index's core and pieces, and search-db.json. */
export const INDEX_FILES = /\/search\/(search-db\.json|split\/)/;
/** Later page views counted for downloads of search-db.json, none of them searching. */
export const PAGE_VIEWS = ['/', '/cmp/', '/cmp/mobile-sdks/android/installation', '/integrations/data-discovery-integrations/stripe', '/uc/'];

export const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Resolves once the browser has been idle after everything queued so far: idle callbacks run in
 * the order they were queued, so the site's own idle work (the search bar's preparation, queued at
 * hydration) runs before this one; then the requests it started settle. No `timeout` option: on a
 * busy machine it would run this callback before the site's. Bounded at a minute, reported as is.
 * @param {import('@playwright/test').Page} page
 */
export async function untilIdle(page) {
  await page.evaluate(
    () =>
      new Promise((done) => {
        globalThis.requestIdleCallback(() => done(undefined));
        globalThis.setTimeout(() => done(undefined), 60_000);
      }),
  );
  await page.waitForLoadState('networkidle').catch(() => {});
}

/** A fresh browser context and page, with what the reader's browser logged and requested. */
export async function reader(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const log = {warnings: [], errors: [], downloads: 0};
  page.on('console', (message) => {
    if (message.type() === 'warning') log.warnings.push(message.text());
    if (message.type() === 'error') log.errors.push(message.text());
  });
  page.on('pageerror', (error) => log.errors.push(error.message));
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/search/search-db.json')) log.downloads += 1;
  });
  return {context, page, log};
}

/** Loads a page and waits until the navbar's search button is hydrated. */
export async function visit(page, url) {
  await page.goto(url);
  await waitForSearchButton(page);
}

/**
 * Opens the dialog from the navbar button; resolves with the milliseconds from the click until its
 * input is enabled, or null when it is not within `timeout` (an error state never enables it).
 */
export async function openDialog(page, timeout = 30_000) {
  const start = Date.now();
  await navbarButton(page).click();
  await dialog(page).waitFor({timeout});
  return page
    .waitForFunction(() => globalThis.document.querySelector('[role="dialog"] [role="combobox"]:not([disabled])'), null, {timeout})
    .then(() => Date.now() - start, () => null);
}

/** Opens the dialog, or the chunk failure in its place, and resolves with the text of its alert. */
export async function openToAlert(page) {
  await navbarButton(page).click();
  const alert = page.getByRole('alert').filter({has: page.getByRole('button', {name: /^(Reload Page|Retry)$/})});
  return alert.innerText({timeout: 30_000}).then(
    (text) => text.replace(/\s+/g, ' ').trim().replace(/ (Reload Page|Retry)$/, ' [$1]'),
    () => '(no message)',
  );
}

export async function closeDialog(page) {
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({state: 'detached'});
}

/**
 * Runs a query in the open dialog once the previous one is cleared; resolves with the number of
 * results (as announced to screen readers) and the URL of the first.
 */
export async function searchFor(page, query) {
  await input(page).fill('');
  await results(page).waitFor({state: 'detached'});
  await input(page).fill(query);
  const found = await results(page).getByRole('option').first().waitFor({timeout: 15_000}).then(() => true, () => false);
  if (!found) return {count: 0, first: null};
  const status = await dialog(page).getByRole('status').filter({hasText: /^\d+ results?$/}).textContent({timeout: 5000}).catch(() => '0');
  return {count: Number.parseInt(status ?? '0', 10), first: await results(page).getByRole('option').first().getAttribute('href')};
}

/**
 * URLs of every result and section shown for the current query, once the list has stopped growing:
 * it renders one batch per frame, so the count is read every frame until five frames agree.
 */
export async function shownUrls(page) {
  await page.waitForFunction(
    () => {
      const state = /** @type {{count: number, same: number}} */ (globalThis.__shownCount ??= {count: -1, same: 0});
      const count = globalThis.document.querySelectorAll('[role="dialog"] [role="listbox"] [role="option"]').length;
      state.same = count === state.count ? state.same + 1 : 0;
      state.count = count;
      return state.same >= 5;
    },
    null,
    {polling: 'raf', timeout: 15_000},
  );
  await page.evaluate(() => delete globalThis.__shownCount);
  const options = results(page).getByRole('option');
  return options.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

/** The stored copy, complete, once the write that follows a download has finished. */
export const waitForStoredCopy = (page) => waitForStoredIndex(page, DB_NAME);

/**
 * Edits the stored documents with the raw API: deletes the first `remove` of them, and gives the
 * documents at `urls[i]` the URL `replacements[i]`.
 */
export async function editStoredDocuments(page, {remove = 0, urls = [], replacements = []}) {
  return page.evaluate(
    ({name, remove: count, urls: from, replacements: to}) =>
      new Promise((done, fail) => {
        const request = globalThis.indexedDB.open(name);
        request.onerror = () => fail(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const transaction = db.transaction('documents', 'readwrite');
          const store = transaction.objectStore('documents');
          let changed = 0;
          const all = store.getAll();
          all.onsuccess = () => {
            all.result.forEach((row, i) => {
              if (i < count) {
                store.delete(row.id);
                changed += 1;
              } else if (from.includes(row.url)) {
                store.put({...row, url: to[from.indexOf(row.url)]});
                changed += 1;
              }
            });
          };
          transaction.oncomplete = () => {
            db.close();
            done(changed);
          };
          transaction.onerror = () => fail(transaction.error);
        };
      }),
    {name: DB_NAME, remove, urls, replacements},
  );
}

/** The search database's name is listed: idle preparation then loads (and maybe downloads) the index. */
export const hasDatabase = (page) => page.evaluate(async (name) => (await globalThis.indexedDB.databases()).some((database) => database.name === name), DB_NAME);

/**
 * Loads each page without searching and lets idle work run (idle preparation loads the dialog's
 * code, and the index too when a database is stored); resolves with the downloads of
 * search-db.json per view. A reader who stays on a page lets a download be stored: a view that
 * downloads lasts until the copy is complete, and the longest such wait is reported.
 */
export async function viewPages(page, origin, log) {
  const perView = [];
  let storedWithinMs = 0;
  for (const path of PAGE_VIEWS) {
    const before = log.downloads;
    const start = Date.now();
    // With a stored copy, idle preparation asks for the manifest, reads the copy and, if it must
    // be replaced, downloads the index. The manifest's answer is observable; the decision not to
    // download is not, so a view counts as keeping its copy when no download started within 5 s
    // of that answer (the only bounded wait, on an event that may rightly never come).
    const stored = await hasDatabase(page).catch(() => false);
    const manifest = stored ? page.waitForResponse('**/search/manifest.json', {timeout: 60_000}).catch(() => null) : null;
    await visit(page, `${origin}${path}`);
    await untilIdle(page);
    if (manifest && (await manifest)) await page.waitForRequest('**/search/search-db.json', {timeout: 5000}).catch(() => null);
    if (log.downloads > before && (await hasDatabase(page))) {
      await waitForStoredCopy(page).catch(() => {});
      storedWithinMs = Math.max(storedWithinMs, Date.now() - start);
    }
    perView.push(log.downloads - before);
  }
  return {perView, storedWithinMs};
}

/** First visit: search once, so that the index is downloaded and stored. */
export async function searchOnce(page, origin) {
  await visit(page, `${origin}/cmp/`);
  await openDialog(page);
  const found = await searchFor(page, QUERY);
  return {found, urls: await shownUrls(page), copy: await waitForStoredCopy(page)};
}

