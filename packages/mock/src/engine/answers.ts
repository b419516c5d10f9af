import type {Operation} from 'openapi-backend';
import type {Json} from './documents';
import {BadToken, listPage} from './listing';
import {placeOf, storeKey, successExample, successStatus, type Collection} from './resources';
import {mergeInto, newId, type Entry, type Store} from './store';
import type {Accepted} from './contract';

/**
 * The answer to a request the contract accepted: from the state for the calls of a collection
 * (list, create, read, update, delete, and the calls below an item, which 404 when the item does
 * not exist), else the document's own example of the success response.
 */

export interface Answer {
  status: number;
  body?: unknown;
}

/**
 * Stamps are whole seconds, as the documents' examples are, and each is at least a second after
 * the one before: an item created while a client pages a newest-first list is always newer than
 * the cursor's item, so it never shifts the pages still to come (a tie in the same second would be
 * broken by a random ID).
 */
let lastStamp = 0;
const now = () => {
  lastStamp = Math.max(Math.floor(Date.now() / 1000) * 1000, lastStamp + 1000);
  return new Date(lastStamp).toISOString().replace(/\.\d{3}Z$/, 'Z');
};

function notFound(what: string): Answer {
  return {status: 404, body: {message: `Resource not found: ${what}`}};
}

/** The example's shape filled from an item: the item itself when the example is one, else the example's keys with the item's values. */
function shaped(example: unknown, item: Json, collection: Collection): unknown {
  if (!example || typeof example !== 'object' || Array.isArray(example)) return item;
  if (collection.idField && collection.idField in (example as Json) && Object.keys(example as Json).length > 3) return item;
  return Object.fromEntries(Object.entries(example as Json).map(([key, value]) => [key, key in item ? item[key] : value]));
}

/** The items a create body holds: an array's objects, one object, or the objects of an object's arrays (crossed with a plural ID list: `configIds` × `cookies`). */
function bodyItems(body: unknown, collection: Collection): Json[] {
  if (Array.isArray(body)) return body.filter((b): b is Json => Boolean(b) && typeof b === 'object');
  if (!body || typeof body !== 'object') return [{}];
  const object = body as Json;
  const lists = Object.entries(object).filter(([, v]) => Array.isArray(v) && v.length && v.every((x) => x && typeof x === 'object'));
  if (!lists.length) return [object];
  const listNames = new Set(lists.map(([name]) => name));
  const rest = Object.fromEntries(Object.entries(object).filter(([k, v]) => !listNames.has(k) && !(Array.isArray(v) && v.every((x) => x && typeof x === 'object'))));
  const crossed = Object.entries(rest).find(([k, v]) => Array.isArray(v) && k.endsWith('s') && collection.properties.has(k.slice(0, -1)));
  const base = lists.flatMap(([, list]) => (list as Json[]).map((item) => ({...rest, ...item})));
  if (!crossed) return base;
  const [name, values] = crossed;
  return (values as unknown[]).flatMap((value) => base.map((item) => ({...item, [name.slice(0, -1)]: value})));
}

export class Answers {
  /** Where each operation's path template sits among the collections: found once per template. */
  private readonly places = new Map<string, ReturnType<typeof placeOf>>();

  constructor(
    private readonly collections: Collection[],
    private readonly store: Store,
    /** IDs the document's examples name anywhere, by ID field: each is an item of the sample data. */
    private readonly namedIds: Map<string, Set<unknown>>,
  ) {}

  private seeds(collection: Collection, params: Record<string, string>): () => Json[] {
    return () => {
      const related = this.collections.filter((c) => storeKey(c, params) === storeKey(collection, params) || (c.idField && c.idField === collection.idField && !c.parentParam && !collection.parentParam));
      const items = related.flatMap((c) => c.examples);
      const prototype = items[items.length - 1];
      if (collection.idField && prototype && (!collection.parentParam || collection.parentField)) {
        for (const id of this.namedIds.get(collection.idField) ?? []) {
          if (!items.some((item) => item[collection.idField!] === id)) items.push({...structuredClone(prototype), [collection.idField]: id});
        }
      }
      return items;
    };
  }

  private entriesOf(collection: Collection, params: Record<string, string>): Entry[] {
    const all = this.store.entries(storeKey(collection, params), collection, this.seeds(collection, params));
    if (!collection.parentField || !collection.parentParam) return all;
    const parent = params[collection.parentParam];
    return all.filter((e) => String(e.item[collection.parentField!]) === parent);
  }

  /** The item a concrete path names through `collection`'s item template, found by its position in the path. */
  private itemAt(collection: Collection, pathname: string, params: Record<string, string>): Entry | undefined {
    const depth = collection.itemTemplate!.split('/').length;
    const id = decodeURIComponent(pathname.split('/')[depth - 1]);
    return this.entriesOf(collection, params).find((e) => e.id === id);
  }

