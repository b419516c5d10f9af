import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, type Page} from '@playwright/test';
import {buildSearchDatabase, decodeDatabase, type SearchDatabaseFile, SPLIT_CORE_PATH, splitDatabase, STRINGS} from '../../plugins/search/node';
import type {SearchDocument} from '../../plugins/search/node';
import fixture from '../fixtures/search/documents.json';
import {DIALOG_NAME, input, NAVBAR_BUTTON_NAME, navbarButton, RECENT_NAME, RESULTS_NAME, results, waitForSearchButton} from './search-page.mjs';

// search-page.mjs, plain JavaScript, writes the dialog's names out: every search spec fails here
// at once if they are no longer the dialog's own words.
for (const [name, word] of [[NAVBAR_BUTTON_NAME, STRINGS.navbarButton], [DIALOG_NAME, STRINGS.dialogLabel], [RESULTS_NAME, STRINGS.resultsLabel], [RECENT_NAME, STRINGS.recentHeading]]) {
  if (name !== word) throw new Error(`tests/e2e/search-page.mjs names "${name}" where the dialog says "${word}" (plugins/search/shared/strings.ts)`);
}

export const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

/** The index of the build under test, its documents decoded as the engine reads them. */
export function builtDatabase(): Omit<SearchDatabaseFile, 'documents'> & {documents: SearchDocument[]} {
  const file = JSON.parse(readFileSync(join(BUILD_DIR, 'search/search-db.json'), 'utf8')) as SearchDatabaseFile;
  return {...file, documents: decodeDatabase(file).documents};
}

/** A small index of known content (tests/fixtures/search/documents.json), optionally changed. */
export function fixtureDatabase(change: (documents: SearchDocument[]) => SearchDocument[] = (d) => d) {
  return buildSearchDatabase(change(structuredClone(fixture) as SearchDocument[]));
}

/**
 * Serves the given index instead of the built one, as the build serves it: the manifest, the
 * whole search-db.json and the split index cut from it (shared/splitIndex.ts). Returns the list of
 * requested index files by name ("manifest.json", "core.json", "terms-0.json", "search-db.json"…).
 */
export async function serveIndex(page: Page, files: ReturnType<typeof fixtureDatabase>): Promise<string[]> {
  const requests: string[] = [];
  const split = splitDatabase(files.database);
  const pieces = new Map<string, unknown>([[SPLIT_CORE_PATH, split.core], ...split.pieces]);
  await page.route('**/search/manifest.json', (route) => {
    requests.push('manifest.json');
    return route.fulfill({json: files.manifest});
  });
  await page.route('**/search/search-db.json', (route) => {
    requests.push('search-db.json');
    return route.fulfill({json: files.database});
  });
  await page.route('**/search/split/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\//, '');
    requests.push(path.split('/').at(-1) ?? path);
    return pieces.has(path) ? route.fulfill({json: pieces.get(path)}) : route.fulfill({status: 404, body: 'Not found'});
  });
  return requests;
}

/** Requests of the split index's pieces (term shards and text blocks), left out of a request list. */
export const withoutPieces = (requests: string[]): string[] => requests.filter((name) => !/^(terms|text)-\d+\.json$/.test(name));

export {dialog, input, results} from './search-page.mjs';

/** Waits until React has hydrated the navbar button (its shortcut hint renders only then). */
export const waitForHydration: (page: Page) => Promise<void> = waitForSearchButton;

/** Opens the modal from the navbar button and waits for the index to be ready. */
export async function openSearch(page: Page): Promise<void> {
  await waitForHydration(page);
  await navbarButton(page).click();
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toHaveAttribute('placeholder', STRINGS.placeholder);
}

export async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect(results(page)).toBeVisible();
}
