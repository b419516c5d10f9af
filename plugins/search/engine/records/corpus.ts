import type MiniSearch from 'minisearch';
import {numberedCategories, type CategoryNumbers, type NumberedCategories} from './categories';
import {termDictionary} from '../index/miniSearchInternals';
import {DocumentRecords} from './documentRecords';
import {pagesWithPartialSections} from './partialPages';
import type {Records} from './records';
import type {MemoryIndex} from '../index/searchIndex';
import {isSitePath} from './sitePath';
import {sentenceBreaks} from '../presentation/snippet';
import {suggestionNeedle, suggestTitles, type SuggestionSource} from '../presentation/suggest';
import type {TermDictionary} from '../query/typoCorrection';
import {mayHoldPairs, wordPairs} from '../query/wordPairs';
import type {CategoryCount, SearchDatabaseMetadata, SearchDocument, Suggestion} from '../../shared/types';

/** A page's full text: its own, then each section's title and text (the empty ones left out). */
function joinedContent(own: string, sections: string[]): string {
  return [own, ...sections].filter(Boolean).join(' ');
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
  const partial = pagesWithPartialSections(ordered);
  for (const document of ordered) {
    const {isSection, parentId} = document.metadata;
    if (isSection && parentId) {
      const parts = sectionText.get(parentId) ?? [];
      parts.push(`${document.title} ${document.content}`);
      sectionText.set(parentId, parts);
    }
  }
  return new Map(
    ordered.map((document) => {
      const parts = sectionText.get(document.id);
      if (!parts) {
        return [document.id, document];
      }
      const content = joinedContent(document.content, parts);
      const metadata = partial.has(document.id) ? {...document.metadata, partialContent: true} : document.metadata;
      return [document.id, {...document, content, metadata}];
    }),
  );
}

/**
 * The loaded index and its records, joined: the records by short id (records.ts), each page's
 * text completed with its sections, the lower-case texts and sentence breaks that phrases and
 * snippets read, and the category totals.
 */
export class Corpus {
  readonly index: MiniSearch<SearchDocument>;
  readonly metadata: SearchDatabaseMetadata;
  readonly records: Records;
  /** Lower-case text of each record, made the first time a snippet is cut from it. */
  private readonly lowerContents = new Map<string, string>();
  /**
   * The text each record is indexed with, by short id: a page's own, before its sections' (a
   * section's is its text). Undefined while the split index has not loaded it.
   */
  private readonly indexedTexts: Array<string | undefined> = [];
  /**
   * Lower-case title and indexed text of each record by short id, made the first time a phrase is
   * checked in it: at 12,000 records, lower-casing every text at load was a third of the time the
   * whole index took to load, and a query checks tens of records.
   */
  private readonly phraseTexts: Array<[title: string, text: string] | undefined> = [];
  /** Word pairs of each record's phrase texts by short id, made the first time a phrase is checked in it. */
  private readonly wordPairs: Array<Uint32Array | undefined> = [];
  /** Sentence breaks of each record's text, made the first time a snippet is cut from it. */
  private readonly breaks = new Map<string, Int32Array>();
  /** Category totals, sorted once: every query lists the categories in this order. */
  private readonly totals: CategoryCount[];
  /** The categories numbered in the totals' order; ranking counts its groups by these numbers. */
  readonly categories: CategoryNumbers;
  /** The indexed terms for typo correction; null when the index cannot list them. */
  readonly dictionary: TermDictionary | null;

  /**
   * Which records have their text, by short id; null when all have. The split index (see
   * partialIndex.ts) loads records without text and fills it in blocks, on demand.
   */
  private readonly textLoaded: Uint8Array | null;

  /**
   * The corpus of a whole index (search-db.json or its stored copy): every document with its text.
   * Documents whose URL is not a site path are left out.
   */
  static whole(metadata: SearchDatabaseMetadata, loaded: SearchDocument[], {miniSearch, shortIds}: MemoryIndex): Corpus {
    const documents = loaded.filter((document) => isSitePath(document.url));
    const byId = withFullContent(documents, shortIds);
    const byShortId: SearchDocument[] = [];
    for (const [id, shortId] of shortIds) {
      const document = byId.get(id);
      if (document) {
        byShortId[shortId] = document;
      }
    }
    const numbered = numberedCategories(metadata.stats.categories);
    const records = new DocumentRecords(byShortId, (id) => byId.get(id), shortIds, numbered.categories);
    const corpus = new Corpus(metadata, miniSearch, records, numbered, {textPending: false});
    // A section's indexed text is its full text; a page's is its own, before its sections'
    // (withFullContent made new objects for the pages it joined).
    for (const document of documents) {
      const shortId = shortIds.get(document.id);
      if (shortId !== undefined && byShortId[shortId]) {
        corpus.indexedTexts[shortId] = document.content;
      }
    }
    return corpus;
  }

  /**
   * The corpus of the split index's core: every record (coreRecords, numbered with `numbered`),
   * none with its text yet (textArrived adds it as the blocks come). `dictionary`: the core's
   * terms for typo correction, which the index, holding only the shards fetched so far, cannot list.
   */
  static split(
    metadata: SearchDatabaseMetadata,
    records: Records,
    numbered: NumberedCategories,
    miniSearch: MiniSearch<SearchDocument>,
    dictionary: TermDictionary,
  ): Corpus {
    return new Corpus(metadata, miniSearch, records, numbered, {textPending: true, dictionary});
  }

