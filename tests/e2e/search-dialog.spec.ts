import {expect, test, type Page} from '@playwright/test';
import {SEARCH_OPEN_EVENT} from '../../plugins/search/browser';
import {STRINGS} from '../../plugins/search/node';
import {dialog, input, results, waitForHydration} from './search-support';
import {navbarButton} from './search-page.mjs';

/**
 * The dialog as a new reader meets it: on a cold cache, with the index download slowed to 1.5 s
 * (a phone on a slow connection, or a busy laptop), typing at once, at desktop and phone widths.
 */
const INDEX_DELAY_MS = 1500;

/**
 * Holds every request for the start of the index (the split core, and search-db.json where the
 * whole file is read) for INDEX_DELAY_MS, then serves the built file.
 */
async function slowIndex(page: Page): Promise<void> {
  await page.route(/\/search\/(search-db\.json|split\/core\.json)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, INDEX_DELAY_MS));
    await route.continue();
  });
}

/** Holds the site's JavaScript until `release` is called, so the page stays unhydrated. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens a page whose scripts are held: the HTML is parsed (the navbar button is there, and the
 * inline script of the head has run) but nothing has hydrated. DOMContentLoaded itself waits for
 * the deferred scripts, so the wait is for the button.
 */
async function gotoUnhydrated(page: Page, path: string): Promise<void> {
  await page.goto(path, {waitUntil: 'commit'});
  await page.locator('[data-privana-search]').waitFor({state: 'attached'});
}

const hydrated = (page: Page) => page.evaluate(() => (window as {__privanaSearch?: {hydrated?: boolean}}).__privanaSearch?.hydrated === true);
const firstResult = (page: Page) => results(page).getByRole('option').first();

