import {expect, test} from '@playwright/test';
import {SITE_URL} from '../../src/constants/site';
import {STRINGS} from '../../plugins/search/node';
import {dialog, input, openSearch, results} from './search-support';
import {gotoHydrated, openInColourMode, scrollSettled, transitionsDone} from './support';

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
  test('at 390 px in light mode, a vendor page\'s breadcrumbs lead back to the catalogue', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openInColourMode(page, 'light');
    await gotoHydrated(page, '/integrations/data-discovery-integrations/stripe');
    const back = page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link', {name: 'Vendor catalogue'});
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/integrations\/data-discovery-integrations\/list-of-capabilities$/);
  });

  test('at 1280 px in dark mode, a screen reader\'s landmark list of the reference holds one banner and no complementary landmark per operation', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await openInColourMode(page, 'dark');
    await gotoHydrated(page, '/customer-rest-api/developer-api-doc');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    // The announcement is a named region, not a banner beside the site's own header.
    await expect.soft(page.getByRole('banner').filter({has: page.locator('.theme-announcement-bar')}).or(page.locator('.theme-announcement-bar[role="banner"]'))).toHaveCount(0);
    await expect.soft(page.getByRole('region', {name: 'Announcement'})).toBeVisible();
    expect.soft(await page.getByRole('complementary').count()).toBeLessThanOrEqual(1);
  });

  test('at 1280 px in light mode, Escape closes a navbar dropdown opened from the keyboard and gives focus back to its button', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await openInColourMode(page, 'light');
    await gotoHydrated(page, '/cmp/');
    const toggle = page.locator('.navbar').getByRole('button', {name: 'Products'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('.navbar .dropdown--show .dropdown__menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar .dropdown__menu').first()).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('at 390 px in dark mode, Escape closes the phone menu and gives focus back to its button', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openInColourMode(page, 'dark');
    await gotoHydrated(page, '/cmp/');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeFocused();
  });

  test('at 390 px in dark mode, the unified consent Android SDK\'s search result describes that SDK, not the CMP one', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openInColourMode(page, 'dark');
    await gotoHydrated(page, '/');
    await openSearch(page);
    // What a reader types who wants the banner in an Android app; the unified consent SDK still matches.
    await input(page).fill('consent dialog android');
    const option = results(page).getByRole('option', {name: /^Unified consent Android SDK\b/}).first();
    await expect(option).toBeVisible();
    await expect(option, 'its snippet speaks of the unified consent SDK').not.toContainText('to show the cookie consent dialog');
    await expect(option).toContainText('uc-android');
  });
});

test.describe('printing the reference', () => {
  test('at 390 px in dark mode, a deep link into the reference prints light, without controls, with every folded list open and links as absolute addresses', async ({page}) => {
    test.setTimeout(60_000);
    await page.setViewportSize({width: 390, height: 844});
    await openInColourMode(page, 'dark');
    await gotoHydrated(page, '/customer-rest-api/developer-api-doc#operation/listDataStores');
    const target = page.locator('[id="operation/listDataStores"]');
    // The reader prints while the target is marked: keep the mark on, whatever the clock (the
    // mark's class is read from the page's styles, as the flash may be over on a busy machine).
    const mark = await page.evaluate(() => {
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          const found = /\.(targeted_[\w-]+)/.exec((rule as CSSStyleRule).selectorText ?? '');
          if (found) return found[1];
        }
      }
      throw new Error('no deep-link mark in the styles');
    });
    await expect(page.getByRole('button', {name: 'Operations'})).toBeVisible();
    await expect(target.getByRole('tablist')).toHaveCount(1);
    // Soft: a reader notices every one of these on the same sheet of paper.
    await page.emulateMedia({media: 'print'});

    await expect.soft(page.getByRole('button', {name: 'Operations'}), 'the floating menu button').toBeHidden();
    await target.evaluate((element, name) => element.classList.add(name), mark);
    await expect.soft(target.getByRole('tablist'), 'the language tabs').toBeHidden();
    await expect.soft(target.getByRole('button', {name: /^Copy/}).first(), 'the Copy buttons').toBeHidden();
    const closed = await page.locator('main details').evaluateAll((all) => all.filter((details) => {
      // A part with words in it that takes no room: folded away (an empty part takes none anyway).
      return Array.from(details.querySelectorAll(':scope > :not(summary)'))
        .some((inside) => inside.textContent!.replace(/\u200b/g, '').trim() !== '' && inside.getBoundingClientRect().height === 0);
    }).length);
    expect.soft(closed, 'folded lists printed closed').toBe(0);
    expect(await page.locator('main details').count()).toBeGreaterThan(20);

    const colours = await page.evaluate((selector) => {
      const target = document.querySelector(selector)!;
      return {
        body: getComputedStyle(document.body).backgroundColor,
        target: getComputedStyle(target).backgroundColor,
        flash: getComputedStyle(target).animationName,
        text: getComputedStyle(target).color,
        code: getComputedStyle(target.querySelector('pre')!).backgroundColor,
      };
    }, '[id="operation/listDataStores"]');
    expect.soft(colours.body).toBe('rgb(255, 255, 255)');
    expect.soft(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'], 'the deep-link target is not a dark block').toContain(colours.target);
    expect.soft(colours.flash, 'the deep-link target does not flash a dark block onto the paper').toBe('none');
    expect.soft(colours.code, 'code prints on a light ground').toMatch(/^rgb\((2[3-5]\d), (2[3-5]\d), (2[3-5]\d)\)$/);
    const luminance = colours.text.match(/\d+/g)!.slice(0, 3).map(Number).reduce((a, b) => a + b, 0);
    expect.soft(luminance, 'dark ink').toBeLessThan(200);
  });

  test('in dark mode at 1280 px, a guide prints its links to other pages as absolute addresses', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await openInColourMode(page, 'dark');
    await gotoHydrated(page, '/cmp/mobile-sdks/android/installation');
    await page.emulateMedia({media: 'print'});
    const link = page.locator('article a[href="/cmp/mobile-sdks/android/changelog"]').first();
    const printed = await link.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(printed).toBe(`" (${SITE_URL}/cmp/mobile-sdks/android/changelog)"`);
  });
});

