/**
 * Bad input a visitor's browser can hold: corrupt or foreign localStorage values for
 * the recent searches, the colour mode and the other keys the site reads, and an IndexedDB search
 * database of an older shape. The site must recover without a console error and keep every
 * valid recent search.
 */
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {DB_NAME, RECENT_SEARCHES_KEY, STRINGS} from '../../plugins/search/node';
import {collectErrors, storageKey} from './support';
import {waitForStoredIndex} from './search-page.mjs';

const BUILD_DIR = resolve(__dirname, '../..', process.env.BUILD_DIR ?? 'build');
/** The version of the build's search index, which a stale IndexedDB copy may claim to have. */
const MANIFEST_VERSION = (JSON.parse(readFileSync(join(BUILD_DIR, 'search/manifest.json'), 'utf8')) as {version: string}).version;

test.describe.configure({timeout: 60_000});

/**
 * The query each test searches and then opens. Its first result is a guide (/cmp/): an API
 * reference, the first result of many queries, is a page of a megabyte loaded whole, which would
 * cost each test seconds without testing anything more here.
 */
const QUERY = 'banner colours';

async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
}

const dialog = (page: Page) => page.getByRole('dialog', {name: STRINGS.dialogLabel});
const recentList = (page: Page) => dialog(page).getByRole('listbox', {name: STRINGS.recentHeading});

async function openSearch(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.getByRole('button', {name: STRINGS.navbarButton}).click();
  await expect(dialog(page).getByRole('combobox')).toBeEnabled({timeout: 30_000});
}

/** Searches, then opens the first result: the query is remembered and the page changes. */
async function searchAndChoose(page: Page, query: string): Promise<void> {
  const input = dialog(page).getByRole('combobox');
  await input.fill(query);
  const firstResult = dialog(page).getByRole('listbox', {name: STRINGS.resultsLabel}).getByRole('option').first();
  await expect(firstResult).toBeVisible({timeout: 15_000});
  await firstResult.click();
  await expect(dialog(page)).toHaveCount(0);
  // Wait for the chosen page itself: an API reference is loaded whole (not routed client-side), and
  // a navigation started before that load is done would be cut short.
  await expect(page.locator('main h1').first()).toBeVisible({timeout: 30_000});
  await waitForHydration(page);
}

/**
 * Opens `path` with localStorage already holding `values` when the site's first script runs, as a
 * returning visitor's browser would. They are written once per tab (a later reload reads what the
 * site left there), before the page's own scripts, which saves loading a page only to write them.
 */
async function startWithStorage(page: Page, values: Record<string, string>, path = '/'): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('storage-seeded')) return;
    sessionStorage.setItem('storage-seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
  await page.goto(path);
}

test.describe('recent searches in localStorage', () => {
  const cases: {name: string; stored: string; valid: string[]}[] = [
    {name: 'not JSON', stored: '["cookie banner", "data st', valid: []},
    {name: 'a JSON object', stored: '{"0": "cookie banner", "length": 1}', valid: []},
    {name: 'a bare JSON string', stored: '"cookie banner"', valid: []},
    {name: 'JSON null', stored: 'null', valid: []},
    {
      name: 'a list mixing strings with numbers, null, objects and lists',
      stored: JSON.stringify([42, null, 'cookie banner', {query: 'x'}, 'data store', ['nested'], true, 'webhooks']),
      valid: ['cookie banner', 'data store', 'webhooks'],
    },
    {
      name: 'a list with empty, 1-character and duplicate entries (never saved by the site: only queries of 2+ characters, deduplicated)',
      stored: JSON.stringify(['', '   ', 'x', 'consent modes', 'webhooks', 'consent modes']),
      valid: ['consent modes', 'webhooks'],
    },
    {
      name: 'a list holding markup and Unicode',
      stored: JSON.stringify(['<img src=x onerror="window.pwned=1">', 'العربية consent', '🍪 banner']),
      valid: ['<img src=x onerror="window.pwned=1">', 'العربية consent', '🍪 banner'],
    },
  ];

  for (const {name, stored, valid} of cases) {
    test(`recovers from ${name}, keeping the valid entries, and remembers new searches`, async ({page}) => {
      const errors = collectErrors(page);
      await startWithStorage(page, {[RECENT_SEARCHES_KEY]: stored});
      await openSearch(page);
      if (valid.length > 0) {
        await expect(recentList(page).getByRole('option')).toHaveText(valid);
      } else {
        await expect(recentList(page)).toHaveCount(0);
      }
      expect(await page.evaluate(() => (window as {pwned?: number}).pwned)).toBeUndefined();

      await searchAndChoose(page, QUERY);
      // On the next page load the list is read back from storage.
      await page.goto('/cmp/');
      await openSearch(page);
      await expect(recentList(page).getByRole('option')).toHaveText([QUERY, ...valid]);
      const saved = await page.evaluate((key) => localStorage.getItem(key), RECENT_SEARCHES_KEY);
      expect(JSON.parse(saved ?? 'null')).toEqual([QUERY, ...valid]);
      expect(errors).toEqual([]);
    });
  }

  test('keeps at most 10, newest first, and drops no valid entry below that limit', async ({page}) => {
    const errors = collectErrors(page);
    const stored = Array.from({length: 14}, (_, i) => `query ${i + 1}`);
    await startWithStorage(page, {[RECENT_SEARCHES_KEY]: JSON.stringify(stored)});
    await openSearch(page);
    await expect(recentList(page).getByRole('option')).toHaveText(stored.slice(0, 10));
    expect(errors).toEqual([]);
  });

  test('when localStorage throws, search works and the search logs no error', async ({page}) => {
    const errors = collectErrors(page);
    // Docusaurus's own storage helper reports a failed write as an error by design (announcement
    // bar state); only the site's code is held to "logged as a warning and ignored" (storage errors never
      // break the page).
    const ours = () => errors.filter((error) => !error.startsWith("Docusaurus storage error, can't set"));
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      Storage.prototype.setItem = fail;
    });
    await page.goto('/cmp/');
    await openSearch(page);
    await searchAndChoose(page, QUERY);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(ours()).toEqual([]);
  });
});

