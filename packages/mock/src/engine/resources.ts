import type {Operation} from 'openapi-backend';
import {allExamples, firstExample, type Json} from './documents';

/**
 * The collections of a document, found from its paths alone, so a new operation or field in
 * `openapi/*.yaml` is served with state without a change here:
 * - a collection is a path `T` with a list (`GET T` answering `{items, next}` or an array), or
 *   with a create (`POST`/`PUT T`) and an item path `T/{id}`;
 * - its items' ID field is the item path's parameter when the items have that property, else the
 *   property holding the parameter's example value (`actionItemId` → `dsarActionItemId`);
 * - a collection under a parent (`/configs/{configId}/rules`) keeps its items per parent, unless
 *   its items name the parent themselves (a rule's `configId`): then it is a view of the one
 *   store of that ID field, which `POST /rules` also fills;
 * - collections with the same ID field share a store (a deprecated path and its replacement).
 */

export interface Collection {
  /** Path template of the list and create calls, e.g. `/v1/cookie-consent/configs/{configId}/rules`. */
  template: string;
  /** Path template of one item, if the document has one: `template/{param}`. */
  itemTemplate?: string;
  itemParam?: string;
  /** The items' ID property, if they have one. */
  idField?: string;
  /** The template's last path parameter, for a collection under a parent. */
  parentParam?: string;
  /** The items name their parent in this property: the store is shared and filtered by it. */
  parentField?: string;
  /** `items` page, or a bare array. */
  listShape: 'page' | 'array';
  /** Example items: the seed of the store and the prototype of created items. */
  examples: Json[];
  /** The property names an item may have (its schema's and its examples'). */
  properties: Set<string>;
}

const PARAM = /\{([^}]+)\}/g;
const shapeOf = (template: string) => template.replace(PARAM, '{}');

function successMedia(operation: Operation | undefined): Json | undefined {
  if (!operation) return undefined;
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  const status = Object.keys(responses).find((code) => /^2\d\d$/.test(code));
  return status ? ((responses[status].content as Record<string, Json> | undefined)?.['application/json'] as Json | undefined) : undefined;
}

export function successStatus(operation: Operation): number {
  return Number(Object.keys(operation.responses ?? {}).find((code) => /^2\d\d$/.test(code)) ?? 200);
}

export function successExample(operation: Operation): unknown {
  return firstExample(successMedia(operation));
}

function listedItems(operation: Operation | undefined): {shape: 'page' | 'array'; items: Json[]} | undefined {
  const examples = allExamples(successMedia(operation));
  if (!examples.length) return undefined;
  const first = examples[0];
  if (Array.isArray(first)) return {shape: 'array', items: examples.flatMap((e) => (Array.isArray(e) ? (e as Json[]) : []))};
  if (first && typeof first === 'object' && Array.isArray((first as Json).items) && 'next' in (first as Json)) {
    return {shape: 'page', items: examples.flatMap((e) => ((e as Json).items as Json[]) ?? [])};
  }
  return undefined;
}

function schemaProperties(media: Json | undefined, shape: 'page' | 'array' | 'item'): string[] {
  let schema = media?.schema as Json | undefined;
  if (shape === 'page') schema = (schema?.properties as Json | undefined)?.items as Json | undefined;
  if (shape !== 'item') schema = schema?.items as Json | undefined;
  const all = [schema, ...(((schema?.allOf as Json[]) ?? []))];
  return all.flatMap((s) => Object.keys((s?.properties as Json | undefined) ?? {}));
}