  /** The collection whose item the path is below, if any, for the 404 of an unknown parent. */
  private parentOf(template: string): Collection | undefined {
    const parentTemplate = template.replace(/\/[^/]+$/, '');
    return parentTemplate.endsWith('}') ? placeOf(this.collections, parentTemplate)?.collection : undefined;
  }

  answer(accepted: Accepted, pathname: string): Answer {
    const {operation} = accepted;
    if (!this.places.has(operation.path)) this.places.set(operation.path, placeOf(this.collections, operation.path));
    const place = this.places.get(operation.path);
    const example = (): Answer => ({status: successStatus(operation), body: successExample(operation)});
    if (!place) return example();
    const {collection} = place;
    const parent = place.place === 'collection' ? this.parentOf(collection.template) : undefined;
    if (parent && parent.itemTemplate && !this.itemAt(parent, pathname, accepted.params)) return notFound(pathname.split('/').slice(0, parent.itemTemplate.split('/').length).join('/'));
    try {
      if (place.place === 'collection') return this.onCollection(collection, accepted, operation);
    } catch (error) {
      if (error instanceof BadToken) return {status: 400, body: {message: error.message}};
      throw error;
    }
    const entry = this.itemAt(collection, pathname, accepted.params);
    if (!entry) return notFound(pathname.split('/').slice(0, collection.itemTemplate!.split('/').length).join('/'));
    if (place.place === 'below-item') return example();
    return this.onItem(collection, entry, accepted, operation);
  }

  private onCollection(collection: Collection, accepted: Accepted, operation: Operation): Answer {
    const entries = this.entriesOf(collection, accepted.params);
    if (operation.method === 'get') {
      const declared = ((operation.parameters ?? []) as unknown as Json[]).filter((p) => p.in === 'query').map((p) => String(p.name));
      const page = listPage(entries, {query: accepted.query, declared, properties: collection.properties});
      const template = successExample(operation);
      if (collection.listShape === 'array') return {status: successStatus(operation), body: page.items};
      return {status: successStatus(operation), body: {...(template as Json), items: page.items, next: page.next}};
    }
    const created = bodyItems(accepted.body, collection).map((fields) => this.create(collection, accepted, fields));
    const status = successStatus(operation);
    const example = successExample(operation);
    if (status === 204 || example === undefined) return {status};
    if (Array.isArray(example)) return {status, body: created};
    if (example && typeof example === 'object' && Array.isArray((example as Json).items)) return {status, body: {...(example as Json), items: created}};
    return {status, body: shaped(example, created[0], collection)};
  }

  private create(collection: Collection, accepted: Accepted, fields: Json): Json {
    const key = storeKey(collection, accepted.params);
    const entries = this.entriesOf(collection, accepted.params);
    const prototype = structuredClone(collection.examples[0] ?? {});
    const item: Json = {...prototype};
    for (const [name, value] of Object.entries(fields)) if (collection.properties.has(name)) item[name] = value;
    const stamp = now();
    if ('created' in item || collection.properties.has('created')) item.created = stamp;
    if ('updated' in item || collection.properties.has('updated')) item.updated = stamp;
    if (collection.parentField && collection.parentParam && item[collection.parentField] === prototype[collection.parentField] && !(collection.parentField in fields)) {
      item[collection.parentField] = accepted.params[collection.parentParam];
    }
    if (collection.idField) item[collection.idField] = newId(prototype[collection.idField], this.store.entries(key, collection, () => []).concat(entries));
    this.store.add(key, collection, item);
    return item;
  }

  private onItem(collection: Collection, entry: Entry, accepted: Accepted, operation: Operation): Answer {
    const status = successStatus(operation);
    const example = successExample(operation);
    const key = storeKey(collection, accepted.params);
    if (operation.method === 'delete') {
      // A documented deactivation (`active`) keeps the item, listed only with active=false.
      if (typeof entry.item.active === 'boolean') {
        entry.item.active = false;
        if ('updated' in entry.item) entry.item.updated = now();
        this.store.changed();
      } else this.store.remove(key, entry.id);
      return {status};
    }
    if (operation.method === 'patch' || operation.method === 'put') {
      const patch = accepted.body && typeof accepted.body === 'object' && !Array.isArray(accepted.body) ? (accepted.body as Json) : {};
      const known = Object.fromEntries(Object.entries(patch).filter(([name]) => collection.properties.has(name) && name !== collection.idField));
      mergeInto(entry.item, known);
      if ('updated' in entry.item || collection.properties.has('updated')) entry.item.updated = now();
      this.store.changed();
    }
    if (status === 204) return {status};
    return {status, body: shaped(example, entry.item, collection)};
  }
}
