import MiniSearch, {type AsPlainObject} from 'minisearch';
import {checkedIndex, unpackPostings, unpackSearchIndex, type PackedSearchIndex} from '../../shared/codec';
import {SEARCH_INDEX_OPTIONS} from '../../shared/indexOptions';
import {fillByPosition, fillFromPostings} from './miniSearchInternals';
import type {SearchDocument} from '../../shared/types';

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
  const miniSearch = MiniSearch.loadJS<SearchDocument>(shellOf(packed), SEARCH_INDEX_OPTIONS);
  if (!fillFromPostings(miniSearch, ids, packed.fieldLength, unpackPostings(packed))) {
    return indexFromSerialized(unpackSearchIndex(packed, ids));
  }
  return {miniSearch, shortIds: new Map(ids.map((id, shortId) => [id, shortId]))};
}

/** MiniSearch's serialization of the packed index's counts, with no documents or terms. */
function shellOf(packed: PackedSearchIndex): AsPlainObject {
  return {
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
}

/**
 * The split index's core as a MiniSearch index: its counts and field lengths, no postings yet,
 * and ids made when read (see fillByPosition). Null when MiniSearch's internals are not as
 * expected: the whole index is then downloaded instead.
 */
export function indexByPosition(packed: PackedSearchIndex, idAt: (shortId: number) => string): MiniSearch<SearchDocument> | null {
  checkedIndex(packed);
  const miniSearch = MiniSearch.loadJS<SearchDocument>(shellOf(packed), SEARCH_INDEX_OPTIONS);
  return fillByPosition(miniSearch, packed.documentCount, idAt, packed.fieldLength) ? miniSearch : null;
}
