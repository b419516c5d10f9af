/**
 * Docs for people and their tools: Markdown twins, llms.txt, the page actions, "Last updated",
 * printing and the social card.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {SITE_URL} from '../../src/constants/site';
import {twinPath} from '../../plugins/markdown-twins/lib/twinPath';
import {hasFullGitHistory} from '../../plugins/last-update/gitHistory';
import {gotoHydrated, storageKey} from './support';

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? 'build');
const REPO_DIR = resolve(__dirname, '../..');
const GUIDE = '/cmp/mobile-sdks/android/installation';
const GUIDE_SOURCE = 'docs/cmp/mobile-sdks/android/installation.mdx';

/** Routes of every HTML page of the build (a/b/index.html → /a/b, a/index.html of an index route → /a/). */
function builtRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name === 'index.html') routes.push(`/${relative(BUILD_DIR, dir)}`.replace(/\/$/, '') || '/');
    }
  };
  walk(BUILD_DIR);
  return routes;
}

/**
 * Layout shift score of the doc's <article> (where the page actions are) since the page started:
 * the observer is installed before any script. Shifts elsewhere (the navbar) belong to other parts.
 */
async function installShiftObserver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as {__articleShift: number};
    state.__articleShift = 0;
    type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources?: Array<{node?: Node | null}>};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const inArticle = (entry.sources ?? []).some(({node}) => node instanceof Element && node.closest('article') !== null);
        if (!entry.hadRecentInput && inArticle) state.__articleShift += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

