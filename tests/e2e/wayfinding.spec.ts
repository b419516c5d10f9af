import {expect, test, type Page} from '@playwright/test';
import {axeViolations, colourModeScope} from './axe';
import {gotoHydrated, openInColourMode, otherColourMode, switchColourMode, type ColourMode} from './support';

const CATALOGUE = '/integrations/data-discovery-integrations/list-of-capabilities';
const VIEWPORTS = {phone: {width: 390, height: 844}, desktop: {width: 1280, height: 900}} as const;

const rowNames = (page: Page) => page.locator('tbody th[scope="row"]').allInnerTexts();

/**
 * Every check runs at both widths and in both colour modes. A page is loaded once per width: it
 * opens in one mode (light on the phone, dark on the desktop, so each mode is met from the first
 * paint somewhere), the checks run, the mode is switched in place and they run again.
 */
for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  const opening: ColourMode = device === 'phone' ? 'light' : 'dark';
  const switched = otherColourMode(opening);
  test.describe(`${device}, ${opening} mode then ${switched}`, () => {
    test.use({viewport});
    // Each test does the work of the two it replaces (one per mode), so it has their two budgets.
    test.describe.configure({timeout: 60_000});
    test.beforeEach(async ({page}) => openInColourMode(page, opening));

    test('the catalogue filters by name and capability and sorts in both modes, and a reload of its URL restores the view', async ({page}) => {
      await gotoHydrated(page, CATALOGUE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', opening);
      const total = (await rowNames(page)).length;
      expect(total).toBeGreaterThan(100);
      const nameFilter = page.getByLabel('Vendor name');
      await nameFilter.fill('sp');
      await page.getByRole('checkbox', {name: 'Deletion requests'}).check();
      await expect(page).toHaveURL(/\?q=sp&can=deletion$/);
      const names = await rowNames(page);
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThan(total);
      for (const name of names) expect(name.toLowerCase()).toContain('sp');
      await expect(page.getByRole('status').filter({hasText: 'connectors'})).toHaveText(`${names.length} of ${total} connectors match.`);

      // A pointer click, as a reader taps it: on a phone the guide tables' rule once hid the header
      // and its sort buttons, and the first vendor card took the tap.
      const sortByVendor = page.locator('thead').getByRole('button', {name: /^Vendor/});
      const vendorHeader = page.getByRole('columnheader', {name: /^Vendor/});
      await sortByVendor.click();
      await expect(vendorHeader).toHaveAttribute('aria-sort', 'descending');
      const sorted = await rowNames(page);
      expect(sorted).toEqual([...names].reverse());

      await test.step(`in ${switched} mode the filters and the sort answer as well`, async () => {
        await switchColourMode(page, switched);
        await nameFilter.fill('');
        await expect.poll(async () => (await rowNames(page)).length, 'rows with the name filter cleared').toBeGreaterThan(names.length);
        await nameFilter.fill('sp');
        await expect(page).toHaveURL(/\?q=sp&can=deletion/);
        await expect.poll(() => rowNames(page)).toEqual(sorted);
        await sortByVendor.click();
        await expect(vendorHeader).toHaveAttribute('aria-sort', 'ascending');
        expect(await rowNames(page)).toEqual(names);
        await sortByVendor.click();
        await expect(vendorHeader).toHaveAttribute('aria-sort', 'descending');
        expect(await rowNames(page)).toEqual(sorted);
      });

      await page.reload();
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(page.locator('html'), 'the switched mode is kept').toHaveAttribute('data-theme', switched);
      await expect(nameFilter).toHaveValue('sp');
      await expect(page.getByRole('checkbox', {name: 'Deletion requests'})).toBeChecked();
      expect(await rowNames(page)).toEqual(sorted);
    });

    test('the page never scrolls sideways for the catalogue: on a desktop its table scrolls in a box of its own under a header that stays in view, and a phone reads every column of its cards, in both modes', async ({page}) => {
      await gotoHydrated(page, `${CATALOGUE}?category=CRM`);
      const table = page.locator('table').filter({has: page.locator('tbody th[scope="row"]')});
      const check = async () => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        const lastRow = table.locator('tbody tr').last();
        if (device === 'desktop') {
          // The page brings the box up (it fits the window under the navbar), then the box scrolls its rows.
          const box = page.getByRole('region', {name: 'Capability matrix'});
          await box.evaluate((element) => {
            window.scrollBy(0, element.getBoundingClientRect().top - document.querySelector('.navbar')!.getBoundingClientRect().height);
            element.scrollTop = element.scrollHeight;
          });
          const boxTop = (await box.boundingBox())!.y;
          const header = (await table.locator('thead th').first().boundingBox())!;
          expect(header.y).toBeGreaterThanOrEqual(Math.max(0, boxTop - 1));
          expect(header.y).toBeLessThanOrEqual(Math.max(61, boxTop + 1));
          await expect(lastRow).toBeInViewport();
        } else {
          await lastRow.scrollIntoViewIfNeeded();
          for (const cell of await lastRow.locator('th, td').all()) {
            const box = (await cell.boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
          }
          await expect(lastRow.locator('td[data-label="Opt-out"]')).toBeVisible();
        }
      };
      await test.step(`in ${opening} mode`, check);
      await test.step(`in ${switched} mode`, async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await switchColourMode(page, switched);
        await check();
      });
    });

    // Dark mode changes colours only, so it runs the colour rules (as accessibility.spec.ts does).
    test('the catalogue has no WCAG 2.2 AA violations in light mode and no colour contrast violations in dark mode, filtered or not', async ({page}) => {
      test.setTimeout(240_000);
      await gotoHydrated(page, CATALOGUE);
      await test.step(`unfiltered, ${opening} mode`, async () => {
        expect(await axeViolations(page, colourModeScope(opening))).toEqual([]);
      });
      await test.step(`unfiltered, ${switched} mode`, async () => {
        await switchColourMode(page, switched);
        expect(await axeViolations(page, colourModeScope(switched))).toEqual([]);
      });
      // Filtered as a reader filters it; the URL shows it is the view a link to it opens.
      await page.getByLabel('Vendor name').fill('hub');
      await page.getByRole('checkbox', {name: 'Opt-out'}).check();
      await expect(page).toHaveURL(/\?q=hub&can=optOut$/);
      await test.step(`filtered, ${switched} mode`, async () => {
        expect(await axeViolations(page, colourModeScope(switched))).toEqual([]);
      });
      await test.step(`filtered, ${opening} mode`, async () => {
        await switchColourMode(page, opening);
        expect(await axeViolations(page, colourModeScope(opening))).toEqual([]);
      });
    });

    test('the 404 page keeps HTTP 404, links to every product area and offers a search seeded with the path, whose button opens the search dialog holding those words; no WCAG 2.2 AA violation in either mode', async ({page}) => {
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
      const searchButton = main.getByRole('button', {name: /^Search the docs for/});
      const openSearchAndCheck = async (mode: ColourMode, opened: number) => {
        await test.step(`${mode} mode`, async () => {
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await expect(searchButton).toContainText('cmp mobile sdks androd instal');
          await searchButton.click();
          await expect.poll(() => events).toEqual(Array(opened).fill({query: 'cmp mobile sdks androd instal'}));
          // The search bar answers the event: the dialog opens with the words of the path.
          const dialog = page.getByRole('dialog');
          await expect(dialog, 'the search dialog').toBeVisible();
          await expect(dialog.getByRole('combobox'), 'the query the dialog opens with').toHaveValue('cmp mobile sdks androd instal');
          // The search dialog it opened is closed before the page itself is checked and used.
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toBeHidden();
          expect(await axeViolations(page)).toEqual([]);
        });
      };
      await openSearchAndCheck(opening, 1);
      await switchColourMode(page, switched);
      await openSearchAndCheck(switched, 2);

      await main.getByRole('link', {name: 'Integrations', exact: true}).click();
      await expect(page).toHaveURL(/\/integrations\/$/);
    });

    test('the CMP Android SDK install page is two clicks from the home page, in both modes', async ({page}) => {
      await gotoHydrated(page, '/');
      const twoClicks = async () => {
        await page.getByRole('link', {name: 'CMP Android SDK'}).first().click();
        await expect(page).toHaveURL(/\/cmp\/mobile-sdks\/android\/$/);
        await page.locator('article').getByRole('link', {name: 'Installation', exact: true}).first().click();
        await expect(page).toHaveURL(/\/cmp\/mobile-sdks\/android\/installation$/);
        await expect(page.getByRole('heading', {level: 1})).toHaveText('Install the CMP Android SDK');
      };
      await test.step(`${opening} mode`, twoClicks);
      await test.step(`${switched} mode, from the home page again`, async () => {
        // Back twice, inside the app: the home page again without loading it anew.
        await page.goBack();
        await page.goBack();
        await expect(page).toHaveURL(/\/$/);
        await switchColourMode(page, switched);
        await twoClicks();
      });
    });

    test('the current item of a long sidebar is in view when the page opens, in both modes', async ({page}) => {
      await gotoHydrated(page, '/cmp/mobile-sdks/react-native/google-consent-mode');
      const openMenu = () => page.getByRole('button', {name: /navigation bar|toggle/i}).first().click();
      if (device === 'phone') await openMenu();
      const active = page.locator('.theme-doc-sidebar-menu .menu__link--active').last();
      const check = async () => {
        await expect(active).toBeVisible();
        await expect(active).toBeInViewport({ratio: 1});
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      };
      await test.step(`${opening} mode`, check);
      await test.step(`${switched} mode`, async () => {
        // The phone's menu is closed and opened again in the other mode, as a reader reopens it.
        if (device === 'phone') await page.getByRole('button', {name: 'Close navigation bar'}).click();
        await switchColourMode(page, switched);
        if (device === 'phone') await openMenu();
        await check();
      });
    });

    test('a vendor page, which the sidebar does not list, marks its category there, in view, in both modes', async ({page}) => {
      await gotoHydrated(page, '/integrations/data-discovery-integrations/zendesk');
      if (device === 'phone') {
        await page.getByRole('button', {name: /navigation bar|toggle/i}).first().click();
      }
      const menu = page.locator('.theme-doc-sidebar-menu').last();
      // The category's link leads to the catalogue, another page: the current item of the set, not the page.
      const current = menu.locator('[aria-current="true"]');
      const check = async () => {
        await expect(current).toHaveText('Helpdesk');
        await expect(current).toHaveClass(/menu__link--active/);
        await expect(current).toHaveAttribute('href', '/integrations/data-discovery-integrations/list-of-capabilities?category=Helpdesk');
        await expect(current).toBeInViewport({ratio: 1});
        await expect(menu.locator('[aria-current="page"]')).toHaveCount(0);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      };
      await test.step(`${opening} mode`, check);
      await test.step(`${switched} mode`, async () => {
        await switchColourMode(page, switched);
        await check();
      });

      // Leaving for a page the sidebar lists moves the mark to that page.
      await menu.getByRole('link', {name: 'Data discovery integrations', exact: true}).click();
      await expect(page).toHaveURL(/\/data-discovery-integrations\/$/);
      if (device === 'phone') {
        await page.getByRole('button', {name: /navigation bar|toggle/i}).first().click();
      }
      await expect(page.locator('.theme-doc-sidebar-menu').last().locator('[aria-current]')).toHaveAttribute('aria-current', 'page');
    });

    // The last guide is /cmp/, whose table and endpoint mentions are checked on the same load. Each
    // guide is checked in the mode it opens in and again in the other; the switched mode is kept,
    // so the guides open in alternate modes.
    test('a guide title starts near the top of the screen; on /cmp/ guide table cells are top-aligned and read on a phone without sideways scrolling, and endpoint mentions link to their operation and never break inside a path segment; in both modes', async ({page}) => {
      const titleNearTop = async (path: string) => {
        const top = (await page.getByRole('heading', {level: 1}).boundingBox())!.y;
        expect(top, path).toBeLessThan(200);
        if (device === 'phone') {
          // "On this page" is still there, after the title.
          const toc = (await page.locator('.theme-doc-toc-mobile').boundingBox())!;
          expect(toc.y).toBeGreaterThan(top);
        }
      };
      const table = page.locator('table', {has: page.locator('th', {hasText: 'Effect'})});
      const link = page.locator('a.endpoint-link', {hasText: 'POST /v1/cookie-consent/configs'}).first();
      const cmpChecks = async () => {
        const cell = table.locator('tbody td').first();
        expect(await cell.evaluate((element) => getComputedStyle(element).verticalAlign), 'a table cell\'s alignment').toBe('top');
        if (device === 'phone') {
          const region = page.locator('.table-scroll', {has: table});
          expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the table fits its region').toBe(true);
          await expect(table.locator('td[data-label="Default"]').first()).toBeVisible();
        }
        await expect(link).toHaveAttribute('href', /^\/customer-rest-api\/developer-api-doc#operation\/\w+$/);
        for (const segment of await link.locator('.endpoint-segment').all()) {
          const rects = await segment.evaluate((element) => element.getClientRects().length);
          expect(rects).toBe(1);
        }
      };
      const checkGuide = (path: string, mode: ColourMode) => test.step(`${path} in ${mode} mode`, async () => {
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await page.evaluate(() => window.scrollTo(0, 0));
        await titleNearTop(path);
        if (path === '/cmp/') await cmpChecks();
      });
      let mode = opening;
      for (const path of ['/uc/mobile-sdks/android/introduction/', '/cmp/mobile-sdks/ios/installation/cocoapods', '/cmp/']) {
        await gotoHydrated(page, path);
        await checkGuide(path, mode);
        mode = otherColourMode(mode);
        await switchColourMode(page, mode);
        await checkGuide(path, mode);
      }
      expect(new URL(page.url()).pathname).toBe('/cmp/');

      // Last, as it leaves the page.
      await link.click();
      await expect(page).toHaveURL(/\/customer-rest-api\/developer-api-doc#operation\//);
      const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
      await expect(page.locator(`[id="${id}"]`)).toBeAttached();
    });
  });
}

test('the footer lines up with the home page sections and is no lighter than the page in dark mode', async ({page}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openInColourMode(page, 'dark');
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