for (const viewport of [{width: 1280, height: 800}, {width: 390, height: 844}]) {
  test.describe(`search dialog at ${viewport.width} px, index download slowed to ${INDEX_DELAY_MS} ms`, () => {
    test.use({viewport});
    // Each test waits out a 1.5 s download, some a held hydration too, on a shared machine.
    test.describe.configure({timeout: 90_000});

    test('Ctrl+K then typing at once: every keystroke is kept and the query runs when the engine is ready', async ({page}) => {
      await slowIndex(page);
      await page.goto('/cmp/');
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('rate limit');
      await expect(dialog(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toBeEnabled();
      await expect(input(page)).toHaveValue('rate limit');
      await expect(input(page)).toHaveAttribute('placeholder', STRINGS.placeholderLoading);
      // No further keystroke: the typed query runs as soon as the index has loaded (the top result
      // may be the REST API's rate limits or the release note of its RateLimit headers).
      await expect(firstResult(page)).toContainText(/rate.?limit/i, {timeout: 15_000});
      await expect(input(page)).toHaveAttribute('placeholder', STRINGS.placeholder);
    });

    for (const keyDelay of [40, 120]) {
      test(`typing steadily (a key each ${keyDelay} ms) while the dialog's own code arrives mid-word: nothing is dropped`, async ({page}) => {
        await slowIndex(page);
        // Scripts asked for after hydration (the dialog's chunk) arrive 500 ms late, so that the
        // loading dialog gives way to the dialog while keys are still coming.
        let late = false;
        await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
          if (late) await new Promise((resolve) => setTimeout(resolve, 500));
          await route.continue();
        });
        await page.goto('/cmp/');
        await waitForHydration(page);
        late = true;
        await page.keyboard.press('Control+k');
        await page.keyboard.type('consent banner', {delay: keyDelay});
        await expect(input(page)).toHaveValue('consent banner');
        await expect(firstResult(page)).toContainText(/consent|banner/i, {timeout: 15_000});
        await expect(input(page)).toHaveValue('consent banner');
        await expect(input(page)).toBeFocused();
      });
    }

    test('a click on the search button then typing: the same, and no dialog button takes a space or a letter', async ({page}) => {
      await slowIndex(page);
      await page.goto('/cmp/');
      await waitForHydration(page);
      await navbarButton(page).click();
      await page.keyboard.type('rate ');
      // Focus on the close button (Tab from the input) must not turn a space into a click.
      await dialog(page).getByRole('button', {name: STRINGS.close}).focus();
      await page.keyboard.type(' limit');
      await expect(dialog(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveValue('rate  limit');
      await expect(firstResult(page)).toBeVisible({timeout: 15_000});
    });

    test('Ctrl+K and typing before the page has hydrated open the dialog with that text', async ({page}) => {
      await slowIndex(page);
      const release = await holdScripts(page);
      await gotoUnhydrated(page, '/cmp/');
      expect(await hydrated(page)).toBe(false);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('consent');
      expect(await hydrated(page)).toBe(false);
      release();
      await expect(dialog(page)).toBeVisible({timeout: 15_000});
      await expect(input(page)).toHaveValue('consent');
      await expect(input(page)).toBeFocused();
      await expect(firstResult(page)).toBeVisible({timeout: 15_000});
    });

    test('"/" and a click on the button before hydration open the dialog once the page can', async ({page}) => {
      const release = await holdScripts(page);
      await gotoUnhydrated(page, '/cmp/');
      await page.keyboard.press('/');
      expect(await hydrated(page)).toBe(false);
      release();
      await expect(dialog(page)).toBeVisible({timeout: 15_000});
      await expect(input(page)).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();

      const releaseAgain = await holdScripts(page);
      await page.reload({waitUntil: 'commit'});
      await page.locator('[data-privana-search]').click();
      expect(await hydrated(page)).toBe(false);
      releaseAgain();
      await expect(dialog(page)).toBeVisible({timeout: 15_000});
    });

    test(`the "${SEARCH_OPEN_EVENT}" event opens the dialog with its query, before and after hydration`, async ({page}) => {
      await slowIndex(page);
      const release = await holdScripts(page);
      await gotoUnhydrated(page, '/cmp/');
      await page.evaluate((name) => window.dispatchEvent(new CustomEvent(name, {detail: {query: 'data subject request'}})), SEARCH_OPEN_EVENT);
      release();
      await expect(input(page)).toHaveValue('data subject request', {timeout: 15_000});
      await expect(firstResult(page)).toBeVisible({timeout: 15_000});
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();

      await page.evaluate((name) => window.dispatchEvent(new CustomEvent(name, {detail: {query: 'cookie banner'}})), SEARCH_OPEN_EVENT);
      await expect(input(page)).toHaveValue('cookie banner');
      await expect(firstResult(page)).toContainText(/cookie|banner/i);
    });

    test('Enter with nothing selected, pressed before the index has loaded, opens the top result once it is known', async ({page}) => {
      await slowIndex(page);
      await page.goto('/cmp/');
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('rate limit');
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/\/cmp\/$/, {timeout: 15_000});
      // Where the top result of "rate limit" leads, read from the list of the dialog, its index
      // loaded, on the page it opened (a client-side navigation: the same engine and index).
      // (Recent searches do not change the ranking.)
      await page.keyboard.press('Control+k');
      await input(page).fill('rate limit');
      const href = await firstResult(page).getAttribute('href');
      expect(href).toBeTruthy();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(new URL(href!, page.url()).href);
    });

    test('Enter opens the top result, which is shown as selected', async ({page}) => {
      await slowIndex(page);
      await page.goto('/cmp/');
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('rate limit');
      await expect(firstResult(page)).toBeVisible({timeout: 15_000});
      const href = await firstResult(page).getAttribute('href');
      expect(href).toBeTruthy();
      await expect(firstResult(page)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new URL(href!, page.url()).href, {timeout: 15_000});
    });

    test('suggestions are query completions above the results: ArrowUp from the selected top result reaches them, Enter fills the query and runs it', async ({page}) => {
      await slowIndex(page);
      await page.goto('/cmp/');
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('rate');
      const suggestions = dialog(page).getByRole('listbox', {name: STRINGS.suggestionsLabel});
      const first = suggestions.getByRole('option').first();
      await expect(first).toBeVisible({timeout: 15_000});
      // A completion is a search icon and words: not a link, and no product label.
      await expect(suggestions.locator('a')).toHaveCount(0);
      await expect(first.locator('svg')).toHaveCount(1);
      await expect(firstResult(page)).toBeVisible();
      expect(await results(page).getByRole('option').evaluateAll((options) => options.every((option) => option.tagName === 'A'))).toBe(true);

      await expect(firstResult(page)).toHaveAttribute('aria-selected', 'true');
      const count = await suggestions.getByRole('option').count();
      for (let press = 0; press < count; press += 1) await page.keyboard.press('ArrowUp');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      const text = (await first.innerText()).trim();
      await page.keyboard.press('Enter');
      await expect(input(page)).toHaveValue(text);
      await expect(suggestions).toBeHidden();
      await expect(page).toHaveURL(/\/cmp\/$/);
      await expect(firstResult(page)).toBeVisible();
    });

    // Three looks at a dialog showing results, on one load: each step types its own query.
    test('with results shown: the first is visible without scrolling; the category filter is one row, sorted by count, zero counts disabled; one close control; each shortcut once; highlights never change how a title is laid out', async ({page}) => {
      await slowIndex(page);
      await page.goto('/cmp/');
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await test.step('after typing, the first result is visible without scrolling', async () => {
        await page.keyboard.type('consent');
        await expect(firstResult(page)).toBeVisible({timeout: 15_000});
        const box = (await firstResult(page).boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + Math.min(box.height, 48)).toBeLessThanOrEqual(viewport.height);
        expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
      });
      await test.step('the category filter and the dialog\'s controls', async () => {
        // Emptied first, so that the results read below are the new query's, not the last one's.
        await input(page).fill('');
        await expect(results(page)).toBeHidden();
        await input(page).fill('webhook');
        await expect(firstResult(page)).toBeVisible();
        const filters = dialog(page).getByRole('group', {name: STRINGS.filterHeading});
        const chips = filters.getByRole('button');
        const boxes = await chips.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
        expect(new Set(boxes.map(Math.round)).size).toBe(1);
        const counts = await chips.evaluateAll((buttons) =>
          buttons.slice(1).map((button) => ({count: Number(button.querySelector('span')?.textContent), disabled: (button as HTMLButtonElement).disabled})),
        );
        expect(counts.map((c) => c.count)).toEqual([...counts.map((c) => c.count)].sort((a, b) => b - a));
        expect(counts.some((c) => c.count === 0)).toBe(true);
        for (const {count, disabled} of counts) expect(disabled).toBe(count === 0);

        await expect(dialog(page).getByRole('button', {name: /close/i})).toHaveCount(1);
        if (viewport.width > 600) {
          const footer = dialog(page).locator('footer');
          const keys = await footer.locator('kbd').allInnerTexts();
          expect(keys).toEqual([...new Set(keys)]);
          expect(keys).toEqual(expect.arrayContaining(['Enter', 'ESC', 'Ctrl+K']));
          await expect(footer).toContainText('Enter to select');
          await expect(footer).toContainText('ESC or Ctrl+K to close');
        }
      });
      await test.step('highlights never change how a title is laid out', async () => {
        await input(page).fill('');
        await expect(results(page)).toBeHidden();
        await input(page).fill('rate limit headers');
        await expect(results(page)).toContainText('Rate-limit headers');
        const marked = results(page).locator(':is(span, a):has(> mark)');
        expect(await marked.count()).toBeGreaterThan(0);
        // Each highlighted text is measured against the same text without its marks, in place.
        const shifts = await marked.evaluateAll((elements) =>
          elements.map((element) => {
            const before = element.getBoundingClientRect();
            const lines = element.getClientRects().length;
            const plain = element.cloneNode(true) as HTMLElement;
            plain.querySelectorAll('mark').forEach((mark) => mark.replaceWith(mark.textContent ?? ''));
            element.replaceWith(plain);
            const after = plain.getBoundingClientRect();
            const plainLines = plain.getClientRects().length;
            plain.replaceWith(element);
            return {width: Math.abs(after.width - before.width), height: Math.abs(after.height - before.height), lines: lines - plainLines};
          }),
        );
        for (const shift of shifts) expect(shift).toEqual({width: expect.closeTo(0, 0.5), height: expect.closeTo(0, 0.5), lines: 0});
      });
    });
  });
}
