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

test('a slow route change shows the progress bar only after its delay', async ({page}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Hold back the next route's chunks so that the navigation stays pending.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.evaluate(() => {
    // Record when the bar is added, relative to the click.
    (window as unknown as {barAt?: number}).barAt = undefined;
    const start = performance.now();
    new MutationObserver((_, observer) => {
      if (document.getElementById('nprogress')) {
        (window as unknown as {barAt?: number}).barAt = performance.now() - start;
        observer.disconnect();
      }
    }).observe(document.body, {childList: true, subtree: true});
    document.querySelector<HTMLAnchorElement>('main a[href="/uc/js-sdk/"]')!.click();
  });
  await expect(page.locator('#nprogress')).toBeAttached({timeout: 5000});
  const barAt = await page.evaluate(() => (window as unknown as {barAt?: number}).barAt);
  expect(barAt).toBeGreaterThanOrEqual(200);
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
