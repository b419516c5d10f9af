/**
 * Failures a visitor can meet (route load failure → error text and Retry, failed preload → full
 * reload, page crash → "This page crashed." and Try again, wrong base URL → banner), in
 * Chromium, against the production build: a route chunk that fails to load during client-side
 * navigation, a lazily loaded component whose chunk fails, a page whose content throws while
 * rendering, and a build deployed under the wrong base URL.
 *
 * Failures are produced with page.route on the real built chunks: nothing test-only is in the site.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {expect, test, type Page, type Request, type Route} from '@playwright/test';
import {chunksWhere as buildChunksWhere, isSearchDialogChunk} from './chunks.mjs';
import {STRINGS} from '../../plugins/search/node';

const ROOT = resolve(__dirname, '../..');
const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR ?? 'build');

// The machine running the suite may be busy (and the base-URL test runs a build).
test.describe.configure({timeout: 90_000});

/** The build's lazily loaded chunks whose text satisfies `test` (see ./chunks.mjs). */
const chunksWhere = (test: (body: string) => boolean): Map<string, string> => buildChunksWhere(BUILD_DIR, test);

/** Routes requests for exactly these chunks (by URL path) to `handle`. */
async function routeChunks(page: Page, chunks: Map<string, string>, handle: (route: Route, body: string) => Promise<void>): Promise<void> {
  await page.route((url) => chunks.has(url.pathname), (route) => handle(route, chunks.get(new URL(route.request().url()).pathname)!));
}

/** Waits until React has hydrated the page: Docusaurus then sets <html data-has-hydrated="true">. */
async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
}

/**
 * A doc's own content chunk: the compiled MDX module (it exports contentTitle and toc) whose
 * metadata names the permalink first; neighbours' chunks name it later, as previous or next.
 */
function isContentChunkOf(body: string, permalink: string): boolean {
  return /\bcontentTitle:/.test(body) && /"permalink":"([^"]*)"/.exec(body)?.[1] === permalink;
}

function isMainFrameDocument(page: Page, request: Request): boolean {
  return request.isNavigationRequest() && request.frame() === page.mainFrame();
}

test.describe('a chunk that fails to load', () => {
  test('during client-side navigation: the failed preload makes a full reload, and the page then renders', async ({page}) => {
    const target = '/subject-rights/jira';
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Block the target page's content chunk (the request Docusaurus's preload makes, and any
    // earlier prefetch of it) until the browser loads a document again.
    let blocking = true;
    let blocked = 0;
    const documents: string[] = [];
    page.on('request', (request) => {
      if (isMainFrameDocument(page, request)) {
        documents.push(new URL(request.url()).pathname);
        if (documents.length > 1) blocking = false;
      }
    });
    await routeChunks(page, chunksWhere((body) => isContentChunkOf(body, target)), async (route) => {
      if (blocking) {
        blocked += 1;
        await route.abort('connectionfailed');
      } else {
        await route.continue();
      }
    });

    await page.goto('/subject-rights/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as {beforeReload?: boolean}).beforeReload = true;
    });
    await page.getByRole('main').getByRole('link', {name: /Jira/}).first().click();

    // The page was loaded again from the server (not rendered client-side): the marker is gone.
    await expect.poll(() => documents).toEqual(['/subject-rights/', target]);
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading', {level: 1, name: 'Jira ticketing integration'})).toBeVisible();
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
    expect(blocked).toBeGreaterThan(0);
    // Docusaurus logs the chunk failure as a warning before reloading.
    expect(warnings.join('\n')).toMatch(/chunk|Loading/i);
    // After the reload, client-side navigation works again.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Slack', exact: false}).first().click();
    await expect(page).toHaveURL('/subject-rights/slack');
    expect(documents).toHaveLength(2);
  });

  test('of a lazily loaded component (the search dialog): a human message and Retry, and Retry recovers', async ({page}) => {
    // The dialog, its engine and MiniSearch/Dexie are loaded on demand (plugins/search/theme/SearchBar).
    let blocking = true;
    let blocked = 0;
    await routeChunks(page, chunksWhere(isSearchDialogChunk), async (route) => {
      if (blocking) {
        blocked += 1;
        await route.abort('connectionfailed');
      } else {
        await route.continue();
      }
    });
    await page.goto('/cmp/');
    await waitForHydration(page);
    await page.getByRole('button', {name: STRINGS.navbarButton}).click();

    const retry = page.getByRole('button', {name: STRINGS.retry});
    const crashed = page.getByRole('heading', {name: /This page crashed/});
    await expect(retry.or(crashed).first()).toBeVisible();
    expect(blocked).toBeGreaterThan(0);
    // Without an error boundary around the lazy dialog, the error reaches the navbar's boundary and
    // Docusaurus replaces the whole page with its crash screen.
    await expect(crashed, 'a search chunk that fails to load must not crash the page').toHaveCount(0);
    // A short human message beside the Retry button, never the raw error with the chunk's URL;
    // the page is still there.
    await expect(retry).toBeVisible();
    const alert = page.getByRole('alert').filter({has: retry});
    await expect(alert).toContainText(STRINGS.chunkFailed);
    await expect(alert).not.toContainText(/Loading chunk|ChunkLoadError|\.js\b/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    blocking = false;
    await retry.click();
    const dialog = page.getByRole('dialog', {name: STRINGS.dialogLabel});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox')).toBeEnabled();
    await expect(retry).toHaveCount(0);
  });
});

