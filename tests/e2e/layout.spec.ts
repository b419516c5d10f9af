import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, storageKey} from './support';

const GUIDE = '/subject-rights/';

function colorToggle(page: Page) {
  return page.getByRole('button', {name: /Switch between dark and light mode/});
}

test.describe('shared layout', () => {
  test('the skip link is the first stop and moves focus to the content', async ({page}) => {
    await page.goto(GUIDE);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus lands on the main content container, which holds the page heading.
    const focused = await page.evaluate(() => ({
      tag: document.activeElement?.tagName,
      holdsHeading: Boolean(document.activeElement?.querySelector('h1')),
    }));
    expect(focused).toEqual({tag: 'MAIN', holdsHeading: true});
  });

  test('the footer links every navigation target and carries the copyright', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const target of ['/assessments/docs/', '/cmp/', '/consent-prompts/', '/integrations/', '/subject-rights/', '/uc/',
      '/uc/js-sdk/', '/customer-rest-api', '/customer-rest-api/developer-api-doc', '/uc/core-api/openapi', '/cmp/mobile-sdks/',
      '/uc/mobile-sdks/']) {
      await expect(footer.locator(`a[href="${target}"]`).first()).toBeAttached();
    }
    await expect(footer).toContainText('Copyright © 2018–2025 Privana, Inc.');
  });

  test('the navbar shows the logo and links every navigation target', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('.navbar__brand img:visible')).toHaveAttribute('src', /logo\.svg$/);
    const navbar = page.locator('nav.navbar');
    for (const target of ['/assessments/docs/', '/cmp/', '/consent-prompts/', '/integrations/', '/subject-rights/', '/uc/',
      '/uc/js-sdk/', '/customer-rest-api', '/customer-rest-api/developer-api-doc', '/uc/core-api/openapi', '/cmp/mobile-sdks/',
      '/uc/mobile-sdks/']) {
      await expect(navbar.locator(`a[href="${target}"]`).first()).toBeAttached();
    }
  });

  test('the navbar hides on scroll down and comes back on scroll up', async ({page}) => {
    await page.goto('/subject-rights/');
    // The navbar listens to scrolling once the page has hydrated: a scroll before that is not seen
    // (on a busy host the four steps below once all came before hydration, and the navbar stayed).
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const navbar = page.locator('nav.navbar');
    // Several steps, as a reader scrolls: the navbar reacts to the direction between two events.
    for (const dy of [300, 300, 300, 300]) {
      await page.evaluate((y) => window.scrollBy(0, y), dy);
      await page.waitForTimeout(50);
    }
    await expect(navbar).toHaveClass(/navbarHidden/);
    for (const dy of [-100, -100]) {
      await page.evaluate((y) => window.scrollBy(0, y), dy);
      await page.waitForTimeout(50);
    }
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });

  test('the table of contents lists h2 and h3 headings only', async ({page}) => {
    await page.goto('/markdown-page');
    const tocLinks = page.locator('.table-of-contents a');
    const targets = await tocLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
    expect(targets.length).toBeGreaterThan(0);
    const levels = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.tagName), targets);
    expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
    // The page has an h4 that must stay out of the table of contents.
    const h4Id = await page.locator('article h4, main h4').first().getAttribute('id');
    expect(h4Id).toBeTruthy();
    expect(targets).not.toContain(h4Id);
  });

  test('the sidebar auto-collapses sibling categories and cannot be hidden', async ({page}) => {
    await page.goto('/cmp/mobile-sdks/android/');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', {name: 'Collapse sidebar', exact: true})).toHaveCount(0);
    const ios = sidebar.locator('.menu__list-item-collapsible', {hasText: 'iOS'}).first();
    const android = sidebar.locator('.menu__list-item-collapsible', {hasText: 'Android'}).first();
    await expect(android.locator('xpath=..')).not.toHaveClass(/menu__list-item--collapsed/);
    await ios.getByRole('button').click();
    await expect(android.locator('xpath=..')).toHaveClass(/menu__list-item--collapsed/);
  });
});

test.describe('mobile navigation at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the hamburger opens the sidebar, locks scrolling, and back navigation closes it', async ({page}) => {
    // Navigate client-side so that "back" is a history pop inside the app: a click on the server
    // HTML before hydration would load the page anew, and the hamburger would not answer yet.
    await gotoHydrated(page, '/');
    await page.locator('main a[href="/cmp/"]').first().click();
    await expect(page).toHaveURL(/\/cmp\/$/);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar-sidebar--show')).toBeVisible();
    await expect(page.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.goBack();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(sidebar).toBeHidden();
    await expect(page).toHaveURL(/\/cmp\/$/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('back to main menu shows the top-level navigation', async ({page}) => {
    await gotoHydrated(page, '/cmp/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(page.locator('.navbar-sidebar').getByText('Products', {exact: true})).toBeVisible();
  });
});

test.describe('colour mode', () => {
  test('light is the default and the toggle cycles system → light → dark → system', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, GUIDE);
    // No stored choice yet: the system preference (dark here) is respected.
    await expect(colorToggle(page)).toHaveAttribute('aria-label', /system mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await colorToggle(page).click();
    await expect(colorToggle(page)).toHaveAttribute('aria-label', /light mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await colorToggle(page).click();
    await expect(colorToggle(page)).toHaveAttribute('aria-label', /dark mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await colorToggle(page).click();
    await expect(colorToggle(page)).toHaveAttribute('aria-label', /system mode/);
  });

  test('without a system preference the site starts light', async ({page}) => {
    await page.emulateMedia({colorScheme: 'no-preference'});
    await page.goto(GUIDE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the choice persists across reloads and syncs to another tab', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({colorScheme: 'light'});
    await second.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(first, GUIDE);
    await gotoHydrated(second, '/');
    await colorToggle(first).click(); // system → light
    await colorToggle(first).click(); // light → dark
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    const key = await storageKey(first, 'theme');
    expect(await first.evaluate((k) => localStorage.getItem(k), key)).toBe('dark');
    await first.reload();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  test('dismissal is remembered across reloads', async ({page}) => {
    await gotoHydrated(page, '/');
    // A region named Announcement since issue 43 item 9 (it was a second banner landmark beside the navbar).
    const bar = page.getByRole('region', {name: 'Announcement'}).filter({hasText: 'Unified consent v2 now runs in two regions'});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Unified consent v2 now runs in two regions')).toHaveCount(0);
  });

  test('a dismissed bar returns when its id changes', async ({page}) => {
    const idKey = await storageKey(page, 'docusaurus.announcement.id');
    const dismissKey = await storageKey(page, 'docusaurus.announcement.dismiss');
    await page.addInitScript(([id, dismiss]) => {
      localStorage.setItem(id, 'an-older-announcement');
      localStorage.setItem(dismiss, 'true');
    }, [idKey, dismissKey]);
    await page.goto('/');
    await expect(page.getByText('Unified consent v2 now runs in two regions')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), idKey)).toBe('uc-v2-regional-hosts-2025');
  });

  test('a dismissal under the current id hides the bar from the first paint', async ({page}) => {
    const idKey = await storageKey(page, 'docusaurus.announcement.id');
    const dismissKey = await storageKey(page, 'docusaurus.announcement.dismiss');
    await page.addInitScript(([id, dismiss]) => {
      localStorage.setItem(id, 'uc-v2-regional-hosts-2025');
      localStorage.setItem(dismiss, 'true');
    }, [idKey, dismissKey]);
    await page.goto('/');
    await expect(page.getByText('Unified consent v2 now runs in two regions')).toHaveCount(0);
  });
});
