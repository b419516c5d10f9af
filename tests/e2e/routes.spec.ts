import {expect, test} from '@playwright/test';
import {collectErrors, SPEC_ROUTES, VENDOR_ROUTES} from './support';

test('the vendor list has about 150 pages including the spec examples', () => {
  expect(VENDOR_ROUTES.length).toBeGreaterThanOrEqual(140);
  for (const slug of ['accelo', 'hubspot', 'salesforce', 'shopify', 'slack', 'stripe', 'zendesk']) {
    expect(VENDOR_ROUTES).toContain(`/integrations/data-discovery-integrations/${slug}`);
  }
});

for (const route of [...SPEC_ROUTES, ...VENDOR_ROUTES]) {
  test(`${route} renders its heading without console errors`, async ({page}) => {
    const errors = collectErrors(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('h1').first()).not.toBeEmpty();
    expect(errors).toEqual([]);
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
