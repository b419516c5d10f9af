import Dexie, {type DexieOptions, type Table} from 'dexie';
import {DB_NAME} from '../shared/locations';
import type {SearchDatabaseMetadata, SearchDocument} from '../shared/types';

export interface StoredSearchIndex {
  id: string;
  /** The serialized MiniSearch index, as found in search-db.json. */
  data: unknown;
}

export interface StoredMetadata extends SearchDatabaseMetadata {
  id: string;
}

/** The local search database: tables documents, searchIndex (row "main") and metadata. */
export class SearchDatabase extends Dexie {
  documents!: Table<SearchDocument, string>;
  searchIndex!: Table<StoredSearchIndex, string>;
  metadata!: Table<StoredMetadata, string>;

  constructor(options?: DexieOptions) {
    super(DB_NAME, options);
    this.version(1).stores({documents: 'id', searchIndex: 'id', metadata: 'id'});
  }
}

/**
 * True when this browser holds the search database from an earlier visit, without opening it
 * (opening would create it). False where IndexedDB or `databases()` is missing or fails.
 */
export async function hasStoredSearchDatabase(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  if (typeof factory?.databases !== 'function') {
    return false;
  }
  try {
    return (await factory.databases()).some((database) => database.name === DB_NAME);
  } catch {
    return false;
  }
}
