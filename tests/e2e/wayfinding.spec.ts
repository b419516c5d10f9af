import {expect, test, type Page} from '@playwright/test';
import {axeViolations, COLOUR_RULES} from './axe';
import {gotoHydrated, storageKey} from './support';

const CATALOGUE = '/integrations/data-discovery-integrations/list-of-capabilities';
const VIEWPORTS = {phone: {width: 390, height: 844}, desktop: {width: 1280, height: 900}} as const;

async function useColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const key = await storageKey(page, 'theme');
  await page.addInitScript(([k, theme]) => localStorage.setItem(k, theme), [key, mode]);
}

const rowNames = (page: Page) => page.locator('tbody th[scope="row"]').allInnerTexts();

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${device}, ${mode} mode`, () => {
      test.use({viewport});
      test.beforeEach(async ({page}) => useColourMode(page, mode));

      test('the catalogue filters by name and capability, sorts, and a reload of its URL restores the view', async ({page}) => {
        await gotoHydrated(page, CATALOGUE);
        const total = (await rowNames(page)).length;
        expect(total).toBeGreaterThan(100);
        await page.getByLabel('Vendor name').fill('sp');
        await page.getByRole('checkbox', {name: 'Deletion requests'}).check();
        await expect(page).toHaveURL(/\?q=sp&can=deletion$/);
        const names = await rowNames(page);
        expect(names.length).toBeGreaterThan(0);
        expect(names.length).toBeLessThan(total);
        for (const name of names) expect(name.toLowerCase()).toContain('sp');
        await expect(page.getByRole('status').filter({hasText: 'connectors'})).toHaveText(`${names.length} of ${total} connectors match.`);

        // A pointer click, as a reader taps it: on a phone the guide tables' rule once hid the header
        // and its sort buttons, and the first vendor card took the tap.
        await page.locator('thead').getByRole('button', {name: /^Vendor/}).click();
        await expect(page.getByRole('columnheader', {name: /^Vendor/})).toHaveAttribute('aria-sort', 'descending');
        const sorted = await rowNames(page);
        expect(sorted).toEqual([...names].reverse());

        await page.reload();
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        await expect(page.getByLabel('Vendor name')).toHaveValue('sp');
        await expect(page.getByRole('checkbox', {name: 'Deletion requests'})).toBeChecked();
        expect(await rowNames(page)).toEqual(sorted);
      });

      test('the catalogue has no inner scroll box, its header stays in view, and a phone reads every column without sideways scrolling', async ({page}) => {
        await gotoHydrated(page, `${CATALOGUE}?category=CRM`);
        const table = page.locator('table').filter({has: page.locator('tbody th[scope="row"]')});
        const boxes = await table.evaluate((element) => {
          const scrolling: string[] = [];
          for (let node = element.parentElement; node; node = node.parentElement) {
            const {overflowX, overflowY} = getComputedStyle(node);
            if (/(auto|scroll)/.test(overflowX + overflowY) && node.scrollHeight > node.clientHeight + 1) scrolling.push(node.className);
          }
          return scrolling;
        });
        expect(boxes.filter((name) => !/thin-scrollbar|menu/.test(String(name)))).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        const lastRow = table.locator('tbody tr').last();
        await lastRow.scrollIntoViewIfNeeded();
        for (const cell of await lastRow.locator('th, td').all()) {
          const box = (await cell.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        }
        if (device === 'desktop') {
          const header = (await table.locator('thead th').first().boundingBox())!;
          expect(header.y).toBeGreaterThanOrEqual(0);
          expect(header.y).toBeLessThanOrEqual(61);
        } else {
          await expect(lastRow.locator('td[data-label="Opt-out"]')).toBeVisible();
        }
      });

      // Dark mode changes colours only, so it runs the colour rules (as accessibility.spec.ts does).
      const rules = mode === 'light' ? undefined : COLOUR_RULES;
      test(`the catalogue has no ${mode === 'light' ? 'WCAG 2.2 AA' : 'colour contrast'} violations, filtered or not`, async ({page}) => {
        test.setTimeout(120_000);
        await gotoHydrated(page, CATALOGUE);
        expect(await axeViolations(page, {rules})).toEqual([]);
        await gotoHydrated(page, `${CATALOGUE}?q=hub&can=optOut`);
        expect(await axeViolations(page, {rules})).toEqual([]);
      });

      test('the 404 page keeps HTTP 404, links to every product area and offers a search seeded with the path, whose button opens the search dialog holding those words', async ({page}) => {
        const response = await page.goto('/cmp/mobile-sdks/androd/instal');
        expect(response?.status()).toBe(404);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        const main = page.locator('main');
        for (const [name, href] of [
          ['Consent Management Platform', '/cmp/'], ['Subject Rights', '/subject-rights/'], ['Integrations', '/integrations/'],
          ['Unified Consent', '/uc/'], ['Consent Prompts', '/consent-prompts/'], ['Assessments', '/assessments/docs/'],
        ]) {
          await expect(main.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
        }
        const events: unknown[] = [];
        await page.exposeFunction('recordSearchOpen', (detail: unknown) => events.push(detail));
        await page.evaluate(() => window.addEventListener('privana:search-open', (e) => (window as unknown as {recordSearchOpen: (d: unknown) => void}).recordSearchOpen((e as CustomEvent).detail)));
        await expect(main.getByRole('button', {name: /^Search the docs for/})).toContainText('cmp mobile sdks androd instal');
        await main.getByRole('button', {name: /^Search the docs for/}).click();
        await expect.poll(() => events).toEqual([{query: 'cmp mobile sdks androd instal'}]);
        // The search bar answers the event: the dialog opens with the words of the path.
        const dialog = page.getByRole('dialog');
        await expect(dialog, 'the search dialog').toBeVisible();
        await expect(dialog.getByRole('combobox'), 'the query the dialog opens with').toHaveValue('cmp mobile sdks androd instal');
        // The search dialog it opened is closed before the page itself is checked and used.
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        expect(await axeViolations(page)).toEqual([]);

        await main.getByRole('link', {name: 'Integrations', exact: true}).click();
        await expect(page).toHaveURL(/\/integrations\/$/);
      });

      test('the CMP Android SDK install page is two clicks from the home page', async ({page}) => {
        await gotoHydrated(page, '/');
        await page.getByRole('link', {name: 'CMP Android SDK'}).first().click();
        await expect(page).toHaveURL(/\/cmp\/mobile-sdks\/android\/$/);
        await page.locator('article').getByRole('link', {name: 'Installation', exact: true}).first().click();
        await expect(page).toHaveURL(/\/cmp\/mobile-sdks\/android\/installation$/);
        await expect(page.getByRole('heading', {level: 1})).toHaveText('Install the CMP Android SDK');
      });

      test('the current item of a long sidebar is in view when the page opens', async ({page}) => {
        await gotoHydrated(page, '/cmp/mobile-sdks/react-native/google-consent-mode');
        if (device === 'phone') {
          await page.getByRole('button', {name: /navigation bar|toggle/i}).first().click();
        }
        const active = page.locator('.theme-doc-sidebar-menu .menu__link--active').last();
        await expect(active).toBeVisible();
        await expect(active).toBeInViewport({ratio: 1});
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });

      test('a vendor page, which the sidebar does not list, marks its category there, in view', async ({page}) => {
        await gotoHydrated(page, '/integrations/data-discovery-integrations/zendesk');
        if (device === 'phone') {
          await page.getByRole('button', {name: /navigation bar|toggle/i}).first().click();
        }
        const menu = page.locator('.theme-doc-sidebar-menu').last();
        // The category's link leads to the catalogue, another page: the current item of the set, not the page.
        const current = menu.locator('[aria-current="true"]');
        await expect(current).toHaveText('Helpdesk');
        await expect(current).toHaveClass(/menu__link--active/);
        await expect(current).toHaveAttribute('href', '/integrations/data-discovery-integrations/list-of-capabilities?category=Helpdesk');
        await expect(current).toBeInViewport({ratio: 1});
        await expect(menu.locator('[aria-current="page"]')).toHaveCount(0);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);

        // Leaving for a page the sidebar lists moves the mark to that page.
        await menu.getByRole('link', {name: 'Data discovery integrations', exact: true}).click();
        await expect(page).toHaveURL(/\/data-discovery-integrations\/$/);
        if (device === 'phone') {
          await page.getByRole('button', {name: /navigation bar|toggle/i}).first().click();
        }
        await expect(page.locator('.theme-doc-sidebar-menu').last().locator('[aria-current]')).toHaveAttribute('aria-current', 'page');
      });

      // The last guide is /cmp/, whose table and endpoint mentions are checked on the same load.
      test('a guide title starts near the top of the screen; on /cmp/ guide table cells are top-aligned and read on a phone without sideways scrolling, and endpoint mentions link to their operation and never break inside a path segment', async ({page}) => {
        for (const path of ['/uc/mobile-sdks/android/introduction/', '/cmp/mobile-sdks/ios/installation/cocoapods', '/cmp/']) {
          await gotoHydrated(page, path);
          const top = (await page.getByRole('heading', {level: 1}).boundingBox())!.y;
          expect(top, path).toBeLessThan(200);
          if (device === 'phone') {
            // "On this page" is still there, after the title.
            const toc = (await page.locator('.theme-doc-toc-mobile').boundingBox())!;
            expect(toc.y).toBeGreaterThan(top);
          }
        }
        expect(new URL(page.url()).pathname).toBe('/cmp/');

        const table = page.locator('table', {has: page.locator('th', {hasText: 'Effect'})});
        const cell = table.locator('tbody td').first();
        expect(await cell.evaluate((element) => getComputedStyle(element).verticalAlign), 'a table cell\'s alignment').toBe('top');
        if (device === 'phone') {
          const region = page.locator('.table-scroll', {has: table});
          expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the table fits its region').toBe(true);
          await expect(table.locator('td[data-label="Default"]').first()).toBeVisible();
        }

        // Last, as it leaves the page.
        const link = page.locator('a.endpoint-link', {hasText: 'POST /v1/cookie-consent/configs'}).first();
        await expect(link).toHaveAttribute('href', /^\/customer-rest-api\/developer-api-doc#operation\/\w+$/);
        for (const segment of await link.locator('.endpoint-segment').all()) {
          const rects = await segment.evaluate((element) => element.getClientRects().length);
          expect(rects).toBe(1);
        }
        await link.click();
        await expect(page).toHaveURL(/\/customer-rest-api\/developer-api-doc#operation\//);
        const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
        await expect(page.locator(`[id="${id}"]`)).toBeAttached();
      });
    });
  }
}

test('the footer lines up with the home page sections and is no lighter than the page in dark mode', async ({page}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await useColourMode(page, 'dark');
  await gotoHydrated(page, '/');
  const section = (await page.locator('main section h2').first().boundingBox())!;
  const footer = (await page.locator('footer .footer__title').first().boundingBox())!;
  expect(Math.abs(footer.x - section.x)).toBeLessThanOrEqual(1);
  const [footerBg, pageBg] = await page.evaluate(() => {
    const luminance = (colour: string) => colour.match(/\d+/g)!.slice(0, 3).map(Number).reduce((a, b) => a + b, 0);
    // The page's colour is Infima's background variable (body itself is transparent).
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.backgroundColor = 'var(--ifm-background-color)';
    const pageColour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return [luminance(getComputedStyle(document.querySelector('footer')!).backgroundColor), luminance(pageColour)];
  });
  expect(footerBg).toBeLessThanOrEqual(pageBg);
});
