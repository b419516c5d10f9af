import type MiniSearch from 'minisearch';
import {decodeDatabase, isDatabaseFile, type SearchDatabaseFile} from '../../shared/codec';
import {DATABASE_TIMEOUT_MS, MANIFEST_TIMEOUT_MS, SPLIT_PIECE_TIMEOUT_MS, STORAGE_TIMEOUT_MS} from '../../shared/limits';
import type {SearchCoreFile} from '../../shared/splitIndex';
import type {SearchDatabaseMetadata, SearchDocument} from '../../shared/types';
import type {SearchDatabase} from './database';
import {downloadDatabase, readManifestVersion, type DownloadSource} from './download';
import {DownloadError, IncompatibleIndexError, messageOf} from './loadErrors';
import {numberedCategories, type NumberedCategories} from '../records/categories';
import {internalsOf} from '../index/miniSearchInternals';
import {coreRecords} from '../records/coreRecords';
import type {Records} from '../records/records';
import {indexByPosition, indexFromPacked, type MemoryIndex} from '../index/searchIndex';
import {downloadCore, SplitPieces} from './splitDownload';
import {defaultSession, StoredCopy, type StoredData} from './storedCopy';

/**
 * Where the index comes from: /search/manifest.json says which version is current; the IndexedDB
 * copy is used when it has that version, otherwise /search/search-db.json is downloaded, checked,
 * decoded and written to IndexedDB. A browser without the database (a first visit) downloads at
 * once: it has no version to compare. A download starts with the split index (a small core, and
 * pieces fetched on demand: shared/splitIndex.ts), which answers the first queries while the
 * whole search-db.json is downloaded and stored later (`complete`). The requests are download.ts's
 * and splitDownload.ts's, the IndexedDB copy storedCopy.ts's; this module decides between them. Storage problems never fail loading: the
 * index then lives in memory only. Failures are typed (loadErrors.ts); the words the reader sees
 * are the engine's.
 */

export interface IndexLoaderOptions {
  /** Site base URL; the index files are read from `${baseUrl}search/…`. Default "/". */
  baseUrl?: string;
  /** Fetch implementation; default the global fetch. */
  fetch?: typeof fetch;
  /**
   * Opens the local database; null or a throw means "no IndexedDB": the engine then works from
   * memory only. Default: a Dexie SearchDatabase on the global indexedDB, its code fetched when a
   * copy is first read or written (see storedCopy.ts).
   */
  openDatabase?: () => SearchDatabase | null;
  /** How long to wait for IndexedDB before giving up on it (blocked or hung). Default STORAGE_TIMEOUT_MS. */
  storageTimeoutMs?: number;
  /** How long manifest.json may take before it counts as unreadable. Default MANIFEST_TIMEOUT_MS. */
  manifestTimeoutMs?: number;
  /** How long search-db.json may take before the download counts as failed. Default DATABASE_TIMEOUT_MS. */
  databaseTimeoutMs?: number;
  /** How long a piece of the split index may take. Default SPLIT_PIECE_TIMEOUT_MS. */
  pieceTimeoutMs?: number;
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
 * The data of an index: its metadata, and either its documents and the MiniSearch index made
 * from them, or (`split`) the split index's core, whose records have no text and whose index has
 * no postings yet: the pieces fetch them (see partialIndex.ts).
 */
export type IndexData =
  | {metadata: SearchDatabaseMetadata; documents: SearchDocument[]; index: MemoryIndex; split?: undefined}
  | {
      metadata: SearchDatabaseMetadata;
      split: {core: SearchCoreFile; pieces: SplitPieces; miniSearch: MiniSearch<SearchDocument>; records: Records; numbered: NumberedCategories};
    };

/** A loaded index, made into what the caller's `makeValue` returns. */
export interface LoadedIndex<T> {
  value: T;
  source: 'network' | 'indexeddb' | 'given';
  /**
   * Settles when a downloaded index has been written to IndexedDB (or the write has failed, which
   * is only logged); at once when nothing was downloaded. For the split index: at once (see
   * `complete`).
   */
  stored: Promise<void>;
  /**
   * Set when the value is the split index's: downloads the whole search-db.json and makes the
   * full value, whose `stored` settles when IndexedDB has it.
   */
  complete?: () => Promise<LoadedIndex<T>>;
}

export class IndexLoader {
  private readonly source: DownloadSource;
  private readonly storedCopy: StoredCopy;
  private readonly given: unknown;
  private readonly pieceTimeoutMs: number;

