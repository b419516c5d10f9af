import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {load} from 'js-yaml';
import {allAnchors, buildReference, HTTP_METHODS} from '../../plugins/api-reference/node';
import type {Json} from '../../plugins/api-reference/node';
import {axeViolations, colourModeScope} from './axe';
import {gotoHydrated, openInColourMode, otherColourMode, scrollSettled, switchColourMode, transitionsDone, type ColourMode} from './support';

/**
 * The two API reference pages, rendered at build time by our own components: every operation,
 * parameter and property in the HTML with its anchor, deep links that open their parents, request
 * samples (copy, remembered language), the navigation (filter, scroll spy, phone menu), WCAG 2.2 AA
 * in both colour modes and on a phone, and no console error, foreign request or CSP violation.
 */

function readDocument(file: string): Json {
  return load(readFileSync(join(__dirname, '../../openapi', file), 'utf8')) as Json;
}

const REFERENCES = [
  {route: '/customer-rest-api/developer-api-doc', file: 'customer-rest-api.yaml', heading: 'Customer REST API reference', nested: 'operation/createSubjectRightsRequests/request/dsarDetails.email', other: 'operation/listDataStores'},
  {route: '/uc/core-api/openapi', file: 'unified-consent-api.yaml', heading: 'Unified consent API reference', nested: 'operation/createConsent/request/compliance.privacyPolicy.version', other: 'operation/getSession'},
].map((ref) => ({...ref, document: readDocument(ref.file)}));

/**
 * The blocks that are not laid out while off screen (operations, objects, shared error responses:
 * `content-visibility: auto`), each with the height the build estimated for it, and the style that
 * lays them all out, as each is once scrolled to.
 */
const OFF_SCREEN_BLOCKS = '[style*="--hn:"]';
const LAY_OUT_ALL = `${OFF_SCREEN_BLOCKS} { content-visibility: visible !important; }`;

/** The ids of a page's static HTML (the minifier drops attribute quotes where it can). */
function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid=(?:"([^"]*)"|([^\s>]+))/g)].map((m) => (m[1] ?? m[2]).replace(/&amp;/g, '&')));
}

/** Collects console errors, uncaught exceptions, CSP violations and requests to any host but the site's. */
async function watch(page: Page, origin: string) {
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreign.push(url);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return {errors, foreign};
}

test.describe.configure({timeout: 90_000});

