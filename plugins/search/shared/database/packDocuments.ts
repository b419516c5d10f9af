import type {SearchDocument} from '../types';
import {dayOf} from './days';
import {PACKED_FLAGS, withoutFragment, type PackedDocument, type PackedExcerpt, type PackedPage, type PackedSection} from './layout';

/** Writing the rows of search-db.json at build time (plugins/search/server). */

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
