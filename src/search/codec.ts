import type {AsPlainObject} from 'minisearch';
import {PACKED_FLAGS} from './constants';
import type {
  PackedDocument,
  PackedExcerpt,
  PackedSearchIndex,
  SearchDatabaseFile,
  SearchDocument,
} from './types';

/**
 * Reads search-db.json (layout in types.ts, written by plugins/search-index/lib/packDatabase.ts)
 * back into spec §3 search documents and a MiniSearch index for MiniSearch.loadJS.
 */

const DAY_MS = 86_400_000;

export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString();
}

function shapeError(what: string): Error {
  return new Error(`the index has an unexpected shape (${what})`);
}

function excerptOf(content: string, excerpt: PackedExcerpt | undefined): string {
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

/** Documents in file order; a section row takes its page's fields from the packed page before it. */
export function unpackDocuments(rows: PackedDocument[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  let page: SearchDocument | null = null;
  for (const row of rows) {
    if (!Array.isArray(row)) {
      if (typeof row !== 'object' || row === null || typeof row.id !== 'string' || typeof row.content !== 'string') {
        throw shapeError('document');
      }
      documents.push(row);
      continue;
    }
    const [first, title, content] = row;
    if (typeof first !== 'string' || typeof title !== 'string' || typeof content !== 'string') {
      throw shapeError('document row');
    }
    if (first.startsWith('#')) {
      if (!page) {
        throw shapeError('section before any page');
      }
      const [, , , excerpt, flags] = row as [string, string, string, PackedExcerpt, number?];
      const url = `${page.url}${first}`;
      documents.push({
        id: url,
        title,
        url,
        category: page.category,
        lastModified: page.lastModified,
        content,
        excerpt: excerptOf(content, excerpt),
        metadata: withFlags(
          {category: page.category, tags: page.metadata.tags, isSection: true, parentId: page.id, sectionTitle: title},
          flags,
        ),
      });
      continue;
    }
    const [, , , excerpt, category, day, tags = [], flags] = row as [
      string, string, string, PackedExcerpt, string, number, string[]?, number?,
    ];
    if (typeof category !== 'string' || typeof day !== 'number' || !Array.isArray(tags)) {
      throw shapeError('page row');
    }
    page = {
      id: first,
      title,
      url: first,
      category,
      lastModified: isoDay(day),
      content,
      excerpt: excerptOf(content, excerpt),
      metadata: withFlags({category, tags, isSection: false, parentId: null, sectionTitle: null}, flags),
    };
    documents.push(page);
  }
  return documents;
}

/** The MiniSearch serialization of a packed index whose short ids are positions in `ids`. */
export function unpackSearchIndex(packed: PackedSearchIndex, ids: string[]): AsPlainObject {
  if (!Array.isArray(packed.index) || !Array.isArray(packed.fieldLength)) {
    throw shapeError('searchIndex');
  }
  const documentIds: Record<string, string> = {};
  const fieldLength: Record<string, number[]> = {};
  ids.forEach((id, shortId) => {
    documentIds[shortId] = id;
    fieldLength[shortId] = packed.fieldLength[shortId] ?? [];
  });
  const index: AsPlainObject['index'] = packed.index.map(([term, ...fields]) => {
    const data: Record<string, Record<string, number>> = {};
    fields.forEach((postings, fieldId) => {
      if (!postings) {
        return;
      }
      const entry: Record<string, number> = {};
      let shortId = 0;
      for (const value of postings) {
        if (value < 0) {
          entry[shortId] = -value;
        } else {
          shortId += value;
          entry[shortId] = 1;
        }
      }
      data[fieldId] = entry;
    });
    return [term, data];
  });
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

/** Spec §3 documents (in index order) and the MiniSearch index of a search-db.json body. */
export function decodeDatabase(file: SearchDatabaseFile): {documents: SearchDocument[]; searchIndex: AsPlainObject} {
  const documents = unpackDocuments(file.documents);
  if (documents.length !== file.searchIndex.documentCount) {
    throw shapeError('document count');
  }
  return {documents, searchIndex: unpackSearchIndex(file.searchIndex, documents.map((document) => document.id))};
}