export function findCollections(operations: Operation[]): Collection[] {
  const byPath = new Map<string, Map<string, Operation>>();
  for (const operation of operations) {
    if (!byPath.has(operation.path)) byPath.set(operation.path, new Map());
    byPath.get(operation.path)!.set(operation.method, operation);
  }
  const collections: Collection[] = [];
  for (const [template, methods] of byPath) {
    if (template.endsWith('}')) continue;
    const itemTemplate = [...byPath.keys()].find((path) => path.startsWith(`${template}/{`) && /^\/\{[^/}]+\}$/.test(path.slice(template.length)));
    const list = listedItems(methods.get('get'));
    const creates = methods.has('post') || methods.has('put');
    if (!list && !(creates && itemTemplate)) continue;
    const item = itemTemplate ? byPath.get(itemTemplate)!.get('get') : undefined;
    const itemExample = item ? successExample(item) : undefined;
    const examples = [...(list?.items ?? [])];
    if (itemExample && typeof itemExample === 'object' && !Array.isArray(itemExample)) examples.push(itemExample as Json);
    if (!examples.length) {
      // A collection known from its create call only (POST /rules): its created items are the prototype.
      const created = successExample((methods.get('post') ?? methods.get('put'))!);
      if (Array.isArray(created)) examples.push(...(created as Json[]));
      else if (created && typeof created === 'object') examples.push(...(((created as Json).items as Json[]) ?? [created as Json]));
    }
    const properties = new Set([
      ...examples.flatMap((e) => Object.keys(e)),
      ...schemaProperties(successMedia(methods.get('get')), list?.shape ?? 'page'),
      ...schemaProperties(successMedia(item), 'item'),
    ]);
    const itemParam = itemTemplate ? /\{([^}]+)\}$/.exec(itemTemplate)![1] : undefined;
    let idField: string | undefined;
    if (itemParam && properties.has(itemParam)) idField = itemParam;
    else if (itemParam && item) {
      const parameter = ((item.parameters ?? []) as unknown as Json[]).find((p) => p.name === itemParam);
      const example = parameter?.example;
      idField = Object.keys(examples[0] ?? {}).find((key) => example !== undefined && examples.some((e) => e[key] === example));
    }
    const parents = [...template.matchAll(PARAM)].map((m) => m[1]);
    const parentParam = parents.at(-1);
    collections.push({
      template,
      itemTemplate,
      itemParam,
      idField,
      parentParam,
      parentField: parentParam && properties.has(parentParam) ? parentParam : undefined,
      listShape: list?.shape ?? 'page',
      examples,
      properties,
    });
  }
  // A list without an item path of its own (`/configs/{configId}/rules`) holds the items of the
  // collection of the same name that has one (`/rules/{ruleId}`): it shares that store.
  const lastName = (template: string) => template.split('/').filter((s) => s && !s.startsWith('{')).pop();
  for (const collection of collections) {
    if (collection.idField) continue;
    const named = collections.find((other) => other.idField && other !== collection && lastName(other.template) === lastName(collection.template) && collection.properties.has(other.idField));
    if (named) collection.idField = named.idField;
  }
  return collections;
}

/** The store a collection's items live in: shared by ID field, per parent unless the items name it. */
export function storeKey(collection: Collection, params: Record<string, string>): string {
  const kind = collection.idField ?? shapeOf(collection.template);
  if (!collection.parentParam || collection.parentField) return kind;
  return `${kind}@${params[collection.parentParam]}`;
}

/** Which collection a path template belongs to, and how: the collection itself, one item, or below an item. */
export function placeOf(collections: Collection[], template: string): {collection: Collection; place: 'collection' | 'item' | 'below-item'} | undefined {
  const shape = shapeOf(template);
  for (const collection of collections) {
    if (shapeOf(collection.template) === shape) return {collection, place: 'collection'};
    if (collection.itemTemplate && shapeOf(collection.itemTemplate) === shape) return {collection, place: 'item'};
  }
  // The deepest item path the template starts with: `/configs/{configId}/publish` is below a config.
  let below: Collection | undefined;
  for (const collection of collections) {
    if (collection.itemTemplate && shape.startsWith(`${shapeOf(collection.itemTemplate)}/`)) {
      if (!below || collection.itemTemplate.length > below.itemTemplate!.length) below = collection;
    }
  }
  return below ? {collection: below, place: 'below-item'} : undefined;
}