test.describe('the search keyboard', () => {
  test('at 1280 px in dark mode, the row Enter opens is shown as selected, and ArrowDown goes from it to the next result, not through the suggestions', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 844});
    await openInColourMode(page, 'dark');
    await gotoHydrated(page, '/cmp/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('consent');
    const suggestions = dialog(page).getByRole('listbox', {name: STRINGS.suggestionsLabel});
    await expect(suggestions.getByRole('option').first(), 'query suggestions are shown above the results').toBeVisible({timeout: 15_000});
    const options = results(page).getByRole('option');
    await expect(options.first()).toBeVisible({timeout: 15_000});

    const first = options.first();
    await expect(first, 'the top result, which Enter opens, is selected').toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    const background = (row: typeof first) => row.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(first), 'and looks selected').not.toBe(await background(options.nth(1)));

    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    await expect(second, 'one ArrowDown selects the next row of the results').toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(suggestions.locator('[aria-selected="true"]')).toHaveCount(0);
    const href = (await second.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL(href, page.url()).href);
  });

  for (const [width, mode] of [[390, 'light'], [1280, 'dark']] as const) {
    test(`at ${width} px in ${mode} mode, Tab reaches every category chip, each whole, with its focus ring in view`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      await openInColourMode(page, mode);
      await gotoHydrated(page, '/cmp/');
      await page.keyboard.press('Control+k');
      await page.keyboard.type('consent');
      await expect(results(page).getByRole('option').first()).toBeVisible({timeout: 15_000});
      const chips = dialog(page).getByRole('group', {name: STRINGS.filterHeading}).getByRole('button');
      const enabled = await chips.evaluateAll((buttons) => buttons.filter((button) => !(button as HTMLButtonElement).disabled).map((button) => button.textContent));
      expect(enabled.length).toBeGreaterThan(3);

      const reached: string[] = [];
      for (let press = 0; press < 40 && reached.length < enabled.length; press += 1) {
        await page.keyboard.press('Tab');
        const seen = await page.evaluate(() => {
          const chip = document.activeElement as HTMLElement;
          return chip.closest('[role="group"]') ? {text: chip.textContent ?? '', outline: getComputedStyle(chip).outlineStyle} : null;
        });
        if (!seen) continue;
        // Scrolling a chip into view may be smooth: measure where it comes to rest.
        await page.waitForTimeout(400);
        const rest = await page.evaluate(() => {
          const chip = document.activeElement as HTMLElement;
          const row = chip.closest('[role="group"]')!;
          const ring = chip.getBoundingClientRect();
          const style = getComputedStyle(chip);
          const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
          const box = row.getBoundingClientRect();
          return [box.left - (ring.left - reach), ring.right + reach - box.right, box.top - (ring.top - reach), ring.bottom + reach - box.bottom];
        });
        expect(seen.outline, `"${seen.text}" shows a focus ring`).not.toBe('none');
        expect(Math.max(...rest), `"${seen.text}" and its focus ring are inside the chip row (px cut off: left, right, top, bottom = ${rest.join(', ')})`).toBeLessThanOrEqual(0.5);
        reached.push(seen.text);
      }
      expect(reached, 'every enabled chip is reached by Tab').toEqual(enabled);
      await page.screenshot({path: test.info().outputPath(`chips-${width}-${mode}.png`)});
    });
  }
});

