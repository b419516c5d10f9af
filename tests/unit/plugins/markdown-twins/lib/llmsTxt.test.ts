import fs from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {deprecatedOperations} from '../../../../../plugins/api-reference/node';
import {buildInstructions} from '../../../../../plugins/markdown-twins/lib/instructions';
import {buildLlmsFullTxt, buildLlmsTxt, orderPages, type TwinPage} from '../../../../../plugins/markdown-twins/lib/llmsTxt';
import {twinPath} from '../../../../../plugins/markdown-twins/lib/twinPath';
import {categoryForRoute} from '../../../../../plugins/search/node';
import {PLATFORM_KEY_HEADER, UC_HOST_EU, UC_HOST_US, UC_KEY_HEADER} from '../../../../../src/constants/site';

const SITE = 'https://docs.privana.example';

function page(route: string, title: string, description = `About ${title}.`): TwinPage {
  return {route, twin: twinPath(route), title, description, markdown: `# ${title}\n\n${description}\n`};
}

const PAGES = [
  page('/', 'Developer documentation'),
  page('/cmp/', 'Cookie consent'),
  page('/cmp/mobile-sdks/android/installation', 'Install the Android SDK'),
  page('/integrations/data-discovery-integrations/stripe', 'Stripe integration'),
  page('/customer-rest-api', 'Customer REST API'),
  page('/customer-rest-api/developer-api-doc', 'Customer REST API reference'),
  page('/uc/', 'Unified consent'),
  page('/uc/core-api/openapi', 'Unified consent API reference'),
  page('/tags/android', '8 docs tagged with "Android"'),
];

const llmsTxt = buildLlmsTxt({
  siteUrl: SITE,
  productName: 'Privana',
  summary: 'Privacy platform docs.',
  instructions: '- Use the right API.',
  pages: PAGES,
  openApi: [
    {path: '/openapi/customer-rest-api.yaml', title: 'Customer REST API', referenceRoute: '/customer-rest-api/developer-api-doc'},
    {path: '/openapi/unified-consent-api.yaml', title: 'Unified consent API', referenceRoute: '/uc/core-api/openapi'},
  ],
  categoryOf: categoryForRoute,
  categoryOrder: ['Documentation', 'Consent Management Platform', 'Integrations', 'Customer REST API', 'Unified Consent'],
  isOptional: (route) => route.startsWith('/tags/'),
});

describe('llms.txt (llmstxt.org format)', () => {
  it('opens with the product name as H1 and a blockquote summary', () => {
    expect(llmsTxt.startsWith('# Privana\n\n> Privacy platform docs.\n')).toBe(true);
  });

  it('has Instructions, API references, one section per area, and Optional last', () => {
    const headings = llmsTxt.match(/^## .+$/gm);
    expect(headings).toEqual([
      '## Instructions', '## API references', '## Documentation', '## Consent Management Platform',
      '## Integrations', '## Customer REST API', '## Unified Consent', '## Optional',
    ]);
  });

  it('lists every page exactly once, by its twin, with its description', () => {
    for (const {twin, title, description} of PAGES) {
      const lines = llmsTxt.split('\n').filter((line) => line.includes(`(${SITE}${twin})`));
      expect(lines, twin).toHaveLength(1);
      expect(lines[0]).toBe(`- [${title.replace(/[[\]]/g, '\\$&')}](${SITE}${twin}): ${description}`);
    }
  });

  it('links both OpenAPI documents and both reference twins under API references', () => {
    const section = llmsTxt.split('## API references')[1].split('\n## ')[0];
    expect(section).toContain(`(${SITE}/openapi/customer-rest-api.yaml)`);
    expect(section).toContain(`(${SITE}/openapi/unified-consent-api.yaml)`);
    expect(section).toContain(`(${SITE}/customer-rest-api/developer-api-doc.md)`);
    expect(section).toContain(`(${SITE}/uc/core-api/openapi.md)`);
  });
});

describe('llms-full.txt', () => {
  it('holds every twin in the given order, each under a header naming its URL', () => {
    const ordered = orderPages(PAGES, ['/'], ['/cmp/', '/cmp/mobile-sdks/android/installation', '/uc/']);
    expect(ordered.map((p) => p.route).slice(0, 4)).toEqual(['/', '/cmp/', '/cmp/mobile-sdks/android/installation', '/uc/']);
    expect(ordered).toHaveLength(PAGES.length);
    const full = buildLlmsFullTxt(SITE, 'Privana', ordered);
    const urls = [...full.matchAll(/^URL: (.+)$/gm)].map((match) => match[1]);
    expect(urls).toEqual(ordered.map((p) => `${SITE}${p.twin}`));
    expect(full).toContain(`URL: ${SITE}/cmp.md\nPage: ${SITE}/cmp/\n---\n\n# Cookie consent\n`);
  });
});

describe('Instructions of llms.txt', () => {
  const site = path.join(__dirname, '../../../../..');
  const customer = load(fs.readFileSync(path.join(site, 'openapi/customer-rest-api.yaml'), 'utf8'));

  it('names a replacement that exists and is not deprecated for every deprecated /v1/dsar* call', async () => {
    const deprecated = await deprecatedOperations({siteDir: site});
    const dsar = deprecated.filter((entry) => /^\w+ \/v1\/dsar/.test(entry.operation));
    expect(dsar.length).toBeGreaterThanOrEqual(5);
    const paths = (customer as {paths: Record<string, Record<string, {deprecated?: boolean}>>}).paths;
    for (const {operation, replacement} of dsar) {
      expect(replacement, operation).not.toBeNull();
      const [method, route] = (replacement as string).split(' ');
      expect(paths[route]?.[method.toLowerCase()], `${operation} → ${replacement}`).toBeDefined();
      expect(paths[route][method.toLowerCase()].deprecated, replacement as string).not.toBe(true);
    }
  });

  it('says which API is for what, with the key headers, the regional hosts and the replacements', async () => {
    const text = buildInstructions(await deprecatedOperations({siteDir: site}));
    for (const fact of [PLATFORM_KEY_HEADER, UC_KEY_HEADER, UC_HOST_US, UC_HOST_EU, 'Customer REST API', 'Unified Consent API', '`GET /v1/dsar` → `GET /v1/subject-rights/requests`']) {
      expect(text).toContain(fact);
    }
  });
});