for (const ref of REFERENCES) {
  test.describe(ref.route, () => {
    test('the HTML holds every operation, parameter and schema property with its anchor', async ({request}) => {
      const html = await (await request.get(ref.route)).text();
      const ids = idsOf(html);
      // Walk the document itself: operations and parameters...
      const paths = ref.document.paths as Record<string, Json>;
      for (const [path, item] of Object.entries(paths)) {
        for (const method of HTTP_METHODS) {
          const operation = item[method] as Json | undefined;
          if (!operation) continue;
          const id = operation.operationId as string;
          expect(ids, `${method} ${path}`).toContain(`operation/${id}`);
          for (const raw of [...((item.parameters as Json[]) ?? []), ...((operation.parameters as Json[]) ?? [])]) {
            const parameter = (typeof raw.$ref === 'string' ? (ref.document.components as Json as Record<string, Record<string, Json>>).parameters[raw.$ref.split('/').pop()!] : raw) as Json;
            expect(ids, `${id} ${parameter.in} parameter ${parameter.name}`).toContain(`operation/${id}/${parameter.in}/${parameter.name}`);
          }
        }
      }
      // ...every property name of every component schema is the last segment of some anchor...
      const lastSegments = new Set([...ids].map((id) => id.split(/[./]|\[\]\./).pop()));
      for (const [name, schema] of Object.entries(((ref.document.components as Json).schemas ?? {}) as Record<string, Json>)) {
        for (const property of Object.keys((schema.properties as Json | undefined) ?? {})) {
          expect(lastSegments, `${name}.${property}`).toContain(property);
        }
      }
      // ...and every anchor of the reference model is on the page.
      const model = buildReference(ref.document, {id: 'x', apiName: 'x', downloadUrl: ''});
      const missing = allAnchors(model).filter((anchor) => !ids.has(anchor));
      expect(missing).toEqual([]);
      // Every link within the page (shared errors, replacements, the intro's links) lands on an id of it.
      const targets = [...html.matchAll(/href="?#([^"\s>]+)/g)].map(([, target]) => decodeURIComponent(target));
      expect(targets.length).toBeGreaterThan(100);
      expect([...new Set(targets)].filter((target) => !ids.has(target))).toEqual([]);
      // Every field (a property's row, a parameter's row, a shared header) links to itself: its name
      // is its permalink, so a reader copies the deep link from the name.
      const fields = [...html.matchAll(/<(?:li|tr) id=(?:"([^"]*)"|([^\s>]+))/g)].map((m) => (m[1] ?? m[2]).replace(/&amp;/g, '&'));
      expect(fields.length).toBeGreaterThan(50);
      const linked = new Set(targets);
      expect(fields.filter((field) => !linked.has(field))).toEqual([]);
    });

    // One load of the page (a reference is a megabyte or two) for what a reader sees first, then
    // for using it: the errors, requests and CSP violations are watched from the start.
    test('is headed with the API\'s name, shows the document "API Reference" version 1.0.0 on one line, headings in order and the YAML download; no console error, foreign request or CSP violation while used', async ({request, page, baseURL}) => {
      const {errors, foreign} = await watch(page, new URL(baseURL!).origin);
      const yamlUrl = `/openapi/${ref.file}`;
      const yaml = await request.get(yamlUrl);
      expect(yaml.status()).toBe(200);
      expect(await yaml.text()).toMatch(/^openapi: 3\.1/m);
      await gotoHydrated(page, ref.route);
      await expect(page).toHaveTitle(new RegExp(`^${ref.heading}`));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(ref.heading);
      await expect(page.locator('main')).toContainText('“API Reference”, version 1.0.0');
      for (const width of [390, 1280]) {
        await page.setViewportSize({width, height: 800});
        const version = page.locator('main p', {hasText: 'version 1.0.0'}).getByText('version 1.0.0');
        const box = await version.evaluate((element) => element.getClientRects().length);
        expect(box, `the version wraps at ${width} px`).toBe(1);
      }
      await expect(page.locator(`main a[download][href="${yamlUrl}"]`)).toBeVisible();
      // The TypeScript types generated from the document are downloadable beside it and linked.
      await expect(page.locator(`main a[href="${yamlUrl.replace(/\.yaml$/, ".d.ts")}"]`).first()).toBeVisible();
      expect((await request.get(yamlUrl.replace(/\.yaml$/, ".d.ts"))).status()).toBe(200);
      const levels = await page.locator('main :is(h1,h2,h3,h4,h5,h6)').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1], `heading ${i}`).toBeLessThanOrEqual(1);

      // Used as a reader would: scrolled, filtered, a sample language picked.
      await page.mouse.wheel(0, 6000);
      await page.getByLabel('Filter operations').fill('get');
      await page.getByRole('tab', {name: 'Python'}).first().click();
      await page.waitForTimeout(300);
      expect(errors, 'console errors and CSP violations').toEqual([]);
      expect(foreign, 'requests to other hosts').toEqual([]);
    });

    test('a deep link to a nested property lands on it, expanded; its name is the link to it', async ({page}) => {
      await gotoHydrated(page, `${ref.route}#${ref.nested}`);
      const property = page.locator(`[id="${ref.nested}"]`);
      await expect(property).toBeVisible();
      await expect(property).toBeInViewport();
      const name = ref.nested.split(/[./]/).pop()!;
      const link = property.getByRole('link', {name, exact: true});
      await expect(link).toHaveAttribute('href', `#${ref.nested}`);
      await link.focus();
      await expect(link, 'the name link is reachable from the keyboard').toBeFocused();
      expect(await property.evaluate((el) => {
        const closed: string[] = [];
        for (let n: HTMLElement | null = el as HTMLElement; n; n = n.parentElement) if (n instanceof HTMLDetailsElement && !n.open) closed.push(n.id);
        return closed;
      })).toEqual([]);
    });
  });
}

