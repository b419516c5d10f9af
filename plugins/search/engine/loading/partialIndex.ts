import MiniSearch from 'minisearch';
import {unpackPostings} from '../../shared/codec';
import {SEARCH_INDEX_OPTIONS} from '../../shared/indexOptions';
import {FIRST_SCREEN_RESULTS, PHRASE_TEXT_ROUNDS, SPLIT_TEXT_BLOCK_LIMIT} from '../../shared/limits';
import {pieceOf, type SearchCoreFile} from '../../shared/splitIndex';
import type {Corpus} from '../records/corpus';
import {IncompatibleIndexError, messageOf} from './loadErrors';
import {addPostings} from '../index/miniSearchInternals';
import type {BuiltQuery} from '../query/query';
import {rankQuery, type SearchOutcome} from '../ranking/ranking';
import {lowerBound, prefixEnd} from '../query/sortedTerms';
import type {SplitPieces} from './splitDownload';
import type {TermDictionary} from '../query/typoCorrection';

/**
 * The corpus of the split index (shared/splitIndex.ts) as it fills: made from the core with every
 * record and no postings or text, it fetches before each ranking the term shards of the query's
 * terms and after it the text blocks its phrase checks and results read (PartialIndex.rank).
 * What it has fetched stays: a session's queries soon need nothing new.
 */

/** A term of a query as the index is searched for it: the term alone, or every term it starts. */
export interface SearchedTerm {
  term: string;
  prefix: boolean;
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = SEARCH_INDEX_OPTIONS.processTerm as (term: string) => string | null | undefined;

/**
 * The index terms a built query reads: its weighted terms, with their prefix matches; for a quoted
 * query, the terms MiniSearch makes of its text (its own tokenizer and processTerm, as its AND
 * search does), every term of it, not only the first MAX_QUERY_TERMS.
 */
export function searchedTerms(built: BuiltQuery): SearchedTerm[] {
  if (built.weightedTerms) {
    return built.weightedTerms.map(({term, prefix}) => ({term, prefix: prefix !== null}));
  }
  const text = (built.query as {queries?: unknown[]}).queries?.[0];
  const terms = typeof text === 'string' ? tokenize(text) : [];
  return terms.flatMap((term) => {
    const processed = processTerm(term);
    return typeof processed === 'string' && processed !== '' ? [{term: processed, prefix: false}] : [];
  });
}

/** Positions [start, end) in sorted `terms` of the term, or of every term it starts. */
export function termRange(terms: readonly string[], {term, prefix}: SearchedTerm): [number, number] {
  const start = lowerBound(terms, term);
  if (!prefix) {
    return terms[start] === term ? [start, start + 1] : [start, start];
  }
  return [start, prefixEnd(terms, term, start)];
}

/** The shards holding the terms a query reads, given the first term position of each shard. */
export function shardsFor(terms: readonly string[], termShards: readonly number[], searched: SearchedTerm[]): number[] {
  const shards = new Set<number>();
  for (const entry of searched) {
    const [start, end] = termRange(terms, entry);
    if (end > start) {
      for (let shard = pieceOf(termShards, start); shard <= pieceOf(termShards, end - 1); shard += 1) {
        shards.add(shard);
      }
    }
  }
  return [...shards].sort((a, b) => a - b);
}

/** The core's term list as typo correction reads it (see typoCorrection.ts): already sorted. */
export function coreDictionary(core: Pick<SearchCoreFile, 'terms' | 'termDocuments'>): TermDictionary {
  const {terms, termDocuments} = core;
  return {
    knows: (term) => {
      const at = lowerBound(terms, term);
      return at < terms.length && terms[at].startsWith(term);
    },
    sortedTerms: () => ({terms, documents: termDocuments}),
  };
}

export class PartialIndex {
  private readonly shards = new Set<number>();
  private readonly blocks = new Set<number>();

  constructor(
    readonly corpus: Corpus,
    private readonly core: SearchCoreFile,
    private readonly pieces: SplitPieces,
  ) {}

  /** Fetches and adds the postings of every term the query reads. Rejects as a download does. */
  async loadTerms(built: BuiltQuery): Promise<void> {
    const needed = shardsFor(this.core.terms, this.core.termShards, searchedTerms(built)).filter((shard) => !this.shards.has(shard));
    const bodies = await Promise.all(needed.map((shard) => this.pieces.termShard(shard)));
    needed.forEach((shard, i) => {
      // Two queries may ask for a shard at once: it is added once.
      if (this.shards.has(shard)) {
        return;
      }
      const postings = unpackPostings({...this.core.searchIndex, index: bodies[i]});
      if (!addPostings(this.corpus.index, postings)) {
        throw new IncompatibleIndexError('The search index shard could not be added');
      }
      this.shards.add(shard);
    });
  }

