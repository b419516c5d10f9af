import type MiniSearch from 'minisearch';
import {DEPRECATED_PENALTY, SECTION_PENALTY} from '../shared/limits';
import {CategoryNumbers} from './categories';
import {compareText} from './compareText';
import {termDictionary} from './miniSearchInternals';
import {pageGroups, type PageGroups} from './pageGroups';
import type {MemoryIndex} from './searchIndex';
import {sentenceBreaks} from './snippet';
import type {TermDictionary} from './typoCorrection';
import {mayHoldPairs, wordPairs} from './wordPairs';
import type {CategoryCount, SearchDatabaseMetadata, SearchDocument} from '../shared/types';

/**
 * A same-origin site path: "/" then anything but a second "/" or "\\" (which browsers read as
 * another host), and no control character. A stored document with any other URL is dropped at
 * load rather than failing when chosen.
 */
export function isSitePath(url: unknown): boolean {
  return typeof url === 'string' && /^\/(?![/\\])/.test(url) && !/\p{Cc}/u.test(url);
}

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
      const content = joinedContent(document.content, parts);
      const metadata = partial.has(document.id) ? {...document.metadata, partialContent: true} : document.metadata;
      return [document.id, {...document, content, metadata}];
    }),
  );
}

/**
 * Marks each page partial when one of its sections is (withFullContent does it while joining the
 * texts; records loaded without text need it before ranking reads the flag).
 */
function markPartialPages(byShortId: SearchDocument[]): void {
  const pages = new Map<string, SearchDocument>();
  for (const document of byShortId) {
    if (!document) {
      continue;
    }
    const {isSection, parentId, partialContent} = document.metadata;
    if (!isSection) {
      pages.set(document.id, document);
    } else if (partialContent && parentId) {
      const page = pages.get(parentId);
      if (page && !page.metadata.partialContent) {
        page.metadata = {...page.metadata, partialContent: true};
      }
    }
  }
}

/**
 * The loaded index and its documents, joined: documents by id and by MiniSearch short id, each
 * page's text completed with its sections, the lower-case texts and sentence breaks that phrases
 * and snippets read, and the category totals.
 */
export class Corpus {
  readonly index: MiniSearch<SearchDocument>;
  readonly metadata: SearchDatabaseMetadata;
  readonly documents: Map<string, SearchDocument>;
  /** Documents by MiniSearch short id (the position of their id in the index), and the reverse. */
  readonly documentsByShortId: SearchDocument[] = [];
  readonly shortIds: Map<string, number>;
  /** The result group of each record by short id (a page and its sections), numbered at load. */
  readonly groups: PageGroups;
  /** documentBoost of each record by short id, so that ranking multiplies by an array entry. */
  readonly boosts: Float64Array;
  private readonly lowerContents: Map<string, string>;
  /** Lower-case text each record is indexed with (a page's own, before its sections), for phrases. */
  private readonly indexedTexts: Map<string, string>;
  /** Lower-case title and indexed text of each record by short id, read by phrase checks. */
  private readonly phraseTexts: Array<[title: string, text: string] | undefined> = [];
  /** Word pairs of each record's phrase texts by short id, made the first time a phrase is checked in it. */
  private readonly wordPairs: Array<Uint32Array | undefined> = [];
  /** Sentence breaks of each record's text, made the first time a snippet is cut from it. */
  private readonly breaks = new Map<string, Int32Array>();
  /** Category totals, sorted once: every query lists the categories in this order. */
  private readonly totals: CategoryCount[];
  /** The categories numbered in the totals' order; ranking counts its groups by these numbers. */
  readonly categories: CategoryNumbers;
  /** Category number of each record by short id (-1 where there is none). */
  readonly categoryOf: Int32Array;
  /** Category number of each group's head (-1 for a group without a page to head it). */
  readonly groupCategory: Int32Array;
  /** The indexed terms for typo correction; null when the index cannot list them. */
  readonly dictionary: TermDictionary | null;

  /**
   * Which records have their text, by short id; null when all have. The split index (see
   * partialIndex.ts) loads records without text and fills it in blocks, on demand.
   */
  private readonly textLoaded: Uint8Array | null;