const CUSTOMER = REFERENCES[0];

test('#operation/<id> lands on the operation below the navbar', async ({page}) => {
  await gotoHydrated(page, `${CUSTOMER.route}#operation/deleteDataStoreField`);
  const heading = page.locator('[id="operation/deleteDataStoreField"] h3');
  await expect(heading).toBeInViewport();
  const navbarBottom = await page.locator('nav.navbar').evaluate((el) => Math.max(0, el.getBoundingClientRect().bottom));
  expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(navbarBottom - 1);
});

test('a deep link to a field that moved lands on the field where it is now, else on its nearest ancestor', async ({page}) => {
  // The body of a shared error is documented once, under Error responses.
  await gotoHydrated(page, `${CUSTOMER.route}#operation/deleteDataStoreField/response/401/message`);
  await expect(page.locator('[id="response/Unauthorized/message"]')).toBeInViewport();
  // A configuration's fields are documented once, in its objects: an old link into a response follows them.
  await gotoHydrated(page, `${CUSTOMER.route}#operation/getCookieConsentConfig/response/200/configuration.palette`);
  const palette = page.locator('[id="object/CmpConfigSettings/palette"]');
  await expect(palette).toBeInViewport();
  await expect(palette).toHaveClass(/targeted/);
  // A field the page never had: the operation.
  await gotoHydrated(page, `${CUSTOMER.route}#operation/deleteDataStoreField/query/nothing`);
  await expect(page.locator('[id="operation/deleteDataStoreField"] h3')).toBeInViewport();
});

test('a response that is an object links to "The X object", which lists every property with an example', async ({page}) => {
  await gotoHydrated(page, `${CUSTOMER.route}#operation/getCookieConsentConfig`);
  const ok = page.locator('[id="operation/getCookieConsentConfig/response/200"]');
  await expect(ok).toContainText('Returns a CmpConfig object.');
  await ok.getByRole('link', {name: 'CmpConfig object'}).click();
  const object = page.locator('[id="object/CmpConfig"]');
  await expect(object.getByRole('heading', {level: 3})).toHaveText('The CmpConfig object');
  await expect(object.getByRole('heading', {level: 3})).toBeInViewport();
  await expect(object).toContainText('Returned by');
  await expect(object.getByRole('link', {name: 'Get a cookie consent configuration'})).toHaveAttribute('href', '#operation/getCookieConsentConfig');
  // A large object inside it is a link too, and says what this place requires of it.
  const configuration = page.locator('[id="object/CmpConfig/configuration"]');
  await expect(configuration.getByRole('link', {name: 'CmpConfigSettings object'})).toHaveAttribute('href', '#object/CmpConfigSettings');
  await expect(object.locator('pre', {hasText: '"configId"'}), 'the object\'s example').toBeVisible();
  await expect(page.locator('[id="operation/createCookieConsentConfig/request/configuration"]')).toContainText('Here storagePolicyHref is required too.');
  // The navigation lists it before the operations of its group.
  await expect(page.getByRole('navigation', {name: 'Customer REST API reference'}).getByRole('link', {name: 'The CmpConfig object'})).toHaveAttribute('href', '#object/CmpConfig');
});

test('the copy button copies the curl sample, and the sample tabs work with the keyboard', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
  await gotoHydrated(page, `${CUSTOMER.route}#operation/listDataStores`);
  const operation = page.locator('[id="operation/listDataStores"]');
  await operation.getByRole('tab', {name: 'curl'}).click();
  await operation.getByRole('button', {name: 'Copy curl sample'}).click();
  await expect(operation.getByRole('button', {name: 'Copy curl sample'})).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^curl --request GET/);
  expect(copied).toContain('https://api.privana.example/v1/data-discovery/data-stores');
  expect(copied).toContain("x-privana-api-key: YOUR_PLATFORM_API_KEY");

  // The same operation's tabs, from the keyboard.
  await operation.getByRole('tab', {name: 'curl'}).click();
  await page.keyboard.press('ArrowRight');
  await expect(operation.getByRole('tab', {name: 'JavaScript'}), 'ArrowRight moves to the next tab').toBeFocused();
  await expect(operation.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(operation.getByRole('tab', {name: 'Go'}), 'End selects the last tab').toHaveAttribute('aria-selected', 'true');
});

