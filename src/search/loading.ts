import {decodeDatabase, isDatabaseFile, type SearchDatabaseFile} from './codec';
import {DATABASE_PATH, MANIFEST_PATH, METADATA_ROW_ID, SEARCH_INDEX_ROW_ID} from './constants';
import {SearchDatabase} from './db';
import {indexFromPacked, indexFromSerialized, serializeIndex, type MemoryIndex} from './searchIndex';
import type {SearchDatabaseMetadata, SearchDocument} from './types';

/**
 * Where the index comes from: /search/manifest.json says which version is current; the IndexedDB
 * copy is used when it has that version, otherwise /search/search-db.json is downloaded, checked,
 * decoded and written to IndexedDB. Storage problems never fail loading: the index then lives in
 * memory only.
 */

export interface IndexLoaderOptions {
  /** Site base URL; the index files are read from `${baseUrl}search/…`. Default "/". */
  baseUrl?: string;
  /** Fetch implementation; default the global fetch. */
  fetch?: typeof fetch;
  /**
   * Opens the local database; null or a throw means "no IndexedDB": the engine then works from
   * memory only. Default: a Dexie SearchDatabase on the global indexedDB.
   */
  openDatabase?: () => SearchDatabase | null;
  /** How long to wait for IndexedDB before giving up on it (blocked or hung). Default 3000 ms. */
  storageTimeoutMs?: number;
  /** How long manifest.json may take before it counts as unreadable. Default MANIFEST_TIMEOUT_MS. */
  manifestTimeoutMs?: number;
  /** How long search-db.json may take before the download counts as failed. Default DATABASE_TIMEOUT_MS. */
  databaseTimeoutMs?: number;
  /**
   * Where a failed IndexedDB write is remembered for the rest of the visit (the tab's session),
   * so that later pages do not write, and download to write, again. Default sessionStorage.
   */
  session?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /**
   * An already parsed search-db.json (in Node: a command-line server, a test): loaded as it is,
   * with no request, no IndexedDB and no DOM.
   */
  database?: unknown;
}

/**
 * The manifest is a few bytes: after 4 s the network is stalled, and an update is assumed (the
 * stored copy is used if the download fails too). search-db.json is about 240 KB gzip: 20 s
 * allows a slow 3G connection (~100 KB/s) twice over. Either way the input is never disabled for
 * longer than 24 s.
 */
export const MANIFEST_TIMEOUT_MS = 4000;
export const DATABASE_TIMEOUT_MS = 20_000;
/** sessionStorage key of a failed IndexedDB write in this visit. */
export const STORAGE_FAILED_KEY = 'privana-search-storage-failed';

/** Raised when the index cannot be downloaded (network, HTTP status, timeout). */
export class DownloadError extends Error {}
/** Raised when the downloaded index is not in a layout this release reads. */
export class IncompatibleIndexError extends Error {}

