import {chromium} from 'playwright-core';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './scripts/chromium.mjs';
const [base, tag] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
for (const width of [390, 1280]) for (const mode of ['light', 'dark']) {
  const page = await browser.newPage({viewport: {width, height: 844}, colorScheme: mode});
  await page.goto(base + '/customer-rest-api/developer-api-doc#section/Errors');
  await page.waitForTimeout(1500);
  await page.locator('table', {has: page.locator('th', {hasText: /^Code$/})}).first().evaluate((t) => t.scrollIntoView());
  await page.screenshot({path: `/tmp/ux-shots/${tag}-errors-${width}-${mode}.png`});
  await page.close();
}
await browser.close();
