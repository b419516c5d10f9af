import {expect, test} from '@playwright/test';

const PAGE_TYPES = {
  home: '/',
  guide: '/subject-rights/',
  vendor: '/integrations/data-discovery-integrations/stripe',
  'customer API reference': '/customer-rest-api/developer-api-doc',
  'unified consent API reference': '/uc/core-api/openapi',
  'not found': '/no-such-page',
};

test('pages carry the security headers', async ({request}) => {
  const response = await request.get('/subject-rights/');
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/https?:/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['cache-control']).toBe('no-cache');
});

test('hashed assets are immutable for a year and the search manifest revalidates', async ({page, request}) => {
  await page.goto('/');
  const script = await page.locator('script[src*="/assets/js/"]').first().getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const manifest = await request.get('/search/manifest.json');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
});

test('the not-found page is served with 404 and the same headers', async ({request}) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(await response.text()).toContain('Page Not Found');
});

test('.html and /index.html answer with a permanent redirect to the bare path', async ({request}) => {
  for (const [typed, bare] of [['/cmp/index.html', '/cmp'], ['/subject-rights/jira.html', '/subject-rights/jira']]) {
    const response = await request.get(typed, {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()['location'], 'http://x').pathname).toBe(bare);
  }
});

for (const [kind, path] of Object.entries(PAGE_TYPES)) {
  test(`${kind} page triggers no CSP violation`, async ({page}) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as {cspViolations: string[]}).cspViolations ??= [];
        (window as unknown as {cspViolations: string[]}).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const recorded = await page.evaluate(() => (window as unknown as {cspViolations?: string[]}).cspViolations ?? []);
    expect([...violations, ...recorded]).toEqual([]);
  });
}

test('an open search modal with a query triggers no CSP violation', async ({page}) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto('/');
  await page.getByRole('button', {name: /Search docs/}).click();
  const input = page.getByRole('combobox');
  await expect(input).toBeEnabled();
  await input.fill('consent');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(violations).toEqual([]);
});