function defaultSession(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The data of an index: its metadata, its documents and the MiniSearch index made from it. */
export interface IndexData {
  metadata: SearchDatabaseMetadata;
  documents: SearchDocument[];
  index: MemoryIndex;
}

/** A copy read from IndexedDB: the index is MiniSearch's serialization, not yet loaded. */
interface StoredData {
  metadata: SearchDatabaseMetadata;
  documents: SearchDocument[];
  serializedIndex: unknown;
}

/** A loaded index, made into what the caller's `makeValue` returns. */
export interface LoadedIndex<T> {
  value: T;
  source: 'network' | 'indexeddb' | 'given';
  /**
   * Settles when a downloaded index has been written to IndexedDB (or the write has failed, which
   * is only logged); at once when nothing was downloaded.
   */
  stored: Promise<void>;
}

class StorageUnavailable extends Error {}

/** An error's own message, for the console (the reader's message is the engine's). */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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

export class IndexLoader {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly openDatabase: () => SearchDatabase | null;
  private readonly storageTimeoutMs: number;
  private readonly manifestTimeoutMs: number;
  private readonly databaseTimeoutMs: number;
  private readonly session: Pick<Storage, 'getItem' | 'setItem'> | null;
  private readonly given: unknown;
  private db: SearchDatabase | null | undefined;
  private opening: Promise<SearchDatabase | null> | null = null;
  /** Storage warnings already logged: each says what failed, once a visit. */
  private readonly storageWarnings = new Set<string>();

  constructor(options: IndexLoaderOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '/').replace(/\/?$/, '/');
    this.fetchImpl = options.fetch ?? ((...args) => fetch(...args));
    this.openDatabase = options.openDatabase ?? (() => new SearchDatabase());
    this.storageTimeoutMs = options.storageTimeoutMs ?? 3000;
    this.manifestTimeoutMs = options.manifestTimeoutMs ?? MANIFEST_TIMEOUT_MS;
    this.databaseTimeoutMs = options.databaseTimeoutMs ?? DATABASE_TIMEOUT_MS;
    this.session = options.session === undefined ? defaultSession() : options.session;
    this.given = options.database;
  }

  /** A fetch that gives up after `ms` (a stalled request rejects instead of hanging). */
  private async fetchWithTimeout(url: string, ms: number): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
    try {
      const response = await this.fetchImpl(url, {cache: 'no-cache', signal: controller.signal});
      const body = await response.arrayBuffer();
      return new Response(body, {status: response.status, statusText: response.statusText, headers: response.headers});
    } finally {
      clearTimeout(timer);
    }
  }

  private writesFailed(): boolean {
    try {
      return this.session?.getItem(STORAGE_FAILED_KEY) === '1';
    } catch {
      return false;
    }
  }

  /**
   * The current index, from IndexedDB when it holds the manifest's version, else downloaded, made
   * into `makeValue`'s value. A stored copy that `makeValue` cannot read (an older shape) counts
   * as absent.
   */
  async load<T>(makeValue: (data: IndexData) => T): Promise<LoadedIndex<T>> {
    if (this.given !== undefined) {
      if (!isDatabaseFile(this.given)) {
        throw new IncompatibleIndexError('The search index has an unexpected shape');
      }
      return {value: this.decode(this.given, makeValue).value, source: 'given', stored: Promise.resolve()};
    }
    // The database opens while the manifest is requested: both come before the first result.
    void this.database();
    const manifestVersion = await this.readManifestVersion();
    if (manifestVersion !== null) {
      const stored = this.useStored(await this.readFromStorage(manifestVersion), makeValue);
      if (stored) {
        return stored;
      }
    }
    let file: SearchDatabaseFile;
    try {
      file = await this.downloadDatabase();
    } catch (error) {
      // Offline or stalled: a complete stored copy of any version still answers queries.
      const fallback = error instanceof DownloadError ? this.useStored(await this.readFromStorage(null), makeValue) : null;
      if (fallback) {
        console.warn('[search] Could not download the search index; searching the stored copy', error);
        return fallback;
      }
      throw error;
    }
    const {metadata, documents, index, value} = this.decode(file, makeValue);
    return {
      value,
      source: 'network',
      // Search works from memory at once; the first query does not wait for IndexedDB to store
      // 1,400 records (twice as long as downloading and loading them), nor for the index to be
      // serialized for it. A visit that ends before the write does only means the next one
      // downloads the index again.
      stored: this.writeToStorage(metadata, documents, index),
    };
  }

  /** A database file decoded and made into the caller's value; IncompatibleIndexError if it cannot be. */
  private decode<T>(file: SearchDatabaseFile, makeValue: (data: IndexData) => T) {
    let decoded: ReturnType<typeof decodeDatabase>;
    try {
      decoded = decodeDatabase(file);
    } catch (error) {
      throw new IncompatibleIndexError(`The search index could not be decoded: ${messageOf(error)}`, {cause: error});
    }
    const {documents, packedIndex} = decoded;
    const metadata = {version: file.version, lastBuild: file.lastBuild, stats: file.stats};
    let value: T;
    let index: MemoryIndex;
    try {
      index = indexFromPacked(packedIndex, documents.map((document) => document.id));
      value = makeValue({metadata, documents, index});
    } catch (error) {
      throw new IncompatibleIndexError(`The search index could not be loaded: ${messageOf(error)}`, {cause: error});
    }
    return {metadata, documents, index, value};
  }

  /** A stored copy made into the caller's value, or null when there is none or it cannot be read. */
  private useStored<T>(stored: StoredData | null, makeValue: (data: IndexData) => T): LoadedIndex<T> | null {
    if (!stored) {
      return null;
    }
    try {
      const {metadata, documents, serializedIndex} = stored;
      return {value: makeValue({metadata, documents, index: indexFromSerialized(serializedIndex)}), source: 'indexeddb', stored: Promise.resolve()};
    } catch (error) {
      this.warnStorage('The stored search index could not be read (it is downloaded again)', error);
      return null;
    }
  }

  /** The manifest's version, or null when it cannot be read (then an update is assumed). */
  private async readManifestVersion(): Promise<string | null> {
    try {
      const response = await this.fetchWithTimeout(`${this.baseUrl}${MANIFEST_PATH}`, this.manifestTimeoutMs);
      if (!response.ok) {
        throw new Error(`manifest request failed with HTTP ${response.status}`);
      }
      const manifest = (await response.json()) as {version?: unknown};
      if (typeof manifest.version !== 'string') {
        throw new Error('manifest has no version');
      }
      return manifest.version;
    } catch (error) {
      console.warn('[search] Could not read the search manifest; reloading the index', error);
      return null;
    }
  }

  private async downloadDatabase(): Promise<SearchDatabaseFile> {
    let response: Response;
    try {
      response = await this.fetchWithTimeout(`${this.baseUrl}${DATABASE_PATH}`, this.databaseTimeoutMs);
    } catch (error) {
      throw new DownloadError(`The search index could not be downloaded: ${messageOf(error)}`, {cause: error});
    }
    if (!response.ok) {
      throw new DownloadError(`The search index request failed with HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new IncompatibleIndexError('The search index is not valid JSON');
    }
    if (!isDatabaseFile(body)) {
      throw new IncompatibleIndexError('The search index has an unexpected shape');
    }
    return body;
  }

  /** Storage problems never stop the search: they are warnings, each naming what failed. */
  private warnStorage(message: string, error: unknown): void {
    if (!this.storageWarnings.has(message)) {
      this.storageWarnings.add(message);
      console.warn(`[search] ${message}`, error);
    }
  }

  /** The local database, opened once (concurrent callers share the opening); null without one. */
  private database(): Promise<SearchDatabase | null> {
    this.opening ??= (async () => {
      try {
        const db = this.openDatabase();
        if (db) {
          await withTimeout(db.open(), this.storageTimeoutMs);
        }
        this.db = db;
      } catch (error) {
        this.warnStorage('IndexedDB unavailable; search keeps working from memory', error);
        this.db = null;
      }
      return this.db;
    })();
    return this.opening;
  }

  /**
   * The stored copy if it is complete (metadata, the index row "main" and as many documents as the
   * metadata counts) and has the given version (null: any version); null when absent, stale,
   * incomplete or unreadable.
   */
  private async readFromStorage(version: string | null): Promise<StoredData | null> {
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
        return index && documents.length === metadata.stats?.totalDocuments ? {metadata, index, documents} : null;
      });
      const stored = await withTimeout(read, this.storageTimeoutMs);
      if (!stored) {
        return null;
      }
      const {version: storedVersion, lastBuild, stats} = stored.metadata;
      return {metadata: {version: storedVersion, lastBuild, stats}, documents: stored.documents, serializedIndex: stored.index.data};
    } catch (error) {
      this.warnStorage('The stored search index could not be read (it is downloaded again)', error);
      return null;
    }
  }

  /**
   * Clears the local tables and fills them with the downloaded data, decoded (the search documents
   * and the MiniSearch index); errors are logged only.
   */
  private async writeToStorage(
    metadata: SearchDatabaseMetadata,
    documents: SearchDocument[],
    index: MemoryIndex,
  ): Promise<void> {
    if (this.writesFailed()) {
      return;
    }
    try {
      const db = await this.database();
      if (!db) {
        return;
      }
      // In a later task: the caller has its index and answers the first query before the index is
      // serialized (and cloned into IndexedDB), which takes longer than loading it did.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const searchIndex = serializeIndex(index);
      const write = db.transaction('rw', db.metadata, db.searchIndex, db.documents, async () => {
        await Promise.all([db.metadata.clear(), db.searchIndex.clear(), db.documents.clear()]);
        await db.documents.bulkPut(documents);
        await db.searchIndex.put({id: SEARCH_INDEX_ROW_ID, data: searchIndex});
        await db.metadata.put({id: METADATA_ROW_ID, ...metadata});
      });
      await withTimeout(write, this.storageTimeoutMs * 3);
    } catch (error) {
      this.warnStorage('The search index could not be stored; search keeps working from memory', error);
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
      await withTimeout(Promise.resolve(this.openDatabase()?.delete()), this.storageTimeoutMs);
    } catch (error) {
      this.warnStorage('The partly stored search index could not be deleted', error);
    }
    this.db = null;
  }
}
