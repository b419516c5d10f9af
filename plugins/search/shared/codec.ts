import type {AsPlainObject} from 'minisearch';
import {FilledOnRead} from './filledOnRead';
import type {SearchDatabaseMetadata, SearchDocument} from './types';

/**
 * The one home of the search-db.json layout: the indexer (plugins/search/server) writes it with
 * packDocuments and packSearchIndex, the engine reads it back with decodeDatabase. The file holds
 * rows instead of objects with repeated keys, and nothing the reader can derive: a section's url,
 * id, parentId, category, tags and date come from its page; an excerpt is a slice of the content;
 * the index's document ids are the row order.
 *
 * Layout (format SEARCH_DB_FORMAT):
 * - `documents`: PackedPage and PackedSection rows in index order (a section follows its page),
 *   or a SearchDocument spelled out when a record does not follow those rules;
 * - `searchIndex`: PackedSearchIndex, the MiniSearch serialization without document ids, postings
 *   gap-coded;
 * - `version`, `lastBuild`, `stats`: the metadata, as in manifest.json and IndexedDB.
 */

/** Layout version; part of the version hash, so that a new layout always reaches older copies. */
export const SEARCH_DB_FORMAT = 3;
/** Bits of the flags of a packed document (see PackedPage). */
export const PACKED_FLAGS = {deprecated: 1, partialContent: 2} as const;
/** Dates are stored as whole days since 1970-01-01. */
const DAY_MS = 86_400_000;
/** The furthest day from 1970-01-01 a Date can hold (8.64e15 ms), either way. */
export const MAX_DAY = 100_000_000;

/**
 * Excerpt of a packed document: a number n is the first n characters of its stored content,
 * [start, length] a slice of it, a string the excerpt itself.
 */
export type PackedExcerpt = number | [number, number] | string;

/**
 * A whole document (page or API operation) in search-db.json:
 * [url (= id), title, content, excerpt, category, lastModified as days since 1970-01-01, tags?, flags?]
 * (flags: PACKED_FLAGS bits).
 */
export type PackedPage = [string, string, string, PackedExcerpt, string, number, string[]?, number?];

/**
 * A section in search-db.json: ["#anchor", title, content, excerpt, flags?, sectionTitle?, idSuffix?].
 * It belongs to the nearest packed page before it: its url is that page's url without its fragment,
 * plus the anchor (an API operation's field records sit under the operation, whose url has a
 * fragment of its own); its id is the url plus `idSuffix` (a field documented once, in an object,
 * is a record per operation that uses it); parentId is the page's id; sectionTitle is the title
 * unless given (null: the title); category, lastModified and tags are the page's.
 */
export type PackedSection = [string, string, string, PackedExcerpt, number?, (string | null)?, string?];

/** One record of search-db.json: packed when its fields follow the rules above, else spelled out. */
export type PackedDocument = PackedPage | PackedSection | SearchDocument;

/**
 * The MiniSearch index (MiniSearch#toJSON, built with SEARCH_INDEX_OPTIONS) without what the
 * documents already say: the short ids are the documents' positions, so `documentIds` is left
 * out; `fieldLength` is one row per document; each term is [term, ...postings per field id],
 * a field's postings being 0 (none) or the gaps between short ids, each followed by -tf when the
 * term occurs more than once.
 */
export interface PackedSearchIndex {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  fieldLength: number[][];
  index: Array<[string, ...Array<0 | number[]>]>;
  serializationVersion: number;
}

/** Body of /search/search-db.json (format SEARCH_DB_FORMAT). */
export interface SearchDatabaseFile extends SearchDatabaseMetadata {
  format: number;
  documents: PackedDocument[];
  searchIndex: PackedSearchIndex;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * True for metadata the engine can use: a version, a build date, and stats whose counts are whole
 * numbers (the filter panel and the ranking count with them). Checked on the downloaded file and on
 * the copy stored in IndexedDB alike.
 */
export function isSearchMetadata(value: unknown): value is SearchDatabaseMetadata {
  if (!isRecord(value) || typeof value.version !== 'string' || typeof value.lastBuild !== 'string' || !isRecord(value.stats)) {
    return false;
  }
  const {totalDocuments, categories} = value.stats;
  return isCount(totalDocuments) && isRecord(categories) && Object.values(categories).every(isCount);
}

/** True for a search record of the decoded shape: a stored one, or one the file spells out. */
export function isSearchDocument(value: unknown): value is SearchDocument {
  if (!isRecord(value) || !isRecord(value.metadata)) {
    return false;
  }
  const {metadata} = value;
  return (
    typeof value.id === 'string' &&
    typeof value.title === 'string' &&
    typeof value.url === 'string' &&
    typeof value.category === 'string' &&
    typeof value.lastModified === 'string' &&
    typeof value.content === 'string' &&
    typeof value.excerpt === 'string' &&
    typeof metadata.category === 'string' &&
    Array.isArray(metadata.tags) &&
    metadata.tags.every((tag) => typeof tag === 'string') &&
    typeof metadata.isSection === 'boolean' &&
    (metadata.parentId === null || typeof metadata.parentId === 'string') &&
    (metadata.sectionTitle === null || typeof metadata.sectionTitle === 'string')
  );
}

/** True when a parsed body has the top-level shape of this layout (rows are checked while decoding). */
export function isDatabaseFile(value: unknown): value is SearchDatabaseFile {
  const file = value as SearchDatabaseFile | null;
  return (
    isSearchMetadata(file) &&
    file.format === SEARCH_DB_FORMAT &&
    Array.isArray(file.documents) &&
    typeof file.searchIndex === 'object' &&
    file.searchIndex !== null
  );
}

/** ISO strings of the days already decoded: a site's pages share a few hundred days. */
const isoDays = new Map<number, string>();

export function isoDay(day: number): string {
  let iso = isoDays.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString();
    isoDays.set(day, iso);
  }
  return iso;
}

