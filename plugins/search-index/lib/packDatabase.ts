import type {AsPlainObject} from 'minisearch';
import {PACKED_FLAGS} from '../../../src/search/constants';
import type {
  PackedDocument,
  PackedExcerpt,
  PackedPage,
  PackedSearchIndex,
  PackedSection,
  SearchDocument,
} from '../../../src/search/types';

/**
 * Writes documents and the MiniSearch index in the layout of search-db.json (types.ts), which
 * src/search/codec.ts reads back: rows instead of objects with repeated keys, and nothing the
 * reader can derive (section url, id, parentId, category, tags and date from their page; excerpt
 * as a slice of the content; the index's document ids from the row order).
 */

const DAY_MS = 86_400_000;

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

function isPlainSection(document: SearchDocument, page: SearchDocument | null): page is SearchDocument {
  const {metadata} = document;
  if (!page || !metadata.isSection || metadata.parentId !== page.id || metadata.sectionTitle !== document.title) {
    return false;
  }
  const anchor = document.url.slice(page.url.length);
  return (
    document.id === document.url &&
    document.url.startsWith(page.url) &&
    /^#./.test(anchor) &&
    !page.url.includes('#') &&
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
      const row: PackedSection = [document.url.slice(page.url.length), document.title, document.content, excerpt];
      return flags ? [row[0], row[1], row[2], row[3], flags] : row;
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
      throw new Error(`[search-index] short id ${shortId} is not document ${id}: the index must be built in document order`);
    }
  });
  if (Object.keys(documentIds).length !== ids.length) {
    throw new Error('[search-index] the index holds other documents than the ones written');
  }
  const fieldLength = index.fieldLength as Record<string, number[]>;
  const fieldCount = Object.keys(index.fieldIds).length;
  return {
    documentCount: index.documentCount,
    nextId: index.nextId,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    fieldLength: ids.map((_, shortId) => fieldLength[shortId]),
    index: index.index.map(([term, data]) => {
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
