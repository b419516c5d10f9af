import {createRequire} from 'node:module';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {getVendor, vendors} from '../../../../src/components/integrations/vendors';

const {catalogueBySlug, vendorRecordModule} = createRequire(__filename)('../../../../plugins/vendor-record/loader.cjs') as {
  catalogueBySlug: (file: string) => Map<string, unknown>;
  vendorRecordModule: (bySlug: Map<string, unknown>, resourceQuery: string) => string;
};

describe('vendor record loader (plugins/vendor-record)', () => {
  const bySlug = catalogueBySlug(join(__dirname, '../../../../data/vendors.json'));

  it('makes a module exporting exactly the record of the slug in the query', () => {
    const module = vendorRecordModule(bySlug, '?vendor=stripe');
    expect(module.startsWith('export default ')).toBe(true);
    const record = JSON.parse(module.replace(/^export default /, '').replace(/;\s*$/, '')) as {slug: string};
    expect(record).toEqual(getVendor('stripe'));
    expect(module).not.toContain(getVendor('hubspot').summary);
  });

  it('reads every vendor of the catalogue, once', () => {
    expect(bySlug.size).toBe(vendors.length);
    expect(catalogueBySlug(join(__dirname, '../../../../data/vendors.json'))).toBe(bySlug);
  });

  it('fails the build on an unknown or missing slug', () => {
    expect(() => vendorRecordModule(bySlug, '?vendor=not-a-vendor')).toThrow(/Unknown data-discovery vendor "not-a-vendor"/);
    expect(() => vendorRecordModule(bySlug, '?other=stripe')).toThrow(/Unknown data-discovery vendor/);
  });
});