test.describe('colour mode and other site keys in localStorage', () => {
  const themeButton = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});

  for (const stored of ['purple', '', 'DARK', '{"mode":"dark"}', 'null', '<script>window.pwned=1</script>']) {
    test(`colour mode stored as ${JSON.stringify(stored)}: a valid theme, the logo shown, a working switch, no error`, async ({page}) => {
      const errors = collectErrors(page);
      const key = await storageKey(page, 'theme');
      await startWithStorage(page, {[key]: stored});
      await waitForHydration(page);
      const html = page.locator('html');
      // An invalid value counts as no choice: the mode a first-time visitor gets, and it is dropped.
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(html).toHaveAttribute('data-theme-choice', 'system');
      // Dropped from storage ('' already reads as no choice and is left alone).
      expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(stored === '' ? '' : null);
      // Rules keyed on [data-theme=light|dark] apply: the navbar logo (a ThemedImage) is shown.
      await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('img', {name: 'Privana logo'})).toBeVisible();

      // The switch cycles system → light → dark and persists a valid choice across a reload.
      await themeButton(page).click();
      await themeButton(page).click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe('dark');
      await page.reload();
      await waitForHydration(page);
      await expect(html).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => (window as {pwned?: number}).pwned)).toBeUndefined();
      expect(errors).toEqual([]);
    });
  }

  test('a foreign colour mode written by another tab is ignored safely', async ({page, context}) => {
    const errors = collectErrors(page);
    const key = await storageKey(page, 'theme');
    await page.goto('/cmp/');
    await waitForHydration(page);
    const other = await context.newPage();
    await other.goto('/uc/');
    await other.evaluate((k) => localStorage.setItem(k, 'sepia'), key);
    await other.close();
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a foreign docs version and announcement values: the site renders, the bar shows, the bad version is dropped', async ({page}) => {
    const errors = collectErrors(page);
    const suffix = (await storageKey(page, 'theme')).slice('theme'.length);
    const versionKey = `docs-preferred-version-default${suffix}`;
    await startWithStorage(page, {
      [versionKey]: 'v0.0-does-not-exist',
      [await storageKey(page, 'docusaurus.announcement.dismiss')]: 'yes',
      [await storageKey(page, 'docusaurus.announcement.id')]: '{"id": 1}',
    }, '/cmp/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    // 'yes' is not a dismissal, and the stored id is not this bar's: it is shown.
    await expect(page.getByText('Unified consent v2 now runs in two regions.')).toBeVisible();
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), versionKey)).toBeNull();
    expect(errors).toEqual([]);
  });
});

/** The shapes an older (or newer) release could have left in the visitor's IndexedDB. */
type OldDatabase = {
  /** Native IndexedDB version (Dexie stores its version × 10: the current schema is 10). */
  version: number;
  stores: Record<string, {keyPath?: string; rows: unknown[]}>;
};

