import Dexie, {type DexieOptions, type Table} from 'dexie';
import {DB_NAME} from '../../shared/locations';
import type {PackedSearchIndex} from '../../shared/codec';
import type {SearchDatabaseMetadata, SearchDocument} from '../../shared/types';

/**
 * The index row ("main"): the packed index as search-db.json has it, loaded the way a download
 * is (see searchIndex.ts), and the document ids in index order, which the documents table (read
 * back in id order) does not keep. Rows written by older releases (MiniSearch's serialization) lack
 * `documentIds`: they count as no copy, and the index is downloaded and stored again.
 */
export interface StoredSearchIndex {
  id: string;
  data: PackedSearchIndex;
  documentIds: string[];
}

export interface StoredMetadata extends SearchDatabaseMetadata {
  id: string;
}

/** The local search database: tables documents, searchIndex (row "main") and metadata. */
export class SearchDatabase extends Dexie {
  documents!: Table<SearchDocument, string>;
  searchIndex!: Table<StoredSearchIndex, string>;
  metadata!: Table<StoredMetadata, string>;

  /** The IndexedDB this database lives in (the global one unless the options name another). */
  readonly factory: IDBFactory | undefined;

  constructor(options?: DexieOptions) {
    // The global IndexedDB as it is now, rather than as Dexie found it when its code loaded.
    const global = globalThis.indexedDB ? {indexedDB: globalThis.indexedDB, IDBKeyRange: globalThis.IDBKeyRange} : {};
    super(DB_NAME, {...global, ...options});
    this.factory = (options?.indexedDB as IDBFactory | undefined) ?? globalThis.indexedDB;
    this.version(1).stores({documents: 'id', searchIndex: 'id', metadata: 'id'});
  }
}
