import {FULL_DOWNLOAD_DELAY_MS} from '../shared/limits';
import {STRINGS} from '../shared/strings';
import {Corpus} from './records/corpus';
import {IndexLoader, type IndexData, type IndexLoaderOptions, type LoadedIndex} from './loading/loader';
import {DownloadError, IncompatibleIndexError, readerMessage} from './loading/loadErrors';
import {coreDictionary, PartialIndex} from './loading/partialIndex';
import {buildSearchQuery, type BuiltQuery} from './query/query';
import {rankQuery, type SearchOutcome} from './ranking/ranking';
import {applyCorrections, correctTerms} from './query/typoCorrection';
import type {CategoryCount, EngineState, SearchDatabaseMetadata, Suggestion} from '../shared/types';

export type SearchEngineOptions = IndexLoaderOptions;
export type {SearchOutcome};

/** What the engine searches: the corpus, and while the split index fills it, the filling. */
interface Searchable {
  corpus: Corpus;
  partial: PartialIndex | null;
}

function searchable(data: IndexData): Searchable {
  if (!data.split) {
    return {corpus: Corpus.whole(data.metadata, data.documents, data.index), partial: null};
  }
  const {core, pieces, miniSearch, records, numbered} = data.split;
  const corpus = Corpus.split(data.metadata, records, numbered, miniSearch, coreDictionary(core));
  return {corpus, partial: new PartialIndex(corpus, core, pieces)};
}

/**
 * The site search: uninitialized → initializing → ready | error. Loading is IndexLoader's
 * (manifest, IndexedDB, download), the joined data the Corpus's, the scoring rankQuery's; this
 * class keeps the state and the public surface: init, search, suggest and the totals.
 *
 * After a download, the first queries are answered from the split index (PartialIndex fetches
 * what each query reads), and the whole index is downloaded and stored once the first results
 * are shown, or after FULL_DOWNLOAD_DELAY_MS; it then replaces the split index in memory. A piece
 * that cannot be fetched fails the engine as a failed download does: the dialog shows the same
 * message and tries again when it is next opened.
 */
export class SearchEngine {
  state: EngineState = 'uninitialized';
  error: string | null = null;
  metadata: SearchDatabaseMetadata | null = null;
  /** Where the index came from on the last initialisation (for tests and the benchmark). */
  source: 'network' | 'indexeddb' | 'given' | null = null;
  /**
   * Settles when a downloaded index has been written to IndexedDB (or the write has failed, which
   * is only logged); at once when nothing was downloaded. Initialisation does not wait for it.
   */
  stored: Promise<void> = Promise.resolve();

  private readonly loader: IndexLoader;
  private initPromise: Promise<void> | null = null;
  private corpus: Corpus | null = null;
  private partial: PartialIndex | null = null;
  /** Starts the whole download after a split-index start (once); null when there is none to do. */
  private completeLoad: (() => Promise<Searchable | null>) | null = null;
  /** Searches and prefetches being answered: the whole download waits for them (see completeLater). */
  private queriesInFlight = 0;

  constructor(options: SearchEngineOptions = {}) {
    this.loader = new IndexLoader(options);
  }

  /** Starts (or joins) the one initialisation; resolves when ready or failed, never rejects. */
  init(): Promise<void> {
    if (!this.initPromise) {
      this.state = 'initializing';
      this.error = null;
      const load = this.loader.load(searchable);
      this.initPromise = load.then(
        (loaded) => {
          this.use(loaded.value);
          this.source = loaded.source;
          this.stored = loaded.stored;
          this.completeLoad = null;
          if (loaded.complete) {
            this.stored = this.completeLater(loaded.complete);
          }
          this.state = 'ready';
        },
        (error: unknown) => {
          this.state = 'error';
          this.error = readerMessage(error);
          console.error('[search] Initialisation failed', error);
        },
      );
    }
    return this.initPromise;
  }

  private use({corpus, partial}: Searchable): void {
    this.corpus = corpus;
    this.partial = partial;
    this.metadata = corpus.metadata;
  }

  /**
   * Downloads the whole index when the first results are out (or after FULL_DOWNLOAD_DELAY_MS with
   * no query being answered, or at once when a query would need too many pieces), searches it from
   * then on, and settles when it is stored. A failure is only logged: the split index goes on
   * answering.
   */
  private completeLater(complete: () => Promise<LoadedIndex<Searchable>>): Promise<void> {
    return new Promise<void>((resolveStored) => {
      let loading: Promise<Searchable | null> | null = null;
      const start = (): Promise<Searchable | null> => {
        clearTimeout(timer);
        loading ??= complete().then(
          (full) => {
            if (this.completeLoad === start) {
              this.completeLoad = null;
              this.use(full.value);
            }
            void full.stored.finally(resolveStored);
            return full.value;
          },
          (error: unknown) => {
            console.warn('[search] Could not download the whole search index; searching its pieces', error);
            resolveStored();
            return null;
          },
        );
        return loading;
      };
      // Not while a query is being answered: on a slow link its pieces would share the link with
      // the whole index, and the reader would wait for both (the query starts it once answered).
      const due = (): void => {
        if (this.queriesInFlight > 0) {
          timer = setTimeout(due, FULL_DOWNLOAD_DELAY_MS);
        } else {
          void start();
        }
      };
      let timer = setTimeout(due, FULL_DOWNLOAD_DELAY_MS);
      this.completeLoad = start;
    });
  }

