import {expect, test} from '@playwright/test';
import {DB_NAME, RECENT_SEARCHES_KEY} from '../../plugins/search/node';

/**
 * Every browser-storage key the site may write, each for a reason a visitor would accept.
 * Docusaurus suffixes its own keys with a per-site namespace (e.g. `theme-30c`).
 */
const ALLOWED_STORAGE_KEYS: Array<[RegExp, string]> = [
  [/^theme(-\w+)?$/, 'colour mode choice (Docusaurus)'],
  [/^docusaurus\.announcement\.dismiss(-\w+)?$/, 'announcement bar dismissed (Docusaurus)'],
  [/^docusaurus\.announcement\.id(-\w+)?$/, 'id of the announcement that was seen (Docusaurus)'],
  [/^docs-preferred-version-[\w-]+$/, 'chosen docs version (Docusaurus versionPersistence)'],
  [/^docusaurus\.tab\.[\w.-]+$/, 'code-tab choice of grouped tabs (Docusaurus)'],
  [new RegExp(`^${RECENT_SEARCHES_KEY}$`), 'recent searches'],
];
const ALLOWED_DATABASES = [DB_NAME];

const PAGES = [
  '/',
  '/subject-rights/',
  '/cmp/mobile-sdks/ios/installation/cocoapods',
  '/integrations/data-discovery-integrations/salesforce',
  '/integrations/data-discovery-integrations/list-of-capabilities',
  '/tags/uc',
  '/customer-rest-api',
  '/customer-rest-api/developer-api-doc',
  '/uc/core-api/openapi',
  '/markdown-page',
  '/no-such-page',
];

/**
 * Pages opened at once in one tab each. Each page's wait for the network to fall silent (half a
 * second with no request) is idle time, so the waits overlap rather than add up; a few at a time,
 * so that a busy machine is not asked to lay out both API references and everything else at once.
 */
const PAGES_AT_ONCE = 4;

test('no request leaves the site, no cookie is set, and storage holds only known keys', async ({page, context, baseURL}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  // The context sees the requests of every tab, workers' included.
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });

  const queue = [...PAGES];
  await Promise.all(Array.from({length: PAGES_AT_ONCE}, async () => {
    const tab = await context.newPage();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await tab.goto(path);
      await expect(tab.locator('h1').first(), path).toBeVisible();
      await tab.waitForLoadState('networkidle');
    }
    await tab.close();
  }));
  // Use what writes storage: the colour toggle, the announcement bar and a search.
  await page.goto('/');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await page.getByRole('region', {name: 'Announcement'}).getByRole('button', {name: 'Close'}).click();
  await page.getByRole('button', {name: /Search docs/}).click();
  const input = page.getByRole('combobox');
  await expect(input).toBeEnabled();
  await input.fill('data store');
  await expect(page.getByRole('option').first()).toBeVisible();
  await input.press('Enter');
  // Enter opens the top result: wait for that page, or the wait for silence could end on the home
  // page just before it is left (and the storage read below would then run during the navigation).
  await page.waitForURL((url) => url.pathname !== '/');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');

  expect(foreign).toEqual([]);
  expect(await context.cookies()).toEqual([]);

  const {local, session, databases} = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((d) => d.name),
  }));
  const unknown = [...local, ...session].filter((key) => !ALLOWED_STORAGE_KEYS.some(([pattern]) => pattern.test(key)));
  expect(unknown).toEqual([]);
  expect(local.some((key) => key === RECENT_SEARCHES_KEY)).toBe(true);
  expect(databases.filter((name) => !ALLOWED_DATABASES.includes(name!))).toEqual([]);
});

test('the built HTML references no other host for scripts, styles, fonts or images', async ({request}) => {
  for (const path of PAGES.slice(0, -1)) {
    const html = await (await request.get(path)).text();
    const external = [...html.matchAll(/<(?:script|link|img|iframe|source)\b[^>]*\b(?:src|href)="(https?:)?\/\/[^"]+"/g)]
      .map((m) => m[0])
      // Canonical and alternate links name the public site URL but load nothing.
      .filter((tag) => !/rel="(canonical|alternate)"/.test(tag));
    expect({path, external}).toEqual({path, external: []});
  }
});