test('the sample language is remembered across operations and a reload', async ({page}) => {
  await gotoHydrated(page, `${CUSTOMER.route}#operation/listDataStores`);
  await page.locator('[id="operation/listDataStores"]').getByRole('tab', {name: 'Go'}).click();
  const other = page.locator(`[id="${CUSTOMER.other}"]`);
  await expect(other.getByRole('tab', {name: 'Go'})).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.locator('[id="operation/getCustomerInsights"]').getByRole('tab', {name: 'Go'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[id="operation/getCustomerInsights"] [role="tabpanel"]:not([hidden])')).toContainText('package main');
  // The other reference shares the choice.
  await gotoHydrated(page, REFERENCES[1].route);
  await expect(page.locator('[id="operation/createConsent"]').getByRole('tab', {name: 'Go'})).toHaveAttribute('aria-selected', 'true');
});

test('samples other than curl are downloaded when their language is picked; a failed download says so', async ({page, request}) => {
  // In the HTML, each operation's tabs share one panel, holding the curl sample; the page names the other languages' files once.
  const html = await (await request.get(CUSTOMER.route)).text();
  const panels = [...html.matchAll(/<div role=tabpanel ([^>]*)>([\s\S]*?)<\/div><\/div>/g)];
  expect(panels).toHaveLength(56);
  for (const [, attributes, inner] of panels) {
    expect(attributes).toContain('data-language=curl');
    expect(inner).toMatch(/<code[^>]*>[\s\S]*curl/);
  }
  expect(html).not.toContain('data-samples-src');
  expect(html).toContain('data-sample-files=');
  const files: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/api-reference/')) files.push(new URL(r.url()).pathname);
  });
  await page.route('**/assets/api-reference/*-samples-python.*.json', (route) => route.abort());
  await gotoHydrated(page, `${CUSTOMER.route}#operation/listDataStores`);
  expect(files).toEqual([]);
  const named = JSON.parse((await page.locator('[data-sample-files]').getAttribute('data-sample-files')) ?? '{}') as Record<string, {url: string}>;
  expect(Object.keys(named)).toEqual(['javascript', 'python', 'ruby', 'go']);
  expect(named.python.url).toMatch(/^\/assets\/api-reference\/customer-rest-api-samples-python\.[0-9a-f]{8}\.json$/);
  const operation = page.locator('[id="operation/listDataStores"]');
  await operation.getByRole('tab', {name: 'Python'}).click();
  const panel = operation.getByRole('tabpanel');
  await expect(panel).toContainText('could not be downloaded. Check your connection');
  // Nothing to copy yet: the button says so instead of copying the message.
  await panel.getByRole('button', {name: 'Copy Python sample'}).click();
  await expect(page.locator('main p[role="status"]')).toHaveText('The sample is not loaded yet.');
  await page.unroute('**/assets/api-reference/*-samples-python.*.json');
  await operation.getByRole('tab', {name: 'curl'}).click();
  await expect(panel).toContainText('curl --request GET');
  await expect(panel).toHaveAttribute('aria-labelledby', 'listDataStores-curl');
  await operation.getByRole('tab', {name: 'Python'}).click();
  await expect(panel).toContainText('import requests');
  await expect(panel).toContainText('https://api.privana.example/v1/data-discovery/data-stores');
  await expect(panel).toHaveAttribute('aria-labelledby', 'listDataStores-python');
  // The panel is a code panel for its language: its copy button and syntax.
  await expect(panel.getByRole('button', {name: 'Copy Python sample'})).toBeVisible();
  await expect(panel.locator('pre code.language-python span.k').first()).toBeVisible();
  // One file per language, shared by every operation of the page.
  await expect(page.locator(`[id="${CUSTOMER.other}"]`).getByRole('tabpanel')).toContainText('import requests');
  expect(files.filter((f) => f.includes('-samples-python.'))).toHaveLength(2);
  // Back to curl: its code, from the page, without a download.
  await operation.getByRole('tab', {name: 'curl'}).click();
  await expect(panel).toContainText('curl --request GET');
  await expect(panel.locator('pre code.language-bash')).toBeVisible();
});

