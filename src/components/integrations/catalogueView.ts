/**
 * What the vendor catalogue shows: the reader's filter and sort, read from and written to the query
 * string (so a filtered view can be shared), and the rows that pass them. Pure, so tests can check
 * it without a browser.
 */
import {capabilityKeys, nameCollator, type CapabilityKey} from './vendorModel';
import type {CapabilityMatrixRow} from './capabilityMatrixRows';

/** A column the catalogue sorts by: the vendor name, its category, or one capability (supported first). */
export type SortColumn = 'name' | 'category' | CapabilityKey;
export type SortDirection = 'ascending' | 'descending';

export interface CatalogueView {
  /** Part of a vendor name, matched without regard to case or accents. */
  name: string;
  /** Only vendors in this category; null for every category. */
  category: string | null;
  /** Only vendors supporting every one of these capabilities. */
  capabilities: CapabilityKey[];
  sort: SortColumn;
  direction: SortDirection;
}

export const DEFAULT_VIEW: CatalogueView = {
  name: '',
  category: null,
  capabilities: [],
  sort: 'name',
  direction: 'ascending',
};

const SORT_COLUMNS: readonly SortColumn[] = ['name', 'category', ...capabilityKeys];

/** Longest name filter kept from a URL; longer input cannot match a vendor name anyway. */
const MAX_NAME_LENGTH = 100;

function isCapability(value: string): value is CapabilityKey {
  return (capabilityKeys as readonly string[]).includes(value);
}

/**
 * The view a query string asks for (`?q=hub&category=CRM&can=deletion,optOut&sort=category&order=desc`).
 * Unknown or malformed values fall back to the default rather than failing: a shared link with a
 * typo still opens the catalogue.
 */
export function parseCatalogueView(search: string, knownCategories: ReadonlySet<string>): CatalogueView {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const sort = params.get('sort') ?? '';
  return {
    name: (params.get('q') ?? '').slice(0, MAX_NAME_LENGTH),
    category: category !== null && knownCategories.has(category) ? category : null,
    capabilities: capabilityKeys.filter((key) =>
      (params.get('can') ?? '').split(',').filter(isCapability).includes(key),
    ),
    sort: (SORT_COLUMNS as readonly string[]).includes(sort) ? (sort as SortColumn) : DEFAULT_VIEW.sort,
    direction: params.get('order') === 'desc' ? 'descending' : 'ascending',
  };
}

/** The query string of a view, default values left out (`''` for the default view). */
export function formatCatalogueView(view: CatalogueView): string {
  const params = new URLSearchParams();
  if (view.name.trim()) params.set('q', view.name);
  if (view.category) params.set('category', view.category);
  if (view.capabilities.length > 0) params.set('can', view.capabilities.join(','));
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.direction !== DEFAULT_VIEW.direction) params.set('order', 'desc');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Lower case without accents, so "cafe" finds "Café". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function supports(row: CapabilityMatrixRow, key: CapabilityKey): boolean {
  return row.cells.some((cell) => cell.key === key && cell.supported);
}

function compareBy(column: SortColumn): (a: CapabilityMatrixRow, b: CapabilityMatrixRow) => number {
  if (column === 'name') return (a, b) => nameCollator.compare(a.name, b.name);
  if (column === 'category') {
    return (a, b) => nameCollator.compare(a.category, b.category) || nameCollator.compare(a.name, b.name);
  }
  // Supported first, then by name, so that "sort by Opt-out" lists the vendors that can do it.
  return (a, b) => Number(supports(b, column)) - Number(supports(a, column)) || nameCollator.compare(a.name, b.name);
}

/** The rows a view shows, in its order. */
export function applyCatalogueView(rows: readonly CapabilityMatrixRow[], view: CatalogueView): CapabilityMatrixRow[] {
  const needle = folded(view.name.trim());
  const compare = compareBy(view.sort);
  return rows
    .filter(
      (row) =>
        (!needle || folded(row.name).includes(needle)) &&
        (!view.category || row.category === view.category) &&
        view.capabilities.every((key) => supports(row, key)),
    )
    .sort(view.direction === 'ascending' ? compare : (a, b) => compare(b, a));
}

/** The view after a click on a column header: the same column flips direction, another starts ascending. */
export function sortedBy(view: CatalogueView, column: SortColumn): CatalogueView {
  if (view.sort === column) {
    return {...view, direction: view.direction === 'ascending' ? 'descending' : 'ascending'};
  }
  return {...view, sort: column, direction: 'ascending'};
}
