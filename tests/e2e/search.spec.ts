import {expect, test, type Page} from '@playwright/test';
import {axeViolations} from './axe';
import {DB_NAME, STRINGS} from '../../plugins/search/node';
import {waitForStoredIndex} from './search-page.mjs';
import {storageKey} from './support';
import {builtDatabase, dialog, fixtureDatabase, input, openSearch, results, search, serveIndex, waitForHydration} from './search-support';

test.describe('search modal (opening, results, suggestions, keyboard)', () => {
  test('opens from the navbar button, with the shortcut hint, placeholder, empty state and footer', async ({page}) => {
    const {database} = fixtureDatabase();
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    const button = page.getByRole('button', {name: STRINGS.navbarButton});
    await expect(button).toContainText(STRINGS.navbarButton);
    await expect(button).toContainText('Ctrl+K');
    await openSearch(page);
    await expect(input(page)).toBeFocused();
    await expect(dialog(page).getByRole('heading', {name: STRINGS.emptyTitle})).toBeVisible();
    await expect(dialog(page).getByTestId('search-document-count')).toHaveText(String(database.stats.totalDocuments));
    const footer = dialog(page).locator('footer');
    await expect(footer).toContainText('Enter to select');
    await expect(footer).toContainText('ESC or Ctrl+K to close');
    await expect(dialog(page).getByRole('button', {name: STRINGS.close})).toBeVisible();
  });

  test('shows the real index of the build: document count and categories', async ({page}) => {
    const database = builtDatabase();
    await page.goto('/cmp/');
    await openSearch(page);
    await expect(dialog(page).getByTestId('search-document-count')).toHaveText(String(database.stats.totalDocuments));
    await expect(dialog(page).getByText('Filter by category:')).toBeVisible();
    for (const name of Object.keys(database.stats.categories)) {
      await expect(dialog(page).getByRole('button', {name: new RegExp(`^${name} \\d+$`)})).toBeVisible();
    }
  });

  test('Ctrl+K opens and closes, Escape closes, focus returns to what opened it', async ({page}) => {
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeHidden();

    const button = page.getByRole('button', {name: STRINGS.navbarButton});
    await button.click();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('"/" opens the modal unless an input has focus', async ({page}) => {
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await waitForHydration(page);
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'other-input';
      document.body.prepend(field);
    });
    await page.locator('#other-input').focus();
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator('#other-input')).toHaveValue('/');
    await page.locator('#other-input').blur();
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
  });

  test('results: title, highlighted snippet, 3 tags then "+N more", up to 3 sections, category filter', async ({page}) => {
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    await search(page, 'configuration');
    const first = results(page).getByRole('option').first();
    await expect(first).toContainText('Cookie consent configuration');
    await expect(first.locator('mark').first()).toHaveText(/configuration/i);
    await expect(first).toContainText('cmp');
    await expect(first).toContainText('+2 more');
    await expect(first).not.toContainText('native');
    // 4 sections match; 3 are shown under the page.
    await expect(results(page).getByRole('option', {name: /\(Cookie consent configuration\)$/})).toHaveCount(3);

    const filters = dialog(page).getByRole('group');
    await expect(filters).toContainText('Filter by category:');
    const names = await filters.getByRole('button').allTextContents();
    expect(names[0]).toMatch(/^All Categories \d+$/);
    const counts = names.slice(1).map((name) => Number(/(\d+)$/.exec(name)![1]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await expect(filters.getByRole('button', {name: 'Subject Rights 0'})).toBeDisabled();
    await filters.getByRole('button', {name: 'Integrations 1'}).click();
    await expect(filters.getByRole('button', {name: 'Integrations 1'})).toHaveAttribute('aria-pressed', 'true');
    await expect(results(page).getByRole('option')).toHaveCount(1);
    await expect(results(page)).toContainText('Integrations overview');
    await filters.getByRole('button', {name: /^All Categories/}).click();
    await expect(results(page).getByRole('option').first()).toContainText('Cookie consent configuration');
  });

  test('suggestions sit above the results: ArrowUp from the selected top result reaches them and stops there; Enter fills the query and searches', async ({page}) => {
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    await input(page).fill('pub');
    const suggestions = dialog(page).getByRole('listbox', {name: STRINGS.suggestionsLabel});
    await expect(suggestions.getByRole('option')).toHaveCount(1);
    const top = results(page).getByRole('option').first();
    await expect(top).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await top.getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    const option = suggestions.getByRole('option').first();
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(top).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(input(page)).toHaveValue('Publishing');
    await expect(suggestions).toBeHidden();
    await expect(results(page)).toContainText('Publishing');
  });

  test('a selected suggestion stays selected when the debounced results arrive', async ({page}) => {
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    await input(page).fill('pub');
    const suggestions = dialog(page).getByRole('listbox', {name: STRINGS.suggestionsLabel});
    const option = suggestions.getByRole('option').first();
    // Suggestions come after 150 ms, results after 300 ms: select in between. The pointer selects
    // it whether or not the results are in yet (once they are, ArrowDown starts from the top result).
    await expect(option).toBeVisible();
    await option.hover();
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(results(page)).toContainText('Publishing');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  });

  test('no results: the message and the four tips', async ({page}) => {
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    await input(page).fill('qwertzuiop');
    const body = dialog(page);
    await expect(body.locator('p').getByText(STRINGS.noResults, {exact: true})).toBeVisible();
    for (const tip of ['Use different keywords', 'Check spelling', 'Try more general terms', 'Use quotes for exact phrases']) {
      await expect(body.getByRole('listitem').filter({hasText: tip})).toBeVisible();
    }
  });

  test('recent searches: saved on choice, listed with no query, cleared with Clear', async ({page}) => {
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    await input(page).fill('a');
    await page.keyboard.press('Enter');
    await search(page, 'palette');
    // Enter opens the top result and keeps the query; the next opening lists it.
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await openSearch(page);
    const recent = dialog(page).getByRole('listbox', {name: STRINGS.recentHeading});
    await expect(recent.getByRole('option')).toHaveText(['palette']);
    await recent.getByRole('option', {name: 'palette'}).click();
    await expect(input(page)).toHaveValue('palette');
    await input(page).fill('');
    await dialog(page).getByRole('button', {name: 'Clear', exact: true}).click();
    await expect(recent).toBeHidden();
    await expect(dialog(page).getByRole('heading', {name: STRINGS.emptyTitle})).toBeVisible();
  });

  test('choosing a section result navigates client-side to its page and anchor', async ({page}) => {
    const section = builtDatabase().documents.find((d) => d.metadata.isSection && d.title.length > 8 && !d.url.startsWith('/cmp/#'))!;
    await page.goto('/cmp/');
    await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    await openSearch(page);
    await input(page).fill(`"${section.title}"`);
    const option = results(page).getByRole('option', {name: `${section.title} (`, exact: false}).first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(dialog(page)).toBeHidden();
    const [path, anchor] = section.url.split('#');
    await expect(page).toHaveURL((url) => url.pathname === path && url.hash === `#${anchor}`);
    expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  test('the top result is selected as the results show; Enter opens the selected one', async ({page}) => {
    const page0 = builtDatabase().documents.find((d) => !d.metadata.isSection && d.url !== '/cmp/' && !d.url.includes('#'))!;
    await page.goto('/cmp/');
    await openSearch(page);
    await search(page, `"${page0.title}"`);
    const options = results(page).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const target = await options.first().textContent();
    expect(target).toContain(page0.title);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname !== '/cmp/');
  });

  test('shows the first screen of results (5) at once and the rest of the 50 in later frames', async ({page}) => {
    await page.goto('/cmp/');
    await openSearch(page);
    // Counts the result options (sections carry an aria-label, results do not) at every change
    // of the dialog, from the first keystroke on.
    await page.evaluate(() => {
      const counts: number[] = [];
      (window as unknown as {resultCounts: number[]}).resultCounts = counts;
      const dialogElement = document.querySelector('[role="dialog"]')!;
      new MutationObserver(() => {
        const count = dialogElement.querySelectorAll('[role="listbox"][aria-label="Search results"] > [role="option"]:not([aria-label])').length;
        if (count !== counts[counts.length - 1]) counts.push(count);
      }).observe(dialogElement, {childList: true, subtree: true});
    });
    await search(page, 'privana');
    const resultOptions = results(page).locator('> [role="option"]:not([aria-label])');
    await expect(resultOptions).toHaveCount(50);
    await expect(dialog(page).getByRole('status')).toHaveText('50 results');
    const counts = await page.evaluate(() => (window as unknown as {resultCounts: number[]}).resultCounts);
    expect(counts.filter((count) => count > 0)).toEqual([5, 15, 25, 35, 45, 50]);
    // Every result has its snippet, the last one as much as the first.
    await resultOptions.last().scrollIntoViewIfNeeded();
    await expect(resultOptions.last().locator('p')).not.toBeEmpty();
    await expect(resultOptions.last()).toBeInViewport();
  });

  test('is a modal dialog: focus trapped, page scrolling locked', async ({page}) => {
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await expect(input(page)).toHaveAttribute('aria-controls', /.+/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('is full screen at 390 px', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await openSearch(page);
    const box = await dialog(page).boundingBox();
    expect(box).toMatchObject({x: 0, y: 0, width: 390, height: 844});
    await search(page, 'configuration');
    await expect(results(page).getByRole('option').first()).toBeInViewport();
  });

  /** The fixture's "configuration" results, searched in the dialog in this colour mode. */
  async function searchInMode(page: Page, mode: 'light' | 'dark') {
    const key = await storageKey(page, 'theme');
    await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [key, mode]);
    await serveIndex(page, fixtureDatabase());
    await page.goto('/cmp/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await openSearch(page);
    await search(page, 'configuration');
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`passes axe (WCAG 2.2 AA, contrast included) in ${mode} mode`, async ({page}) => {
      await searchInMode(page, mode);
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page, {include: '[role="dialog"]'})).toEqual([]);
    });

    // Axe checks text contrast only: a tag's outline is what tells its word from the snippet's.
    test(`the selected result's tags keep a visible border in ${mode} mode`, async ({page}) => {
      await searchInMode(page, mode);
      const selected = results(page).locator('[role="option"][aria-selected="true"]');
      await expect(selected).toContainText('+2 more');
      const contrasts = await selected.evaluate((option) => {
        const channels = (colour: string) => colour.match(/[\d.]+/g)!.slice(0, 3).map(Number);
        const luminance = (colour: string) => {
          const [r, g, b] = channels(colour).map((value) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const contrast = (a: string, b: string) => {
          const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (light + 0.05) / (dark + 0.05);
        };
        const row = getComputedStyle(option).backgroundColor;
        return Array.from(option.querySelectorAll('span'))
          .filter((tag) => getComputedStyle(tag).borderTopStyle === 'solid')
          .map((tag) => contrast(getComputedStyle(tag).borderTopColor, row));
      });
      expect(contrasts).toHaveLength(3);
      // WCAG 1.4.11's 3:1 for the parts of a component that identify it.
      for (const ratio of contrasts) expect(ratio).toBeGreaterThanOrEqual(3);
    });
  }

  test('downloads no index and no engine before it is needed', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search/')) indexRequests.push(request.url());
    });
    await page.goto('/cmp/');
    await page.waitForTimeout(1500);
    expect(indexRequests).toEqual([]);
  });

  test('a returning searcher gets the engine prepared at idle from the stored index, with no new download', async ({page}) => {
    await page.goto('/cmp/');
    await openSearch(page);
    await search(page, 'consent');
    await page.keyboard.press('Escape');
    // A page loaded before the downloaded index is completely stored downloads it again.
    await waitForStoredIndex(page, DB_NAME);
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search/')) indexRequests.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await waitForHydration(page);
    // Without opening the modal: the manifest is checked at idle; the index comes from IndexedDB.
    await expect.poll(() => indexRequests, {timeout: 15_000}).toEqual(['/search/manifest.json']);
    await openSearch(page);
    await search(page, 'consent');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    expect(indexRequests).toEqual(['/search/manifest.json']);
  });
});
