import {excerptOf, type PackedExcerpt} from '../../shared/codec';
import {DEPRECATED_PENALTY, SECTION_PENALTY} from '../../shared/limits';
import type {TextBlockFile} from '../../shared/splitIndex';
import type {SuggestionSource} from '../presentation/suggest';
import type {SearchDocument} from '../../shared/types';

/** Bits of Records.flags. */
export const RECORD = {
  /** The short id holds a record with a same-origin URL (isSitePath); the others are never results. */
  present: 1,
  section: 2,
  /** A section that names its page (its parentId is set). */
  namesPage: 4,
  /** The stored text is shorter than the indexed text: the record's own, or for a page one of its sections'. */
  partial: 8,
  deprecated: 16,
  /** A changelog page or entry (its page's path ends in /changelog), or a version history section: see CHANGELOG_FACTOR. */
  changelog: 32,
  /** A section of an API operation's record: one of its fields (see FIELD_FACTOR). */
  field: 64,
  /** An API operation or webhook (a page record whose URL has a fragment). */
  operation: 128,
} as const;

/** Whether a page URL is a changelog's (`/customer-rest-api/changelog`, `/cmp/mobile-sdks/ios/changelog`). */
export function isChangelogUrl(url: string): boolean {
  return /\/changelog\/?(?:[#?]|$)/.test(url);
}

/**
 * Whether a section's URL or anchor is a version history inside a page (`/uc/js-sdk#versions`): it
 * repeats what each release changed, as a changelog does, so it counts as one (CHANGELOG_FACTOR).
 */
export function isHistorySection(urlOrAnchor: string): boolean {
  return /#(?:versions|version-history|changelog|release-notes)$/.test(urlOrAnchor);
}

/**
 * The kind flags of a page's records, from its URL: a changelog's, or an API operation's (a page
 * record whose URL has a fragment), whose sections are its fields.
 */
export function pageKind(url: string): {page: number; sections: number} {
  if (isChangelogUrl(url)) {
    return {page: RECORD.changelog, sections: RECORD.changelog};
  }
  return url.includes('#') ? {page: RECORD.operation, sections: RECORD.field} : {page: 0, sections: 0};
}

/**
 * The records of a loaded index by short id. Ranking reads a few facts of every record it scores
 * (whether it is there, a section, partial; its result group, category and boost): those are
 * worked out once, at load, into typed arrays. The rest of a record is its document, which
 * `documentAt` gives.
 *
 * Two kinds: DocumentRecords over documents already decoded (search-db.json, the stored copy, a
 * split core that keeps its rows), and ColumnRecords over the split index's core in columns, whose
 * records are decoded only when first read. A first query at 12,000 records shows ten results:
 * making 12,000 documents, their ids and the Maps keyed by them was most of the time between the
 * core's arrival and the first result.
 *
 * The groups are a page and its sections (groupKey), numbered in short-id order as first met;
 * each group's head is the record its key names (the page), when the corpus has it.
 */
export abstract class Records {
  readonly flags: Uint8Array;
  /** Group number of each record by short id; -1 where there is no record. */
  readonly groupOf: Int32Array;
  /** Category number of each record by short id (-1 where there is none). */
  readonly categoryOf: Int32Array;
  /** documentBoost of each record by short id, so that ranking multiplies by an array entry. */
  readonly boosts: Float64Array;
  /** Short id of each group's head (-1 for a group without a page to head it). */
  heads: Int32Array = new Int32Array(0);
  /** Category number of each group's head (-1 for a group without a head). */
  groupCategory: Int32Array = new Int32Array(0);

  protected constructor(readonly count: number) {
    this.flags = new Uint8Array(count);
    this.groupOf = new Int32Array(count).fill(-1);
    this.categoryOf = new Int32Array(count).fill(-1);
    this.boosts = new Float64Array(count);
  }

  get groupCount(): number {
    return this.heads.length;
  }

  /** The record's document, or undefined where there is none (see RECORD.present). */
  abstract documentAt(shortId: number): SearchDocument | undefined;

  /** The record's title, without making its document (suggestions read every title). */
  abstract titleAt(shortId: number): string;

  /** What a suggestion reads of a present record (see suggest.ts), without keeping a document made for it. */
  abstract suggestionAt(shortId: number): SuggestionSource;

  /** The short id of a document that documentAt gave. */
  abstract shortIdOf(document: SearchDocument): number | undefined;

  /** The short id of a document id (MiniSearch's public search answers with ids). */
  abstract shortIdOfId(id: string): number | undefined;

  /** The id of the record with this short id, present or not (MiniSearch's, see fillByPosition). */
  abstract idAt(shortId: number): string;

  /**
   * Sets the stored text of the records from `start` on, read from a text block of the split index
   * (shared/splitIndex.ts). Throws when the block does not fit the records.
   */
  abstract setText(start: number, block: TextBlockFile): void;

  has(shortId: number): boolean {
    return (this.flags[shortId] & RECORD.present) !== 0;
  }

  /** Ends the load: the heads' categories, and the boosts (sections and deprecated operations rank lower). */
  protected finish(heads: Int32Array): void {
    this.heads = heads;
    this.groupCategory = new Int32Array(heads.length);
    for (let group = 0; group < heads.length; group += 1) {
      this.groupCategory[group] = heads[group] === -1 ? -1 : this.categoryOf[heads[group]];
    }
    const {flags, boosts} = this;
    for (let shortId = 0; shortId < this.count; shortId += 1) {
      boosts[shortId] =
        (flags[shortId] & RECORD.section ? 1 - SECTION_PENALTY : 1) * (flags[shortId] & RECORD.deprecated ? 1 - DEPRECATED_PENALTY : 1);
    }
  }
}

/** Whether an entry of a text block has the shape [content, excerpt]. */
export const isTextEntry = (entry: unknown): entry is [string, PackedExcerpt] => Array.isArray(entry) && typeof entry[0] === 'string';

/** Gives a document its stored text and excerpt, as a text block holds them. */
export function giveText(document: SearchDocument, [content, excerpt]: [string, PackedExcerpt]): void {
  document.content = content;
  document.excerpt = excerptOf(content, excerpt);
}
