import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {transitionsDone} from './support';

/** The axe tags of WCAG 2.2 level AA, the level the site is held to. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The colour mode changes colours only (the same DOM, another set of CSS variables), so the rules
 * whose outcome depends on colours are all a second mode can fail.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * What a page is scanned for in a colour mode: everything of WCAG 2.2 AA in light mode, the colour
 * rules in dark mode, the same DOM in other colours.
 */
export function colourModeScope(mode: 'light' | 'dark'): {rules?: string[]} {
  return mode === 'light' ? {} : {rules: COLOUR_RULES};
}

/**
 * Waits until the page is as a reader sees it once it has loaded: hydrated, and with no transition
 * running. axe reads geometry (target sizes, the colours behind text), and a transition that starts
 * after hydration, such as a vendor page's sidebar group opening, once made it measure a link while
 * the group was still half open.
 */
async function settled(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await transitionsDone(page);
}

/**
 * Runs axe on the page (or the part `include` selects) and returns one line per violation, with
 * the first few nodes, so a failure reads as what to fix.
 *
 * axe runs in the page in one call (legacy mode). The default mode runs each frame separately, then
 * sends every node's partial result through the DevTools protocol into a new blank page to merge
 * them: on the customer API reference, 21,000 nodes with every response open, that took 140 s
 * against 40 s in one call with axe-core 4.13, with the same violations. The site has no frames,
 * and frames are all the default mode adds. (axe-core 4.14 also made its colour-contrast rule about
 * four times faster on that page; the reference has since lost half its nodes to its objects.)
 */
export async function axeViolations(page: Page, scope: {include?: string; rules?: string[]} = {}): Promise<string[]> {
  await settled(page);
  const builder = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
  if (scope.include) builder.include(scope.include);
  if (scope.rules) builder.withRules(scope.rules);
  else builder.withTags(WCAG_22_AA);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}
