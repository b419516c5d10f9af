import type {SearchDocument} from '../types';
import {isoDay} from './days';
import {isSearchDocument} from './guards';
import {checkedIndex} from './packedIndex';
import {PACKED_FLAGS, shapeError, withoutFragment, type PackedDocument, type PackedExcerpt, type PackedPage, type PackedSearchIndex, type PackedSection, type SearchDatabaseFile} from './layout';

/** Reading the rows of search-db.json back into search documents (the engine, in the browser and in Node). */

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

/** Search documents (in index order) and the packed index of a search-db.json body. */
export function decodeDatabase(file: SearchDatabaseFile): {documents: SearchDocument[]; packedIndex: PackedSearchIndex} {
  const documents = unpackDocuments(file.documents);
  if (documents.length !== file.searchIndex.documentCount) {
    throw shapeError('document count');
  }
  return {documents, packedIndex: checkedIndex(file.searchIndex)};
}
