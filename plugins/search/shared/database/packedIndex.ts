import type {AsPlainObject} from 'minisearch';
import {FilledOnRead} from '../filledOnRead';
import {shapeError, type PackedSearchIndex} from './layout';

/**
 * The MiniSearch index in search-db.json: packed at build time without document ids and with
 * gap-coded postings, read back term by term.
 */

/** The serialized MiniSearch index without document ids (their positions), postings gap-coded. */
export function packSearchIndex(index: AsPlainObject, ids: string[]): PackedSearchIndex {
  const documentIds = index.documentIds as Record<string, string>;
  ids.forEach((id, shortId) => {
    if (documentIds[shortId] !== id) {
      throw new Error(`[search] short id ${shortId} is not document ${id}: the index must be built in document order`);
    }
  });
  if (Object.keys(documentIds).length !== ids.length) {
    throw new Error('[search] the index holds other documents than the ones written');
  }
  const fieldLength = index.fieldLength as Record<string, number[]>;
  const fieldCount = Object.keys(index.fieldIds).length;
  return {
    documentCount: index.documentCount,
    nextId: index.nextId,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    fieldLength: ids.map((_, shortId) => fieldLength[shortId]),
    // Sorted by code units, as the split index's term list (shared/splitIndex.ts), so that a
    // prefix's terms come out of MiniSearch's tree in that order (see termMatches.ts).
    index: [...index.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([term, data]) => {
      const fields: Array<0 | number[]> = [];
      for (let fieldId = 0; fieldId < fieldCount; fieldId += 1) {
        const entry = (data as Record<string, Record<string, number>>)[fieldId];
        if (!entry) {
          fields.push(0);
          continue;
        }
        const postings: number[] = [];
        let previous = 0;
        for (const shortId of Object.keys(entry).map(Number).sort((a, b) => a - b)) {
          postings.push(shortId - previous);
          previous = shortId;
          if (entry[shortId] !== 1) {
            postings.push(-entry[shortId]);
          }
        }
        fields.push(postings);
      }
      while (fields.length > 0 && fields[fields.length - 1] === 0) {
        fields.pop();
      }
      return [term, ...fields];
    }),
    serializationVersion: index.serializationVersion,
  };
}

/** Postings of one term as MiniSearch holds them in memory: field id → (short id → term frequency). */
export type TermPostings = Map<number, Map<number, number>>;

export function checkedIndex(packed: PackedSearchIndex): PackedSearchIndex {
  if (!Array.isArray(packed.index) || !Array.isArray(packed.fieldLength)) {
    throw shapeError('searchIndex');
  }
  return packed;
}

/**
 * One term's postings, decoded from its packed fields the first time they are read. A query reads
 * the postings of a few terms out of thousands, so a first query need not wait for every term's
 * Maps to be made: that was most of the time between the file's arrival and the first result.
 * Every read of a Map (get, has, size, iteration) decodes first, so to its readers (MiniSearch,
 * termMatches.ts) it is a plain Map.
 */
class PackedTermPostings extends FilledOnRead<number, Map<number, number>> {
  /** The packed postings until they are decoded: then only the Maps are kept. */
  private fields: ReadonlyArray<0 | number[]> | null;

  constructor(fields: ReadonlyArray<0 | number[]>) {
    super();
    this.fields = fields;
  }

  protected fill(put: (fieldId: number, entry: Map<number, number>) => void): void {
    const fields = this.fields ?? [];
    this.fields = null;
    for (let fieldId = 0; fieldId < fields.length; fieldId += 1) {
      const postings = fields[fieldId];
      if (!postings) {
        continue;
      }
      const entry = new Map<number, number>();
      let shortId = 0;
      for (const value of postings) {
        if (value < 0) {
          entry.set(shortId, -value);
        } else {
          shortId += value;
          entry.set(shortId, 1);
        }
      }
      put(fieldId, entry);
    }
  }
}

/**
 * Each term of a packed index with its postings as MiniSearch keeps them in memory (short ids
 * are positions), in the index's term order, without the detour through objects keyed by number
 * strings that MiniSearch.loadJS would convert again. Each term's Maps are made when first read.
 */
export function* unpackPostings(packed: PackedSearchIndex): Generator<[string, TermPostings]> {
  for (const [term, ...fields] of checkedIndex(packed).index) {
    yield [term, new PackedTermPostings(fields)];
  }
}

/**
 * The MiniSearch serialization of a packed index whose short ids are positions in `ids`: the
 * slow way in, used only when MiniSearch's internals are not as expected (see searchIndex.ts).
 */
export function unpackSearchIndex(packed: PackedSearchIndex, ids: string[]): AsPlainObject {
  checkedIndex(packed);
  const documentIds: Record<string, string> = {};
  const fieldLength: Record<string, number[]> = {};
  ids.forEach((id, shortId) => {
    documentIds[shortId] = id;
    fieldLength[shortId] = packed.fieldLength[shortId] ?? [];
  });
  const index: AsPlainObject['index'] = [];
  for (const [term, data] of unpackPostings(packed)) {
    const fields: Record<string, Record<string, number>> = {};
    for (const [fieldId, entry] of data) {
      fields[fieldId] = Object.fromEntries(entry);
    }
    index.push([term, fields]);
  }
  return {
    documentCount: packed.documentCount,
    nextId: packed.nextId,
    documentIds,
    fieldIds: packed.fieldIds,
    fieldLength,
    averageFieldLength: packed.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: packed.serializationVersion,
  } as AsPlainObject;
}