/**
 * Served in place of a page's content chunk: the same chunk, whose MDX content component throws
 * while `window.crashContent` is not false. Modules are wrapped as the chunk registers them
 * (self.webpackChunk….push), so ids and exports stay those of the real build.
 */
function crashingChunk(body: string): string {
  const global = /self\.(webpackChunk\w+)=/.exec(body)?.[1];
  if (!global) throw new Error('Not a webpack/rspack JSONP chunk');
  return `(function () {
  var chunks = self.${global} = self.${global} || [];
  var push = chunks.push;
  chunks.push = function (data) {
    chunks.push = push;
    var modules = data[1];
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      modules[id] = function (module) {
        factory.apply(this, arguments);
        var real = module.exports;
        if (!real || typeof real.default !== 'function' || !('toc' in real)) return;
        var copy = {};
        Object.keys(real).forEach(function (key) { copy[key] = real[key]; });
        Object.defineProperty(copy, '__esModule', {value: true});
        copy.default = function CrashingContent(props) {
          if (window.crashContent !== false) throw new Error('Simulated render failure of the page content');
          return real.default(props);
        };
        module.exports = copy;
      };
    });
    return push.call(chunks, data);
  };
})();
${body}`;
}

async function crashContentOf(page: Page, permalink: string): Promise<void> {
  await routeChunks(page, chunksWhere((body) => isContentChunkOf(body, permalink)), (route, body) =>
    route.fulfill({body: crashingChunk(body), contentType: 'text/javascript; charset=utf-8'}),
  );
}

test.describe('a component that throws', () => {
  test('after client-side navigation: "This page crashed." with "Try again" in the content area, and Try again recovers', async ({page}) => {
    await crashContentOf(page, '/subject-rights/jira');
    await page.goto('/subject-rights/');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', {name: /Jira/}).first().click();
    await expect(page).toHaveURL('/subject-rights/jira');

    const crashed = page.getByRole('heading', {level: 1, name: 'This page crashed.'});
    await expect(crashed).toBeVisible();
    await expect(page.getByText('Simulated render failure of the page content')).toBeVisible();
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    // Only the content crashed: the navbar and footer still work.
    await expect(page.getByRole('button', {name: STRINGS.navbarButton})).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();

    await page.evaluate(() => {
      (window as {crashContent?: boolean}).crashContent = false;
    });
    await tryAgain.click();
    await expect(page.getByRole('heading', {level: 1, name: 'Jira ticketing integration'})).toBeVisible();
    await expect(crashed).toHaveCount(0);
  });

  test('on first load (hydration): "This page crashed." with "Try again"', async ({page}) => {
    await crashContentOf(page, '/subject-rights/jira');
    await page.goto('/subject-rights/jira');
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible({timeout: 15_000});
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(page.getByRole('button', {name: STRINGS.navbarButton})).toBeVisible();
  });
});

