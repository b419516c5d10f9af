import {SEARCH_DB_FORMAT, type PackedDocument, type PackedExcerpt, type PackedSearchIndex, type SearchDatabaseFile} from './codec';
import {columnsOf, type CoreColumns} from './coreColumns';
import {SPLIT_SHARD_BYTES, SPLIT_TEXT_BYTES} from './limits';
import {lowerBound} from './sortedSearch';
import type {SearchDatabaseMetadata} from './types';

/**
 * The split index: search-db.json cut into pieces a first query fetches on demand, so that the
 * first result does not wait for the whole database (a phone at 10,000 pages would download
 * 1.5 MB first). search-db.json stays the whole database, downloaded and stored in the
 * background for offline use; the pieces hold the same data, so ranking over them is ranking
 * over it.
 *
 * - `search/split/core.json`: what every query reads. The metadata, every record without its
 *   text (in columns, coreColumns.ts), the index's counts and field lengths, and every indexed term (sorted) with its number
 *   of documents (typo correction weighs candidates by it), the first term of each term shard
 *   and the first record of each text block.
 * - `search/split/<version>/terms-<n>.json`: the packed postings (codec.ts) of a range of sorted
 *   terms. A term and all terms it starts (its prefix matches) sit in a run of shards found
 *   from the core's term list.
 * - `search/split/<version>/text-<n>.json`: the stored text and excerpt of a range of records,
 *   cut at page boundaries: a page's full text is its own and its sections'.
 *
 * The version in the pieces' path keeps a piece of one build from being read with the core of
 * another.
 */

export const SPLIT_CORE_PATH = 'search/split/core.json';

/** Path of a piece, relative to the site's base URL. */
export function splitPiecePath(version: string, kind: 'terms' | 'text', number: number): string {
  return `search/split/${version}/${kind}-${number}.json`;
}

export interface SearchCoreFile extends SearchDatabaseMetadata {
  format: number;
  /** The records, column by column, without their text (the text blocks hold it): see coreColumns.ts. */
  records?: CoreColumns;
  /**
   * Instead of `records` when a record is spelled out (codec.ts): the records as in
   * search-db.json, with empty text and excerpt.
   */
  documents?: PackedDocument[];
  /** The packed index without its terms. */
  searchIndex: Omit<PackedSearchIndex, 'index'> & {index: []};
  /** Every indexed term, sorted by UTF-16 code units (so a prefix's terms are one run). */
  terms: string[];
  /** Documents holding each term (the most of any field), by position in `terms`. */
  termDocuments: number[];
  /** Position in `terms` of the first term of each term shard. */
  termShards: number[];
  /** Position of the first record of each text block. */
  textBlocks: number[];
}

/** A term shard: the packed index rows of its terms, in sorted order. */
export type TermShardFile = PackedSearchIndex['index'];
/** A text block: [stored text, excerpt] of each of its records, in index order. */
export type TextBlockFile = Array<[string, PackedExcerpt]>;

export interface SplitFiles {
  core: SearchCoreFile;
  /** Relative path → body, for every piece. */
  pieces: Map<string, TermShardFile | TextBlockFile>;
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Length of a value as JSON, roughly (numbers count their digits): for cutting pieces to size. */
const jsonLength = (value: unknown): number => JSON.stringify(value).length;

function withoutText(row: PackedDocument): PackedDocument {
  if (!Array.isArray(row)) {
    return {...row, content: '', excerpt: ''};
  }
  const copy = row.slice() as PackedDocument & unknown[];
  copy[2] = '';
  copy[3] = 0;
  return copy;
}

function textOf(row: PackedDocument): [string, PackedExcerpt] {
  return Array.isArray(row) ? [row[2], row[3]] : [row.content, row.excerpt];
}

/** Whether a record is a whole document (a page or an API operation), not a section of one. */
const isPageRow = (row: PackedDocument): boolean => (Array.isArray(row) ? !row[0].startsWith('#') : !row.metadata.isSection);

/** Cuts a database file into the core and its pieces (at build time, beside search-db.json). */
export function splitDatabase(
  database: SearchDatabaseFile,
  sizes: {shardBytes?: number; textBytes?: number} = {},
): SplitFiles {
  const shardBytes = sizes.shardBytes ?? SPLIT_SHARD_BYTES;
  const textBytes = sizes.textBytes ?? SPLIT_TEXT_BYTES;
  const {version} = database;
  const pieces = new Map<string, TermShardFile | TextBlockFile>();

  const rows = [...database.searchIndex.index].sort((a, b) => byCodeUnits(a[0], b[0]));
  const termShards: number[] = [];
  let shard: TermShardFile = [];
  let shardLength = 0;
  rows.forEach((row, position) => {
    if (shard.length === 0) {
      termShards.push(position);
    }
    shard.push(row);
    shardLength += jsonLength(row);
    if (shardLength >= shardBytes || position === rows.length - 1) {
      pieces.set(splitPiecePath(version, 'terms', termShards.length - 1), shard);
      shard = [];
      shardLength = 0;
    }
  });

  const textBlocks: number[] = [];
  let block: TextBlockFile = [];
  let blockLength = 0;
  const closeBlock = (): void => {
    if (block.length > 0) {
      pieces.set(splitPiecePath(version, 'text', textBlocks.length - 1), block);
      block = [];
      blockLength = 0;
    }
  };
  database.documents.forEach((row, position) => {
    // A block ends only before a page, so that a page and its sections arrive together.
    if (blockLength >= textBytes && isPageRow(row)) {
      closeBlock();
    }
    if (block.length === 0) {
      textBlocks.push(position);
    }
    const text = textOf(row);
    block.push(text);
    blockLength += jsonLength(text);
  });
  closeBlock();

  const {index: _index, ...counts} = database.searchIndex;
  const records = columnsOf(database.documents);
  return {
    core: {
      version,
      lastBuild: database.lastBuild,
      stats: database.stats,
      format: database.format,
      ...(records ? {records} : {documents: database.documents.map(withoutText)}),
      searchIndex: {...counts, index: []},
      terms: rows.map(([term]) => term),
      termDocuments: rows.map(([, ...fields]) => Math.max(0, ...fields.map((field) => postingCount(field)))),
      termShards,
      textBlocks,
    },
    pieces,
  };
}

/** Number of documents in a field's gap-coded postings (negative values are frequencies). */
function postingCount(field: 0 | number[]): number {
  if (!field) {
    return 0;
  }
  let count = 0;
  for (const value of field) {
    if (value >= 0) {
      count += 1;
    }
  }
  return count;
}

/** True when a parsed body has the top-level shape of a core file of this layout. */
export function isCoreFile(value: unknown): value is SearchCoreFile {
  const core = value as SearchCoreFile | null;
  return (
    typeof core === 'object' &&
    core !== null &&
    typeof core.version === 'string' &&
    core.format === SEARCH_DB_FORMAT &&
    ((typeof core.records === 'object' && core.records !== null) || Array.isArray(core.documents)) &&
    Array.isArray(core.terms) &&
    Array.isArray(core.termDocuments) &&
    core.termDocuments.length === core.terms.length &&
    Array.isArray(core.termShards) &&
    Array.isArray(core.textBlocks) &&
    typeof core.searchIndex === 'object' &&
    core.searchIndex !== null
  );
}

/** The piece holding `position` (a whole number), given the first positions of the pieces (sorted). */
export function pieceOf(starts: readonly number[], position: number): number {
  // The last piece starting at or before it: the one before the first that starts after it.
  return Math.max(0, lowerBound(starts, position + 1) - 1);
}
