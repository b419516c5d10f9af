import {expect, test} from '@playwright/test';
import {collectErrors, gotoHydrated} from './support';

/**
 * Extra code-highlighting languages the site must support: ruby, swift, objectivec, kotlin, bash, diff, json,
 * typescript. Each is highlighted (Prism tokens of several kinds) on a page that uses it, after
 * hydration, with the bundles' Prism of src/prism/languages.ts (plugins/slim-prism).
 */
const PAGES: Record<string, string> = {
  ruby: '/cmp/mobile-sdks/react-native/installation/npm',
  swift: '/cmp/mobile-sdks/ios/introduction',
  objectivec: '/cmp/mobile-sdks/ios/introduction',
  kotlin: '/cmp/mobile-sdks/android/introduction',
  bash: '/customer-rest-api',
  diff: '/cmp/mobile-sdks/android/changelog',
  json: '/cmp/',
  typescript: '/uc/consumer-sso/',
};

// One page visits the routes in turn (a route that shows two of the languages is loaded once); the
// failure names the language.
test('each extra language is highlighted with several kinds of tokens, with no console error', async ({page}) => {
  test.setTimeout(20_000 * Object.keys(PAGES).length);
  const errors = collectErrors(page);
  const languagesByRoute = new Map<string, string[]>();
  for (const [language, route] of Object.entries(PAGES)) languagesByRoute.set(route, [...(languagesByRoute.get(route) ?? []), language]);
  for (const [route, languages] of languagesByRoute) {
    errors.length = 0;
    await gotoHydrated(page, route);
    for (const language of languages) {
      const block = page.locator(`.language-${language} pre code`).first();
      await expect(block, language).toBeAttached();
      const kinds = await block.evaluate((code) => {
        const classes = Array.from(code.querySelectorAll('.token')).flatMap((token) => Array.from(token.classList));
        return [...new Set(classes.filter((name) => name !== 'token' && name !== 'plain'))];
      });
      expect(kinds.length, `token kinds in the first ${language} block on ${route}: ${kinds.join(', ')}`).toBeGreaterThanOrEqual(2);
    }
    expect(errors, `console errors on ${route}`).toEqual([]);
  }
});

/** "#rrggbb" → "rgb(r, g, b)", as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * src/theme/CodeBlock drops theme-classic's remount of every code block after hydration, and
 * src/theme/CodeBlock/Content keeps the server's highlighted HTML of each block: the blocks are
 * never rebuilt, and a dark-mode visitor still gets the dark Prism theme on the block and on
 * every token (restyled in place once the colour mode is known).
 */
test.describe('code blocks after hydration', () => {
  /** The `plain` colours of src/css/prismThemes.ts (light) and of Prism's Dracula (dark). */
  const PLAIN = {light: {color: '#24292f', backgroundColor: '#f6f8fa'}, dark: {color: '#f8f8f2', backgroundColor: '#282a36'}};
  /** A function name's colour in each theme: the tokens, not only the block, take the mode's colours. */
  const FUNCTION_TOKEN = {light: '#a40e26', dark: '#50fa7b'};
  const GUIDE_WITH_CODE = '/cmp/mobile-sdks/android/installation';

  for (const mode of ['light', 'dark'] as const) {
    test(`${mode} mode: code blocks are kept, not rebuilt, and use the ${mode} Prism theme`, async ({page}) => {
      const theme = PLAIN[mode];
      const errors = collectErrors(page);
      await page.emulateMedia({colorScheme: mode});
      // Counts code blocks taken out of the document from the first byte of the page on.
      await page.addInitScript(() => {
        const state = window as unknown as {removedCodeBlocks: number};
        state.removedCodeBlocks = 0;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of Array.from(record.removedNodes)) {
              if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) {
                state.removedCodeBlocks += 1;
              }
            }
          }
        }).observe(document, {childList: true, subtree: true});
      });
      await gotoHydrated(page, GUIDE_WITH_CODE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const pre = page.locator('article pre').first();
      await expect(pre).toHaveCSS('background-color', rgb(theme.backgroundColor));
      await expect(pre).toHaveCSS('color', rgb(theme.color));
      await expect(page.locator('article pre .token.function').first()).toHaveCSS('color', rgb(FUNCTION_TOKEN[mode]));
      // Let post-hydration effects (colour mode, word wrap) run before counting.
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as {removedCodeBlocks: number}).removedCodeBlocks)).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
