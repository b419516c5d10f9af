import {STRINGS} from '../shared/strings';
import {Corpus} from './corpus';
import {IndexLoader, type IndexLoaderOptions} from './loader';
import {DownloadError, IncompatibleIndexError} from './loadErrors';
import {buildSearchQuery, type BuiltQuery} from './query';
import {rankQuery, type SearchOutcome} from './ranking';
import {suggestTitles} from './suggest';
import {applyCorrections, correctTerms} from './typoCorrection';
import type {CategoryCount, EngineState, SearchDatabaseMetadata, Suggestion} from '../shared/types';

export type SearchEngineOptions = IndexLoaderOptions;
export type {SearchOutcome};

/**
 * The site search: uninitialized → initializing → ready | error. Loading is IndexLoader's
 * (manifest, IndexedDB, download), the joined data the Corpus's, the scoring rankQuery's; this
 * class keeps the state and the public surface: init, search, suggest and the totals.
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

  constructor(options: SearchEngineOptions = {}) {
    this.loader = new IndexLoader(options);
  }

  /** Starts (or joins) the one initialisation; resolves when ready or failed, never rejects. */
  init(): Promise<void> {
    if (!this.initPromise) {
      this.state = 'initializing';
      this.error = null;
      const load = this.loader.load(({metadata, documents, index}) => new Corpus(metadata, documents, index));
      this.initPromise = load.then(
        (loaded) => {
          this.corpus = loaded.value;
          this.metadata = this.corpus.metadata;
          this.source = loaded.source;
          this.stored = loaded.stored;
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
    try {
      const corpus = this.corpus;
      const category = options.category ?? null;
      const corrected = options.literal ? null : this.corrected(query, built);
      if (corrected) {
        const outcome = rankQuery(corpus, corrected.built, category);
        if (outcome.total > 0) {
          return {...outcome, correctedQuery: corrected.query};
        }
      }
      return rankQuery(corpus, built, category);
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
      return this.state === 'ready' && this.corpus ? suggestTitles(query, this.corpus.documents.values(), limit) : [];
    } catch (error) {
      console.error('[search] Suggestions failed', error);
      return [];
    }
  }
}

/** A short message for readers; the raw error is logged to the console. */
function readerMessage(error: unknown): string {
  if (error instanceof DownloadError) {
    return `${STRINGS.errorFallback}. ${STRINGS.errorDownload}`;
  }
  if (error instanceof IncompatibleIndexError) {
    return `${STRINGS.errorFallback}. ${STRINGS.errorIncompatible}`;
  }
  return STRINGS.errorFallback;
}

let sharedEngine: SearchEngine | null = null;

/** The page's one engine, so every caller shares its initialisation and its data. */
export function getSearchEngine(options?: SearchEngineOptions): SearchEngine {
  sharedEngine ??= new SearchEngine(options);
  return sharedEngine;
}
