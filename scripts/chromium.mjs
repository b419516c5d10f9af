// The one Chromium of the project: Debian's browser, never a downloaded one, with the same flags
// for the end-to-end tests (playwright.config.ts) and the benchmark (launchChromium below,
// bench/lighthouse.mjs), so both measure and test the same browser the same way.
// CHROMIUM_PATH (or CHROME_PATH, the name Lighthouse's launcher uses) points at another binary.

/** The Chromium executable. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox (containers), no GPU and no background traffic (updates, sync, first-run pages). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Launches this Chromium with these flags through Playwright (the benchmark's and tools' browser). */
export async function launchChromium() {
  const {chromium} = await import('@playwright/test');
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
}