for (const ref of REFERENCES) {
  const typesToo = ref === CUSTOMER ? '; at 1280 px a parameter\'s type is never broken across lines' : '';
  test(`${ref.route}: at 412 and 1280 px no operation, object or error response outgrows the height it takes while off screen${typesToo}`, async ({page}) => {
    // Off screen, such a block is not laid out and takes its estimated height; one taller than that
    // would draw over what follows it until laid out (and contrast checkers read the wrong colours).
    // One load, laid out at one width and then the other.
    await page.setViewportSize({width: 412, height: 900});
    await gotoHydrated(page, ref.route);
    await page.addStyleTag({content: LAY_OUT_ALL});
    for (const width of [412, 1280]) {
      await page.setViewportSize({width, height: 900});
      const outgrown = await page.locator(OFF_SCREEN_BLOCKS).evaluateAll((sections, narrow) =>
        sections.flatMap((section) => {
          const estimate = parseFloat((section as HTMLElement).style.getPropertyValue(narrow ? '--hn' : '--hw'));
          const height = section.getBoundingClientRect().height;
          return height > estimate ? [`${section.id}: ${Math.round(height)} px > ${estimate} px`] : [];
        }), width < 1280);
      expect(outgrown, `${ref.route} at ${width} px`).toEqual([]);
    }
    // The same load, every operation laid out at 1280 px, serves the type check of the customer reference.
    if (ref === CUSTOMER) {
      const broken = await page.locator('table[class*="parameters"] tbody td:first-of-type').evaluateAll((types) =>
        types
          .filter((type) => {
            const range = document.createRange();
            range.selectNodeContents(type);
            return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size > 1;
          })
          .map((type) => `${type.closest('tr')?.id}: ${type.textContent}`),
      );
      expect(await page.locator('table[class*="parameters"] tbody td:first-of-type').count(), 'parameter types on the page').toBeGreaterThan(50);
      expect(broken, 'parameter types broken across lines').toEqual([]);
    }
  });
}

test('the navigation highlights the operation in view and follows the scroll', async ({page}) => {
  await page.setViewportSize({width: 1400, height: 900});
  await gotoHydrated(page, `${CUSTOMER.route}#operation/listConnectors`);
  const nav = page.getByRole('navigation', {name: /Customer REST API/});
  await expect(nav.locator('a[aria-current="location"]')).toHaveAttribute('href', '#operation/listConnectors');
  await page.locator('[id="operation/getCustomerInsights"]').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('operation/getCustomerInsights')!.scrollIntoView({block: 'start'}));
  await expect(nav.locator('a[aria-current="location"]')).toHaveAttribute('href', '#operation/getCustomerInsights');
});

test('the navigation filter narrows the operations, matches parameter and field names ("dsar" finds the operations that take a dsarId), and says when nothing matches', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, CUSTOMER.route);
  const nav = page.getByRole('navigation', {name: /Customer REST API/});
  await nav.getByLabel('Filter operations').fill('delete field');
  await expect(nav.locator('a[href^="#operation/"]')).toHaveText([/Delete a field/, /Delete a field/]);
  await nav.getByLabel('Filter operations').fill('dsar');
  await expect(nav.locator('a[href="#operation/getSubjectRightsRequest"]'), '"dsar" finds a parameter name').toBeVisible();
  await expect(nav.locator('a[href="#operation/updateSubjectRightsRequest"]'), '"dsar" finds a parameter name').toBeVisible();
  await nav.getByLabel('Filter operations').fill('zzzz');
  await expect(nav.getByRole('status')).toHaveText('No operation matches “zzzz”.');
});