// ------------------------------------------------------------------ writing (build time)

function dayOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? Math.floor(time / DAY_MS) : 0;
}

function packExcerpt(content: string, excerpt: string): PackedExcerpt {
  if (excerpt === '') {
    return 0;
  }
  const at = content.indexOf(excerpt);
  if (at === 0) {
    return excerpt.length;
  }
  return at > 0 ? [at, excerpt.length] : excerpt;
}

function flagsOf(metadata: SearchDocument['metadata']): number {
  return (metadata.deprecated ? PACKED_FLAGS.deprecated : 0) | (metadata.partialContent ? PACKED_FLAGS.partialContent : 0);
}

const sameTags = (a: string[], b: string[]): boolean => a.length === b.length && a.every((tag, i) => tag === b[i]);

function isPlainPage(document: SearchDocument): boolean {
  const {metadata} = document;
  return (
    !metadata.isSection &&
    metadata.parentId === null &&
    metadata.sectionTitle === null &&
    metadata.category === document.category &&
    document.url === document.id &&
    !document.url.startsWith('#') &&
    Array.isArray(metadata.tags)
  );
}

/** A page's url without its fragment: its sections' urls are this plus their anchor. */
export function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

function isPlainSection(document: SearchDocument, page: SearchDocument | null): page is SearchDocument {
  const {metadata} = document;
  if (!page || !metadata.isSection || metadata.parentId !== page.id || typeof metadata.sectionTitle !== 'string') {
    return false;
  }
  const base = withoutFragment(page.url);
  const anchor = document.url.slice(base.length);
  return (
    document.url.startsWith(base) &&
    /^#./.test(anchor) &&
    document.id.startsWith(document.url) &&
    document.category === page.category &&
    metadata.category === page.category &&
    dayOf(document.lastModified) === dayOf(page.lastModified) &&
    sameTags(metadata.tags, page.metadata.tags)
  );
}

/** Rows of search-db.json, in the given order (which is also the index's short-id order). */
export function packDocuments(documents: SearchDocument[]): PackedDocument[] {
  let page: SearchDocument | null = null;
  return documents.map((document): PackedDocument => {
    const flags = flagsOf(document.metadata);
    const excerpt = packExcerpt(document.content, document.excerpt);
    if (isPlainSection(document, page)) {
      const row: PackedSection = [document.url.slice(withoutFragment(page.url).length), document.title, document.content, excerpt];
      const sectionTitle = document.metadata.sectionTitle === document.title ? null : document.metadata.sectionTitle;
      const idSuffix = document.id.slice(document.url.length);
      if (idSuffix) {
        row.push(flags, sectionTitle, idSuffix);
      } else if (sectionTitle !== null) {
        row.push(flags, sectionTitle);
      } else if (flags) {
        row.push(flags);
      }
      return row;
    }
    if (isPlainPage(document)) {
      page = document;
      const row: PackedPage = [
        document.url, document.title, document.content, excerpt, document.category, dayOf(document.lastModified),
      ];
      if (flags || document.metadata.tags.length) {
        row.push(document.metadata.tags);
      }
      if (flags) {
        row.push(flags);
      }
      return row;
    }
    return document;
  });
}

