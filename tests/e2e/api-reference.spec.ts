import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {load} from 'js-yaml';
import {gotoHydrated, storageKey} from './support';

/**
 * The two Redoc API reference pages : server-rendered operations, deep links to
 * operations, both colour modes with readable contrast, no WCAG 2.2 AA violation (axe) in either
 * mode, no third-party request, no console error, YAML downloads, and Redoc's code loaded on these
 * two routes only.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function operationIds(file: string): string[] {
  const doc = load(readFileSync(join(__dirname, '../../openapi', file), 'utf8')) as {
    paths: Record<string, Record<string, {operationId?: string}>>;
  };
  return Object.values(doc.paths).flatMap((item) =>
    METHODS.filter((m) => item[m]).map((m) => item[m].operationId!),
  );
}

const REFERENCES = [
  {
    route: '/customer-rest-api/developer-api-doc',
    yaml: '/openapi/customer-rest-api.yaml',
    ids: operationIds('customer-rest-api.yaml'),
    deepLink: 'deleteDataStoreField',
  },
  {
    route: '/uc/core-api/openapi',
    yaml: '/openapi/unified-consent-api.yaml',
    ids: operationIds('unified-consent-api.yaml'),
    deepLink: '',
  },
].map((ref) => ({...ref, deepLink: ref.deepLink || ref.ids[Math.floor(ref.ids.length / 2)]}));

/** Collects console errors, uncaught exceptions and requests to any host but the site's. */
function watch(page: Page, origin: string) {
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return {errors, foreign};
}

/** WCAG relative luminance and contrast ratio of two `rgb(...)` colours. */
function luminance(rgb: string): number {
  const [r, g, b] = rgb.match(/[\d.]+/g)!.slice(0, 3).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Text colour of an operation heading and the first opaque background behind it. */
async function headingColours(page: Page, operationId: string) {
  return page.locator(`[id="operation/${operationId}"] h2`).first().evaluate((el) => {
    let node: Element | null = el;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      const bg = getComputedStyle(node).backgroundColor;
      if (bg && bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) {
        background = bg;
        break;
      }
      node = node.parentElement;
    }
    return {color: getComputedStyle(el).color, background};
  });
}

// The v1 page server-renders about 60 operations; give hydration room on a loaded machine.
test.describe.configure({timeout: 90_000});

for (const ref of REFERENCES) {
  test.describe(ref.route, () => {
    test('static HTML holds every operation and offers the YAML download', async ({request}) => {
      const html = await (await request.get(ref.route)).text();
      // The HTML minifier drops attribute quotes where it can.
      for (const id of ref.ids) expect(html, id).toMatch(new RegExp(`id="?operation/${id}[\\s">]`));
      expect(html).toMatch(new RegExp(`href="?${ref.yaml}[\\s">]`));
      const yaml = await request.get(ref.yaml);
      expect(yaml.status()).toBe(200);
      expect(await yaml.text()).toMatch(/^openapi: 3\.1/m);
    });

    test('renders every operation without console errors or foreign requests', async ({page, baseURL}) => {
      const {errors, foreign} = watch(page, new URL(baseURL!).origin);
      await page.goto(ref.route);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-section-id^="operation/"]')).toHaveCount(ref.ids.length);
      await expect(page.locator('.menu-content')).toContainText('API docs by Redocly');
      // Scroll through the page so that lazily created parts (menu state, search) run too.
      await page.mouse.wheel(0, 4000);
      await page.getByPlaceholder('Search...').fill('list');
      await page.waitForTimeout(500);
      expect(errors).toEqual([]);
      expect(foreign).toEqual([]);
    });

    test(`#operation/${ref.deepLink} lands on its heading`, async ({page}) => {
      await page.goto(`${ref.route}#operation/${ref.deepLink}`);
      const heading = page.locator(`[id="operation/${ref.deepLink}"] h2`).first();
      await expect(heading).toBeVisible();
      await expect(heading).toBeInViewport();
      // Not hidden behind the sticky navbar.
      const navbarBottom = await page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
      const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
      expect(headingTop).toBeGreaterThanOrEqual(navbarBottom - 1);
      expect(new URL(page.url()).hash).toBe(`#operation/${ref.deepLink}`);
    });

    test('follows the dark colour mode on load and the toggle, with readable contrast', async ({page}) => {
      // The site follows the system preference until the visitor picks a mode.
      await page.emulateMedia({colorScheme: 'dark'});
      await page.goto(ref.route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const dark = await headingColours(page, ref.deepLink);
      expect(luminance(dark.color)).toBeGreaterThan(0.5);
      expect(contrast(dark.color, dark.background)).toBeGreaterThanOrEqual(4.5);
      const sidebar = await page.locator('.menu-content').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(luminance(sidebar)).toBeLessThan(0.1);
      // Selected sample tabs of the right panel sit on a white background in both modes.
      for (const tab of await page.locator('li[role="tab"][aria-selected="true"]').all()) {
        const {color, background} = await tab.evaluate((el) => ({
          color: getComputedStyle(el).color,
          background: getComputedStyle(el).backgroundColor,
        }));
        expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
      }

      const toggle = page.getByRole('button', {name: /dark and light mode/i});
      for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) === 'dark'; i += 1) {
        await toggle.click();
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const light = await headingColours(page, ref.deepLink);
      expect(luminance(light.color)).toBeLessThan(0.2);
      expect(contrast(light.color, light.background)).toBeGreaterThanOrEqual(4.5);
    });
  });
}

