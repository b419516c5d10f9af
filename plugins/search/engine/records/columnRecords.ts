import {
  decodePage,
  decodeSection,
  PACKED_FLAGS,
  sectionId,
  shapeError,
  withoutFragment,
  type PackedExcerpt,
  type PackedPage,
  type PackedSection,
} from '../../shared/codec';
import {columnsProblem, FIELD, LINE, type CoreColumns} from '../../shared/coreColumns';
import type {TextBlockFile} from '../../shared/splitIndex';
import type {CategoryNumbers} from './categories';
import {giveText, isHistorySection, isTextEntry, pageKind, RECORD, Records} from './records';
import type {SuggestionSource} from '../presentation/suggest';
import {isSitePath} from './sitePath';
import type {SearchDocument} from '../../shared/types';

const CONTROL_CHARACTER = /\p{Cc}/u;
/** \p{Cc} but the line and field separators of the columns. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_OTHER_THAN_SEPARATORS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const SLASH = 47;
const BACKSLASH = 92;
const HASH = 35;

/** isSitePath for the text from `start` to `end`, `controls` telling whether the text has any control character. */
function isSitePathAt(text: string, start: number, end: number, controls: boolean): boolean {
  if (end === start || text.charCodeAt(start) !== SLASH) {
    return false;
  }
  const second = end - start > 1 ? text.charCodeAt(start + 1) : -1;
  return second !== SLASH && second !== BACKSLASH && !(controls && CONTROL_CHARACTER.test(text.slice(start, end)));
}

/** `count` when the columns can hold that many records (see columnsProblem); throws otherwise. */
function checkedCount(columns: CoreColumns, count: number): number {
  const problem = columnsProblem(columns, count);
  if (problem) {
    throw shapeError(problem);
  }
  return count;
}

/**
 * Records over the columns of the split index's core (shared/coreColumns.ts): one pass over them
 * checks them and fills the arrays, without making a string; a record's document is decoded when
 * first read, with its text once that has arrived.
 */
export class ColumnRecords extends Records {
  /** Where each record's line starts, and (at `count`) one past the end of the last. */
  private readonly lineStart: Int32Array;
  /** Where each record's URL ends (its first tab). */
  private readonly urlEnd: Int32Array;
  /** Short id of each section's page (a page's own short id). */
  private readonly pageOf: Int32Array;
  /** Position of each page among the pages (the `pages` column reads three numbers per page). */
  private readonly pageNumber: Int32Array;
  private readonly made: Array<SearchDocument | undefined>;
  private readonly madeIds = new Map<SearchDocument, number>();
  private readonly texts: Array<[string, PackedExcerpt] | undefined>;
  private ids: Map<string, number> | null = null;

  /**
   * Throws when the columns do not hold `count` records: what columnsProblem can tell before any
   * array of `count` entries is made (a core claiming a billion records is refused, not
   * allocated), the rest as the lines are read.
   */
  constructor(
    private readonly columns: CoreColumns,
    count: number,
    private readonly categories: CategoryNumbers,
  ) {
    super(checkedCount(columns, count));
    const {lines, pages} = columns;
    this.lineStart = new Int32Array(count + 1);
    this.urlEnd = new Int32Array(count);
    this.pageOf = new Int32Array(count);
    this.pageNumber = new Int32Array(count).fill(-1);
    this.made = new Array(count);
    this.texts = new Array(count);
    // A category is numbered when a record of it is kept, as DocumentRecords numbers them: one
    // that only refused records have is not listed.
    const numbers = new Int32Array(columns.categories.length).fill(-1);
    const numberOf = (position: number): number => {
      if (numbers[position] === -1) {
        numbers[position] = categories.numberOf(columns.categories[position]);
      }
      return numbers[position];
    };
    // Most cores have no control character at all: one test of the whole column then spares one per record.
    const controls = CONTROL_OTHER_THAN_SEPARATORS.test(lines);
    const {flags, groupOf, categoryOf, pageOf, pageNumber, lineStart, urlEnd} = this;
    const rowFlags = columns.flags;
    const heads = new Int32Array(count);
    let groups = 0;
    let pageCount = 0;
    let page = -1;
    let kind = pageKind('');
    let pageGroup = -1;
    let category = -1;
    // A section's URL is its page's without the fragment, plus its anchor: it is a site path when
    // that base is one and the anchor holds no control character.
    let baseIsSitePath = false;
    let start = 0;
    for (let shortId = 0; shortId < count; shortId += 1) {
      let end = lines.indexOf(LINE, start);
      if (end === -1) {
        end = lines.length;
      }
      const tab = lines.indexOf(FIELD, start);
      if (tab === -1 || tab > end) {
        throw shapeError('record line');
      }
      lineStart[shortId] = start;
      urlEnd[shortId] = tab;
      const packed = rowFlags[shortId];
      const partial = packed & PACKED_FLAGS.partialContent ? RECORD.partial : 0;
      const deprecated = packed & PACKED_FLAGS.deprecated ? RECORD.deprecated : 0;
      const anchor = lines.charCodeAt(start) === HASH;
      const urlStart = start;
      start = end + 1;
      if (!anchor) {
        if (pageCount * 3 >= pages.length) {
          throw shapeError('pages');
        }
        page = shortId;
        kind = pageKind(lines.slice(urlStart, tab));
        pageNumber[shortId] = pageCount;
        category = pages[pageCount * 3];
        pageCount += 1;
        pageOf[shortId] = shortId;
        if (isSitePathAt(lines, urlStart, tab, controls)) {
          // Then so is the part before its fragment, with any fragment.
          baseIsSitePath = true;
          flags[shortId] = RECORD.present | partial | deprecated | kind.page;
          categoryOf[shortId] = numberOf(category);
          heads[groups] = shortId;
          pageGroup = groups;
          groups += 1;
          groupOf[shortId] = pageGroup;
        } else {
          baseIsSitePath = isSitePath(`${withoutFragment(lines.slice(urlStart, tab))}#`);
          // Its sections, where they are site paths, still form its group, with no page to head it.
          pageGroup = -1;
        }
        continue;
      }
      if (page === -1) {
        throw shapeError('section before any page');
      }
      pageOf[shortId] = page;
      if (!baseIsSitePath || (controls && CONTROL_CHARACTER.test(lines.slice(urlStart, tab)))) {
        continue;
      }
      if (pageGroup === -1) {
        heads[groups] = -1;
        pageGroup = groups;
        groups += 1;
      }
      const history = isHistorySection(lines.slice(urlStart, tab)) ? RECORD.changelog : 0;
      flags[shortId] = RECORD.present | RECORD.section | RECORD.namesPage | partial | deprecated | kind.sections | history;
      categoryOf[shortId] = numberOf(category);
      groupOf[shortId] = pageGroup;
      // A page is partial when one of its sections is (partialPages.ts), here on the flag columns.
      if (partial && flags[page] & RECORD.present) {
        flags[page] |= RECORD.partial;
      }
    }
    lineStart[count] = start;
    if (start !== (count === 0 ? 0 : lines.length + 1)) {
      throw shapeError('record lines');
    }
    if (pageCount * 3 !== pages.length) {
      throw shapeError('pages');
    }
    this.finish(heads.slice(0, groups));
  }

