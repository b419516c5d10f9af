// The search cases of the adversarial test (section 3, "Search that keeps working"), replayed in
// Chromium against nginx serving the production build, as a reader meets them: what the dialog
// shows, whether its input is enabled, which results come first, and how often the index files are
// requested. Faults are made the way the end-to-end tests make them (page.route on the real
// files and chunks, an offline context, a quota error inside IndexedDB, rows edited in the stored
// copy): nothing test-only is in the site. Each case runs in a fresh browser context, so no
// storage leaks from one case to the next. Used by scripts/adversarial.mjs.
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {chunksWhere, isSearchDialogChunk} from '../../tests/e2e/chunks.mjs';
import {
  dialog,
  input,
  navbarButton,
  readStoredIndex,
  recentList,
  results,
  waitForSearchButton,
  waitForStoredIndex,
} from '../../tests/e2e/search-page.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A literal `export const NAME = …;` (a string or a number) of one of the search's TypeScript
 * modules. This script runs in plain Node, which cannot import them; reading the values keeps the
 * documented timeouts and storage keys in one place.
 */
function tsConstant(file, name) {
  const match = new RegExp(`export const ${name} = ([^;]+);`).exec(readFileSync(resolve(repo, file), 'utf8'));
  if (!match) throw new Error(`${name} is not a literal constant of ${file}`);
  const literal = match[1].trim();
  return /^'.*'$/.test(literal) ? literal.slice(1, -1) : Number(literal.replace(/_/g, ''));
}

const MANIFEST_TIMEOUT_MS = tsConstant('src/search/loading.ts', 'MANIFEST_TIMEOUT_MS');
const DATABASE_TIMEOUT_MS = tsConstant('src/search/loading.ts', 'DATABASE_TIMEOUT_MS');
const DB_NAME = tsConstant('src/search/constants.ts', 'DB_NAME');
const RECENT_SEARCHES_KEY = tsConstant('src/search/constants.ts', 'RECENT_SEARCHES_KEY');
const STORAGE_FAILED_KEY = tsConstant('src/search/loading.ts', 'STORAGE_FAILED_KEY');

const QUERY = 'consent';
/** Later page views counted for downloads of search-db.json, none of them searching. */
const PAGE_VIEWS = ['/', '/cmp/', '/cmp/mobile-sdks/android/installation', '/integrations/data-discovery-integrations/stripe', '/uc/'];
/**
 * What a reader must never read: the browser's and MiniSearch's own messages, error names, chunk
 * URLs and file names, HTTP status codes.
 */
const RAW_TEXT = /Failed to fetch|MiniSearch|deserializ|TypeError|\w+Error\b|Loading chunk|\.js\b|https?:|\b[45]\d\d\b/;
const OFF_ORIGIN_URLS = ['//evil.example/x', '/\\evil.example'];