  /**
   * `options.textPending`: the documents carry no text yet; fillText adds it (the documents are
   * then changed in place: none has been stored or handed out). `options.dictionary`: the terms for
   * typo correction, when the index does not hold them all.
   */
  constructor(
    metadata: SearchDatabaseMetadata,
    loaded: SearchDocument[],
    {miniSearch, shortIds}: MemoryIndex,
    options: {textPending?: boolean; dictionary?: TermDictionary | null} = {},
  ) {
    const documents = loaded.filter((document) => isSitePath(document.url));
    this.index = miniSearch;
    this.shortIds = shortIds;
    this.textLoaded = options.textPending ? new Uint8Array(shortIds.size) : null;
    // Made now rather than on first use, so that no query pays for it. A section's indexed text is
    // its full text: one string serves both maps.
    this.indexedTexts = new Map(
      options.textPending ? [] : documents.map((document) => [document.id, document.content.toLowerCase()]),
    );
    this.documents = options.textPending ? new Map(documents.map((document) => [document.id, document])) : withFullContent(documents, this.shortIds);
    for (const [id, shortId] of this.shortIds) {
      const document = this.documents.get(id);
      if (document) {
        this.documentsByShortId[shortId] = document;
      }
    }
    if (options.textPending) {
      markPartialPages(this.documentsByShortId);
    } else {
      this.documentsByShortId.forEach((document, shortId) => {
        this.phraseTexts[shortId] = [document.title.toLowerCase(), this.indexedTexts.get(document.id) as string];
      });
    }
    this.groups = pageGroups(this.documentsByShortId, (id) => this.documents.get(id));
    this.boosts = Float64Array.from(this.documentsByShortId, (document) => (document ? this.documentBoost(document) : 0));
    this.lowerContents = new Map(
      [...(options.textPending ? [] : this.documents.values())].map((document) => [
        document.id,
        document.metadata.isSection ? (this.indexedTexts.get(document.id) as string) : document.content.toLowerCase(),
      ]),
    );
    this.metadata = {version: metadata.version, lastBuild: metadata.lastBuild, stats: metadata.stats};
    this.totals = Object.entries(metadata.stats.categories)
      .map(([name, count]) => ({name, count}))
      .sort((a, b) => b.count - a.count || compareText(a.name, b.name));
    this.categories = new CategoryNumbers(this.totals.map(({name}) => name));
    this.categoryOf = this.categories.ofDocuments(this.documentsByShortId);
    this.groupCategory = this.categories.ofDocuments(this.groups.head);
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
      const document = this.documentsByShortId[shortId];
      if (!document || loaded[shortId] === 1) {
        continue;
      }
      const lower = document.content.toLowerCase();
      this.indexedTexts.set(document.id, lower);
      this.phraseTexts[shortId] = [document.title.toLowerCase(), lower];
      const {isSection, parentId} = document.metadata;
      if (isSection && parentId) {
        this.lowerContents.set(document.id, lower);
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
      this.lowerContents.set(page.id, page.content.toLowerCase());
    }
  }

  get totalDocuments(): number {
    return this.metadata.stats.totalDocuments;
  }

  /** Category totals of the whole index, most documents first (the panel with no query). */
  get categoryTotals(): CategoryCount[] {
    return this.totals;
  }

  /** Sections rank 0.1 below whole documents, deprecated operations 0.3 below current ones. */
  documentBoost({metadata}: SearchDocument): number {
    return (metadata.isSection ? 1 - SECTION_PENALTY : 1) * (metadata.deprecated ? 1 - DEPRECATED_PENALTY : 1);
  }

  /** Lower-case text of a record (phrase checks and snippets), made when the data is loaded. */
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

  /**
   * Whether the record's title or indexed text holds the phrase. A page is checked on its own text
   * only: its sections are records of their own, and the page scores at least its best section.
   * `matches` is the query's phrase check (see termPhraseMatcher); `pairs`, when given, the word
   * pairs the phrase needs (see phrasePairs), which rule most records out without a scan.
   */
  containsPhrase(shortId: number, matches: (text: string) => boolean, pairs: readonly number[] | null = null): boolean {
    const texts = this.phraseTexts[shortId];
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
