import {expect, test} from '@playwright/test';
import {collectErrors, gotoHydrated} from './support';
import {PAGE_TYPES} from './page-types.mjs';

// Fragments that are not valid percent-encoding: decodeURIComponent throws on each of them.
const MALFORMED = ['%', '%E0', '%E0%A4%A', '%zz', 'a%C3%28%'];

// Pages whose own code reads the fragment (a guide's heading anchors, the references' operation and
// field anchors) get every malformed form. The other kinds share the framework's handling, which
// the first and the last forms (a lone "%", and invalid UTF-8 after text) reach as well as all five.
const EVERY_FORM = new Set(['guide', 'customer API reference', 'unified consent API reference']);

for (const [kind, path] of Object.entries(PAGE_TYPES)) {
  const fragments = EVERY_FORM.has(kind) ? MALFORMED : [MALFORMED[0], MALFORMED[MALFORMED.length - 1]];
  test(`a ${kind} opened with malformed fragments renders its heading`, async ({page}) => {
    // A fresh load for each, waiting for hydration (the API references hydrate slowest).
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    for (const fragment of fragments) {
      // A fresh load each time: a second goto to the same page would only change the fragment.
      await page.goto('about:blank');
      await gotoHydrated(page, `${path}#${fragment}`);
      await expect(page.locator('h1').first(), `${path}#${fragment}`).toBeVisible();
      // The same fragment set again once the page runs: a client-side navigation.
      await page.evaluate(() => {
        location.hash = '%E0%A4%A';
      });
      await expect(page.locator('h1').first(), `${path}#${fragment}, then #%E0%A4%A`).toBeVisible();
      await expect(page.getByText('This page crashed')).toHaveCount(0);
    }
    expect(errors.filter((e) => /URI malformed|crashed/i.test(e))).toEqual([]);
  });
}

test('after malformed fragments, a guide still scrolls to the heading its table of contents links to', async ({page}) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, '/cmp/mobile-sdks/android/installation');
  for (const fragment of MALFORMED) {
    await page.evaluate((hash) => {
      location.hash = hash;
    }, fragment);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  const link = page.locator('.table-of-contents a').nth(1);
  const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
  await link.click();
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  expect(errors.filter((e) => /URI malformed|crashed/i.test(e))).toEqual([]);
});