/**
 * Builds tests/fixtures/wrong-base-url (the real site's config and theme config with baseUrl
 * '/docs/' and one page) once per version of its inputs; later runs reuse the output.
 */
function buildWrongBaseUrlFixture(): string {
  const fixture = join(ROOT, 'tests/fixtures/wrong-base-url');
  const inputs = [
    join(fixture, 'docusaurus.config.ts'),
    join(fixture, 'docs/index.md'),
    join(ROOT, 'docusaurus.config.ts'),
    join(ROOT, 'plugins/csp-hashes/index.ts'),
    join(ROOT, 'plugins/csp-hashes/cspHashes.mjs'),
    join(ROOT, 'package-lock.json'),
  ];
  const hash = createHash('sha256');
  for (const file of inputs) hash.update(existsSync(file) ? readFileSync(file) : file);
  const outDir = join(tmpdir(), `privana-e2e-wrong-base-url-${hash.digest('hex').slice(0, 12)}`);
  if (existsSync(join(outDir, 'index.html'))) return outDir;
  const building = mkdtempSync(join(tmpdir(), 'privana-e2e-wrong-base-url-building-'));
  const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', building], {
    cwd: fixture,
    env: {...process.env, FORCE_COLOR: '0'},
    encoding: 'utf8',
    timeout: 280_000,
  });
  if (build.status !== 0) throw new Error(`The wrong-base-url fixture did not build:\n${build.stdout}\n${build.stderr}`);
  rmSync(outDir, {recursive: true, force: true});
  renameSync(building, outDir);
  // Outputs for older inputs are stale: remove them.
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith('privana-e2e-wrong-base-url-') && path !== outDir && !name.includes('-building-')) {
      rmSync(path, {recursive: true, force: true});
    }
  }
  return outDir;
}

test.describe('a build deployed under the wrong base URL', () => {
  let server: ChildProcess | undefined;

  test.afterAll(() => {
    server?.kill();
  });

  test('shows the banner that the site did not load properly, suggesting the base URL it is served at', async ({page}) => {
    test.setTimeout(300_000);
    // A one-page site with the real site's config and theme config, built for baseUrl '/docs/'…
    const outDir = buildWrongBaseUrlFixture();
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain('/docs/assets/');

    // …and served at the root by the project's production server, CSP and all.
    const proc = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs'), '--dir', outDir, '--port', '0']);
    server = proc;
    const origin = await new Promise<string>((ok, fail) => {
      let output = '';
      proc.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
        if (match) ok(match[0]);
      });
      proc.on('exit', (code) => fail(new Error(`serve.mjs exited with ${code}: ${output}`)));
    });

    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${origin}/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('A very common reason is a wrong site baseUrl configuration.');
    await expect(banner).toContainText('Current configured baseUrl = /docs/');
    await expect(banner).toContainText('We suggest trying baseUrl = /');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/');
    // The banner's inline script is allowed by the build's CSP hashes.
    expect(violations).toEqual([]);
  });
});

test.describe('a full localStorage', () => {
  test('the announcement bar and the colour mode still work, and only warnings that say what happened are logged', async ({page}) => {
    // Every write fails as in a browser whose storage quota is used up; reads still work.
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/cmp/');
    await waitForHydration(page);
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    await page.getByRole('button', {name: /dark mode|light mode|system mode|Switch between/i}).first().click();
    expect(errors).toEqual([]);
    expect(warnings.some((text) => text.includes('Browser storage is full or blocked'))).toBe(true);
  });
});