/** The serialized MiniSearch index without document ids (their positions), postings gap-coded. */
export function packSearchIndex(index: AsPlainObject, ids: string[]): PackedSearchIndex {
  const documentIds = index.documentIds as Record<string, string>;
  ids.forEach((id, shortId) => {
    if (documentIds[shortId] !== id) {
      throw new Error(`[search] short id ${shortId} is not document ${id}: the index must be built in document order`);
    }
  });
  if (Object.keys(documentIds).length !== ids.length) {
    throw new Error('[search] the index holds other documents than the ones written');
  }
  const fieldLength = index.fieldLength as Record<string, number[]>;
  const fieldCount = Object.keys(index.fieldIds).length;
  return {
    documentCount: index.documentCount,
    nextId: index.nextId,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    fieldLength: ids.map((_, shortId) => fieldLength[shortId]),
    // Sorted by code units, as the split index's term list (shared/splitIndex.ts), so that a
    // prefix's terms come out of MiniSearch's tree in that order (see termMatches.ts).
    index: [...index.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([term, data]) => {
      const fields: Array<0 | number[]> = [];
      for (let fieldId = 0; fieldId < fieldCount; fieldId += 1) {
        const entry = (data as Record<string, Record<string, number>>)[fieldId];
        if (!entry) {
          fields.push(0);
          continue;
        }
        const postings: number[] = [];
        let previous = 0;
        for (const shortId of Object.keys(entry).map(Number).sort((a, b) => a - b)) {
          postings.push(shortId - previous);
          previous = shortId;
          if (entry[shortId] !== 1) {
            postings.push(-entry[shortId]);
          }
        }
        fields.push(postings);
      }
      while (fields.length > 0 && fields[fields.length - 1] === 0) {
        fields.pop();
      }
      return [term, ...fields];
    }),
    serializationVersion: index.serializationVersion,
  };
}

// ------------------------------------------------------------------ reading (in the browser)

/** The error every reader of the layout throws on data it cannot read. */
export function shapeError(what: string): Error {
  return new Error(`the index has an unexpected shape (${what})`);
}

export function excerptOf(content: string, excerpt: PackedExcerpt | undefined): string {
  if (typeof excerpt === 'number') {
    return content.slice(0, excerpt);
  }
  if (Array.isArray(excerpt)) {
    return content.slice(excerpt[0], excerpt[0] + excerpt[1]);
  }
  return typeof excerpt === 'string' ? excerpt : '';
}

function withFlags(metadata: SearchDocument['metadata'], flags: number | undefined): SearchDocument['metadata'] {
  if (flags && flags & PACKED_FLAGS.deprecated) {
    metadata.deprecated = true;
  }
  if (flags && flags & PACKED_FLAGS.partialContent) {
    metadata.partialContent = true;
  }
  return metadata;
}

/** How a row of `documents` is read: a packed page, a packed section, or a SearchDocument spelled out. */
type RowKind = 'page' | 'section' | 'document';

/**
 * Checks a row's shape as decoding it needs (unpackDocuments throws before making anything of a
 * bad row). `afterPage`: a packed page came before it (a section belongs to the nearest one).
 */
function checkRow(row: PackedDocument, afterPage: boolean): RowKind {
  if (!Array.isArray(row)) {
    if (!isSearchDocument(row)) {
      throw shapeError('document');
    }
    return 'document';
  }
  // Read by index rather than destructured: this runs once per record before any query, in code
  // not yet optimised, where a destructuring makes an iterator.
  const first = row[0];
  if (typeof first !== 'string' || typeof row[1] !== 'string' || typeof row[2] !== 'string') {
    throw shapeError('document row');
  }
  if (first.charCodeAt(0) === 35 /* # */) {
    if (!afterPage) {
      throw shapeError('section before any page');
    }
    const sectionTitle = row[5];
    const idSuffix = row[6];
    if ((sectionTitle != null && typeof sectionTitle !== 'string') || (idSuffix !== undefined && typeof idSuffix !== 'string')) {
      throw shapeError('section row');
    }
    return 'section';
  }
  const tags = row[6];
  if (typeof row[4] !== 'string' || typeof row[5] !== 'number' || (tags !== undefined && !Array.isArray(tags))) {
    throw shapeError('page row');
  }
  return 'page';
}

/** A checked page row's document. */
export function decodePage(row: PackedPage): SearchDocument {
  const [url, title, content, excerpt, category, day, tags = [], flags] = row;
  return {
    id: url,
    title,
    url,
    category,
    lastModified: isoDay(day),
    content,
    excerpt: excerptOf(content, excerpt),
    metadata: withFlags({category, tags, isSection: false, parentId: null, sectionTitle: null}, flags),
  };
}

/** The id of a checked section row whose page's url without fragment is `pageBase`. */
export function sectionId(row: PackedSection, pageBase: string): string {
  const url = `${pageBase}${row[0]}`;
  return row[6] ? `${url}${row[6]}` : url;
}