test.describe('Markdown twins and llms.txt (built files)', () => {
  test('every HTML page has a twin, listed exactly once in llms.txt, and every llms.txt link resolves in the build', () => {
    const routes = builtRoutes();
    expect(routes.length).toBeGreaterThan(200);
    const llms = readFileSync(join(BUILD_DIR, 'llms.txt'), 'utf8');
    const links = [...llms.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((match) => match[1]);
    for (const route of routes) {
      const twin = twinPath(route);
      expect(existsSync(join(BUILD_DIR, twin)), `${route} has no twin at ${twin}`).toBe(true);
      expect(links.filter((link) => link === `${SITE_URL}${twin}`), `${twin} in llms.txt`).toHaveLength(1);
    }
    for (const link of links) {
      expect(link.startsWith(`${SITE_URL}/`), link).toBe(true);
      const file = join(BUILD_DIR, decodeURI(link.slice(SITE_URL.length)));
      expect(existsSync(file) && statSync(file).isFile(), `${link} is not a file of the build`).toBe(true);
    }
    expect(llms).toContain(`(${SITE_URL}/openapi/customer-rest-api.yaml)`);
    expect(llms).toContain(`(${SITE_URL}/openapi/unified-consent-api.yaml)`);
  });

  test('llms-full.txt holds every twin once, each under its URL, the home page first', () => {
    const full = readFileSync(join(BUILD_DIR, 'llms-full.txt'), 'utf8');
    const urls = [...full.matchAll(/^URL: (.+)$/gm)].map((match) => match[1]);
    const routes = builtRoutes();
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBe(routes.length);
    expect(urls[0]).toBe(`${SITE_URL}/index.md`);
    // Sidebar order: an area's overview comes before its pages.
    expect(urls.indexOf(`${SITE_URL}/cmp.md`)).toBeLessThan(urls.indexOf(`${SITE_URL}${twinPath(GUIDE)}`));
  });

  test("a vendor page's twin keeps its facts table and setup steps; the capability matrix keeps every vendor", () => {
    const vendor = readFileSync(join(BUILD_DIR, 'integrations/data-discovery-integrations/stripe.md'), 'utf8');
    expect(vendor).toMatch(/^# Stripe integration\n/);
    expect(vendor).toMatch(/\| Data discovery \| Yes \|/);
    expect(vendor).toContain('- **Authentication**: API key');
    expect(vendor).toMatch(/^1\. Check the prerequisites above/m);
    expect(vendor).toContain('```bash\n   # 1. Find the Stripe connector');
    const matrix = readFileSync(join(BUILD_DIR, 'integrations/data-discovery-integrations/list-of-capabilities.md'), 'utf8');
    const vendors = JSON.parse(readFileSync(join(REPO_DIR, 'data/vendors.json'), 'utf8')) as Array<{slug: string}>;
    for (const {slug} of vendors) {
      expect(matrix, slug).toContain(`(${SITE_URL}/integrations/data-discovery-integrations/${slug}.md)`);
    }
  });

  test('robots.txt points tools to llms.txt and lists the sitemap', async ({request}) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain('/llms.txt');
    expect(body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

test.describe('page actions on a doc page', () => {
  test('every kind of page names its twin in <link rel="alternate" type="text/markdown">', async ({request}) => {
    for (const route of ['/', GUIDE, '/cmp/', '/integrations/data-discovery-integrations/stripe', '/tags/android', '/uc/core-api/openapi']) {
      const html = await (await request.get(route)).text();
      const links = [...html.matchAll(/<link[^>]*type="?text\/markdown"?[^>]*>/g)].map((match) => match[0]);
      expect(links, route).toHaveLength(1);
      expect(links[0], route).toContain(twinPath(route));
      expect((await request.get(twinPath(route))).status(), twinPath(route)).toBe(200);
    }
  });

  test('Copy page puts the twin on the clipboard from the keyboard, announces it, moves nothing and asks no other host', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await installShiftObserver(page);
    await gotoHydrated(page, GUIDE);

    const view = page.getByRole('link', {name: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', twinPath(GUIDE));
    const button = page.getByRole('button', {name: 'Copy page'});
    // Reached with Tab from the link before it, like any control.
    await view.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');

    const status = page.getByRole('status').filter({hasText: 'Copied'});
    await expect(status).toHaveText('Copied the page as Markdown');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const twin = await (await page.request.get(twinPath(GUIDE))).text();
    expect(twin).toMatch(/^# /);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);

    expect(await page.evaluate(() => (window as unknown as {__articleShift: number}).__articleShift)).toBe(0);
    expect([...hosts]).toEqual([new URL(baseURL as string).host]);
  });

  test('the actions are in the server-rendered HTML, so nothing appears after hydration', async ({request}) => {
    const html = await (await request.get(GUIDE)).text();
    expect(html).toMatch(/<button[^>]*>Copy page<\/button>/);
    const twin = twinPath(GUIDE).replace(/[./]/g, '\\$&');
    expect(html).toMatch(new RegExp(`<a[^>]*href="?${twin}"?[^>]*>View as Markdown</a>`));
    expect(html).not.toMatch(/ChatGPT|chat\.openai|claude\.ai/i);
  });
});

test.describe('Last updated', () => {
  test('a guide shows the date of the last commit that touched its source, or no date without git history', async ({page}) => {
    await page.goto(GUIDE);
    const time = page.locator('.theme-last-updated time');
    if (!hasFullGitHistory(REPO_DIR)) {
      await expect(page.locator('.theme-last-updated')).toHaveCount(0);
      return;
    }
    const committed = execFileSync('git', ['log', '-1', '--format=%ct', '--', GUIDE_SOURCE], {cwd: REPO_DIR, encoding: 'utf8'}).trim();
    if (committed === '') {
      // Not committed yet (a working copy): Docusaurus shows no date for untracked files.
      await expect(page.locator('.theme-last-updated')).toHaveCount(0);
      return;
    }
    await expect(time).toHaveAttribute('datetime', new Date(Number(committed) * 1000).toISOString());
  });
});

test.describe('printing a guide', () => {
  test('print media hides the chrome, wraps code, shows link URLs and prints light in dark mode', async ({page}) => {
    const themeKey = await storageKey(page, 'theme');
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), themeKey);
    await gotoHydrated(page, '/cmp/mobile-sdks/ios/google-consent-mode');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({media: 'print'});

    for (const selector of ['.navbar', '.theme-doc-sidebar-container', '.theme-doc-toc-desktop', '.theme-announcement-bar', '.footer', '.page-actions', '.pagination-nav']) {
      const element = page.locator(selector).first();
      if ((await page.locator(selector).count()) > 0) await expect(element, selector).toBeHidden();
    }
    await expect(page.getByRole('button', {name: /search/i})).toBeHidden();
    await expect(page.locator('.theme-doc-markdown h1')).toBeVisible();

    const code = page.locator('.theme-code-block pre').first();
    expect(await code.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-wrap');
    const link = page.locator('.theme-doc-markdown p a[href^="/"]').first();
    const href = await link.getAttribute('href');
    // The site's own paths print as absolute addresses a reader can type (issue 43 item 8).
    expect(href).toMatch(/^\/[^/]/);
    expect(await link.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(`" (${SITE_URL}${href})"`);

    const colours = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.querySelector('.theme-doc-markdown p') as Element).color,
    }));
    expect(colours.background).toBe('rgb(255, 255, 255)');
    expect(colours.text).toBe('rgb(28, 30, 33)');
  });
});

test.describe('social card', () => {
  test('og:image is a 1200×630 PNG of this site that loads', async ({page, request}) => {
    await page.goto(GUIDE);
    const content = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(content).toMatch(new RegExp(`^${SITE_URL.replace(/\./g, '\\.')}/.+\\.png$`));
    const response = await request.get((content as string).slice(SITE_URL.length));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
