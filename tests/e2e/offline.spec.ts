import {expect, test, type Page} from '@playwright/test';
import {DB_NAME} from '../../plugins/search/node';
import {input, openSearch, results} from './search-support';
import {waitForStoredIndex} from './search-page.mjs';
import {gotoHydrated, openInColourMode} from './support';

/**
 * Offline reading with the site's service worker (plugins/offline), which the other specs block:
 * after a first visit, a reader who goes offline never meets the browser's error page from a link
 * of the site. A page opened before opens again; any other page opens the site's "not saved" page
 * with the text the search data holds for it and the pages saved on this device.
 */

test.use({serviceWorkers: 'allow'});

/**
 * Waits until the worker has saved `path` (the page that registered it is saved when the worker
 * takes over). Soft: without a worker, what the test shows next is the reader's own failure.
 */
async function waitUntilSaved(page: Page, path: string): Promise<void> {
  await expect
    .configure({soft: true})
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          for (const name of await caches.keys()) {
            if (name.startsWith('privana-pages-') && (await (await caches.open(name)).match(new URL(wanted, location.href).href))) return true;
          }
          return false;
        }, path),
      {message: `${path} saved for offline reading`, timeout: 20_000},
    )
    .toBe(true);
}

/** What the reader sees: the page's address and its first heading; a Chromium error page has neither the site's address nor its words. */
async function shown(page: Page): Promise<{url: string; heading: string}> {
  return {url: page.url(), heading: (await page.locator('h1').first().textContent({timeout: 10_000}))?.trim() ?? ''};
}

test('at 390 px in light mode, offline after a first visit: pages opened before open again, a link to any other page opens the site\'s "not saved" page with its text from the search data', async ({page, context, baseURL}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({width: 390, height: 844});
  await openInColourMode(page, 'light');
  // The first visit: a guide, then the reader searches (the search data is then kept) and opens another page.
  await gotoHydrated(page, '/cmp/');
  await waitUntilSaved(page, '/cmp/');
  await openSearch(page);
  await input(page).fill('webhooks');
  await expect(results(page).getByRole('option').first()).toBeVisible({timeout: 15_000});
  await waitForStoredIndex(page, DB_NAME);
  await page.keyboard.press('Escape');
  await page.goto('/uc/');
  await waitUntilSaved(page, '/uc/');

  await context.setOffline(true);

  await test.step('a page opened before opens again, whole', async () => {
    await page.goto('/cmp/');
    expect(await shown(page)).toEqual({url: `${baseURL}/cmp/`, heading: 'Consent Management Platform'});
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  await test.step('a link of the site to a page never opened opens the site\'s page that says it is not saved', async () => {
    const link = page.locator('main a[href="/cmp/webhooks"]').first();
    await link.click();
    await expect(page).toHaveURL(`${baseURL}/cmp/webhooks`);
    // Whatever the route: the page from the scripts the browser kept, or the worker's page; never Chromium's.
    await expect(page.locator('h1').first()).toBeVisible({timeout: 15_000});
    expect(page.url().startsWith('chrome-error:')).toBe(false);
  });

  await test.step('opened directly, a page never opened is the "not saved" page: its text from the search data, and the saved pages', async () => {
    const response = await page.goto('/subject-rights/slack');
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', {level: 1, name: 'You are offline, and this page is not saved on this device'})).toBeVisible();
    const article = page.locator('article');
    await expect(article.getByRole('heading', {level: 1})).toHaveText('Slack notifications');
    expect((await article.innerText()).length, 'the page\'s text').toBeGreaterThan(400);
    const saved = page.getByRole('heading', {name: 'Pages saved on this device'}).locator('xpath=following-sibling::ul[1]');
    await expect(saved.getByRole('link')).toHaveText([/Unified consent/i, /Consent Management Platform/i]);
    await page.screenshot({path: test.info().outputPath('not-saved-390-light.png'), fullPage: false});
    await saved.getByRole('link', {name: /Unified consent/i}).click();
    await expect(page).toHaveURL(`${baseURL}/uc/`);
    expect((await shown(page)).heading).not.toBe('');
  });

  await test.step('how much it keeps', async () => {
    const sizes = await page.evaluate(async () => {
      const out: Record<string, {entries: number; bytes: number}> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        let bytes = 0;
        const keys = await cache.keys();
        for (const key of keys) bytes += (await (await cache.match(key))!.arrayBuffer()).byteLength;
        out[name.replace(/-[0-9a-f]+$/, '')] = {entries: keys.length, bytes};
      }
      return out;
    });
    test.info().annotations.push({type: 'offline storage', description: JSON.stringify(sizes)});
    expect(sizes['privana-pages'].entries).toBe(2);
    expect(await context.cookies(), 'no cookie').toEqual([]);
  });
});

test('at 1280 px in dark mode, a saved page is never served in place of the network\'s: online, a page is always the current release', async ({page, context}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await openInColourMode(page, 'dark');
  await gotoHydrated(page, '/cmp/');
  await waitUntilSaved(page, '/cmp/');
  // A new release of the page (the worker's own request is routed too: the context's routes see it).
  await context.route('**/cmp/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<h1([^>]*)>[^<]*<\/h1>/, '<h1$1>Consent Management Platform, new release</h1>');
    await route.fulfill({response, body});
  });
  const response = await page.goto('/cmp/');
  expect(await response!.text()).toContain('Consent Management Platform, new release');
});
