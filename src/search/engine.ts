import MiniSearch, {type AsPlainObject} from 'minisearch';
import {countCategories} from './categories';
import {decodeDatabase} from './codec';
import {
  DATABASE_PATH,
  DEPRECATED_PENALTY,
  INIT_POLL_MS,
  MANIFEST_PATH,
  MAX_RESULTS,
  METADATA_ROW_ID,
  MIN_SCORE,
  PHRASE_MULTIPLIER,
  SEARCH_DB_FORMAT,
  SEARCH_INDEX_ROW_ID,
  SECTION_PENALTY,
  STRINGS,
} from './constants';
import {SearchDatabase} from './db';
import {groupSections, nthBestGroupScore} from './group';
import {highlightRanges} from './highlight';
import {FIELD_BOOSTS, SEARCH_INDEX_OPTIONS} from './indexOptions';
import {buildSearchQuery, containsPhrases, containsTermPhrase} from './query';
import {rawMatches} from './rawMatches';
import {lazyResult} from './result';
import {fromRawMatches, matchWeightedTerms} from './termMatches';
import {makeSnippet, sentenceBreaks} from './snippet';
import {suggestTitles} from './suggest';
import type {
  CategoryCount,
  EngineState,
  SearchDatabaseFile,
  SearchDatabaseMetadata,
  SearchDocument,
  SearchHit,
  SearchResult,
  Suggestion,
} from './types';

export interface SearchEngineOptions {
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
}

export interface SearchOutcome {
  results: SearchResult[];
  /** Every known category with its number of matching results, most first. */
  categories: CategoryCount[];
  /** Matching results before the category filter and the MAX_RESULTS cut. */
  total: number;
  error?: string;
}

class StorageUnavailable extends Error {}

/** A match while it is ranked; its matched index terms are listed for the results shown only. */
type Candidate = SearchHit & {shortId: number; allTerms: boolean};

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

function isDatabaseFile(value: unknown): value is SearchDatabaseFile {
  const file = value as SearchDatabaseFile | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof file.version === 'string' &&
    file.format === SEARCH_DB_FORMAT &&
    Array.isArray(file.documents) &&
    typeof file.searchIndex === 'object' &&
    file.searchIndex !== null
  );
}

/**
 * Documents by id, each whole document's content completed with its sections' titles and text
 * (search-db.json ships only the text before the first section; see SearchDocument.content), and
 * marked partial when one of them is. Sections are appended in index order (`position`: short id
 * by document id), which is document order; IndexedDB returns rows by id. New objects are made, so
 * the stored copies keep the download's shape.
 */
function withFullContent(documents: SearchDocument[], position: ReadonlyMap<string, number>): Map<string, SearchDocument> {
  const ordered = [...documents].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  const sectionText = new Map<string, string[]>();
  const partial = new Set<string>();
  for (const document of ordered) {
    const {isSection, parentId, partialContent} = document.metadata;
    if (isSection && parentId) {
      const parts = sectionText.get(parentId) ?? [];
      parts.push(`${document.title} ${document.content}`);
      sectionText.set(parentId, parts);
      if (partialContent) {
        partial.add(parentId);
      }
    }
  }
  return new Map(
    ordered.map((document) => {
      const parts = sectionText.get(document.id);
      if (!parts) {
        return [document.id, document];
      }
      const content = [document.content, ...parts].filter(Boolean).join(' ');
      const metadata = partial.has(document.id) ? {...document.metadata, partialContent: true} : document.metadata;
      return [document.id, {...document, content, metadata}];
    }),
  );
}

/**
 * The search engine of spec §4: uninitialized → initializing → ready | error.
 * Reads /search/manifest.json, reuses the IndexedDB copy when its version matches, otherwise
 * downloads /search/search-db.json and refills IndexedDB. Storage problems never fail search.
 */
export class SearchEngine {
  state: EngineState = 'uninitialized';
  error: string | null = null;
  metadata: SearchDatabaseMetadata | null = null;
  /** Where the index came from on the last initialisation (for tests and the benchmark). */
  source: 'network' | 'indexeddb' | null = null;
  /**
   * Settles when a downloaded index has been written to IndexedDB (or the write has failed, which
   * is only logged); at once when nothing was downloaded. Initialisation does not wait for it.
   */
  stored: Promise<void> = Promise.resolve();

  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly openDatabase: () => SearchDatabase | null;
  private readonly storageTimeoutMs: number;
  private initPromise: Promise<void> | null = null;
  private db: SearchDatabase | null | undefined;
  private storageWarned = false;
  private index: MiniSearch<SearchDocument> | null = null;
  private documents = new Map<string, SearchDocument>();
  /** Documents by MiniSearch short id (the position of their id in the index), and the reverse. */
  private documentsByShortId: SearchDocument[] = [];
  private shortIds = new Map<string, number>();
  private lowerContents = new Map<string, string>();
  /** Lower-case text each record is indexed with (a page's own, before its sections), for phrases. */
  private indexedTexts = new Map<string, string>();
  /** Sentence breaks of each record's text, made the first time a snippet is cut from it. */
  private breaks = new Map<string, Int32Array>();

