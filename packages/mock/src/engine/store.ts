import {randomUUID} from 'node:crypto';
import type {Json} from './documents';
import type {Collection} from './resources';

/**
 * The mock's state: the items of every store, seeded with the document's own examples (the
 * reference's sample data, with its IDs) the first time a store is read. Items are plain JSON, so
 * the whole state can be written to and read from a file (`--data DIR`).
 */

export interface Entry {
  /** The item's ID as a string, or `#<seq>` for items without one. */
  id: string;
  /** Insertion order: the tie-breaker of items without a sort value. */
  seq: number;
  item: Json;
}

export interface SavedState {
  seq: number;
  stores: Record<string, Entry[]>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A new ID shaped like the examples' IDs: a UUID, the next integer, or a prefix and random characters. */
export function newId(like: unknown, taken: Entry[]): unknown {
  if (typeof like === 'number') return Math.max(like, ...taken.map((e) => Number(e.id) || 0)) + 1;
  if (typeof like === 'string' && !UUID.test(like)) {
    const prefix = /^[a-z]+_/i.exec(like)?.[0] ?? '';
    const rest = like.length - prefix.length;
    return prefix + randomUUID().replace(/-/g, '').padEnd(rest, '0').slice(0, Math.max(rest, 8));
  }
  return randomUUID();
}

export class Store {
  private stores = new Map<string, Entry[]>();
  private seq = 0;
  /** Called after every change, with the state to save. */
  onChange?: (state: SavedState) => void;

  constructor(saved?: SavedState) {
    if (saved) {
      this.seq = saved.seq;
      for (const [key, entries] of Object.entries(saved.stores)) this.stores.set(key, entries);
    }
  }

  /** The entries of a store, seeded from `seeds` on first use. */
  entries(key: string, collection: Collection, seeds: () => Json[]): Entry[] {
    let entries = this.stores.get(key);
    if (!entries) {
      entries = [];
      for (const item of seeds()) {
        const id = collection.idField ? String(item[collection.idField]) : `#${this.seq + 1}`;
        if (collection.idField && entries.some((e) => e.id === id)) continue;
        entries.push({id, seq: ++this.seq, item: structuredClone(item)});
      }
      this.stores.set(key, entries);
    }
    return entries;
  }

  add(key: string, collection: Collection, item: Json): Entry {
    const entries = this.stores.get(key)!;
    const entry = {id: collection.idField ? String(item[collection.idField]) : `#${this.seq + 1}`, seq: ++this.seq, item};
    entries.push(entry);
    this.changed();
    return entry;
  }

  remove(key: string, id: string): void {
    const entries = this.stores.get(key);
    if (entries) this.stores.set(key, entries.filter((e) => e.id !== id));
    this.changed();
  }

  /** Back to the sample data: every store is seeded again when next read. */
  reset(): void {
    this.stores.clear();
    this.changed();
  }

  changed(): void {
    this.onChange?.({seq: this.seq, stores: Object.fromEntries(this.stores)});
  }
}

/** Deep merge of a PATCH body into an item: objects merge, everything else (arrays, null) replaces. */
export function mergeInto(target: Json, patch: Json): Json {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' && !Array.isArray(current)) {
      mergeInto(current as Json, value as Json);
    } else target[key] = value;
  }
  return target;
}
