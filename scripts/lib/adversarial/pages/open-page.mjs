// Opens a page in Chromium as the page cases need it: hydrated, network settled, with the CSP
// violations the console reported.

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {(page: import('@playwright/test').Page) => Promise<unknown>} [onPage]
 */
export async function openPage(browser, url, onPage = async () => {}) {
  const page = await browser.newPage();
  const violations = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 20_000}).catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});
  const result = await onPage(page);
  await page.close();
  return {violations: violations.length, result};
}