const OLD_DATABASES: Record<string, OldDatabase> = {
  'an older version with other tables': {
    version: 1,
    stores: {
      documents: {keyPath: 'id', rows: [{id: '/cmp/', title: 'Old title', body: 'Older field names'}]},
      index: {rows: []},
    },
  },
  'the current version without the searchIndex table': {
    version: 10,
    stores: {
      documents: {keyPath: 'id', rows: [{id: '/cmp/', title: 'Cookie consent'}]},
      metadata: {keyPath: 'id', rows: [{id: 'main', version: MANIFEST_VERSION}]},
    },
  },
  'the current tables holding rows of an older shape under the current version': {
    version: 10,
    stores: {
      documents: {keyPath: 'id', rows: [{id: '/cmp/', title: 'Cookie consent', text: 'no metadata field'}]},
      searchIndex: {keyPath: 'id', rows: [{id: 'main', data: {format: 'lunr', fields: ['title']}}]},
      metadata: {keyPath: 'id', rows: [{id: 'main', version: MANIFEST_VERSION, lastBuild: 'yesterday', stats: null}]},
    },
  },
  'a newer version than this release knows': {
    version: 990,
    stores: {records: {keyPath: 'key', rows: [{key: 'main', payload: 'from a future release'}]}},
  },
};

/** Creates the database with the raw IndexedDB API before any page script runs, once per test. */
async function seedDatabase(page: Page, database: OldDatabase): Promise<void> {
  await page.addInitScript(
    ({name, database: db}) => {
      if (sessionStorage.getItem('old-db-seeded')) return;
      sessionStorage.setItem('old-db-seeded', '1');
      (window as {oldDbReady?: Promise<void>}).oldDbReady = new Promise<void>((ok, fail) => {
        const request = indexedDB.open(name, db.version);
        request.onupgradeneeded = () => {
          for (const [store, {keyPath, rows}] of Object.entries(db.stores)) {
            const objectStore = request.result.createObjectStore(store, keyPath ? {keyPath} : {autoIncrement: true});
            for (const row of rows) objectStore.put(row);
          }
        };
        request.onsuccess = () => {
          request.result.close();
          ok();
        };
        request.onerror = () => fail(request.error);
      });
    },
    {name: DB_NAME, database},
  );
}

/** Names of the object stores and the stored index version, read with the raw API. */
async function readDatabase(page: Page): Promise<{stores: string[]; version: unknown}> {
  return page.evaluate(
    (name) =>
      new Promise((ok, fail) => {
        const request = indexedDB.open(name);
        request.onerror = () => fail(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const stores = Array.from(db.objectStoreNames);
          if (!stores.includes('metadata')) {
            db.close();
            ok({stores, version: null});
            return;
          }
          const get = db.transaction('metadata').objectStore('metadata').get('main');
          get.onsuccess = () => {
            db.close();
            ok({stores, version: (get.result as {version?: unknown} | undefined)?.version ?? null});
          };
          get.onerror = () => fail(get.error);
        };
      }),
    DB_NAME,
  );
}

test.describe('an IndexedDB search database of an older shape', () => {
  for (const [name, database] of Object.entries(OLD_DATABASES)) {
    test(`${name}: search works, recent searches are kept, no console error`, async ({page}) => {
      const errors = collectErrors(page);
      const recent = ['cookie banner', 'data store'];
      await seedDatabase(page, database);
      await page.goto('/cmp/');
      await page.evaluate(() => (window as {oldDbReady?: Promise<void>}).oldDbReady);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [RECENT_SEARCHES_KEY, JSON.stringify(recent)]);

      await openSearch(page);
      await expect(recentList(page).getByRole('option')).toHaveText(recent);
      await searchAndChoose(page, QUERY);
      await page.goto('/cmp/');
      await openSearch(page);
      await expect(recentList(page).getByRole('option')).toHaveText([QUERY, ...recent]);

      // The whole index is stored in the background, after the split index's first answers (a
      // page left before that stores nothing, and the next page downloads it again).
      if (database.version <= 10) {
        await waitForStoredIndex(page, DB_NAME);
      }
      const stored = await readDatabase(page);
      if (database.version <= 10) {
        // Repaired: the current tables, holding the build's index.
        expect(stored.stores).toEqual(expect.arrayContaining(['documents', 'searchIndex', 'metadata']));
        expect(stored.version).toBe(MANIFEST_VERSION);
      }
      expect(errors).toEqual([]);
    });
  }
});