/** A fresh browser context and page, with what the reader's browser logged and requested. */
async function reader(browser) {
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
async function visit(page, url) {
  await page.goto(url);
  await waitForSearchButton(page);
}

/**
 * Opens the dialog from the navbar button; resolves with the milliseconds from the click until its
 * input is enabled, or null when it is not within `timeout` (an error state never enables it).
 */
async function openDialog(page, timeout = 30_000) {
  const start = Date.now();
  await navbarButton(page).click();
  await dialog(page).waitFor({timeout});
  return page
    .waitForFunction(() => globalThis.document.querySelector('[role="dialog"] [role="combobox"]:not([disabled])'), null, {timeout})
    .then(() => Date.now() - start, () => null);
}

/** Opens the dialog, or the chunk failure in its place, and resolves with the text of its alert. */
async function openToAlert(page) {
  await navbarButton(page).click();
  const alert = page.getByRole('alert').filter({has: page.getByRole('button', {name: /^(Reload Page|Retry)$/})});
  return alert.innerText({timeout: 30_000}).then(
    (text) => text.replace(/\s+/g, ' ').trim().replace(/ (Reload Page|Retry)$/, ' [$1]'),
    () => '(no message)',
  );
}

async function closeDialog(page) {
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({state: 'detached'});
}

/**
 * Runs a query in the open dialog once the previous one is cleared; resolves with the number of
 * results (as announced to screen readers) and the URL of the first.
 */
async function searchFor(page, query) {
  await input(page).fill('');
  await results(page).waitFor({state: 'detached'});
  await input(page).fill(query);
  const found = await results(page).getByRole('option').first().waitFor({timeout: 15_000}).then(() => true, () => false);
  if (!found) return {count: 0, first: null};
  const status = await dialog(page).getByRole('status').filter({hasText: /^\d+ results?$/}).textContent({timeout: 5000}).catch(() => '0');
  return {count: Number.parseInt(status ?? '0', 10), first: await results(page).getByRole('option').first().getAttribute('href')};
}

/** URLs of every result and section shown for the current query, once the list stops growing (it renders in batches). */
async function shownUrls(page) {
  const options = results(page).getByRole('option');
  for (let count = -1; count !== (await options.count()); await page.waitForTimeout(200)) count = await options.count();
  return options.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

/** The stored copy, complete, once the write that follows a download has finished. */
const waitForStoredCopy = (page) => waitForStoredIndex(page, DB_NAME);

/**
 * Edits the stored documents with the raw API: deletes the first `remove` of them, and gives the
 * documents at `urls[i]` the URL `replacements[i]`.
 */
async function editStoredDocuments(page, {remove = 0, urls = [], replacements = []}) {
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
const hasDatabase = (page) => page.evaluate(async (name) => (await globalThis.indexedDB.databases()).some((database) => database.name === name), DB_NAME);

/**
 * Loads each page without searching and lets idle work run (idle preparation loads the dialog's
 * code, and the index too when a database is stored); resolves with the downloads of
 * search-db.json per view. A reader who stays on a page lets a download be stored: a view that
 * downloads lasts until the copy is complete, and the longest such wait is reported.
 */
async function viewPages(page, origin, log) {
  const perView = [];
  let storedWithinMs = 0;
  for (const path of PAGE_VIEWS) {
    const before = log.downloads;
    const start = Date.now();
    await visit(page, `${origin}${path}`);
    // Idle callbacks run within 2 s at the latest (their fallback), then the index would load.
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle').catch(() => {});
    if (log.downloads > before && (await hasDatabase(page))) {
      await waitForStoredCopy(page).catch(() => {});
      storedWithinMs = Math.max(storedWithinMs, Date.now() - start);
    }
    perView.push(log.downloads - before);
  }
  return {perView, storedWithinMs};
}

/** First visit: search once, so that the index is downloaded and stored. */
async function searchOnce(page, origin) {
  await visit(page, `${origin}/cmp/`);
  await openDialog(page);
  const found = await searchFor(page, QUERY);
  return {found, urls: await shownUrls(page), copy: await waitForStoredCopy(page)};
}

const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

// ------------------------------------------------------------------ 6. offline and stalled network

/** A second visit with a complete stored copy, the search files unreachable and the browser offline. */
async function offlineWithCopy(browser, origin) {
  const {context, page, log} = await reader(browser);
  const {copy} = await searchOnce(page, origin);
  await page.route('**/search/*.json', (route) => route.abort('internetdisconnected'));
  // Idle preparation loads the dialog's code, then (a copy being stored) asks for the manifest; the
  // browser goes offline after that, as the code would otherwise be missing too.
  const prepared = page.waitForRequest('**/search/manifest.json', {timeout: 30_000});
  await visit(page, `${origin}/cmp/`);
  await prepared;
  await context.setOffline(true);
  const usable = (await openDialog(page)) !== null;
  const found = usable ? await searchFor(page, QUERY) : {count: 0};
  const unavailable = (await dialog(page).getByText('Search Unavailable').count()) > 0;
  const warning = log.warnings.find((text) => /stored copy/.test(text)) ?? '';
  await context.close();
  return {
    held: usable && found.count > 0 && !unavailable && warning !== '',
    text: `stored copy of ${copy.documents} documents, search files unreachable, browser offline: input ${usable ? 'enabled' : 'disabled'}, "${QUERY}" → ${plural(found.count, 'result')}${unavailable ? ', "Search Unavailable" shown' : ''}; console warning: ${warning ? `"${/^.*?stored copy/.exec(warning)[0]}"` : 'none'}`,
  };
}

/** manifest.json never answers: the time until the input is usable, measured from the click. */
async function stalledManifest(browser, origin) {
  const {context, page, log} = await reader(browser);
  await page.route('**/search/manifest.json', () => {}); // never answered
  await visit(page, `${origin}/cmp/`);
  const bound = MANIFEST_TIMEOUT_MS + DATABASE_TIMEOUT_MS;
  const ms = await openDialog(page, bound + 5000);
  const found = ms === null ? {count: 0} : await searchFor(page, QUERY);
  await context.close();
  return {
    held: ms !== null && ms <= bound && found.count > 0,
    text: `input enabled ${ms === null ? 'never' : `${ms.toLocaleString('en')} ms`} after opening (manifest timeout ${MANIFEST_TIMEOUT_MS.toLocaleString('en')} ms, download timeout ${DATABASE_TIMEOUT_MS.toLocaleString('en')} ms, bound ${bound.toLocaleString('en')} ms); update assumed: ${plural(log.downloads, 'download')} of search-db.json; "${QUERY}" → ${plural(found.count, 'result')}`,
  };
}

// ------------------------------------------------------------------ 7. incomplete stored copies

/** IndexedDB refuses the write after 200 documents (quota): later page views must not download again. */
async function failedWrite(browser, origin) {
  const {context, page, log} = await reader(browser);
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
  const leftOver = await hasDatabase(page);
  await context.close();
  const downloads = perView.reduce((sum, count) => sum + count, 0);
  return {
    held: found.count > 0 && downloads === 0 && !leftOver,
    text: `quota error after 200 documents: "${QUERY}" → ${plural(found.count, 'result')} from memory (${plural(afterSearch, 'download')}); next ${PAGE_VIEWS.length} page views: ${plural(downloads, 'download')} of search-db.json; ${leftOver ? 'a database is left' : 'no database left'}`,
  };
}

/** A stored copy missing documents counts as absent: replaced once, not downloaded on every view. */
async function incompleteCopy(browser, origin) {
  const {context, page, log} = await reader(browser);
  const {copy} = await searchOnce(page, origin);
  const removed = await editStoredDocuments(page, {remove: 100});
  const {perView, storedWithinMs} = await viewPages(page, origin, log);
  const repaired = await readStoredIndex(page, DB_NAME);
  await openDialog(page);
  await input(page).fill('');
  const shown = await dialog(page).getByTestId('search-document-count').textContent({timeout: 10_000}).catch(() => null);
  await context.close();
  const complete = repaired !== null && repaired.documents === repaired.total;
  return {
    held: perView[0] <= 1 && perView.slice(1).every((count) => count === 0) && complete && Number(shown) === copy.total,
    text: `copy missing ${removed} of ${copy.total} documents: downloads per page view ${perView.join(', ')}; stored again within ${storedWithinMs.toLocaleString('en')} ms of the page load: ${repaired?.documents ?? 0} of ${repaired?.total ?? '?'}; dialog: ${shown ?? '?'} documents indexed`,
  };
}

// ------------------------------------------------------------------ 8. errors that stick, raw messages

/** search-db.json answers 503, then recovers: reopening the dialog recovers without a reload, one request per opening. */
async function recoversAfter503(browser, origin) {
  const {context, page, log} = await reader(browser);
  let failing = true;
  await page.route('**/search/search-db.json', (route) => (failing ? route.fulfill({status: 503, body: 'Service Unavailable'}) : route.continue()));
  await visit(page, `${origin}/cmp/`);
  await page.evaluate(() => {
    globalThis.beforeRecovery = true;
  });
  const failures = [];
  for (let open = 0; open < 2; open += 1) {
    failures.push(await openToAlert(page));
    // Left open a while: the failed request is not repeated while the dialog stays open.
    await page.waitForTimeout(1000);
    await closeDialog(page);
  }
  const requestsWhileFailing = log.downloads;
  failing = false;
  const ms = await openDialog(page);
  const found = ms === null ? {count: 0} : await searchFor(page, QUERY);
  const reloaded = !(await page.evaluate(() => globalThis.beforeRecovery === true));
  await context.close();
  const shownError = failures.every((text) => /Search Unavailable/.test(text));
  return {
    held: shownError && requestsWhileFailing === 2 && found.count > 0 && !reloaded,
    text: `503: "Search Unavailable" on 2 openings, ${plural(requestsWhileFailing, 'request')}; recovered, third opening: input ${ms === null ? 'disabled' : 'enabled'}, "${QUERY}" → ${plural(found.count, 'result')}, ${reloaded ? 'page reloaded' : 'same page, no reload'}`,
    shown: failures[0],
    logged: log.errors.some((text) => text.startsWith('[search]')),
  };
}

/** The texts readers see for each fault; the raw error must go to the console only. */
async function readerMessages(browser, origin, root, after503) {
  const shown = {'503': after503.shown};
  const consoleErrors = {'503': after503.logged ? 1 : 0};
  const faults = {
    'network failure': (page) => page.route('**/search/*.json', (route) => route.abort('internetdisconnected')),
    'incompatible index': (page) => {
      // A MiniSearch serialization from a future release: the real index with another version number.
      const file = JSON.parse(readFileSync(resolve(root, 'search/search-db.json'), 'utf8'));
      file.searchIndex.serializationVersion = 99;
      return page.route('**/search/search-db.json', (route) => route.fulfill({json: file}));
    },
    'chunk failure': (page) => {
      const chunks = chunksWhere(root, isSearchDialogChunk);
      return page.route((url) => chunks.has(url.pathname), (route) => route.abort('connectionfailed'));
    },
  };
  for (const [fault, makeFault] of Object.entries(faults)) {
    const {context, page, log} = await reader(browser);
    await makeFault(page);
    await visit(page, `${origin}/cmp/`);
    shown[fault] = await openToAlert(page);
    consoleErrors[fault] = log.errors.filter((text) => text.startsWith('[search]')).length;
    await context.close();
  }
  const raw = Object.entries(shown).filter(([, text]) => RAW_TEXT.test(text));
  const logged = Object.entries(consoleErrors).every(([, count]) => count > 0);
  return {
    held: raw.length === 0 && logged,
    text: `${Object.entries(shown).map(([fault, text]) => `${fault}: "${text}"`).join('; ')}; raw error logged to the console: ${logged ? 'for each' : 'not for each'}${raw.length ? `; raw text shown for ${raw.map(([fault]) => fault).join(', ')}` : ''}`,
  };
}

// ------------------------------------------------------------------ 9. text that looks the same

/** Zero-width, bidi-override and full-width variants of a query find the same top result as the query. */
async function lookalikeQueries(browser, origin) {
  const {context, page} = await reader(browser);
  await visit(page, `${origin}/cmp/`);
  await openDialog(page);
  const variants = {'con\\u200Bsent': 'con\u200Bsent', '\\u202Econsent\\u202C': '\u202Econsent\u202C', 'ｃｏｎｓｅｎｔ': 'ｃｏｎｓｅｎｔ'};
  const plain = await searchFor(page, QUERY);
  const found = {};
  for (const [label, query] of Object.entries(variants)) found[label] = await searchFor(page, query);
  await context.close();
  const same = Object.values(found).every(({count, first}) => count === plain.count && first === plain.first);
  return {
    held: plain.count > 0 && same,
    text: `"${QUERY}" → ${plain.first ?? 'nothing'} first of ${plural(plain.count, 'result')}; ${Object.entries(found).map(([label, {count, first}]) => `\`${label}\` → ${first === plain.first ? 'same first' : `${first ?? 'nothing'} first`} of ${count}`).join(', ')}`,
  };
}

/** Recent searches stored untrimmed and twice are shown once each. */
async function duplicateRecent(browser, origin) {
  const {context, page} = await reader(browser);
  const stored = ['dup', 'dup ', ' dup', QUERY, `${QUERY}\t`];
  await visit(page, `${origin}/cmp/`);
  await page.evaluate(([key, value]) => globalThis.localStorage.setItem(key, value), [RECENT_SEARCHES_KEY, JSON.stringify(stored)]);
  await visit(page, `${origin}/cmp/`);
  await openDialog(page);
  await recentList(page).getByRole('option').first().waitFor({timeout: 10_000}).catch(() => {});
  const shown = await recentList(page).getByRole('option').allTextContents();
  await context.close();
  return {
    held: JSON.stringify(shown) === JSON.stringify(['dup', QUERY]),
    text: `stored ${JSON.stringify(stored)} → shown ${JSON.stringify(shown)}`,
  };
}

/** Stored documents whose URL leaves the origin are dropped when the copy is loaded. */
async function offOriginStoredUrls(browser, origin) {
  const {context, page, log} = await reader(browser);
  const {urls: before} = await searchOnce(page, origin);
  const targets = before.filter((url) => !url.includes('#')).slice(0, OFF_ORIGIN_URLS.length);
  const changed = await editStoredDocuments(page, {urls: targets, replacements: OFF_ORIGIN_URLS});
  const downloadsBefore = log.downloads;
  const errorsBefore = log.errors.length;
  await visit(page, `${origin}/cmp/`);
  await openDialog(page);
  const {count} = await searchFor(page, QUERY);
  const after = await shownUrls(page);
  const fromStore = log.downloads === downloadsBefore;
  const leaving = after.filter((url) => url === null || new URL(url, origin).origin !== origin || /^\/[/\\]/.test(url));
  const errors = log.errors.length - errorsBefore;
  await context.close();
  return {
    held: changed === OFF_ORIGIN_URLS.length && fromStore && count > 0 && leaving.length === 0 && errors === 0,
    text: `${changed} stored documents (${targets.join(', ')}) given ${OFF_ORIGIN_URLS.map((url) => `\`${url}\``).join(' and ')}; ${fromStore ? 'stored copy' : 'downloaded copy'} searched: "${QUERY}" → ${plural(count, 'result')}, ${after.length} links shown, ${leaving.length} leaving the origin; ${plural(errors, 'console error')}`,
  };
}

/**
 * Every search case, in the order of the adversarial report, as {label, held, text}.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin nginx serving `root`
 * @param {{root: string}} options
 */
export async function searchCases(browser, origin, {root}) {
  const recovery = await recoversAfter503(browser, origin);
  return [
    {label: '3.6 Offline second visit with a stored copy: "Search Unavailable — Failed to fetch"', ...(await offlineWithCopy(browser, origin))},
    {label: '3.6 Stalled manifest: "Loading search..." for over 20 s', ...(await stalledManifest(browser, origin))},
    {label: '3.7 After a failed IndexedDB write (quota), every page view downloads search-db.json', ...(await failedWrite(browser, origin))},
    {label: '3.7 An incomplete stored copy counts as a copy', ...(await incompleteCopy(browser, origin))},
    {label: '3.8 After a 503, reopening the dialog shows the error until a reload', held: recovery.held, text: recovery.text},
    {label: '3.8 Raw error messages shown to readers', ...(await readerMessages(browser, origin, root, recovery))},
    {label: '3.9 `con\\u200Bsent`, RTL overrides, full-width `ｃｏｎｓｅｎｔ` find nothing', ...(await lookalikeQueries(browser, origin))},
    {label: '3.9 Recent searches "dup" and "dup " both shown', ...(await duplicateRecent(browser, origin))},
    {label: '3.9 A stored document with a `//host` or `/\\host` URL', ...(await offOriginStoredUrls(browser, origin))},
  ];
}
