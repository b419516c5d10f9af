import {expect, test} from '@playwright/test';
import {collectErrors, gotoHydrated} from './support';

/**
 * Spec §1: extra code-highlighting languages ruby, swift, objectivec, kotlin, bash, diff, json,
 * typescript. Each is highlighted (Prism tokens of several kinds) on a page that uses it, after
 * hydration: src/theme/prism-include-languages.ts adds only the grammars Prism lacks.
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

test.describe('code highlighting (spec §1 extra languages)', () => {
  for (const [language, route] of Object.entries(PAGES)) {
    test(`highlights ${language}`, async ({page}) => {
      const errors = collectErrors(page);
      await gotoHydrated(page, route);
      const block = page.locator(`.language-${language} pre code`).first();
      await expect(block).toBeAttached();
      const kinds = await block.evaluate((code) => {
        const classes = Array.from(code.querySelectorAll('.token')).flatMap((token) => Array.from(token.classList));
        return [...new Set(classes.filter((name) => name !== 'token' && name !== 'plain'))];
      });
      expect(kinds.length, `token kinds in the first ${language} block: ${kinds.join(', ')}`).toBeGreaterThanOrEqual(2);
      expect(errors).toEqual([]);
    });
  }
});
