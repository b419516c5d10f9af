// The search dialog as a reader finds it (by role and name), shared by the end-to-end tests
// (./search-support.ts) and scripts/adversarial.mjs, which runs in Node without a TypeScript loader.

/** @typedef {import('@playwright/test').Page} Page */

export const NAVBAR_BUTTON_NAME = 'Search docs...';

/** @param {Page} page */
export const navbarButton = (page) => page.getByRole('button', {name: NAVBAR_BUTTON_NAME});
/** @param {Page} page */
export const dialog = (page) => page.getByRole('dialog', {name: 'Search documentation'});
/** @param {Page} page */
export const input = (page) => dialog(page).getByRole('combobox');
/** @param {Page} page */
export const results = (page) => dialog(page).getByRole('listbox', {name: 'Search results'});
/** @param {Page} page */
export const recentList = (page) => dialog(page).getByRole('listbox', {name: 'Recent searches'});

/**
 * Resolves once React has hydrated the navbar button (its shortcut hint renders only then). Hidden
 * (but attached) in the narrow navbar; the machine may be busy, hence the long wait.
 * @param {Page} page
 */
export async function waitForSearchButton(page) {
  await navbarButton(page).locator('kbd').waitFor({state: 'attached', timeout: 15_000});
}
