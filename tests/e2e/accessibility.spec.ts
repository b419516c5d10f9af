import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {storageKey} from './support';

const PAGES = {
  home: '/',
  guide: '/subject-rights/',
  vendor: '/integrations/data-discovery-integrations/hubspot',
  'capability matrix': '/integrations/data-discovery-integrations/list-of-capabilities',
};

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// The colour mode changes colours only (the same DOM, another set of CSS variables), so the rules
// whose outcome depends on colours are all a second mode can fail. Running only those in dark
// mode keeps every check a reader would notice and halves the slowest runs of the suite.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

for (const mode of ['light', 'dark'] as const) {
  for (const [kind, path] of Object.entries(PAGES)) {
    const scope = mode === 'light' ? 'no WCAG 2.2 AA violations' : 'no colour contrast violations';
    test(`${kind} page has ${scope} in ${mode} mode`, async ({page}) => {
      // axe walks every node: the capability matrix alone has over 1,000 cells.
      test.setTimeout(120_000);
      const key = await storageKey(page, 'theme');
      await page.addInitScript(([k, theme]) => localStorage.setItem(k, theme), [key, mode]);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const axe = new AxeBuilder({page});
      const results = await (mode === 'light' ? axe.withTags(WCAG_22_AA) : axe.withRules(COLOUR_RULES)).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
}
