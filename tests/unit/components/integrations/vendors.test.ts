import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {capabilityKeys, getVendor, vendorRoute, vendors} from '../../../../src/components/integrations/vendors';

const pagesDir = join(__dirname, '../../../../docs/integrations/data-discovery-integrations');
const NON_VENDOR_PAGES = new Set(['index.mdx', 'list-of-capabilities.mdx']);
/** Vendors whose single-vendor pages the site must have (named in the product's route list). */
const REQUIRED_SLUGS = ['accelo', 'hubspot', 'salesforce', 'shopify', 'slack', 'stripe', 'zendesk'];

describe('vendor catalogue (data/vendors.json)', () => {
  it('has about 150 vendors, at least 140', () => {
    expect(vendors.length).toBeGreaterThanOrEqual(140);
  });

  it('has unique, lowercase, URL-safe slugs', () => {
    const slugs = vendors.map((vendor) => vendor.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has unique names', () => {
    const names = vendors.map((vendor) => vendor.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('includes every vendor named in the route list', () => {
    for (const slug of REQUIRED_SLUGS) {
      expect(getVendor(slug).slug).toBe(slug);
    }
  });

  it('gives every vendor at least one capability and non-empty setup facts', () => {
    for (const vendor of vendors) {
      expect(capabilityKeys.some((key) => vendor.capabilities[key]), vendor.slug).toBe(true);
      expect(vendor.prerequisites.length, vendor.slug).toBeGreaterThan(0);
      expect(vendor.setupNotes.length, vendor.slug).toBeGreaterThan(0);
      expect(vendor.scopes.length, vendor.slug).toBeGreaterThan(0);
      expect(vendor.personalData.length, vendor.slug).toBeGreaterThan(0);
      expect(vendor.scannedObjects.length, vendor.slug).toBeGreaterThan(0);
      for (const text of [vendor.summary, vendor.category, vendor.adminRole, ...vendor.setupNotes]) {
        expect(text.trim(), vendor.slug).not.toBe('');
      }
    }
  });

  it('does not repeat setup notes or summaries between vendors', () => {
    const notes = vendors.flatMap((vendor) => vendor.setupNotes);
    expect(new Set(notes).size).toBe(notes.length);
    const summaries = vendors.map((vendor) => vendor.summary);
    expect(new Set(summaries).size).toBe(summaries.length);
  });

  it('throws for an unknown slug', () => {
    expect(() => getVendor('not-a-vendor')).toThrow(/Unknown data-discovery vendor/);
  });
});

describe('vendor pages', () => {
  const pageSlugs = readdirSync(pagesDir)
    .filter((file) => file.endsWith('.mdx') && !NON_VENDOR_PAGES.has(file))
    .map((file) => file.replace(/\.mdx$/, ''));

  it('has a page for every vendor', () => {
    for (const vendor of vendors) {
      expect(existsSync(join(pagesDir, `${vendor.slug}.mdx`)), vendor.slug).toBe(true);
    }
  });

  it('has a vendor for every page', () => {
    const slugs = new Set(vendors.map((vendor) => vendor.slug));
    for (const slug of pageSlugs) {
      expect(slugs.has(slug), slug).toBe(true);
    }
  });

  it("imports its own vendor's record, and no other vendor data, and passes it to both components", () => {
    for (const slug of pageSlugs) {
      const page = readFileSync(join(pagesDir, `${slug}.mdx`), 'utf8');
      const imports = [...page.matchAll(/^import .* from '([^']*data\/vendor[^']*)';$/gm)].map((match) => match[1]);
      expect(imports, slug).toEqual([`@site/data/vendor-record.json?vendor=${slug}`]);
      expect(page, slug).toContain('<VendorFacts vendor={vendor} />');
      expect(page, slug).toContain('<VendorSetupSteps vendor={vendor} />');
    }
  });

  it('routes each vendor under /integrations/data-discovery-integrations/', () => {
    expect(vendorRoute('hubspot')).toBe('/integrations/data-discovery-integrations/hubspot');
  });
});
