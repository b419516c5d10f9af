import {expect, test, type Page} from '@playwright/test';
import {collectErrors, gotoHydrated} from './support';

/**
 * The browser's route table has one route for every vendor page (plugins/vendor-routes), which
 * loads the vendor's page on demand: reaching a vendor page without reloading, from another
 * page or from another vendor, must still show that vendor, in the docs layout, with its
 * category marked in the sidebar, and a vendor the catalogue does not have must still be a 404.
 */
const BASE = '/integrations/data-discovery-integrations';

/** Marks the loaded document, so that a full page load (which drops the mark) can be told from a client-side one. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, {privanaSameDocument: true}));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as {privanaSameDocument?: boolean}).privanaSameDocument === true);

test('a vendor page opens from the catalogue and leads to another vendor without a page load, with its content, sidebar mark and title', async ({page}) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, `${BASE}/list-of-capabilities?q=stripe`);
  await markDocument(page);
  await page.locator('main').getByRole('link', {name: 'Stripe', exact: true}).first().click();
  await expect(page).toHaveURL(`${BASE}/stripe`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Stripe integration');
  await expect(page.getByRole('heading', {name: 'Capabilities and requirements'})).toBeVisible();
  await expect(page.locator('.theme-doc-toc-desktop').getByRole('link', {name: 'Set up the Stripe connector'})).toBeVisible();
  await expect(page).toHaveTitle(/^Stripe integration/);
  await expect(page.locator('.theme-doc-sidebar-menu [aria-current="true"]')).toHaveText('Payments');
  expect(await sameDocument(page)).toBe(true);

  // A related vendor, in another chunk: loaded before the page changes, and no page load either.
  await page.locator('article').getByRole('link', {name: 'Adyen', exact: true}).click();
  await expect(page).toHaveURL(`${BASE}/adyen`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Adyen integration');
  await expect(page.locator('article')).not.toContainText('Stripe processes card');
  expect(await sameDocument(page)).toBe(true);

  // Back to the first vendor, through the browser's history.
  await page.goBack();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Stripe integration');
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a vendor page opened directly hydrates with its own content, and leaves for a guide without a page load', async ({page}) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, `${BASE}/zendesk`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Zendesk integration');
  await markDocument(page);
  // A client-side link from the vendor page to a page that has its own route.
  // The body's link, not the breadcrumb's "Vendor catalogue" above it.
  await page.locator('article').getByRole('link', {name: 'vendor catalogue', exact: true}).click();
  await expect(page).toHaveURL(`${BASE}/list-of-capabilities`);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Zendesk integration');
  expect(await sameDocument(page)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Zendesk integration');
  expect(errors).toEqual([]);
});

test('a vendor the catalogue does not have is a 404, opened directly or reached from a page, with no hydration error', async ({page}) => {
  const errors = collectErrors(page);
  const response = await page.goto(`${BASE}/no-such-vendor`);
  expect(response?.status()).toBe(404);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/not found/i);
  // The browser reports the document's own 404 status; anything else would be a fault.
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  errors.length = 0;

  await gotoHydrated(page, `${BASE}/stripe`);
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${BASE}/another-missing-vendor`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/not found/i);
  expect(errors).toEqual([]);
});
