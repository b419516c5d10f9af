import {expect, test} from '@playwright/test';
import {axeViolations, colourModeScope} from './axe';
import {gotoHydrated, openInColourMode, otherColourMode, switchColourMode, type ColourMode} from './support';

// The capability matrix, the largest page after the references, is scanned by wayfinding.spec.ts at
// phone and desktop widths, filtered or not; the references by api-reference.spec.ts.
// Each page is scanned in both colour modes on one load: in the mode it opens in, then switched in
// place. The opening mode alternates, so each mode is also met from the first paint.
const PAGES: [kind: string, path: string, opening: ColourMode][] = [
  ['home', '/', 'light'],
  ['guide', '/subject-rights/', 'dark'],
  ['vendor', '/integrations/data-discovery-integrations/hubspot', 'light'],
];

// Only the colour rules run in dark mode: the DOM is the same, and they are all it can fail.
for (const [kind, path, opening] of PAGES) {
  test(`${kind} page has no WCAG 2.2 AA violations in light mode and no colour contrast violations in dark mode`, async ({page}) => {
    // The work of the two tests it replaces (one per mode), so their two budgets.
    test.setTimeout(60_000);
    await openInColourMode(page, opening);
    await gotoHydrated(page, path);
    for (const mode of [opening, otherColourMode(opening)]) {
      await test.step(`${mode} mode`, async () => {
        if (mode !== opening) await switchColourMode(page, mode);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await axeViolations(page, colourModeScope(mode))).toEqual([]);
      });
    }
  });
}