  documentAt(shortId: number): SearchDocument | undefined {
    return this.has(shortId) ? this.decoded(shortId) : undefined;
  }

  titleAt(shortId: number): string {
    const {lines} = this.columns;
    const start = this.urlEnd[shortId] + 1;
    const lineEnd = this.lineStart[shortId + 1] - 1;
    const tab = lines.indexOf(FIELD, start);
    return lines.slice(start, tab !== -1 && tab < lineEnd ? tab : lineEnd);
  }

  suggestionAt(shortId: number): SuggestionSource {
    const made = this.made[shortId];
    if (made) {
      return made;
    }
    const page = this.pageOf[shortId];
    const [urlOrAnchor, title] = this.fields(shortId);
    return {
      title,
      url: page === shortId ? urlOrAnchor : `${withoutFragment(this.urlAt(page))}${urlOrAnchor}`,
      category: this.categories.names[this.categoryOf[shortId]],
      metadata: {isSection: page !== shortId},
    };
  }

  shortIdOf(document: SearchDocument): number | undefined {
    return this.madeIds.get(document);
  }

  shortIdOfId(id: string): number | undefined {
    if (!this.ids) {
      // Only MiniSearch's public search, used when its internals are not as expected, asks.
      this.ids = new Map();
      for (let shortId = 0; shortId < this.count; shortId += 1) {
        this.ids.set(this.idAt(shortId), shortId);
      }
    }
    return this.ids.get(id);
  }

  /** The record's id, whether it is present or not: MiniSearch's id of the short id. */
  idAt(shortId: number): string {
    const page = this.pageOf[shortId];
    if (page === shortId) {
      return this.urlAt(shortId);
    }
    return sectionId(this.sectionRow(shortId), withoutFragment(this.urlAt(page)));
  }

  setText(start: number, block: TextBlockFile): void {
    block.forEach((entry, offset) => {
      const shortId = start + offset;
      if (shortId >= this.count || !isTextEntry(entry)) {
        throw new Error('the search text block has an unexpected shape');
      }
      this.texts[shortId] = entry;
      const document = this.made[shortId];
      if (document) {
        giveText(document, entry);
      }
    });
  }

  private urlAt(shortId: number): string {
    return this.columns.lines.slice(this.lineStart[shortId], this.urlEnd[shortId]);
  }

  /** The fields of the record's line: URL or anchor, title, and a section's section title and id suffix. */
  private fields(shortId: number): string[] {
    return this.columns.lines.slice(this.lineStart[shortId], this.lineStart[shortId + 1] - 1).split(FIELD);
  }

  /** The packed row the columns hold for a section, without its text. */
  private sectionRow(shortId: number): PackedSection {
    const [anchor, title, sectionTitle, idSuffix] = this.fields(shortId);
    return [anchor, title, '', 0, this.columns.flags[shortId], sectionTitle || null, idSuffix];
  }

  /** The packed row the columns hold for a page, without its text. */
  private pageRow(shortId: number): PackedPage {
    const {pages, categories, tagSets, flags} = this.columns;
    const at = this.pageNumber[shortId] * 3;
    const [url, title] = this.fields(shortId);
    return [url, title, '', 0, categories[pages[at]], pages[at + 1], tagSets[pages[at + 2]], flags[shortId]];
  }

  private decoded(shortId: number): SearchDocument {
    let document = this.made[shortId];
    if (document) {
      return document;
    }
    const page = this.pageOf[shortId];
    if (page === shortId) {
      document = decodePage(this.pageRow(shortId));
      if (this.flags[shortId] & RECORD.partial && !document.metadata.partialContent) {
        document.metadata.partialContent = true;
      }
    } else {
      const pageDocument = this.decoded(page);
      document = decodeSection(this.sectionRow(shortId), pageDocument, withoutFragment(pageDocument.url));
    }
    const text = this.texts[shortId];
    if (text) {
      giveText(document, text);
    }
    this.made[shortId] = document;
    this.madeIds.set(document, shortId);
    return document;
  }
}

