import MiniSearch, {type AsPlainObject} from 'minisearch';
import {unpackPostings, unpackSearchIndex, type PackedSearchIndex} from '../shared/codec';
import {SEARCH_INDEX_OPTIONS} from '../shared/indexOptions';
import {fillFromPostings} from './miniSearchInternals';
import type {SearchDocument} from '../shared/types';

/** A MiniSearch index in memory, with the short id of each document id. */
export interface MemoryIndex {
  miniSearch: MiniSearch<SearchDocument>;
  shortIds: Map<string, number>;
}

/**
 * An index from MiniSearch's own serialization: the slow way in, for when MiniSearch's internals
 * are not as expected (see indexFromPacked).
 */
export function indexFromSerialized(serialized: unknown): MemoryIndex {
  const miniSearch = MiniSearch.loadJS<SearchDocument>(serialized as AsPlainObject, SEARCH_INDEX_OPTIONS);
  const documentIds = (serialized as {documentIds?: Record<string, string>}).documentIds ?? {};
  return {miniSearch, shortIds: new Map(Object.entries(documentIds).map(([shortId, id]) => [id, Number(shortId)]))};
}

/**
 * The downloaded index (or its stored copy, kept packed), whose short ids are the positions in
 * `ids`. Its postings go straight into MiniSearch's Maps: building the serialization first and
 * loading it (MiniSearch.loadJS) costs ten times as long, and it is the whole of a cold first
 * query's wait once the file is in.
 */
export function indexFromPacked(packed: PackedSearchIndex, ids: string[]): MemoryIndex {
  const shell: AsPlainObject = {
    documentCount: packed.documentCount,
    nextId: packed.nextId,
    documentIds: {},
    fieldIds: packed.fieldIds,
    fieldLength: {},
    averageFieldLength: packed.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: packed.serializationVersion,
  };
  const miniSearch = MiniSearch.loadJS<SearchDocument>(shell, SEARCH_INDEX_OPTIONS);
  if (!fillFromPostings(miniSearch, ids, packed.fieldLength, unpackPostings(packed))) {
    return indexFromSerialized(unpackSearchIndex(packed, ids));
  }
  return {miniSearch, shortIds: new Map(ids.map((id, shortId) => [id, shortId]))};
}