  constructor(options: IndexLoaderOptions = {}) {
    this.source = {
      baseUrl: (options.baseUrl ?? '/').replace(/\/?$/, '/'),
      fetch: options.fetch ?? ((...args) => fetch(...args)),
      manifestTimeoutMs: options.manifestTimeoutMs ?? MANIFEST_TIMEOUT_MS,
      databaseTimeoutMs: options.databaseTimeoutMs ?? DATABASE_TIMEOUT_MS,
    };
    this.storedCopy = new StoredCopy({
      openDatabase: options.openDatabase,
      storageTimeoutMs: options.storageTimeoutMs ?? STORAGE_TIMEOUT_MS,
      session: options.session === undefined ? defaultSession() : options.session,
    });
    this.given = options.database;
    this.pieceTimeoutMs = options.pieceTimeoutMs ?? SPLIT_PIECE_TIMEOUT_MS;
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
    // A browser that has never stored the index has no copy to compare with the manifest: the
    // download starts at once, a round trip and the opening of IndexedDB earlier than after them.
    // Otherwise the database opens while the manifest is requested: both come before the first result.
    const firstVisit = (await this.storedCopy.hadDatabase()) === 'absent';
    if (!firstVisit) {
      void this.storedCopy.database();
      const manifestVersion = await readManifestVersion(this.source);
      if (manifestVersion !== null) {
        const stored = this.useStored(await this.storedCopy.read(manifestVersion), makeValue);
        if (stored) {
          return stored;
        }
      }
    }
    try {
      return (await this.loadSplit(makeValue)) ?? (await this.download(makeValue));
    } catch (error) {
      // Offline or stalled: a complete stored copy of any version still answers queries.
      const fallback = error instanceof DownloadError ? this.useStored(await this.storedCopy.read(null), makeValue) : null;
      if (fallback) {
        console.warn('[search] Could not download the search index; searching the stored copy', error);
        return fallback;
      }
      throw error;
    }
  }

  /**
   * The split index's value, with `complete` to download the whole index later; null when the
   * site has no split index or MiniSearch cannot take postings piecemeal (then search-db.json is
   * downloaded at once).
   */
  private async loadSplit<T>(makeValue: (data: IndexData) => T): Promise<LoadedIndex<T> | null> {
    const core = await downloadCore(this.source);
    if (!core) {
      return null;
    }
    let miniSearch: MiniSearch<SearchDocument> | null;
    let records: Records;
    let numbered: NumberedCategories;
    try {
      // The records are read when first needed (see records.ts); MiniSearch's ids are made from them.
      numbered = numberedCategories(core.stats.categories);
      const loaded = coreRecords(core, core.searchIndex.documentCount, numbered.categories);
      records = loaded;
      miniSearch = indexByPosition(core.searchIndex, (shortId) => loaded.idAt(shortId));
    } catch (error) {
      throw new IncompatibleIndexError(`The search index core could not be decoded: ${messageOf(error)}`, {cause: error});
    }
    if (miniSearch === null || internalsOf(miniSearch) === null) {
      return null;
    }
    const metadata = {version: core.version, lastBuild: core.lastBuild, stats: core.stats};
    const pieces = new SplitPieces(this.source, core.version, this.pieceTimeoutMs);
    let value: T;
    try {
      value = makeValue({metadata, split: {core, pieces, miniSearch, records, numbered}});
    } catch (error) {
      throw new IncompatibleIndexError(`The search index core could not be loaded: ${messageOf(error)}`, {cause: error});
    }
    return {value, source: 'network', stored: Promise.resolve(), complete: () => this.download(makeValue)};
  }

  /** search-db.json downloaded, decoded into the caller's value, and written to IndexedDB. */
  private async download<T>(makeValue: (data: IndexData) => T): Promise<LoadedIndex<T>> {
    const file = await downloadDatabase(this.source);
    const {metadata, documents, value} = this.decode(file, makeValue);
    return {
      value,
      source: 'network',
      // Search works from memory at once; the first query does not wait for IndexedDB to store
      // 1,400 records (twice as long as downloading and loading them). A visit that ends before
      // the write does only means the next one downloads the index again.
      stored: this.storedCopy.write(metadata, documents, file.searchIndex),
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
      const {metadata, documents, packedIndex, documentIds} = stored;
      const index = indexFromPacked(packedIndex, documentIds);
      return {value: makeValue({metadata, documents, index}), source: 'indexeddb', stored: Promise.resolve()};
    } catch (error) {
      this.storedCopy.warn('The stored search index could not be read (it is downloaded again)', error);
      return null;
    }
  }
}
