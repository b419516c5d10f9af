import {expect, test} from '@playwright/test';
import {axeViolations, COLOUR_RULES} from './axe';
import {storageKey} from './support';

// The capability matrix, the largest page after the references, is scanned by wayfinding.spec.ts at
// phone and desktop widths, filtered or not; the references by api-reference.spec.ts.
const PAGES = {
  home: '/',
  guide: '/subject-rights/',
  vendor: '/integrations/data-discovery-integrations/hubspot',
};

// Only the colour rules run in dark mode: the DOM is the same, and they are all it can fail.

for (const mode of ['light', 'dark'] as const) {
  for (const [kind, path] of Object.entries(PAGES)) {
    const scope = mode === 'light' ? 'no WCAG 2.2 AA violations' : 'no colour contrast violations';
    test(`${kind} page has ${scope} in ${mode} mode`, async ({page}) => {
      const key = await storageKey(page, 'theme');
      await page.addInitScript(([k, theme]) => localStorage.setItem(k, theme), [key, mode]);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await axeViolations(page, mode === 'light' ? {} : {rules: COLOUR_RULES})).toEqual([]);
    });
  }
}