/** Opens every response of every operation: its description, headers and schema. */
async function openResponses(page: Page): Promise<void> {
  await page.evaluate(async () => {
    document.querySelectorAll<HTMLButtonElement>('.api-content button').forEach((button) => {
      if (/^\s*\d{3}\b/.test(button.textContent ?? '')) button.click();
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
}

/**
 * axe's WCAG 2.2 AA violations, one line each. Only violations are reported in detail: the passes
 * of a page of 20,000 nodes would take minutes to serialise.
 */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({page});
  if (include) builder.include(include);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({resultTypes: ['violations']})
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`,
  );
}

// Wide: the right panel (request and response samples, response tabs) beside each operation, in
// both colour modes. Narrow (a phone): the right panel below each operation and the samples at
// their narrowest; the layout does not depend on the colour mode, so once.
const AXE_RUNS = [
  {mode: 'light', width: 1280},
  {mode: 'dark', width: 1280},
  {mode: 'light', width: 412},
] as const;

for (const {mode, width} of AXE_RUNS) {
  for (const ref of REFERENCES) {
    test(`${ref.route} has no WCAG 2.2 AA violations in ${mode} mode at ${width}px, responses open`, async ({page}) => {
      // One axe run over about 20,000 nodes (the v1 page) takes a minute or two on a loaded machine.
      test.setTimeout(300_000);
      await page.setViewportSize({width, height: 900});
      const key = await storageKey(page, 'theme');
      await page.addInitScript(([k, theme]) => localStorage.setItem(k, theme), [key, mode]);
      await gotoHydrated(page, ref.route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await openResponses(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('the phone menu of a reference has no WCAG 2.2 AA violations in dark mode', async ({page}) => {
  // Opening the menu gives it a state of its own, which the build's dark stylesheet never rendered.
  await page.setViewportSize({width: 412, height: 823});
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, REFERENCES[1].route);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const menu = page.locator('.menu-content');
  await expect(menu).toBeHidden();
  // Redoc's floating menu button (a <div>) follows the menu. (A dark-mode copy of its rule once
  // outranked the phone media query's display:flex, and the button was gone.)
  const button = page.locator('.menu-content + div');
  await expect(button).toBeVisible();
  await button.click();
  await expect(menu).toBeVisible();
  expect(await axeViolations(page, '.menu-content')).toEqual([]);
});

test('Redoc code is loaded on the reference routes only', async ({page}) => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(response.url(), await response.text().catch(() => ''));
    }
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/customer-rest-api');
  await page.waitForLoadState('networkidle');
  const marker = 'API docs by Redocly';
  expect([...scripts.values()].some((js) => js.includes(marker))).toBe(false);

  await page.goto(REFERENCES[0].route);
  await page.waitForLoadState('networkidle');
  expect([...scripts.values()].some((js) => js.includes(marker))).toBe(true);
});
