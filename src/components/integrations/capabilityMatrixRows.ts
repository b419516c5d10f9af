/** Turns the vendor catalogue into the rows of the capability matrix; pure so that tests can check it. */
import {capabilityKeys, capabilityLabels, nameCollator, vendorRoute, type CapabilityKey, type Vendor} from './vendors';

export interface CapabilityCell {
  key: CapabilityKey;
  label: string;
  supported: boolean;
}

export interface CapabilityMatrixRow {
  slug: string;
  name: string;
  category: string;
  route: string;
  cells: CapabilityCell[];
}

export function buildCapabilityMatrixRows(list: readonly Vendor[]): CapabilityMatrixRow[] {
  return [...list]
    .sort((a, b) => nameCollator.compare(a.name, b.name))
    .map((vendor) => ({
      slug: vendor.slug,
      name: vendor.name,
      category: vendor.category,
      route: vendorRoute(vendor.slug),
      cells: capabilityKeys.map((key) => ({
        key,
        label: capabilityLabels[key],
        supported: vendor.capabilities[key],
      })),
    }));
}

/** How many vendors support each capability; shown in the matrix caption. */
export function countSupported(rows: readonly CapabilityMatrixRow[]): Record<CapabilityKey, number> {
  const counts: Record<CapabilityKey, number> = {discovery: 0, access: 0, deletion: 0, optOut: 0};
  for (const row of rows) {
    for (const cell of row.cells) {
      if (cell.supported) counts[cell.key] += 1;
    }
  }
  return counts;
}
