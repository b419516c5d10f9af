import {describe, expect, it} from 'vitest';
import {buildCapabilityMatrixRows} from '../../../../src/components/integrations/capabilityMatrixRows';
import {capabilityKeys, getVendor, vendorRoute, vendors} from '../../../../src/components/integrations/vendors';

describe('buildCapabilityMatrixRows', () => {
  const rows = buildCapabilityMatrixRows(vendors);

  it('has exactly one row per vendor', () => {
    expect(rows).toHaveLength(vendors.length);
    expect(new Set(rows.map((row) => row.slug))).toEqual(new Set(vendors.map((vendor) => vendor.slug)));
  });

  it('sorts rows by vendor name', () => {
    const names = rows.map((row) => row.name);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'}));
    expect(names).toEqual(sorted);
  });

  it('has one cell per capability that mirrors the vendor data', () => {
    for (const row of rows) {
      const vendor = getVendor(row.slug);
      expect(row.cells.map((cell) => cell.key)).toEqual([...capabilityKeys]);
      for (const cell of row.cells) {
        expect(cell.supported, `${row.slug}.${cell.key}`).toBe(vendor.capabilities[cell.key]);
      }
      expect(row.route).toBe(vendorRoute(row.slug));
    }
  });

  it('does not depend on the input order', () => {
    const reversed = buildCapabilityMatrixRows([...vendors].reverse());
    expect(reversed.map((row) => row.slug)).toEqual(rows.map((row) => row.slug));
  });
});
