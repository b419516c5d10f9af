import {load} from 'cheerio';
import {expect, test} from '@playwright/test';
import {collectErrors, SPEC_ROUTES, VENDOR_ROUTES} from './support';

test('the vendor list has about 150 pages including the spec examples', () => {
  expect(VENDOR_ROUTES.length).toBeGreaterThanOrEqual(140);
  for (const slug of ['accelo', 'hubspot', 'salesforce', 'shopify', 'slack', 'stripe', 'zendesk']) {
    expect(VENDOR_ROUTES).toContain(`/integrations/data-discovery-integrations/${slug}`);
  }
});

/** The text of a server-rendered page's first h1 and of its article, as a reader's browser reads it. */
function serverRendered(html: string): {heading: string; article: string} {
  const $ = load(html);
  return {heading: $('h1').first().text().trim(), article: normalise($('article').first().text())};
}
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Every page other than a vendor's, as a reader opens it: a visible heading, and no console error
 * up to and after hydration (a hydration mismatch is only reported then). Routes are visited a
 * dozen to a test in one page, which costs a navigation each rather than a new browser context
 * each; the failure names the route.
 */
const ROUTES_PER_TEST = 12;
for (let start = 0; start < SPEC_ROUTES.length; start += ROUTES_PER_TEST) {
  const routes = SPEC_ROUTES.slice(start, start + ROUTES_PER_TEST);
  test(`${routes[0]} and the ${routes.length - 1} routes after it render their heading and hydrate without console errors`, async ({page}) => {
    test.setTimeout(20_000 * routes.length);
    const errors = collectErrors(page);
    for (const route of routes) {
      errors.length = 0;
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('h1').first(), route).toBeVisible();
      await expect(page.locator('h1').first(), route).not.toBeEmpty();
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      expect(errors, `console errors on ${route}`).toEqual([]);
    }
  });
}

/**
 * The ~150 vendor pages are one page component (plugins/vendor-routes) with each vendor's data, so
 * what can differ between them is the data: each is opened the way a reader reaches it from
 * another vendor, client-side, and must render without a console error the very article the
 * server sent (the same text), which is what hydrating its server-rendered page checks: React
 * reports a mismatch there as a console error. The first vendor of each group
 * is loaded in full, so hydration itself is watched on a vendor page in every group.
 */
const VENDORS_PER_TEST = 50;
for (let start = 0; start < VENDOR_ROUTES.length; start += VENDORS_PER_TEST) {
  const routes = VENDOR_ROUTES.slice(start, start + VENDORS_PER_TEST);
  test(`vendor pages ${routes[0]} to ${routes.at(-1)} answer HTTP 200 and render the article their server-rendered page holds, without console errors`, async ({page, baseURL}) => {
    test.setTimeout(1_000 * routes.length + 30_000);
    // Each page as the server sends it, fetched together (Node's own client: no browser needed).
    const sentPages = await Promise.all(routes.map(async (route) => {
      const response = await fetch(new URL(route, baseURL));
      expect(response.status, route).toBe(200);
      return serverRendered(await response.text());
    }));
    const errors = collectErrors(page);
    const response = await page.goto(routes[0]);
    expect(response?.status(), routes[0]).toBe(200);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    for (const [index, route] of routes.entries()) {
      const sent = sentPages[index];
      expect(sent.heading, `the h1 ${route} is sent with`).not.toBe('');
      // A client-side navigation, as the router makes for a link or the browser's back button.
      await page.evaluate((path) => {
        if (location.pathname === path) return;
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      // Waits frame by frame (not at expect's polling steps, up to a second apart) for this vendor's
      // heading, then reads the article that shows it.
      const shown = await page.waitForFunction((heading) => {
        const h1 = document.querySelector('h1');
        return h1?.textContent?.trim() === heading && (document.querySelector('article')?.textContent ?? '');
      }, sent.heading, {polling: 'raf', timeout: 10_000}).then((handle) => handle.jsonValue());
      await expect(page.locator('h1').first(), route).toBeVisible();
      expect(normalise(shown as string), `the article of ${route}`).toBe(sent.article);
      expect(errors, `console errors on ${route}`).toEqual([]);
    }
  });
}

test('an unknown path shows the not-found page with HTTP 404', async ({page}) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
});

test('a near miss of a real route is not found either (routes match exactly)', async ({page}) => {
  const response = await page.goto('/cmp/javascript-api/known-issue');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
});

test('a typed .html or /index.html path is normalised to the bare route, which shows its page', async ({page}) => {
  for (const [typed, bare] of [
    ['/subject-rights/jira.html', '/subject-rights/jira'],
    ['/cmp/index.html', '/cmp'],
    ['/customer-rest-api.html', '/customer-rest-api'],
    ['/markdown-page/index.html', '/markdown-page'],
  ]) {
    const response = await page.goto(typed);
    expect(response?.status(), typed).toBe(200);
    expect(new URL(page.url()).pathname, typed).toBe(bare);
    await expect(page.locator('h1').first(), typed).toBeVisible();
  }
});

test('tag pages list only the eight spec tags and label i-os as iOS', async ({page}) => {
  await page.goto('/tags');
  const tags = page.locator('main a[href^="/tags/"]');
  const hrefs = (await tags.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort();
  expect(hrefs).toEqual(
    ['android', 'cmp', 'i-os', 'javascript', 'mobile', 'native', 'react-native', 'uc'].map((t) => `/tags/${t}`).sort(),
  );
  await page.goto('/tags/i-os');
  await expect(page.locator('h1')).toContainText('iOS');
});
