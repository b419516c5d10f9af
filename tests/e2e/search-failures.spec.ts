import {expect, test} from '@playwright/test';
import {dialog, fixtureDatabase, input, openSearch, results, search, serveIndex, withoutPieces} from './search-support';
import {DB_NAME, STRINGS} from '../../plugins/search/node';
import {waitForStoredIndex} from './search-page.mjs';

test.describe('search failure modes (missing or bad index, no storage, new version)', () => {
  test('index 404 (split core and search-db.json): "Search Unavailable", the message, Reload Page, input disabled', async ({page}) => {
    await page.route(/\/search\/(search-db\.json|split\/)/, (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto('/cmp/');
    await page.getByRole('button', {name: STRINGS.navbarButton}).click();
    await expect(dialog(page).getByRole('heading', {name: STRINGS.errorTitle})).toBeVisible();
    await expect(dialog(page)).toContainText(STRINGS.errorFallback);
    await expect(dialog(page).getByRole('button', {name: STRINGS.reload})).toBeVisible();
    await expect(input(page)).toBeDisabled();
  });

  test('corrupt index (split core and search-db.json): "Search Unavailable"', async ({page}) => {
    await page.route(/\/search\/(search-db\.json|split\/core\.json)/, (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '{"version": "x", "documents": [{"id"'}),
    );
    await page.goto('/cmp/');
    await page.getByRole('button', {name: STRINGS.navbarButton}).click();
    await expect(dialog(page).getByRole('heading', {name: STRINGS.errorTitle})).toBeVisible();
    await expect(input(page)).toBeDisabled();
  });

  test('a piece of the split index fails: "Search Unavailable" with the download message; reopening recovers', async ({page}) => {
    const files = fixtureDatabase();
    await serveIndex(page, files);
    let failing = true;
    await page.route('**/search/split/*/terms-*.json', (route) => (failing ? route.fulfill({status: 503, body: 'Busy'}) : route.fallback()));
    await page.goto('/cmp/');
    await openSearch(page);
    await input(page).fill('palette');
    await expect(dialog(page).getByRole('heading', {name: STRINGS.errorTitle})).toBeVisible();
    await expect(dialog(page)).toContainText(STRINGS.errorDownload);
    await expect(dialog(page).getByRole('button', {name: STRINGS.reload})).toBeVisible();
    await expect(input(page)).toBeDisabled();
    // The next opening tries again, as after a failed download.
    failing = false;
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await openSearch(page);
    await search(page, 'palette');
    await expect(results(page)).toContainText('Palette');
  });

  test('a first visit searches the pieces, then stores the whole index, then works offline', async ({page}) => {
    const requests = await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    await search(page, 'palette');
    await expect(results(page)).toContainText('Palette');
    expect(requests[0]).toBe('core.json');
    expect(requests.some((name) => name.startsWith('terms-'))).toBe(true);
    await waitForStoredIndex(page, DB_NAME);
    expect(requests).toContain('search-db.json');
    await page.unrouteAll();
    await page.route('**/search/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await openSearch(page);
    await search(page, 'palette');
    await expect(results(page)).toContainText('Palette');
  });

  test('manifest 404: search still works', async ({page}) => {
    const files = fixtureDatabase();
    await serveIndex(page, files);
    await page.route('**/search/manifest.json', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto('/cmp/');
    await openSearch(page);
    await search(page, 'palette');
    await expect(results(page)).toContainText('Palette');
  });

  test('IndexedDB unavailable: search still works', async ({page}) => {
    await page.addInitScript(() => {
      delete (window as {indexedDB?: unknown}).indexedDB;
    });
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    await search(page, 'palette');
    await expect(results(page)).toContainText('Palette');
  });

  test('second visit with an unchanged version: no request for search-db.json', async ({page}) => {
    const requests = await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    // A first visit has no stored version to compare with the manifest: it downloads at once.
    expect(requests).toEqual(['core.json']);
    // The visit lasts until the downloaded index is stored (it is written after the first answer).
    await waitForStoredIndex(page, DB_NAME);
    requests.length = 0;
    await page.reload();
    await openSearch(page);
    await search(page, 'palette');
    expect(requests).toEqual(['manifest.json']);
  });

  test('changed version: the new content is searchable', async ({page}) => {
    // A returning reader whose stored copy is of the older version.
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    await search(page, 'palette');
    await waitForStoredIndex(page, DB_NAME);
    await page.unrouteAll();
    const changed = fixtureDatabase((docs) =>
      docs.map((d) => (d.id === '/integrations/' ? {...d, content: `${d.content} The zeppelin connector is new.`} : d)),
    );
    const requests = await serveIndex(page, changed);
    await page.reload();
    await openSearch(page);
    await search(page, 'zeppelin');
    await expect(results(page)).toContainText('Integrations overview');
    // The whole index follows in the background once the results are out.
    expect(withoutPieces(requests).slice(0, 2)).toEqual(['manifest.json', 'core.json']);
  });

  test('XSS: markup in the index and in the query is shown as text, never run', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    await input(page).fill('<img src=x onerror=alert(1)>');
    await expect(results(page)).toBeVisible();
    await expect(results(page)).toContainText('Unified consent <img src=x onerror=alert(1)>');
    await expect(results(page)).toContainText('<script>alert(2)</script>');
    await expect(dialog(page).locator('img, script')).toHaveCount(0);
    // Enter opens the top result and keeps the query in the recent searches, shown on the next open.
    await input(page).press('Enter');
    await expect(dialog(page)).toBeHidden();
    await openSearch(page);
    await expect(dialog(page).getByRole('listbox', {name: STRINGS.recentHeading})).toContainText('<img src=x onerror=alert(1)>');
    await expect(dialog(page).locator('img')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });

  test('search files unreachable on a second visit: search runs from the stored copy', async ({page}) => {
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    await search(page, 'palette');
    await waitForStoredIndex(page, DB_NAME);
    // The next page load finds the network gone for the search files (every fetch fails).
    await page.unrouteAll();
    await page.route('**/search/**', (route) => route.abort('internetdisconnected'));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.reload();
    await openSearch(page);
    await search(page, 'palette');
    await expect(results(page)).toContainText('Palette');
    await expect(dialog(page)).not.toContainText(STRINGS.errorTitle);
    expect(warnings.join('\n')).toMatch(/stored|copy/i);
  });

  test('a stalled manifest: search becomes usable within the manifest timeout', async ({page}) => {
    const files = fixtureDatabase();
    // A returning reader (a first visit does not ask the manifest): the index is stored first.
    await serveIndex(page, files);
    await page.goto('/cmp/');
    await openSearch(page);
    await waitForStoredIndex(page, DB_NAME);
    await page.unrouteAll();
    // manifest.json never answers; the index does.
    await serveIndex(page, files);
    await page.route('**/search/manifest.json', () => undefined);
    await page.reload();
    await page.getByRole('button', {name: STRINGS.navbarButton}).locator('kbd').waitFor({state: 'attached', timeout: 15_000});
    await page.getByRole('button', {name: STRINGS.navbarButton}).click();
    // 4 s manifest timeout, then the download; a margin for a busy machine.
    await expect(input(page)).toBeEnabled({timeout: 12_000});
    await search(page, 'palette');
    await expect(results(page)).toContainText('Palette');
  });
});
