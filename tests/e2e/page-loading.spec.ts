import {expect, test, type Page} from '@playwright/test';

/**
 * Route chunks prefetched by the home page (its visible links, prefetched in idle periods by
 * src/theme/idlePrefetch.ts) plus two hovered links, once the page has been idle long enough for
 * every queued prefetch to have run.
 */
async function prefetchLinksAfterHover(page: Page): Promise<number> {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.locator('main a[href="/subject-rights/"]').first().hover();
  await page.locator('main a[href="/cmp/"]').first().hover();
  await page.waitForLoadState('networkidle');
  // Each idle callback runs after those queued before it: ten in a row outlast the prefetch queue.
  await page.evaluate(async () => {
    for (let i = 0; i < 10; i += 1) {
      await new Promise((resolve) => requestIdleCallback(resolve, {timeout: 1000}));
    }
  });
  await page.waitForLoadState('networkidle');
  return page.locator('head link[rel="prefetch"]').count();
}

function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}) {
  return page.addInitScript((conn) => {
    Object.defineProperty(navigator, 'connection', {value: conn, configurable: true});
  }, connection);
}

test.describe('prefetching', () => {
  test('links are prefetched on a normal connection', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    expect(await prefetchLinksAfterHover(page)).toBeGreaterThan(0);
  });

  test('nothing is prefetched with data saver on', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: true});
    expect(await prefetchLinksAfterHover(page)).toBe(0);
  });

  test('nothing is prefetched on a 2g connection', async ({page}) => {
    await emulateConnection(page, {effectiveType: 'slow-2g', saveData: false});
    expect(await prefetchLinksAfterHover(page)).toBe(0);
  });
});

test('a guide prefetches each chunk file once, however many of its visible links need it', async ({page}) => {
  // Every doc route needs the docs layout's chunks; Docusaurus appended a <link rel="prefetch"> for
  // them once per route (260 links for 19 files on this page) until src/theme/prefetchOnce.ts.
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/cmp/mobile-sdks/android/installation');
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (let i = 0; i < 10; i += 1) {
      await new Promise((resolve) => requestIdleCallback(resolve, {timeout: 1000}));
    }
  });
  const hrefs = await page.locator('head link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
});

test('a slow route change shows the progress bar, but not in its first 200 ms', async ({page}) => {
  // The page's timers run on Playwright's clock, so "not before 200 ms" is decided by the page's
  // own setTimeout, not by how fast this machine happens to be (timings belong in the bench).
  await page.clock.install();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Hold back the next route's chunks so that the navigation stays pending until released.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.locator('main a[href="/uc/js-sdk/"]').first().click();
  await page.clock.runFor(199);
  await expect(page.locator('#nprogress')).not.toBeAttached();
  await page.clock.runFor(1);
  await expect(page.locator('#nprogress')).toBeAttached();
  await page.clock.resume();
  release();
  await expect(page).toHaveURL(/\/uc\/js-sdk\/$/);
  await expect(page.locator('h1').first()).toBeVisible();
});

test.describe('scroll position after navigation', () => {
  test('a link with a hash scrolls to its target', async ({page}) => {
    await page.goto('/customer-rest-api');
    const link = page.locator('.table-of-contents a').nth(3);
    const hash = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await expect(page.locator(hash)).toBeInViewport();
  });

  test('a link without a hash lands at the top of the new page', async ({page}) => {
    await page.goto('/subject-rights/');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('nav[aria-label="Docs pages"] a, .pagination-nav a').last().click();
    await expect(page.locator('h1').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
