import {expect, test} from '@playwright/test';
import {gotoHydrated, openInColourMode} from './support';

/**
 * The journeys of the outside UX review (issue 43), each done as its reader did it: at the width,
 * in the colour mode, on the link and with the input where it went wrong.
 */

const CATALOGUE = '/integrations/data-discovery-integrations/list-of-capabilities';

test.describe('the capability matrix, wider than its column', () => {
  test('at 1024 px in light mode the page never scrolls sideways; the matrix scrolls in its own box, by keyboard too, and its header stays on top of its rows', async ({page}) => {
    await page.setViewportSize({width: 1024, height: 768});
    await openInColourMode(page, 'light');
    await gotoHydrated(page, CATALOGUE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page is no wider than the window').toBeLessThanOrEqual(1024);

    const box = page.getByRole('region', {name: 'Capability matrix'});
    await box.focus();
    await expect(box).toBeFocused();
    const optOut = page.getByRole('columnheader', {name: /^Opt-out/});
    const right = async () => (await box.boundingBox())!.x + (await box.boundingBox())!.width;
    expect((await optOut.boundingBox())!.x + (await optOut.boundingBox())!.width, 'the last column starts out of view').toBeGreaterThan(await right());
    await page.keyboard.press('End');
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await optOut.boundingBox())!.x + (await optOut.boundingBox())!.width, 'the last column scrolled into the box')
      .toBeLessThanOrEqual(await right() + 1);
    const lastRow = page.locator('tbody tr').last();
    await expect(lastRow).toBeInViewport();
    const header = (await optOut.boundingBox())!;
    const boxTop = (await box.boundingBox())!.y;
    expect(header.y, 'the header row sits on top of the box').toBeLessThanOrEqual(boxTop + 2);
    expect(header.y).toBeGreaterThanOrEqual(boxTop - 1);
  });

  test('at 1280 px in dark mode the matrix does not cover "On this page"', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await openInColourMode(page, 'dark');
    await gotoHydrated(page, CATALOGUE);
    const box = page.locator('table', {has: page.locator('tbody th[scope="row"]')});
    await box.scrollIntoViewIfNeeded();
    const toc = (await page.locator('.theme-doc-toc-desktop').boundingBox())!;
    const shown = await page.evaluate(() => {
      const table = document.querySelector('table')!;
      // The part of the table that is drawn: its box clipped by every scroll box around it.
      let right = table.getBoundingClientRect().right;
      for (let node = table.parentElement; node; node = node.parentElement) {
        if (/(auto|scroll|hidden)/.test(getComputedStyle(node).overflowX)) right = Math.min(right, node.getBoundingClientRect().right);
      }
      return right;
    });
    expect(shown, 'the drawn table ends before the table of contents').toBeLessThanOrEqual(toc.x);
  });
});

test.describe('code on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  const LINE = 'implementation("com.privana:cmp-android:3.2.1")';

  test('at 390 px on a touch screen in light mode, the Android installation page starts with the one dependency line, not the 30-line Gradle file', async ({page}) => {
    await openInColourMode(page, 'light');
    await gotoHydrated(page, '/cmp/mobile-sdks/android/installation');
    await expect(page.locator('article .theme-code-block code').first(), 'the first code block is the one line').toHaveText(LINE);
    const requirements = (await page.getByRole('heading', {level: 2, name: /^Requirements/}).boundingBox())!;
    expect((await page.locator('article .theme-code-block').first().boundingBox())!.y, 'before the requirements').toBeLessThan(requirements.y);
  });

  test('at 390 px on a touch screen in light mode, a code block\'s Copy button shows without a tap, covers no code, and a tap copies the code', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await openInColourMode(page, 'light');
    await gotoHydrated(page, '/cmp/mobile-sdks/android/installation');
    const first = page.locator('article .theme-code-block').first();
    const copy = first.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy).toBeVisible();
    expect(await copy.evaluate((button) => getComputedStyle(button).opacity), 'shown before any tap').toBe('1');
    const button = (await copy.boundingBox())!;
    const textTop = await first.locator('code').evaluate((code) => {
      const range = document.createRange();
      range.selectNodeContents(code);
      return range.getBoundingClientRect().top;
    });
    expect(button.y + button.height, 'the button sits above the first line of code').toBeLessThanOrEqual(textTop + 1);
    const code = await first.locator('code').innerText();
    await copy.tap();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
  });
});

test.describe('from installation to the dialog', () => {
  const PLATFORMS = [
    {overview: '/cmp/mobile-sdks/android/', installation: '/cmp/mobile-sdks/android/installation', call: 'PrivanaCmp.showDialogIfNeeded('},
    {overview: '/cmp/mobile-sdks/ios/', installation: '/cmp/mobile-sdks/ios/installation/', call: 'presentDialogIfNeeded(from: self)'},
    {overview: '/cmp/mobile-sdks/react-native/', installation: '/cmp/mobile-sdks/react-native/installation/', call: 'PrivanaCMP.showDialogIfNeeded()'},
  ];
  for (const {overview, installation, call} of PLATFORMS) {
    test(`${installation} ends with "Next: show the dialog" holding the call, and Next from the overview goes through installation to the introduction before anything else`, async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await openInColourMode(page, 'dark');
      await gotoHydrated(page, installation);
      const last = page.locator('article .theme-doc-markdown h2').last();
      await expect(last).toHaveText(/^Next: show the dialog/);
      const section = await page.locator('article .theme-doc-markdown').evaluate((root) => {
        const headings = root.querySelectorAll('h2');
        const range = document.createRange();
        range.setStartAfter(headings[headings.length - 1]);
        range.setEndAfter(root.lastElementChild!);
        return range.toString();
      });
      expect(section).toContain(call);

      // The reader follows "Next" from the overview, as a quick start is read.
      await gotoHydrated(page, overview);
      const visited: string[] = [];
      for (let step = 0; step < 6 && !visited.some((path) => path.endsWith('/introduction')); step += 1) {
        await page.locator('.pagination-nav__link--next').click();
        await page.waitForURL((url) => url.pathname !== (visited.at(-1) ?? overview));
        visited.push(new URL(page.url()).pathname);
      }
      expect(visited[0], 'Next from the overview is the installation').toBe(installation);
      expect(visited.at(-1), 'then the introduction, with nothing else between but the ways to install').toMatch(/\/introduction$/);
      for (const path of visited.slice(0, -1)) expect(path.startsWith(installation.replace(/\/$/, ''))).toBe(true);
    });
  }
});

test.describe('smaller trips', () => {
  test('at 1280 px in dark mode, a guide table that fits its column is neither a Tab stop nor a landmark', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await openInColourMode(page, 'dark');
    await gotoHydrated(page, '/cmp/mobile-sdks/android/installation');
    const wrappers = page.locator('article .table-scroll');
    expect(await wrappers.count()).toBeGreaterThan(1);
    for (const wrapper of await wrappers.all()) {
      expect(await wrapper.evaluate((box) => box.scrollWidth <= box.clientWidth + 1), 'the table fits').toBe(true);
      await expect(wrapper).not.toHaveAttribute('tabindex', /.*/);
      await expect(wrapper).not.toHaveAttribute('role', /.*/);
    }
    await expect(page.getByRole('region', {name: 'Scrollable table'})).toHaveCount(0);
  });
});
