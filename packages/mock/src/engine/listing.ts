import type {Json} from './documents';
import type {Entry} from './store';

/**
 * One page of a list, as the Customer REST API guide documents lists: filters narrow together,
 * newest first unless `sortBy`/`sortOrder` say otherwise, ties broken by ID, and `next` a cursor
 * (the last item's sort value and ID), so items created or deleted while a client pages do not
 * shift the pages. The last page has `next: null`.
 *
 * Filters are read from the operation's own query parameters: a parameter names an item property
 * (`status`), its plural (`domain` → `domains`), a property ending in it (`source` →
 * `requestSource`, `name` → `productName`) or one in a nested object (`connectorId` →
 * `connector.connectorId`). `after` means created after, `<field>After` (`updatedAfter`) that
 * field after. Names match case-insensitively in part; list values take the `any:`, `all:` and
 * `not:` prefixes.
 */

const PAGING = new Set(['limit', 'next', 'sortBy', 'sortOrder']);

export class BadToken extends Error {}

type Path = string[];

/** Where a filter parameter's value lives in an item, or undefined when the items have no such property. */
export function filterPath(name: string, properties: Set<string>, sample: Json | undefined): Path | undefined {
  if (properties.has(name)) return [name];
  if (properties.has(`${name}s`)) return [`${name}s`];
  const suffix = name[0].toUpperCase() + name.slice(1);
  const ending = [...properties].find((p) => p.endsWith(suffix));
  if (ending) return [ending];
  for (const [key, value] of Object.entries(sample ?? {})) {
    if (value && typeof value === 'object' && !Array.isArray(value) && name in (value as Json)) return [key, name];
  }
  return undefined;
}

const read = (item: Json, path: Path): unknown => path.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], item);

function matches(value: unknown, wanted: unknown, name: string): boolean {
  if (Array.isArray(value)) {
    const text = String(wanted);
    const prefix = /^(any|all|not):/.exec(text)?.[1] ?? 'any';
    const values = text.replace(/^(any|all|not):/, '').split(',');
    const has = (v: string) => value.map(String).includes(v);
    if (prefix === 'all') return values.every(has);
    if (prefix === 'not') return !values.some(has);
    return values.some(has);
  }
  if (value === undefined || value === null) return false;
  if (typeof wanted === 'boolean' || typeof wanted === 'number') return value === wanted || String(value) === String(wanted);
  if (/name$/i.test(name)) return String(value).toLowerCase().includes(String(wanted).toLowerCase());
  return String(value) === String(wanted);
}

export function encodeToken(field: string, value: unknown, id: string): string {
  return Buffer.from(JSON.stringify({[field]: value ?? null, id})).toString('base64url');
}

function decodeToken(token: string, field: string): {value: unknown; id?: string} {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw new BadToken('query parameter next is not a token a list call returned');
  }
  if (!decoded || typeof decoded !== 'object' || !(field in (decoded as Json))) {
    throw new BadToken(`query parameter next was not made for this sort order (sortBy=${field})`);
  }
  const {id, [field]: value} = decoded as Json;
  return {value, id: typeof id === 'string' ? id : undefined};
}

const compareValues = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
};

export interface PageRequest {
  query: Record<string, unknown>;
  /** Query parameters the list operation declares. */
  declared: string[];
  properties: Set<string>;
  /** Parameters that are not filters here (already used to pick the store). */
  skip?: string[];
}

export function listPage(entries: Entry[], request: PageRequest): {items: Json[]; next: string | null} {
  const {query, properties} = request;
  const sample = entries[0]?.item;
  let selected = entries;
  for (const name of request.declared) {
    const wanted = query[name];
    if (wanted === undefined || PAGING.has(name) || request.skip?.includes(name)) continue;
    const after = /^(\w*?)After$|^after$/.exec(name);
    if (after) {
      const field = after[1] || 'created';
      selected = selected.filter((e) => compareValues(e.item[field], wanted) > 0);
      continue;
    }
    const path = filterPath(name, properties, sample);
    if (path) selected = selected.filter((e) => matches(read(e.item, path), wanted, name));
  }
  const field = typeof query.sortBy === 'string' ? query.sortBy : 'created';
  const direction = query.sortOrder === 'asc' ? 1 : -1;
  const key = (e: Entry) => (field === 'created' && e.item.created === undefined ? e.seq : e.item[field]);
  const order = (a: Entry, b: Entry) => direction * (compareValues(key(a), key(b)) || compareValues(a.id, b.id));
  let sorted = [...selected].sort(order);
  if (typeof query.next === 'string') {
    const cursor = decodeToken(query.next, field);
    sorted = sorted.filter((e) => {
      const byValue = direction * compareValues(key(e), cursor.value);
      return byValue > 0 || (byValue === 0 && cursor.id !== undefined && direction * compareValues(e.id, cursor.id) > 0);
    });
  }
  const limit = typeof query.limit === 'number' ? query.limit : 100;
  const page = sorted.slice(0, limit);
  const last = page.at(-1);
  return {items: page.map((e) => e.item), next: sorted.length > limit && last ? encodeToken(field, key(last), last.id) : null};
}
