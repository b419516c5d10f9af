import {shapeError, unpackDocuments} from '../../shared/codec';
import type {SearchCoreFile} from '../../shared/splitIndex';
import type {CategoryNumbers} from './categories';
import {ColumnRecords} from './columnRecords';
import {DocumentRecords} from './documentRecords';
import {pagesWithPartialSections} from './partialPages';
import type {Records} from './records';
import {isSitePath} from './sitePath';
import type {SearchDocument} from '../../shared/types';

/**
 * The records of the split index's core: ColumnRecords over its columns, or, for a core that
 * spells a record out and so keeps its rows, DocumentRecords over the decoded rows. Throws on
 * columns or rows of unexpected shape, as decoding does.
 */
export function coreRecords(core: Pick<SearchCoreFile, 'records' | 'documents'>, count: number, categories: CategoryNumbers): Records {
  if (core.records) {
    return new ColumnRecords(core.records, count, categories);
  }
  const documents = unpackDocuments(core.documents ?? []);
  if (documents.length !== count) {
    throw shapeError('document count');
  }
  const byId = new Map(documents.filter((document) => isSitePath(document.url)).map((document) => [document.id, document]));
  const shortIds = new Map(documents.map((document, shortId) => [document.id, shortId]));
  const byShortId = documents.map((document) => (byId.get(document.id) === document ? document : undefined));
  markPartialPages(byShortId);
  return new DocumentRecords(byShortId, (id) => byId.get(id), shortIds, categories, documents.map((document) => document.id));
}

/** Marks each page partial when one of its sections is (partialPages.ts); for documents whose texts are not joined yet. */
function markPartialPages(byShortId: ReadonlyArray<SearchDocument | undefined>): void {
  const partial = pagesWithPartialSections(byShortId);
  for (const document of byShortId) {
    if (document && !document.metadata.isSection && partial.has(document.id) && !document.metadata.partialContent) {
      document.metadata = {...document.metadata, partialContent: true};
    }
  }
}
