import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './scripts/chromium.mjs';

/**
 * End-to-end tests run in Debian's Chromium against the production build, served by Debian's
 * nginx with deploy/nginx.conf (E2E_SERVER=node uses scripts/serve.mjs instead, E2E_BASE_URL an
 * already running host). BUILD_DIR tests another build folder.
 */
function freePort(): string {
  // Synchronous, because worker processes re-read this file and must inherit the same port; the
  // port itself comes from the one freePort of the tools (scripts/lib/listening.mjs).
  const listeningModule = pathToFileURL(join(__dirname, 'scripts/lib/listening.mjs')).href;
  return execFileSync(process.execPath, ['--input-type=module', '-e',
    `const {freePort} = await import(${JSON.stringify(listeningModule)}); console.log(await freePort());`]).toString().trim();
}
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const externalBaseUrl = process.env.E2E_BASE_URL;
const buildDir = process.env.BUILD_DIR ?? 'build';
const server = process.env.E2E_SERVER ?? 'nginx';
const serveCommand = server === 'node'
  ? `node scripts/serve.mjs --dir ${buildDir} --port ${port}`
  : `node scripts/nginx.mjs --root ${buildDir} --port ${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // The JSON report keeps every test's duration, so where the end-to-end time goes can be read
  // after any run (playwright-report/ is not committed).
  reporter: [['list'], ['json', {outputFile: 'playwright-report/results.json'}]],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    // The site's offline worker (plugins/offline) would answer pages and assets itself, out of
    // reach of page.route, which many specs use to slow or fail a file. It is allowed where it is
    // the subject: tests/e2e/offline.spec.ts.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        command: serveCommand,
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: false,
        timeout: 30_000,
      },
});