  /**
   * After a failed initialisation, starts a new one (the server may have recovered); otherwise
   * the same as init. The dialog calls it once each time it opens.
   */
  retry(): Promise<void> {
    if (this.state === 'error') {
      this.initPromise = null;
    }
    return this.init();
  }

  /** Starts initialisation if nobody has, and waits for it to finish one way or the other. */
  async waitUntilSettled(): Promise<EngineState> {
    await this.init();
    return this.state;
  }

  get totalDocuments(): number {
    return this.corpus?.totalDocuments ?? 0;
  }

  /** Category totals of the whole index, most documents first (the panel with no query). */
  get categoryTotals(): CategoryCount[] {
    return this.corpus?.categoryTotals ?? [];
  }

  /**
   * Runs a query. Empty queries clear; failures give empty results and a message. Unknown words
   * are corrected (see typoCorrection.ts) unless `literal` is set; the outcome then names the
   * query that was run.
   */
  async search(query: string, options: {category?: string | null; literal?: boolean} = {}): Promise<SearchOutcome> {
    const built = buildSearchQuery(query);
    if (!built) {
      return {results: [], categories: this.categoryTotals.map((c) => ({...c, count: 0})), total: 0};
    }
    if ((await this.waitUntilSettled()) !== 'ready' || !this.corpus) {
      return {results: [], categories: [], total: 0, error: this.error ?? STRINGS.errorFallback};
    }
    const {corpus, partial} = this;
    this.queriesInFlight += 1;
    try {
      const category = options.category ?? null;
      const corrected = options.literal ? null : this.corrected(query, built);
      let outcome: SearchOutcome | null = null;
      if (corrected) {
        const correctedOutcome = await rank(corpus, partial, corrected.built, category, this.completeLoad);
        if (correctedOutcome.total > 0) {
          outcome = {...correctedOutcome, correctedQuery: corrected.query};
        }
      }
      outcome ??= await rank(corpus, partial, built, category, this.completeLoad);
      // In a task of its own: the results are shown first.
      const complete = this.completeLoad;
      if (complete) {
        setTimeout(() => void complete(), 0);
      }
      return outcome;
    } catch (error) {
      if (partial && (error instanceof DownloadError || error instanceof IncompatibleIndexError)) {
        // A piece of the index is missing: as when the index cannot be downloaded.
        console.error('[search] A piece of the search index could not be loaded', error);
        if (this.partial === partial) {
          this.state = 'error';
          this.error = readerMessage(error);
        }
        return {results: [], categories: [], total: 0, error: readerMessage(error)};
      }
      console.error('[search] Search failed', error);
      return {
        results: [],
        categories: [],
        total: 0,
        error: `${STRINGS.searchFailed}: ${error instanceof Error ? error.message : String(error)}`,
      };
    } finally {
      this.queriesInFlight -= 1;
    }
  }

  /**
   * Fetches the pieces of the split index that searching `query` will read, without searching:
   * the dialog calls it when typing pauses, so that the debounced search finds them here. Does
   * nothing once the whole index is in; failures are left to the search to report.
   */
  prefetch(query: string, options: {category?: string | null; literal?: boolean} = {}): void {
    const {corpus, partial} = this;
    const built = buildSearchQuery(query);
    if (this.state !== 'ready' || !corpus || !partial || !built) {
      return;
    }
    const category = options.category ?? null;
    const corrected = options.literal ? null : this.corrected(query, built);
    this.queriesInFlight += 1;
    void Promise.all([corrected && rank(corpus, partial, corrected.built, category, null), rank(corpus, partial, built, category, null)])
      .catch(() => undefined)
      .finally(() => {
        this.queriesInFlight -= 1;
      });
  }

  /** The query with its unknown words corrected, or null when none is (quoted queries never are). */
  private corrected(query: string, built: BuiltQuery): {query: string; built: BuiltQuery} | null {
    const dictionary = this.corpus?.dictionary;
    if (!dictionary || !built.weightedTerms) {
      return null;
    }
    const corrections = correctTerms(built.terms, dictionary);
    if (corrections.size === 0) {
      return null;
    }
    const correctedQuery = applyCorrections(query, corrections);
    const correctedBuilt = buildSearchQuery(correctedQuery);
    return correctedBuilt ? {query: correctedQuery, built: correctedBuilt} : null;
  }

  /** Title suggestions (2+ characters, starts-with before contains); errors are logged only. */
  suggest(query: string, limit?: number): Suggestion[] {
    try {
      return this.state === 'ready' && this.corpus ? this.corpus.suggest(query, limit) : [];
    } catch (error) {
      console.error('[search] Suggestions failed', error);
      return [];
    }
  }
}

/**
 * rankQuery over the corpus; with the split index, once the pieces it reads are in (see
 * PartialIndex.rank). `loadWhole` fetches the whole index when pieces would cost more.
 */
function rank(
  corpus: Corpus,
  partial: PartialIndex | null,
  built: BuiltQuery,
  category: string | null,
  loadWhole: (() => Promise<Searchable | null>) | null,
): Promise<SearchOutcome> {
  if (!partial) {
    return Promise.resolve(rankQuery(corpus, built, category));
  }
  return partial.rank(built, category, loadWhole && (async () => (await loadWhole())?.corpus ?? null));
}

let sharedEngine: SearchEngine | null = null;

/** The page's one engine, so every caller shares its initialisation and its data. */
export function getSearchEngine(options?: SearchEngineOptions): SearchEngine {
  sharedEngine ??= new SearchEngine(options);
  return sharedEngine;
}