test.describe('the reference on a phone', () => {
  test('at 390 px in light mode, reading on from a deep link, the floating Operations button covers no text; a scroll up brings it back', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openInColourMode(page, 'light');
    await gotoHydrated(page, '/customer-rest-api/developer-api-doc#operation/listDataStores');
    const button = page.getByRole('button', {name: 'Operations'});
    await expect(button).toBeInViewport();
    const corner = (await button.boundingBox())!;
    // The reader reads on: three screens down, a screen at a time.
    for (let screen = 0; screen < 3; screen += 1) {
      await page.mouse.wheel(0, 700);
      await scrollSettled(page);
    }
    await transitionsDone(page);
    const covering = await page.evaluate(({x, y, width, height}) => {
      // Every point of the corner the button had: what the reader sees there.
      const hits: string[] = [];
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.1, 0.5, 0.9]) {
          const element = document.elementFromPoint(x + width * fx, y + height * fy);
          if (element?.closest('button')?.textContent?.includes('Operations')) hits.push(`${fx},${fy}`);
        }
      }
      return hits;
    }, corner);
    expect(covering, 'points of the text the button covers while the reader reads on').toEqual([]);
    await page.mouse.wheel(0, -200);
    await scrollSettled(page);
    await expect(button).toBeInViewport();
    await transitionsDone(page);
    await button.click();
    await expect(page.getByRole('dialog', {name: 'Operations'})).toBeVisible();
  });
});

test.describe('the reference\'s error codes on a phone', () => {
  test('at 390 px in dark mode, each error code in the Errors table breaks only after an underscore, never mid-word', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openInColourMode(page, 'dark');
    await gotoHydrated(page, '/customer-rest-api/developer-api-doc#section/Errors');
    const table = page.locator('table', {has: page.locator('th', {hasText: /^Code$/})}).first();
    await table.scrollIntoViewIfNeeded();
    const codes = table.locator('tbody td:first-child code');
    expect(await codes.count()).toBeGreaterThan(5);
    const cuts = await codes.evaluateAll((elements) => elements.flatMap((code) => {
      // The line each character is drawn on; a new line after a character other than "_" is a cut.
      const characters: {character: string; top: number}[] = [];
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < node.textContent!.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          characters.push({character: node.textContent![index], top: range.getBoundingClientRect().top});
        }
      }
      return characters.flatMap((current, index) => {
        const next = characters[index + 1];
        return next && next.top > current.top + 2 && current.character !== '_' ? [`${code.textContent} after "${characters.slice(0, index + 1).map((c) => c.character).join('')}"`] : [];
      });
    }));
    expect(cuts, 'codes cut mid-word').toEqual([]);
    await page.screenshot({path: test.info().outputPath('error-codes-390-dark.png')});
  });
});

test.describe('ticketing tools other than Jira', () => {
  const SECTION = '/subject-rights/#ticketing-tools-jira-servicenow-zendesk-and-others';
  for (const [query, width, mode] of [['ServiceNow ticketing', 1280, 'light'], ['Zendesk ticketing', 390, 'dark']] as const) {
    test(`at ${width} px in ${mode} mode, searching "${query}" finds the subject rights answer in the first two pages of results, and it holds the recipe`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      await openInColourMode(page, mode);
      await gotoHydrated(page, '/subject-rights/');
      await openSearch(page);
      await input(page).fill(query);
      const options = results(page).getByRole('option');
      await expect(options.first()).toBeVisible({timeout: 15_000});
      const rows = () => options.evaluateAll((all) => all.map((row) => row.getAttribute('href') ?? ''));
      // The pages in the order the results show them (a page's matching sections follow it).
      await expect.poll(async () => [...new Set((await rows()).map((href) => href.split('#')[0]))].slice(0, 2), 'the first two pages')
        .toContain('/subject-rights/');
      expect(await rows(), 'the answer\'s own section is a row').toContain(SECTION);
      await options.and(page.locator(`[href="${SECTION}"]`)).click();
      await expect(page).toHaveURL((url) => url.pathname === '/subject-rights/' && url.hash === SECTION.split('#')[1].replace(/^/, '#'));
      const heading = page.getByRole('heading', {level: 2, name: /^Ticketing tools/});
      await expect(heading).toBeInViewport();
      await expect(page.getByRole('heading', {level: 3, name: /ServiceNow or Zendesk/})).toBeVisible();
      await expect(page.locator('pre').filter({hasText: 'TICKETING_TOOL'})).toHaveCount(1);
    });
  }

  test('at 390 px in light mode, the ServiceNow connector page says it is not a ticketing setup and leads to the recipe', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openInColourMode(page, 'light');
    await gotoHydrated(page, '/integrations/data-discovery-integrations/servicenow');
    const note = page.locator('.theme-admonition').filter({hasText: 'Looking for ticketing?'});
    await expect(note).toBeVisible();
    const setup = page.getByRole('heading', {level: 2, name: 'Set up the ServiceNow connector'});
    expect((await note.boundingBox())!.y, 'before the connector setup').toBeLessThan((await setup.boundingBox())!.y);
    await note.getByRole('link', {name: 'ticketing tools'}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/subject-rights/' && url.hash === '#ticketing-tools-jira-servicenow-zendesk-and-others');
    await expect(page.getByRole('heading', {level: 2, name: /^Ticketing tools/})).toBeInViewport();
  });
});