  /** How many text blocks the records with these short ids need that are not here yet. */
  blocksMissing(shortIds: Iterable<number>): number {
    const blocks = new Set<number>();
    for (const shortId of shortIds) {
      const block = pieceOf(this.core.textBlocks, shortId);
      if (!this.blocks.has(block)) {
        blocks.add(block);
      }
    }
    return blocks.size;
  }

  /** Fetches the text of the records with these short ids (their whole blocks). */
  async loadText(shortIds: Iterable<number>): Promise<void> {
    const starts = this.core.textBlocks;
    const needed = new Set<number>();
    for (const shortId of shortIds) {
      const block = pieceOf(starts, shortId);
      if (!this.blocks.has(block)) {
        needed.add(block);
      }
    }
    const wanted = [...needed];
    const bodies = await Promise.all(wanted.map((block) => this.pieces.textBlock(block)));
    wanted.forEach((block, i) => {
      if (this.blocks.has(block)) {
        return;
      }
      const start = starts[block];
      const end = block + 1 < starts.length ? starts[block + 1] : this.corpus.records.count;
      if (bodies[i].length !== end - start) {
        throw new IncompatibleIndexError('A search text block does not match the index');
      }
      try {
        this.corpus.records.setText(start, bodies[i]);
      } catch (error) {
        throw new IncompatibleIndexError(`A search text block could not be read: ${messageOf(error)}`, {cause: error});
      }
      this.corpus.textArrived(start, end);
      this.blocks.add(block);
    });
  }

  /**
   * rankQuery once the pieces it reads are in: the shards of the query's terms before it, then
   * the text its phrase checks asked for (it then ranks again) and the text of the first
   * FIRST_SCREEN_RESULTS results, whose snippets are shown first, in one round of requests. The text of
   * the other results follows; `previewsReady` settles when it is in. `loadWhole` gives the whole
   * index's corpus (null if it cannot be had), for the queries that would need most of the text.
   */
  async rank(built: BuiltQuery, category: string | null, loadWhole: (() => Promise<Corpus | null>) | null): Promise<SearchOutcome> {
    const {corpus} = this;
    await this.loadTerms(built);
    const missingText = new Set<number>();
    let outcome = rankQuery(corpus, built, category, missingText);
    // The phrase step asks for the text of its best records first (missingText is in score
    // order): once their phrases are known, fewer of the others can matter (see boostPhrase).
    // Each round takes more; the last takes the rest, after which no check lacks text (a ranking
    // with more text checks a subset of the records it checked with less).
    for (let round = 0; missingText.size > 0; round += 1) {
      const last = round >= PHRASE_TEXT_ROUNDS.length;
      if (round > 0 && loadWhole && this.blocksMissing(missingText) > SPLIT_TEXT_BLOCK_LIMIT) {
        // A phrase that few records hold, among words that thousands do ("list capabilities" on
        // a site of 2,000 vendor pages): proving it absent takes the text of most of the site, so
        // the whole index is fetched instead, in one request, and it is stored as it would be.
        const whole = await loadWhole();
        if (whole) {
          return rankQuery(whole, built, category);
        }
      }
      const wanted = last ? [...missingText] : [...missingText].slice(0, PHRASE_TEXT_ROUNDS[round]);
      await this.loadText([...wanted, ...this.recordsOf(outcome.results.slice(0, FIRST_SCREEN_RESULTS))]);
      missingText.clear();
      outcome = rankQuery(corpus, built, category, missingText);
    }
    await this.loadText(this.recordsOf(outcome.results.slice(0, FIRST_SCREEN_RESULTS)));
    const later = this.recordsOf(outcome.results.slice(FIRST_SCREEN_RESULTS));
    // In a task of its own: the first results go out before these requests start.
    const previewsReady = new Promise<void>((resolve) => setTimeout(resolve, 0))
      .then(() => this.loadText(later))
      .catch((error: unknown) => console.error('[search] The text of later results could not be loaded', error));
    return {...outcome, previewsReady};
  }

  /** Short ids of the results' records: each result's own and its matching sections'. */
  private recordsOf(results: SearchOutcome['results']): number[] {
    const shortIds: number[] = [];
    for (const result of results) {
      for (const hit of [result, ...result.matchingSections]) {
        const shortId = this.corpus.records.shortIdOf(hit.document);
        if (shortId !== undefined) {
          shortIds.push(shortId);
        }
      }
    }
    return shortIds;
  }
}