/** A checked section row's document; `page` is the packed page before it, `pageBase` its url without fragment. */
export function decodeSection(row: PackedSection, page: SearchDocument, pageBase: string): SearchDocument {
  const [anchor, title, content, excerpt, flags, sectionTitle] = row;
  const url = `${pageBase}${anchor}`;
  return {
    id: sectionId(row, pageBase),
    title,
    url,
    category: page.category,
    lastModified: page.lastModified,
    content,
    excerpt: excerptOf(content, excerpt),
    metadata: withFlags(
      {category: page.category, tags: page.metadata.tags, isSection: true, parentId: page.id, sectionTitle: sectionTitle ?? title},
      flags,
    ),
  };
}

/** Documents in file order; a section row takes its page's fields from the packed page before it. */
export function unpackDocuments(rows: PackedDocument[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  let page: SearchDocument | null = null;
  let pageBase = '';
  for (const row of rows) {
    const kind = checkRow(row, page !== null);
    if (kind === 'document') {
      documents.push(row as SearchDocument);
    } else if (kind === 'section') {
      documents.push(decodeSection(row as PackedSection, page as SearchDocument, pageBase));
    } else {
      page = decodePage(row as PackedPage);
      pageBase = withoutFragment(page.url);
      documents.push(page);
    }
  }
  return documents;
}

/** Postings of one term as MiniSearch holds them in memory: field id → (short id → term frequency). */
export type TermPostings = Map<number, Map<number, number>>;

export function checkedIndex(packed: PackedSearchIndex): PackedSearchIndex {
  if (!Array.isArray(packed.index) || !Array.isArray(packed.fieldLength)) {
    throw shapeError('searchIndex');
  }
  return packed;
}

/**
 * One term's postings, decoded from its packed fields the first time they are read. A query reads
 * the postings of a few terms out of thousands, so a first query need not wait for every term's
 * Maps to be made: that was most of the time between the file's arrival and the first result.
 * Every read of a Map (get, has, size, iteration) decodes first, so to its readers (MiniSearch,
 * termMatches.ts) it is a plain Map.
 */
class PackedTermPostings extends FilledOnRead<number, Map<number, number>> {
  /** The packed postings until they are decoded: then only the Maps are kept. */
  private fields: ReadonlyArray<0 | number[]> | null;

  constructor(fields: ReadonlyArray<0 | number[]>) {
    super();
    this.fields = fields;
  }

  protected fill(put: (fieldId: number, entry: Map<number, number>) => void): void {
    const fields = this.fields ?? [];
    this.fields = null;
    for (let fieldId = 0; fieldId < fields.length; fieldId += 1) {
      const postings = fields[fieldId];
      if (!postings) {
        continue;
      }
      const entry = new Map<number, number>();
      let shortId = 0;
      for (const value of postings) {
        if (value < 0) {
          entry.set(shortId, -value);
        } else {
          shortId += value;
          entry.set(shortId, 1);
        }
      }
      put(fieldId, entry);
    }
  }
}

/**
 * Each term of a packed index with its postings as MiniSearch keeps them in memory (short ids
 * are positions), in the index's term order, without the detour through objects keyed by number
 * strings that MiniSearch.loadJS would convert again. Each term's Maps are made when first read.
 */
export function* unpackPostings(packed: PackedSearchIndex): Generator<[string, TermPostings]> {
  for (const [term, ...fields] of checkedIndex(packed).index) {
    yield [term, new PackedTermPostings(fields)];
  }
}

/**
 * The MiniSearch serialization of a packed index whose short ids are positions in `ids`: the
 * slow way in, used only when MiniSearch's internals are not as expected (see searchIndex.ts).
 */
export function unpackSearchIndex(packed: PackedSearchIndex, ids: string[]): AsPlainObject {
  checkedIndex(packed);
  const documentIds: Record<string, string> = {};
  const fieldLength: Record<string, number[]> = {};
  ids.forEach((id, shortId) => {
    documentIds[shortId] = id;
    fieldLength[shortId] = packed.fieldLength[shortId] ?? [];
  });
  const index: AsPlainObject['index'] = [];
  for (const [term, data] of unpackPostings(packed)) {
    const fields: Record<string, Record<string, number>> = {};
    for (const [fieldId, entry] of data) {
      fields[fieldId] = Object.fromEntries(entry);
    }
    index.push([term, fields]);
  }
  return {
    documentCount: packed.documentCount,
    nextId: packed.nextId,
    documentIds,
    fieldIds: packed.fieldIds,
    fieldLength,
    averageFieldLength: packed.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: packed.serializationVersion,
  } as AsPlainObject;
}

/** Search documents (in index order) and the packed index of a search-db.json body. */
export function decodeDatabase(file: SearchDatabaseFile): {documents: SearchDocument[]; packedIndex: PackedSearchIndex} {
  const documents = unpackDocuments(file.documents);
  if (documents.length !== file.searchIndex.documentCount) {
    throw shapeError('document count');
  }
  return {documents, packedIndex: checkedIndex(file.searchIndex)};
}
