import {STORAGE_WRITE_TIMEOUT_FACTOR, STORE_BATCH} from '../../shared/limits';
import {METADATA_ROW_ID, SEARCH_INDEX_ROW_ID, STORAGE_FAILED_KEY} from '../../shared/locations';
import type {SearchDatabaseMetadata, SearchDocument} from '../../shared/types';
import type {SearchDatabase} from './database';
import {storedSearchDatabase} from './databasePresence';
import {isSearchDocument, isSearchMetadata, type PackedSearchIndex} from '../../shared/codec';

/**
 * The copy of the index kept in IndexedDB (Dexie, see database.ts) between visits. Storage
 * problems never fail loading: every read that cannot be done is "no copy", every write that
 * cannot be done a warning, and search then lives in memory only.
 */

export interface StoredCopyOptions {
  /**
   * Opens the local database; null or a throw means "no IndexedDB". Default (undefined): Dexie's
   * SearchDatabase on the global IndexedDB, its code fetched only when a copy is read or written.
   * Dexie is most of the engine's code, and a first visit writes only after its first results:
   * whether a database exists is asked of IndexedDB itself (databasePresence.ts).
   */
  openDatabase?: () => SearchDatabase | null;
  /** How long to wait for IndexedDB before giving up on it (blocked or hung). */
  storageTimeoutMs: number;
  /** Where a failed write is remembered for the rest of the visit. */
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/** A copy read from IndexedDB: the index packed as downloaded, not yet loaded. */
export interface StoredData {
  metadata: SearchDatabaseMetadata;
  documents: SearchDocument[];
  packedIndex: PackedSearchIndex;
  /** Document ids in index order (a short id is a position here). */
  documentIds: string[];
}

/** Whether a stored index row is this release's (see StoredSearchIndex) for `count` documents. */
function isPackedRow(row: {data?: unknown; documentIds?: unknown}, count: number): boolean {
  const data = row.data as Partial<PackedSearchIndex> | undefined;
  return (
    Array.isArray(row.documentIds) &&
    row.documentIds.length === count &&
    Array.isArray(data?.index) &&
    Array.isArray(data?.fieldLength)
  );
}

class StorageUnavailable extends Error {}

/** Dexie's database on the global IndexedDB, its code a chunk of its own fetched here. */
async function defaultDatabase(): Promise<SearchDatabase> {
  const {SearchDatabase: Database} = await import(/* webpackChunkName: "search-database" */ './database');
  return new Database();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StorageUnavailable(`IndexedDB did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The tab's sessionStorage, or null where there is none (Node) or it is refused. */
export function defaultSession(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export class StoredCopy {
  private readonly openDatabase: (() => SearchDatabase | null) | undefined;
  private readonly storageTimeoutMs: number;
  private readonly session: Pick<Storage, 'getItem' | 'setItem'> | null;
  private db: SearchDatabase | null | undefined;
  private opening: Promise<SearchDatabase | null> | null = null;
  private madeDatabase: {db: SearchDatabase | null; failure: unknown} | null = null;
  private existence: Promise<'present' | 'absent' | 'unknown'> | null = null;
  /** Storage warnings already logged: each says what failed, once a visit. */
  private readonly storageWarnings = new Set<string>();

  constructor(options: StoredCopyOptions) {
    this.openDatabase = options.openDatabase;
    this.storageTimeoutMs = options.storageTimeoutMs;
    this.session = options.session;
  }

  /** Storage problems never stop the search: they are warnings, each naming what failed. */
  warn(message: string, error: unknown): void {
    if (!this.storageWarnings.has(message)) {
      this.storageWarnings.add(message);
      console.warn(`[search] ${message}`, error);
    }
  }

  private writesFailed(): boolean {
    try {
      return this.session?.getItem(STORAGE_FAILED_KEY) === '1';
    } catch {
      return false;
    }
  }

  /** The given opener's database, made once: its existence is asked of its IndexedDB before it opens. */
  private made(): {db: SearchDatabase | null; failure: unknown} {
    if (!this.madeDatabase) {
      try {
        this.madeDatabase = {db: this.openDatabase?.() ?? null, failure: null};
      } catch (error) {
        this.madeDatabase = {db: null, failure: error};
      }
    }
    return this.madeDatabase;
  }

  /**
   * The local database, opened once (concurrent callers share the opening); null without one. The
   * loader starts it while the manifest is requested: both come before the first result.
   */
  database(): Promise<SearchDatabase | null> {
    this.opening ??= (async () => {
      try {
        const {db, failure} = this.openDatabase ? this.made() : {db: await defaultDatabase(), failure: null};
        if (failure !== null) {
          throw failure;
        }
        if (db) {
          // Asked before opening, which creates the database.
          await this.hadDatabase();
          await withTimeout(db.open(), this.storageTimeoutMs);
        }
        this.db = db;
      } catch (error) {
        this.warn('IndexedDB unavailable; search keeps working from memory', error);
        this.db = null;
      }
      return this.db;
    })();
    return this.opening;
  }

  /**
   * Whether this browser had the database before this visit opened it: "absent" when it has never
   * stored the index (then there is no copy to compare with the manifest, and the loader downloads
   * at once), "unknown" where the browser cannot tell. Without a database nothing is stored.
   */
  hadDatabase(): Promise<'present' | 'absent' | 'unknown'> {
    if (!this.existence) {
      const given = this.openDatabase ? this.made().db : undefined;
      this.existence =
        given === null
          ? Promise.resolve('absent' as const)
          : withTimeout(storedSearchDatabase(given ? given.factory : globalThis.indexedDB), this.storageTimeoutMs).catch(() => 'unknown' as const);
    }
    return this.existence;
  }

  /**
   * The stored copy if it is complete (metadata, the index row "main" in this release's shape and
   * as many documents as the metadata counts) and has the given version (null: any version); null
   * when absent, stale, incomplete or unreadable. A row of an older shape is unreadable (and
   * warned of): the index is downloaded and stored again.
   */
  async read(version: string | null): Promise<StoredData | null> {
    try {
      const db = await this.database();
      if (!db) {
        return null;
      }
      const read = db.transaction('r', db.metadata, db.searchIndex, db.documents, async () => {
        const metadata = await db.metadata.get(METADATA_ROW_ID);
        if (!metadata || (version !== null && metadata.version !== version)) {
          return null;
        }
        const index = await db.searchIndex.get(SEARCH_INDEX_ROW_ID);
        const documents = await db.documents.toArray();
        const count = metadata.stats?.totalDocuments;
        if (!index || documents.length !== count) {
          return null;
        }
        if (!isPackedRow(index, count)) {
          throw new Error('The stored index row has an older or unknown shape');
        }
        // Checked as the downloaded file is (shared/codec.ts): a copy edited or damaged in the
        // browser would otherwise break every search until the site's next version.
        if (!isSearchMetadata(metadata) || !documents.every(isSearchDocument)) {
          throw new Error('The stored metadata or records have an unexpected shape');
        }
        return {metadata, index, documents};
      });
      const stored = await withTimeout(read, this.storageTimeoutMs);
      if (!stored) {
        return null;
      }
      const {version: storedVersion, lastBuild, stats} = stored.metadata;
      return {
        metadata: {version: storedVersion, lastBuild, stats},
        documents: stored.documents,
        packedIndex: stored.index.data,
        documentIds: stored.index.documentIds,
      };
    } catch (error) {
      this.warn('The stored search index could not be read (it is downloaded again)', error);
      return null;
    }
  }

  /**
   * Clears the local tables and fills them with the downloaded data: the search documents, the
   * packed index as it came (with the document ids in its order) and the metadata. Errors are
   * logged only.
   */
  async write(metadata: SearchDatabaseMetadata, documents: SearchDocument[], packedIndex: PackedSearchIndex): Promise<void> {
    if (this.writesFailed()) {
      return;
    }
    try {
      const db = await this.database();
      if (!db) {
        return;
      }
      // In a later task: the caller has its index and answers the first query before the records
      // are cloned into IndexedDB. The index is stored packed, as downloaded: MiniSearch's own
      // serialization took 0.2 s of the main thread to make, and a repeat visit over a second to load.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const searchIndex = {id: SEARCH_INDEX_ROW_ID, data: packedIndex, documentIds: documents.map((document) => document.id)};
      const write = db.transaction('rw', db.metadata, db.searchIndex, db.documents, async () => {
        await Promise.all([db.metadata.clear(), db.searchIndex.clear(), db.documents.clear()]);
        // In batches, each cloned in its own task (the next is written from the previous one's
        // success event, which keeps the transaction open): one bulkPut of every record was a
        // 180-250 ms long task, just when the reader looks at the first results or types on.
        for (let start = 0; start < documents.length; start += STORE_BATCH) {
          await db.documents.bulkPut(documents.slice(start, start + STORE_BATCH));
        }
        await db.searchIndex.put(searchIndex);
        await db.metadata.put({id: METADATA_ROW_ID, ...metadata});
      });
      await withTimeout(write, this.storageTimeoutMs * STORAGE_WRITE_TIMEOUT_FACTOR);
    } catch (error) {
      this.warn('The search index could not be stored; search keeps working from memory', error);
      await this.forgetFailedWrite();
    }
  }

  /**
   * After a failed write (quota), the rest of the visit stays in memory: the flag stops later
   * pages from writing again, and the partial database is deleted so that idle preparation (which
   * looks for a stored database) does not download the index on every page view.
   */
  private async forgetFailedWrite(): Promise<void> {
    try {
      this.session?.setItem(STORAGE_FAILED_KEY, '1');
    } catch {
      // Without sessionStorage the next page tries once more.
    }
    // From here on the visit has no local database.
    this.opening = Promise.resolve(null);
    try {
      this.db?.close();
      const db = this.openDatabase ? this.openDatabase() : await defaultDatabase();
      await withTimeout(Promise.resolve(db?.delete()), this.storageTimeoutMs);
    } catch (error) {
      this.warn('The partly stored search index could not be deleted', error);
    }
    this.db = null;
  }
}
