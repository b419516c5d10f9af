/**
 * Results are links, and misspelled words are corrected: a modified click opens a
 * new tab and leaves the dialog as it was; a misspelled query shows the corrected results, says
 * so, and offers the query as typed.
 */
import {expect, test} from '@playwright/test';
import {dialog, fixtureDatabase, input, openSearch, results, search, serveIndex} from './search-support';
import {STRINGS} from '../../plugins/search/node';

test.describe('search results as links', () => {
  test('Ctrl+click on a result opens it in a new tab and leaves the dialog, query and results as they were', async ({page, context}) => {
    await serveIndex(page, fixtureDatabase());
    await page.goto('/subject-rights/');
    await openSearch(page);
    await search(page, 'configuration');
    const first = results(page).getByRole('option').first();
    await expect(first).toHaveAttribute('href', '/cmp/');
    const count = await results(page).getByRole('option').count();

    const opened = context.waitForEvent('page');
    await first.click({modifiers: ['ControlOrMeta']});
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/cmp/');

    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toHaveValue('configuration');
    await expect(results(page).getByRole('option')).toHaveCount(count);
    expect(new URL(page.url()).pathname).toBe('/subject-rights/');
  });

  test('a plain click still closes the dialog and navigates client-side', async ({page}) => {
    await serveIndex(page, fixtureDatabase());
    await page.goto('/subject-rights/');
    await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    await openSearch(page);
    await search(page, 'palette');
    await results(page).getByRole('option', {name: /^Palette \(/}).first().click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/cmp/' && url.hash === '#palette');
    expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
  });
});

test.describe('typo tolerance', () => {
  test('a misspelled query shows the corrected results, the notice, and a way back to the query as typed', async ({page}) => {
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    await search(page, 'Palete');
    await expect(dialog(page).getByText('Showing results for palette.')).toBeVisible();
    await expect(results(page).getByRole('option', {name: /Palette/}).first()).toBeVisible();

    await dialog(page).getByRole('button', {name: 'Search instead for “Palete”'}).click();
    await expect(dialog(page).getByText('No documents found for the query', {exact: false}).first()).toBeVisible();
    await expect(dialog(page).getByText(STRINGS.showingResultsFor)).toBeHidden();
    await expect(input(page)).toHaveValue('Palete');
  });
});
