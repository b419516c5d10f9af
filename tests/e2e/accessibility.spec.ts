import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {storageKey} from './support';

const PAGES = {
  home: '/',
  guide: '/subject-rights/',
  vendor: '/integrations/data-discovery-integrations/hubspot',
  'capability matrix': '/integrations/data-discovery-integrations/list-of-capabilities',
};

for (const mode of ['light', 'dark'] as const) {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`${kind} page has no WCAG 2.2 AA violations in ${mode} mode`, async ({page}) => {
      // axe walks every node: the capability matrix alone has over 1,000 cells.
      test.setTimeout(120_000);
      const key = await storageKey(page, 'theme');
      await page.addInitScript(([k, theme]) => localStorage.setItem(k, theme), [key, mode]);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const results = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
}