  private constructor(
    metadata: SearchDatabaseMetadata,
    index: MiniSearch<SearchDocument>,
    records: Records,
    {totals, categories}: NumberedCategories,
    options: {textPending: boolean; dictionary?: TermDictionary | null},
  ) {
    this.index = index;
    this.metadata = {version: metadata.version, lastBuild: metadata.lastBuild, stats: metadata.stats};
    this.totals = totals;
    this.categories = categories;
    this.records = records;
    this.textLoaded = options.textPending ? new Uint8Array(this.records.count) : null;
    this.dictionary = options.dictionary !== undefined ? options.dictionary : termDictionary(this.index);
  }

  /** Whether the record's text is here (always, unless the split index is still filling it). */
  hasText(shortId: number): boolean {
    return this.textLoaded === null || this.textLoaded[shortId] === 1;
  }

  /**
   * Takes in the text of the records with short ids [start, end), set on their documents by the
   * caller: each page's own text, then its sections'. The range holds whole pages (a text block
   * ends only before a page), so a page's full text is made here as withFullContent makes it.
   */
  textArrived(start: number, end: number): void {
    const loaded = this.textLoaded;
    if (!loaded) {
      return;
    }
    const pages: SearchDocument[] = [];
    const sections = new Map<string, string[]>();
    for (let shortId = start; shortId < end; shortId += 1) {
      const document = this.records.documentAt(shortId);
      if (!document || loaded[shortId] === 1) {
        continue;
      }
      this.indexedTexts[shortId] = document.content;
      // Anything made from the record's empty text before it came is made again when next read.
      this.lowerContents.delete(document.id);
      this.breaks.delete(document.id);
      const {isSection, parentId} = document.metadata;
      if (isSection && parentId) {
        const parts = sections.get(parentId) ?? [];
        parts.push(`${document.title} ${document.content}`);
        sections.set(parentId, parts);
      } else {
        pages.push(document);
      }
      loaded[shortId] = 1;
    }
    for (const page of pages) {
      const parts = sections.get(page.id);
      if (parts) {
        page.content = joinedContent(page.content, parts);
      }
    }
  }

  get totalDocuments(): number {
    return this.metadata.stats.totalDocuments;
  }

  /** Category totals of the whole index, most documents first (the panel with no query). */
  get categoryTotals(): CategoryCount[] {
    return this.totals;
  }

  /** Lower-case text of a record (snippets), made the first time it is asked for. */
  lowerContent(document: SearchDocument): string {
    let lower = this.lowerContents.get(document.id);
    if (lower === undefined) {
      lower = document.content.toLowerCase();
      this.lowerContents.set(document.id, lower);
    }
    return lower;
  }

  sentenceBreaksOf(document: SearchDocument): Int32Array {
    let breaks = this.breaks.get(document.id);
    if (breaks === undefined) {
      breaks = sentenceBreaks(document.content);
      this.breaks.set(document.id, breaks);
    }
    return breaks;
  }

  /** Title suggestions for a query (see suggest.ts): only the records whose title holds it are read. */
  suggest(query: string, limit?: number): Suggestion[] {
    const needle = suggestionNeedle(query);
    if (needle === null) {
      return [];
    }
    const {records} = this;
    function* holdingNeedle(): Generator<SuggestionSource> {
      for (let shortId = 0; shortId < records.count; shortId += 1) {
        if (records.has(shortId) && records.titleAt(shortId).toLowerCase().includes(needle as string)) {
          yield records.suggestionAt(shortId);
        }
      }
    }
    return suggestTitles(query, holdingNeedle(), limit);
  }

  /** The lower-case title and indexed text of a record, or undefined while its text is not here. */
  private phraseTextsOf(shortId: number): [title: string, text: string] | undefined {
    let texts = this.phraseTexts[shortId];
    if (texts === undefined) {
      const indexed = this.indexedTexts[shortId];
      const document = this.records.documentAt(shortId);
      if (indexed === undefined || document === undefined) {
        return undefined;
      }
      texts = [document.title.toLowerCase(), indexed.toLowerCase()];
      this.phraseTexts[shortId] = texts;
    }
    return texts;
  }

  /**
   * Whether the record's title or indexed text holds the phrase. A page is checked on its own text
   * only: its sections are records of their own, and the page scores at least its best section.
   * `matches` is the query's phrase check (see termPhraseMatcher); `pairs`, when given, the word
   * pairs the phrase needs (see phrasePairs), which rule most records out without a scan.
   */
  containsPhrase(shortId: number, matches: (text: string) => boolean, pairs: readonly number[] | null = null): boolean {
    const texts = this.phraseTextsOf(shortId);
    if (texts === undefined) {
      return false;
    }
    if (pairs) {
      let filter = this.wordPairs[shortId];
      if (filter === undefined) {
        filter = wordPairs(texts);
        this.wordPairs[shortId] = filter;
      }
      if (!mayHoldPairs(filter, pairs)) {
        return false;
      }
    }
    return matches(texts[0]) || matches(texts[1]);
  }
}