  constructor(options: SearchEngineOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '/').replace(/\/?$/, '/');
    this.fetchImpl = options.fetch ?? ((...args) => fetch(...args));
    this.openDatabase = options.openDatabase ?? (() => new SearchDatabase());
    this.storageTimeoutMs = options.storageTimeoutMs ?? 3000;
  }

  /** Starts (or joins) the one initialisation; resolves when ready or failed, never rejects. */
  init(): Promise<void> {
    if (!this.initPromise) {
      this.state = 'initializing';
      this.error = null;
      this.initPromise = this.load().then(
        () => {
          this.state = 'ready';
        },
        (error: unknown) => {
          this.state = 'error';
          this.error = error instanceof Error && error.message ? error.message : STRINGS.errorFallback;
          console.error('[search] Initialisation failed', error);
        },
      );
    }
    return this.initPromise;
  }

  /** Waits, polling every INIT_POLL_MS, until initialisation has finished one way or the other. */
  async waitUntilSettled(): Promise<EngineState> {
    if (this.state === 'uninitialized') {
      void this.init();
    }
    while (this.state === 'initializing') {
      await new Promise((resolve) => setTimeout(resolve, INIT_POLL_MS));
    }
    return this.state;
  }

  get totalDocuments(): number {
    return this.metadata?.stats.totalDocuments ?? this.documents.size;
  }

  /** Category totals of the whole index, most documents first (the panel with no query). */
  get categoryTotals(): CategoryCount[] {
    const categories = this.metadata?.stats.categories ?? {};
    return Object.entries(categories)
      .map(([name, count]) => ({name, count}))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }

  /** Runs a query (spec §5, §9). Empty queries clear; failures give empty results and a message. */
  async search(query: string, options: {category?: string | null} = {}): Promise<SearchOutcome> {
    const built = buildSearchQuery(query);
    if (!built) {
      return {results: [], categories: this.categoryTotals.map((c) => ({...c, count: 0})), total: 0};
    }
    if ((await this.waitUntilSettled()) !== 'ready' || !this.index) {
      return {results: [], categories: [], total: 0, error: this.error ?? STRINGS.errorFallback};
    }
    try {
      return this.runQuery(built, options.category ?? null);
    } catch (error) {
      console.error('[search] Search failed', error);
      return {
        results: [],
        categories: [],
        total: 0,
        error: `${STRINGS.searchFailed}: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }

  /** Title suggestions (spec §9); errors are logged only. */
  suggest(query: string, limit?: number): Suggestion[] {
    try {
      return this.state === 'ready' ? suggestTitles(query, this.documents.values(), limit) : [];
    } catch (error) {
      console.error('[search] Suggestions failed', error);
      return [];
    }
  }

  /** Sections rank 0.1 below whole documents, deprecated operations 0.3 below current ones. */
  private documentBoost({metadata}: SearchDocument): number {
    return (metadata.isSection ? 1 - SECTION_PENALTY : 1) * (metadata.deprecated ? 1 - DEPRECATED_PENALTY : 1);
  }

  /** Lower-case text of a record (phrase checks and snippets), made when the data is loaded. */
  private lowerContent(document: SearchDocument): string {
    let lower = this.lowerContents.get(document.id);
    if (lower === undefined) {
      lower = document.content.toLowerCase();
      this.lowerContents.set(document.id, lower);
    }
    return lower;
  }

  private sentenceBreaksOf(document: SearchDocument): Int32Array {
    let breaks = this.breaks.get(document.id);
    if (breaks === undefined) {
      breaks = sentenceBreaks(document.content);
      this.breaks.set(document.id, breaks);
    }
    return breaks;
  }

  /**
   * Whether the record's title or indexed text holds the phrase. A page is checked on its own text
   * only: its sections are records of their own, and the page scores at least its best section.
   */
  private containsPhrase(document: SearchDocument, terms: string[]): boolean {
    return (
      containsTermPhrase(document.title.toLowerCase(), terms) ||
      containsTermPhrase(this.indexedTexts.get(document.id) ?? this.lowerContent(document), terms)
    );
  }

  private runQuery(built: NonNullable<ReturnType<typeof buildSearchQuery>>, category: string | null): SearchOutcome {
    const index = this.index as MiniSearch<SearchDocument>;
    // The document boost multiplies every term's score, so it is applied once per result below
    // rather than through MiniSearch's boostDocument, which is called per term, field and document.
    // MiniSearch's own search for quoted queries (an AND of the typed text) or if its internals
    // change; the engine's scoring of the same figures otherwise (see termMatches.ts).
    const matches =
      (built.weightedTerms && matchWeightedTerms(index, built.weightedTerms, FIELD_BOOSTS)) ||
      fromRawMatches(rawMatches(index, this.shortIds, built.query, {boost: FIELD_BOOSTS}));
    const candidates: Candidate[] = [];
    for (const shortId of matches.ids) {
      const document = this.documentsByShortId[shortId];
      if (!document) {
        continue;
      }
      // A phrase beyond the stored text cannot be checked: the index has matched all its terms.
      if (built.phrases.length > 0 && !document.metadata.partialContent && !containsPhrases(`${document.title} ${document.content}`, built.phrases)) {
        continue;
      }
      candidates.push({
        document,
        score: matches.score(shortId) * this.documentBoost(document),
        // Made (query terms and matched index terms) only for the results shown: see withQueryTerms.
        matchedTerms: [],
        shortId,
        allTerms: matches.termCount(shortId) === built.terms.length,
      });
    }
    if (built.phraseTerms) {
      // The phrase can only be there when every term matched, and it only matters for a result
      // whose boosted score could reach the results shown: the others are not read.
      const inCategory = category ? candidates.filter((hit) => hit.document.category === category) : candidates;
      const floor = nthBestGroupScore(inCategory, MAX_RESULTS);
      for (const hit of candidates) {
        if (hit.allTerms && hit.score * PHRASE_MULTIPLIER >= floor && this.containsPhrase(hit.document, built.phraseTerms)) {
          hit.score *= PHRASE_MULTIPLIER;
        }
      }
    }
    const hits = candidates.filter((hit) => hit.score >= MIN_SCORE);
    const groups = groupSections(hits, undefined, (id) => this.documents.get(id));
    const categories = countCategories(
      groups.map((group) => group.hit),
      this.categoryTotals.map((c) => c.name),
    );
    const withQueryTerms = (hit: SearchHit): SearchHit => ({
      ...hit,
      matchedTerms: [...new Set([...built.terms, ...matches.indexTerms((hit as Candidate).shortId)])],
    });
    const results = groups
      .filter((group) => !category || group.hit.document.category === category)
      .slice(0, MAX_RESULTS)
      .map(({hit, sections}): SearchResult => {
        const shown = withQueryTerms(hit);
        const {document} = shown;
        return lazyResult({
          hit: shown,
          matchingSections: sections.map(withQueryTerms),
          // Every matched index term starts with a query term (no fuzzy matching), so the query
          // terms find the same sentences with fewer passes over the text; and since a highlight
          // covers the whole word a term starts, they also mark the same words (an index token with
          // a symbol, "script>", marks the word "script" rather than "script>alert").
          snippet: () =>
            makeSnippet(document.content, built.terms, undefined, this.lowerContent(document), this.sentenceBreaksOf(document)),
          highlight: (text) => highlightRanges(text, built.terms),
        });
      });
    return {results, categories, total: groups.length};
  }

  private async load(): Promise<void> {
    const manifestVersion = await this.readManifestVersion();
    if (manifestVersion !== null) {
      const stored = await this.readFromStorage(manifestVersion);
      if (stored) {
        this.source = 'indexeddb';
        return;
      }
    }
    const file = await this.downloadDatabase();
    let decoded: ReturnType<typeof decodeDatabase>;
    try {
      decoded = decodeDatabase(file);
    } catch (error) {
      throw new Error(`${STRINGS.errorFallback}: ${error instanceof Error ? error.message : String(error)}`, {cause: error});
    }
    const {documents, searchIndex} = decoded;
    this.useData(file, documents, searchIndex);
    this.source = 'network';
    // Search works from memory at once; the first query does not wait for IndexedDB to store
    // 1,400 records (twice as long as downloading and loading them). A visit that ends before the
    // write does only means the next one downloads the index again.
    this.stored = this.writeToStorage(file, documents, searchIndex);
  }

  /** The manifest's version, or null when it cannot be read (then an update is assumed). */
  private async readManifestVersion(): Promise<string | null> {
    try {
      const response = await this.fetchImpl(`${this.baseUrl}${MANIFEST_PATH}`, {cache: 'no-cache'});
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
    const response = await this.fetchImpl(`${this.baseUrl}${DATABASE_PATH}`, {cache: 'no-cache'});
    if (!response.ok) {
      throw new Error(`${STRINGS.errorFallback} (HTTP ${response.status})`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new Error(`${STRINGS.errorFallback}: the index is not valid JSON`);
    }
    if (!isDatabaseFile(body)) {
      throw new Error(`${STRINGS.errorFallback}: the index has an unexpected shape`);
    }
    return body;
  }

  private useData(metadata: SearchDatabaseMetadata, documents: SearchDocument[], serializedIndex: unknown): void {
    this.index = MiniSearch.loadJS(serializedIndex as Parameters<typeof MiniSearch.loadJS>[0], SEARCH_INDEX_OPTIONS);
    // Made now rather than on first use, so that no query pays for it. A section's indexed text is
    // its full text: one string serves both maps.
    this.indexedTexts = new Map(documents.map((document) => [document.id, document.content.toLowerCase()]));
    const documentIds = (serializedIndex as {documentIds?: Record<string, string>}).documentIds ?? {};
    this.shortIds = new Map(Object.entries(documentIds).map(([shortId, id]) => [id, Number(shortId)]));
    this.documents = withFullContent(documents, this.shortIds);
    this.documentsByShortId = [];
    for (const [id, shortId] of this.shortIds) {
      const document = this.documents.get(id);
      if (document) {
        this.documentsByShortId[shortId] = document;
      }
    }
    this.lowerContents = new Map(
      [...this.documents.values()].map((document) => [
        document.id,
        document.metadata.isSection ? (this.indexedTexts.get(document.id) as string) : document.content.toLowerCase(),
      ]),
    );
    this.breaks = new Map();
    this.metadata = {version: metadata.version, lastBuild: metadata.lastBuild, stats: metadata.stats};
  }

  private warnStorage(error: unknown): void {
    if (!this.storageWarned) {
      this.storageWarned = true;
      console.warn('[search] IndexedDB unavailable; search keeps working from memory', error);
    }
  }

  private async database(): Promise<SearchDatabase | null> {
    if (this.db === undefined) {
      try {
        const db = this.openDatabase();
        if (db) {
          await withTimeout(db.open(), this.storageTimeoutMs);
        }
        this.db = db;
      } catch (error) {
        this.warnStorage(error);
        this.db = null;
      }
    }
    return this.db;
  }

  /** Loads the stored copy if it has the manifest's version; false when absent, stale or unreadable. */
  private async readFromStorage(version: string): Promise<boolean> {
    try {
      const db = await this.database();
      if (!db) {
        return false;
      }
      const read = db.transaction('r', db.metadata, db.searchIndex, db.documents, async () => {
        const metadata = await db.metadata.get(METADATA_ROW_ID);
        if (!metadata || metadata.version !== version) {
          return null;
        }
        const index = await db.searchIndex.get(SEARCH_INDEX_ROW_ID);
        const documents = await db.documents.toArray();
        return index ? {metadata, index, documents} : null;
      });
      const stored = await withTimeout(read, this.storageTimeoutMs);
      if (!stored) {
        return false;
      }
      this.useData(stored.metadata, stored.documents, stored.index.data);
      return true;
    } catch (error) {
      this.warnStorage(error);
      return false;
    }
  }

  /**
   * Clears the local tables and fills them with the downloaded data, decoded (spec §3 documents
   * and the MiniSearch index); errors are logged only.
   */
  private async writeToStorage(
    file: SearchDatabaseMetadata,
    documents: SearchDocument[],
    searchIndex: AsPlainObject,
  ): Promise<void> {
    try {
      const db = await this.database();
      if (!db) {
        return;
      }
      const write = db.transaction('rw', db.metadata, db.searchIndex, db.documents, async () => {
        await Promise.all([db.metadata.clear(), db.searchIndex.clear(), db.documents.clear()]);
        await db.documents.bulkPut(documents);
        await db.searchIndex.put({id: SEARCH_INDEX_ROW_ID, data: searchIndex});
        await db.metadata.put({
          id: METADATA_ROW_ID,
          version: file.version,
          lastBuild: file.lastBuild,
          stats: file.stats,
        });
      });
      await withTimeout(write, this.storageTimeoutMs * 3);
    } catch (error) {
      this.warnStorage(error);
    }
  }
}

let sharedEngine: SearchEngine | null = null;

/** The page's one engine, so every caller shares its initialisation and its data. */
export function getSearchEngine(options?: SearchEngineOptions): SearchEngine {
  sharedEngine ??= new SearchEngine(options);
  return sharedEngine;
}