test('at 390 px the page is one column and the navigation sits behind a button', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, REFERENCES[1].route);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const filter = page.getByLabel('Filter operations');
  await expect(filter).toBeHidden();
  const button = page.getByRole('button', {name: 'Operations'});
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(filter).toBeVisible();
  await page.getByRole('link', {name: 'POST Record consent'}).click();
  await expect(filter).toBeHidden();
  await expect(page.locator('[id="operation/createConsent"] h3')).toBeInViewport();
  // Samples stack under the operation text.
  const text = await page.locator('[id="operation/createConsent"] > div').first().boundingBox();
  const aside = await page.locator('[id="operation/createConsent"] > div').last().boundingBox();
  expect(aside!.y).toBeGreaterThan(text!.y + text!.height - 1);
});

test('links into and out of a reference load whole pages: never a blank reference, and Back returns to it', async ({page}) => {
  const navigationType = () => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);
  await gotoHydrated(page, '/customer-rest-api');
  await page.locator(`main a[href="${CUSTOMER.route}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${CUSTOMER.route}$`));
  await expect(page.locator('[id="operation/listDataStores"]')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(CUSTOMER.heading);
  // A plain load of the page: not a client-side render that found no text and reloaded.
  expect(await navigationType()).toBe('navigate');
  await page.locator('main a[href="/customer-rest-api/authentication"]').first().click();
  await expect(page).toHaveURL(/\/customer-rest-api\/authentication$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${CUSTOMER.route}$`));
  await expect(page.locator('[id="operation/listDataStores"]')).toHaveCount(1);
});

// Both pages share their components and styles: the customer page (2 MB, the slowest axe run by far)
// once, the unified consent page in both colour modes and at phone width, on one load. Dark mode
// changes colours only, so it runs the colour rules.
test(`${CUSTOMER.route} has no WCAG 2.2 AA violations in light mode at 1280px, every response open`, async ({page}) => {
  test.setTimeout(300_000);
  await openAt(page, 1280, 'light', CUSTOMER.route, 900);
  await openEveryResponse(page);
  expect(await axeViolations(page)).toEqual([]);
});

test(`${REFERENCES[1].route} has no WCAG 2.2 AA violations in light mode and no colour contrast violations in dark mode at 1280px and at 390px, every response open; nor has its phone navigation in dark mode`, async ({page}) => {
  test.setTimeout(300_000);
  await openAt(page, 1280, 'light', REFERENCES[1].route, 900);
  await openEveryResponse(page);
  for (const [width, mode] of [[1280, 'light'], [1280, 'dark'], [390, 'light'], [390, 'dark']] as const) {
    await test.step(`${width} px, ${mode} mode`, async () => {
      await page.setViewportSize({width, height: 900});
      if ((await page.locator('html').getAttribute('data-theme')) !== mode) await switchColourMode(page, mode);
      expect(await axeViolations(page, colourModeScope(mode))).toEqual([]);
    });
  }
  await test.step('the phone navigation, open, in dark mode', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', {name: 'Operations'}).click();
    expect(await axeViolations(page, {include: 'nav[aria-label$="reference"]'})).toEqual([]);
  });
});

/** Opens every response and lays out every block, so that axe reads the whole page as it is once read. */
async function openEveryResponse(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  // Blocks off screen skip rendering (content-visibility: auto) and keep their estimated height,
  // which every open <details> outgrows; axe would then read the colours behind their text wrong.
  // Render them all, as each is rendered once scrolled to.
  await page.addStyleTag({content: LAY_OUT_ALL});
}

/** Opens a page at a width in a colour mode (a stored choice, as a returning reader has). */
async function openAt(page: Page, width: number, mode: ColourMode, url: string, height = 844): Promise<void> {
  await page.setViewportSize({width, height});
  await openInColourMode(page, mode);
  await gotoHydrated(page, url);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

// Layout as a reader meets it: on a phone and a laptop, in both colour modes. One load of the
// customer reference per width: it opens in one mode (light on the phone, dark on the laptop) and
// the checks run again after a switch to the other.
for (const width of [390, 1280]) {
  const opening: ColourMode = width === 390 ? 'light' : 'dark';
  const switched = otherColourMode(opening);
  test(`at ${width} px in both modes: a deep link lands below every sticky or fixed bar, and its target is marked for a moment; no word is broken inside a parameter name or a table header`, async ({page}) => {
    // The deep link first, as a reader arrives on it.
    await openAt(page, width, opening, `${CUSTOMER.route}#${CUSTOMER.nested}`);
    const target = page.locator(`[id="${CUSTOMER.nested}"]`);
    const landed = async () => {
      await expect(target).toBeInViewport();
      await expect(target).toHaveClass(/targeted/);
      const {top, covered} = await target.evaluate((element) => {
        const targetTop = element.getBoundingClientRect().top;
        let bottom = 0;
        for (const other of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
          const position = getComputedStyle(other).position;
          if (position !== 'fixed' && position !== 'sticky') continue;
          const box = other.getBoundingClientRect();
          // A bar across the top of the screen (not a column beside the text, not a button at the bottom).
          if (box.height === 0 || box.top > 10 || box.height > window.innerHeight / 3 || box.width < window.innerWidth / 2) continue;
          bottom = Math.max(bottom, box.bottom);
        }
        return {top: targetTop, covered: bottom};
      });
      expect(top, 'the target\'s top against the bars\' bottom').toBeGreaterThanOrEqual(covered - 1);
      // The mark fades: it is a moment, not a permanent highlight.
      await expect(target).not.toHaveClass(/targeted/, {timeout: 10_000});
    };
    await test.step(`opened with the deep link, ${opening} mode`, landed);
    await test.step(`the same deep link followed within the page, ${switched} mode`, async () => {
      await switchColourMode(page, switched);
      await page.evaluate(() => {
        location.hash = '';
        window.scrollTo(0, 0);
      });
      await page.evaluate((id) => {
        location.hash = id;
      }, CUSTOMER.nested);
      await landed();
    });

    await page.addStyleTag({content: LAY_OUT_ALL});
    const wordsWhole = async () => {
      const broken = await page.evaluate(() => {
        const out: string[] = [];
        for (const cell of Array.from(document.querySelectorAll<HTMLElement>('table thead th, table th[scope="row"] > a'))) {
          const text = cell.textContent ?? '';
          const range = document.createRange();
          range.selectNodeContents(cell);
          // A name or header may wrap only after a hyphen or at a space, never inside a word.
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
          if (lines > 1 + (text.match(/[-\s]/g) ?? []).length) out.push(text);
        }
        return out;
      });
      expect(broken, 'parameter names and table headers broken inside a word').toEqual([]);
      // A row's name starts on the line its description starts on, however long the description.
      const sunk = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLTableRowElement>('table tbody tr'))
          .filter((row) => row.querySelector('th[scope="row"] > a') && row.cells.length > 1)
          .filter((row) => {
            const name = (row.querySelector('th[scope="row"] > a') as HTMLElement).getBoundingClientRect().top;
            const description = row.cells[row.cells.length - 1].firstElementChild ?? row.cells[row.cells.length - 1];
            return Math.abs(name - description.getBoundingClientRect().top) > 8;
          })
          .map((row) => row.querySelector('th[scope="row"] > a')?.textContent),
      );
      expect(sunk, 'parameter names not level with the top of their description').toEqual([]);
    };
    await test.step(`names and headers, ${switched} mode`, wordsWhole);
    await test.step(`names and headers, ${opening} mode`, async () => {
      await switchColourMode(page, opening);
      await wordsWhole();
    });
  });
}

