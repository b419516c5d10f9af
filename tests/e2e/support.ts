import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {expect, type Page} from '@playwright/test';

/** Every public route the product must serve except the vendor pages, which are read from the docs folder. */
export const SPEC_ROUTES = [
  '/',
  '/markdown-page',
  '/tags',
  ...['android', 'cmp', 'i-os', 'javascript', 'mobile', 'native', 'react-native', 'uc'].map((t) => `/tags/${t}`),
  '/assessments/docs/',
  '/assessments/docs/assessment-template-csv-import',
  '/cmp/',
  '/cmp/javascript-api/',
  ...['developer-documentation-amp', 'developer-documentation-consent-javascript-api', 'developer-documentation-segment', 'known-issues']
    .map((p) => `/cmp/javascript-api/${p}`),
  '/cmp/mobile-sdks/',
  ...['', 'introduction', 'installation', 'changelog', 'google-consent-mode'].map((p) => `/cmp/mobile-sdks/android/${p}`),
  ...['', 'introduction', 'installation/', 'installation/cocoapods', 'installation/swift-package-manager', 'changelog',
    'google-consent-mode', 'apple-transparency', 'webview-wrapper'].map((p) => `/cmp/mobile-sdks/ios/${p}`),
  ...['', 'introduction', 'installation/', 'installation/npm', 'changelog', 'google-consent-mode']
    .map((p) => `/cmp/mobile-sdks/react-native/${p}`),
  '/consent-prompts/',
  ...['api', 'events', 'getting-started'].map((p) => `/consent-prompts/${p}`),
  '/customer-rest-api',
  '/customer-rest-api/developer-api-doc',
  '/integrations/',
  '/integrations/integrations-faq',
  '/integrations/data-discovery-integrations/',
  '/integrations/data-discovery-integrations/list-of-capabilities',
  '/integrations/privacy-signal-integrations/',
  '/integrations/privacy-signal-integrations/vantamanagement',
  '/integrations/source-discovery-integrations/',
  ...['bigquery', 'cosmosdb', 'jumpcloud', 'microsoft-sso', 'okta', 'onelogin', 'RDS', 'redshift', 'rudderstack', 'segment', 'snowflake']
    .map((p) => `/integrations/source-discovery-integrations/${p}`),
  '/subject-rights/',
  ...['jira', 'slack', 'subject-rights-csv-import'].map((p) => `/subject-rights/${p}`),
  '/uc/',
  '/uc/consumer-sso/',
  '/uc/core-api/openapi',
  '/uc/js-sdk/',
  ...['configuration/', 'embedded/', 'entities/', 'reference/', 'tag-managers/'].map((p) => `/uc/js-sdk/${p}`),
  '/uc/mobile-sdks/',
  ...['android', 'ios'].flatMap((os) => [`/uc/mobile-sdks/${os}/`, `/uc/mobile-sdks/${os}/changelog`, `/uc/mobile-sdks/${os}/introduction/`]),
];

const vendorDir = join(__dirname, '../../docs/integrations/data-discovery-integrations');

/** One route per data-discovery vendor page (about 150). */
export const VENDOR_ROUTES = readdirSync(vendorDir)
  .filter((f) => f.endsWith('.mdx') && !['index.mdx', 'list-of-capabilities.mdx'].includes(f))
  .map((f) => `/integrations/data-discovery-integrations/${f.replace(/\.mdx$/, '')}`);

/** Collects console errors and uncaught exceptions of a page, to assert there are none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Docusaurus (with the v4 future flags) suffixes its storage keys with a per-site namespace,
 * e.g. `theme-30c`. Read it from the inline theme script so tests follow a change of site URL.
 */
export async function storageKey(page: Page, base: 'theme' | 'docusaurus.announcement.dismiss' | 'docusaurus.announcement.id'): Promise<string> {
  const response = await page.request.get('/');
  const match = /localStorage\.getItem\("theme(-[\w]+)?"\)/.exec(await response.text());
  if (!match) throw new Error('The inline colour-mode script was not found in the home page');
  return base + (match[1] ?? '');
}

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

export type ColourMode = 'light' | 'dark';

/**
 * Makes a page open in the given colour mode, as for a reader who chose it on an earlier visit: the
 * choice is stored before the site's first script runs. Only when nothing is stored yet, so a mode
 * switched to later (switchColourMode) survives a reload or the next page, as a reader's does.
 */
export async function openInColourMode(page: Page, mode: ColourMode): Promise<void> {
  const key = await storageKey(page, 'theme');
  await page.addInitScript(([k, theme]) => {
    if (localStorage.getItem(k) === null) localStorage.setItem(k, theme);
  }, [key, mode]);
}

/**
 * Switches the colour mode of an open, hydrated page in place, as a choice made in another tab
 * reaches it: the choice is stored and the theme's storage listener applies it (the same event
 * Docusaurus dispatches for a change in the page itself). One load then serves checks in both
 * modes. Returns once <html data-theme> holds the mode and no colour transition is still running,
 * so computed colours and axe read the new mode.
 */
export async function switchColourMode(page: Page, mode: ColourMode): Promise<void> {
  const key = await storageKey(page, 'theme');
  await page.evaluate(([k, newValue]) => {
    const oldValue = localStorage.getItem(k);
    localStorage.setItem(k, newValue);
    window.dispatchEvent(new StorageEvent('storage', {key: k, oldValue, newValue, storageArea: localStorage, url: location.href}));
  }, [key, mode]);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await transitionsDone(page);
}

/**
 * Waits until no transition or finite animation is running. Two frames first let one that a
 * change has just caused (a colour mode's, a sidebar group opening after hydration) start.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** The other colour mode. */
export const otherColourMode = (mode: ColourMode): ColourMode => (mode === 'light' ? 'dark' : 'light');

/** Waits until the page's scrolling (a wheel's smooth scroll) has come to rest. */
export async function scrollSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => new Promise((resolve) => {
    const y = window.scrollY;
    setTimeout(() => resolve(window.scrollY === y), 150);
  }));
}
