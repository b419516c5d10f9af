import {expect, test} from '@playwright/test';
import {collectErrors, SPEC_ROUTES, VENDOR_ROUTES} from './support';

test('the vendor list has about 150 pages including the spec examples', () => {
  expect(VENDOR_ROUTES.length).toBeGreaterThanOrEqual(140);
  for (const slug of ['accelo', 'hubspot', 'salesforce', 'shopify', 'slack', 'stripe', 'zendesk']) {
    expect(VENDOR_ROUTES).toContain(`/integrations/data-discovery-integrations/${slug}`);
  }
});

/**
 * Every route, as a reader opens it: HTTP 200, a heading, and no console error up to and after
 * hydration (a hydration mismatch is only reported then). Routes are visited a dozen to a test in
 * one page, which costs a navigation each rather than a new browser context each; the failure
 * names the route.
 */
const ROUTES = [...SPEC_ROUTES, ...VENDOR_ROUTES];
const ROUTES_PER_TEST = 12;
for (let start = 0; start < ROUTES.length; start += ROUTES_PER_TEST) {
  const routes = ROUTES.slice(start, start + ROUTES_PER_TEST);
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

for (const [typed, bare] of [
  ['/subject-rights/jira.html', '/subject-rights/jira'],
  ['/cmp/index.html', '/cmp'],
  ['/customer-rest-api.html', '/customer-rest-api'],
  ['/markdown-page/index.html', '/markdown-page'],
]) {
  test(`${typed} is normalised to ${bare}`, async ({page}) => {
    const response = await page.goto(typed);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(bare);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}

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