test('the phone\'s operations menu is a drawer over the page in light and in dark mode: Esc closes it and focus returns', async ({page}) => {
  await openAt(page, 390, 'light', CUSTOMER.route);
  for (const mode of ['light', 'dark'] as const) {
    await test.step(`${mode} mode`, async () => {
      if (mode === 'dark') await switchColourMode(page, mode);
      await page.mouse.wheel(0, 3000);
      await scrollSettled(page);
      // The button steps aside while the reader scrolls down; a scroll up brings it back.
      await page.mouse.wheel(0, -300);
      await scrollSettled(page);
      // The pointer is moved off the button, which the light mode's click left it over: the colour
      // compared below is the button's own, not its hover shade.
      await page.mouse.move(0, 0);
      await transitionsDone(page);
      const button = page.getByRole('button', {name: 'Operations'});
      await expect(button).toBeVisible();
      // Styled by the theme: the primary button colour, not a grey pill that stays light in dark mode.
      const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());
      const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
      const probe = await page.evaluate((colour) => {
        const element = document.createElement('span');
        element.style.color = colour;
        document.body.append(element);
        const rgb = getComputedStyle(element).color;
        element.remove();
        return rgb;
      }, primary);
      expect(background).toBe(probe);
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(36);
      const scrollBefore = await page.evaluate(() => window.scrollY);
      const mainBefore = await page.locator('main').evaluate((element) => element.getBoundingClientRect().top);
      await button.click();
      const drawer = page.getByRole('dialog', {name: 'Operations'});
      await expect(drawer).toBeVisible();
      await expect(drawer.getByLabel('Filter operations')).toBeFocused();
      // Over the page, not pushing it down.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      expect(await page.locator('main').evaluate((element) => element.getBoundingClientRect().top)).toBe(mainBefore);
      expect(await drawer.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      await page.screenshot({path: test.info().outputPath(`phone-menu-${mode}.png`)});
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

test('samples sit beside each operation at 1280 px and wider; at 1280 px they take about half the content width and a 64-character sample line fits', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, `${CUSTOMER.route}#operation/listDataStores`);
  const operation = page.locator('[id="operation/listDataStores"]');
  const text = (await operation.locator('> div').first().boundingBox())!;
  const aside = (await operation.locator('> div').last().boundingBox())!;
  expect(aside.width / (text.width + aside.width)).toBeGreaterThan(0.45);
  const fits = await operation.locator('> div').last().locator('pre').first().evaluate((pre) => {
    const probe = document.createElement('span');
    probe.textContent = 'x'.repeat(64);
    pre.append(probe);
    const style = getComputedStyle(pre);
    const room = pre.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return {room, width};
  });
  expect(fits.width).toBeLessThanOrEqual(fits.room);
  expect(aside.x, 'samples beside the text at 1280 px').toBeGreaterThanOrEqual(text.x + text.width - 1);
  // Wider, the same page re-laid out: still beside.
  await page.setViewportSize({width: 1440, height: 900});
  const wideText = (await operation.locator('> div').first().boundingBox())!;
  const wideAside = (await operation.locator('> div').last().boundingBox())!;
  expect(wideAside.x, 'samples beside the text at 1440 px').toBeGreaterThanOrEqual(wideText.x + wideText.width - 1);
});

// On a phone nothing of a reference scrolls sideways: not the page (a long path once pushed it
// 38 px wide), not a parameter table, not a code block (an error example's message ran out of
// sight). Every response and example is opened and every block laid out, as a reader scrolling
// through would meet them.
for (const ref of REFERENCES) {
  test(`${ref.route}: at 390 px in both modes no block overflows sideways, every response open`, async ({page}) => {
    await openAt(page, 390, 'light', ref.route);
    await page.addStyleTag({content: LAY_OUT_ALL});
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') {
        await switchColourMode(page, mode);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      }
      const overflowing = await page.evaluate(() => {
        for (const details of Array.from(document.querySelectorAll('main details'))) (details as HTMLDetailsElement).open = true;
        const main = document.querySelector('main')!;
        const right = main.getBoundingClientRect().right;
        const name = (element: Element) => `${element.tagName.toLowerCase()} in #${element.closest('[id]')?.id ?? '?'}: ${(element.textContent ?? '').trim().slice(0, 40)}`;
        const found: string[] = [];
        if (document.documentElement.scrollWidth > document.documentElement.clientWidth) found.push(`the page: ${document.documentElement.scrollWidth} px wide`);
        for (const element of Array.from(main.querySelectorAll('*'))) {
          const box = element.getBoundingClientRect();
          if (box.width === 0) continue;
          if (box.right > right + 0.5) found.push(`past the column: ${name(element)}`);
          else if (getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1) found.push(`scrolls: ${name(element)}`);
        }
        return found;
      });
      expect(overflowing, `${mode} mode`).toEqual([]);
    }
  });
}
