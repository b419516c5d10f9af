import {createHash} from 'node:crypto';
import MiniSearch from 'minisearch';
import {SEARCH_DB_FORMAT, packDocuments, packSearchIndex, type SearchDatabaseFile} from '../shared/codec';
import {STORED_CONTENT_LENGTH} from '../shared/limits';
import {SEARCH_INDEX_OPTIONS} from '../shared/indexOptions';
import {normalizeText} from '../shared/normalize';
import type {SearchDocument, SearchManifest} from '../shared/types';
import type {IndexRecord} from './types';

/**
 * The stored part of a text: all of it up to `limit` characters, else cut after the last sentence
 * end within the limit (or, with none in its second half, at the last space).
 */
export function cutStoredText(text: string, limit: number = STORED_CONTENT_LENGTH): string {
  if (text.length <= limit) {
    return text;
  }
  const head = text.slice(0, limit + 1);
  let end = -1;
  for (const match of head.matchAll(/[.!?](?=\s)/g)) {
    end = match.index + 1;
  }
  if (end < limit / 2) {
    const space = head.lastIndexOf(' ');
    end = space > 0 ? space : limit;
  }
  return text.slice(0, end).trimEnd();
}

/** What search-db.json keeps of a record: its snippet text (no code blocks), cut to the limit. */
function storedDocument(record: IndexRecord): SearchDocument {
  const {snippetText, linkTexts: _linkTexts, ...document} = record;
  const content = cutStoredText(snippetText ?? record.content);
  if (content === record.content) {
    return document;
  }
  return {...document, content, metadata: {...document.metadata, partialContent: true}};
}

/**
 * Text as it is indexed and searched (see normalize.ts), its whitespace still collapsed: a
 * character dropped between two spaces must not leave two (snippets read single spaces).
 */
function normalized(text: string): string {
  const result = normalizeText(text);
  return result === text ? text : result.replace(/\s{2,}/g, ' ');
}

/** The record's texts as they are indexed and searched. */
function normalizedRecord(record: IndexRecord): IndexRecord {
  return {
    ...record,
    title: normalized(record.title),
    content: normalized(record.content),
    excerpt: normalized(record.excerpt),
    ...(record.snippetText !== undefined && {snippetText: normalized(record.snippetText)}),
    ...(record.linkTexts !== undefined && {linkTexts: record.linkTexts.map(normalized)}),
    metadata: {
      ...record.metadata,
      tags: record.metadata.tags.map(normalized),
      sectionTitle: record.metadata.sectionTitle === null ? null : normalized(record.metadata.sectionTitle),
    },
  };
}

/**
 * The two files the search fetches: search-db.json (version, lastBuild, stats, documents, MiniSearch
 * index; layout in SearchDatabaseFile) and manifest.json (version). The index covers every
 * record's whole text; the documents carry the shorter stored text. The version hashes the
 * indexed text and the file layout only, so an unchanged site keeps its version across builds
 * and checkouts (file times do not count).
 */
export function buildSearchDatabase(
  input: IndexRecord[],
  lastBuild: Date = new Date(),
): {database: SearchDatabaseFile; manifest: SearchManifest} {
  const records = input.map(normalizedRecord);
  const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  // Input order is kept: sections follow their page in document order, which the engine relies on.
  index.addAll(records);
  const hashed = records.map(({lastModified: _lastModified, ...rest}) => rest);
  const version = createHash('sha256')
    .update(JSON.stringify({format: SEARCH_DB_FORMAT, stored: STORED_CONTENT_LENGTH, records: hashed}))
    .digest('hex')
    .slice(0, 16);
  const categories: Record<string, number> = {};
  for (const record of records) {
    categories[record.category] = (categories[record.category] ?? 0) + 1;
  }
  const documents = packDocuments(records.map(storedDocument));
  const searchIndex = packSearchIndex(index.toJSON(), records.map((record) => record.id));
  const totalSize = JSON.stringify(documents).length + JSON.stringify(searchIndex).length;
  return {
    database: {
      version,
      lastBuild: lastBuild.toISOString(),
      stats: {totalDocuments: records.length, totalSize, categories},
      format: SEARCH_DB_FORMAT,
      documents,
      searchIndex,
    },
    manifest: {version},
  };
}
