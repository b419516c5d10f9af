import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import type {Vendor} from '../../src/components/integrations/vendorModel';
import {assertBuilt, BUILD_DIR, ROOT} from './support';

/**
 * The vendor pages as a reader sees them once built: the prose made from the vendor records
 * (VendorFacts, VendorSetupSteps and the generated paragraphs) reads as written by hand.
 */
const vendors = JSON.parse(readFileSync(join(ROOT, 'data/vendors.json'), 'utf8')) as Vendor[];

function page(slug: string) {
  return load(readFileSync(join(BUILD_DIR, 'integrations/data-discovery-integrations', slug, 'index.html'), 'utf8'));
}

/** The deepest nesting of parentheses in a text. */
function parenthesisDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const character of text) {
    if (character === '(') deepest = Math.max(deepest, ++depth);
    if (character === ')') depth -= 1;
  }
  return deepest;
}

describe('built vendor pages', () => {
  beforeAll(assertBuilt);

  it('never say "role role", in the prose or in the setup steps', () => {
    const doubled = vendors.filter((vendor) => /\brole role\b/i.test(page(vendor.slug)('article').text()));
    expect(doubled.map((vendor) => vendor.slug)).toEqual([]);
    expect(page('gladly')('article').text()).toContain('a user with the Administrator with API User role');
  });

  it('never nest parentheses in a setup step', () => {
    const nested = vendors.flatMap((vendor) => {
      // One parse per page: parsing it again for each step took this test past its timeout.
      const $ = page(vendor.slug);
      return $('article ol > li')
        .toArray()
        .map((item) => $(item).text())
        .filter((text) => parenthesisDepth(text) > 1)
        .map((text) => `${vendor.slug}: ${text.slice(0, 120)}`);
    });
    expect(nested).toEqual([]);
  });

  it('say what happens instead on a capability row marked No, never what the connector would do', () => {
    const wrong: string[] = [];
    for (const vendor of vendors) {
      const $ = page(vendor.slug);
      $('article table caption')
        .filter((_, caption) => $(caption).text().includes('connector supports'))
        .closest('table')
        .find('tbody tr')
        .each((_, row) => {
          const [supported, happens] = $(row).find('td').toArray().map((cell) => $(cell).text().trim());
          if (supported.endsWith('No') !== happens.startsWith('Not automated')) {
            wrong.push(`${vendor.slug}: ${$(row).find('th').text()} ${supported}: ${happens}`);
          }
        });
    }
    expect(wrong).toEqual([]);
    expect(vendors.some((vendor) => Object.values(vendor.capabilities).includes(false))).toBe(true);
  });

  it('are not in the browser\'s route table, which every page loads: one route serves them all', () => {
    const jsDir = join(BUILD_DIR, 'assets/js');
    const main = readdirSync(jsDir).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    expect(main, 'the main bundle').toBeDefined();
    const code = readFileSync(join(jsDir, main!), 'utf8');
    const named = vendors.filter(
      (vendor) => code.includes(`/integrations/data-discovery-integrations/${vendor.slug}"`) || code.includes(`data-discovery-integrations/${vendor.slug}.mdx`),
    );
    expect(named.map((vendor) => vendor.slug)).toEqual([]);
    expect(code).toContain('/integrations/data-discovery-integrations/:vendor');
    // Still a page each, rendered by the server bundle, which keeps every route.
    expect(page('stripe')('h1').text()).toBe('Stripe integration');
  });
});
