import {MAX_DAY, type PackedDocument, type PackedPage, type PackedSection} from './codec';

/**
 * The records of the split index's core (splitIndex.ts), column by column. search-db.json's rows
 * are parsed into an array and two or three strings per record: 12,000 rows and 36,000 objects at
 * scale, most of the core's parse and all of the young-generation collections before a first
 * result. In columns, the records' URLs and titles are one string, and the rest are arrays of
 * numbers; the rows' empty text and excerpt are left out (the text blocks hold them). A record
 * reads as the packed row it was made from (codec.ts), so one decoder makes its document either way.
 *
 * Each record's URL and title stay side by side, as in the rows: a section's anchor is most often
 * its title in other letters, and gzip finds the one next to the other (apart, the core was 12 %
 * larger gzipped). Lengths cut the string no better than its separators compress.
 *
 * Records are written so only when each is a packed page or section whose strings hold neither
 * separator; the core of any other database keeps its rows (`documents`).
 */
export interface CoreColumns {
  /**
   * One line per record, "\n" between them: its URL (a page) or anchor (a section, from "#"), a
   * tab, its title. A section whose section title is not its title adds a tab and the section
   * title; one with an id suffix adds a tab and the suffix (after an empty section title when that
   * is the title).
   */
  lines: string;
  /** PACKED_FLAGS of each record. */
  flags: number[];
  /** Names of the pages' categories. */
  categories: string[];
  /** The pages' distinct lists of tags (the first is the empty list). */
  tagSets: string[][];
  /**
   * Three numbers per page, in record order: its category (position in `categories`), its day
   * (codec.ts: days since 1970-01-01) and its tags (position in `tagSets`).
   */
  pages: number[];
}

export const LINE = '\n';
export const FIELD = '\t';

const holdsSeparator = (text: string): boolean => text.includes(LINE) || text.includes(FIELD);

/** The line of a packed section, or null when its strings cannot be written in one. */
function sectionLine(row: PackedSection): string | null {
  const [anchor, title, , , , sectionTitle, idSuffix] = row;
  const fields = [anchor, title];
  if (typeof sectionTitle === 'string' || idSuffix) {
    // An empty field means "the title": a section title that is empty cannot be written so.
    if (sectionTitle === '') {
      return null;
    }
    fields.push(sectionTitle ?? '');
  }
  if (idSuffix) {
    fields.push(idSuffix);
  }
  return fields.some(holdsSeparator) ? null : fields.join(FIELD);
}

/** The columns of packed rows, or null when a row cannot be written in them (see CoreColumns). */
export function columnsOf(rows: readonly PackedDocument[]): CoreColumns | null {
  const columns: CoreColumns = {lines: '', flags: [], categories: [], tagSets: [[]], pages: []};
  const lines: string[] = [];
  const categories = new Map<string, number>();
  const tagSets = new Map<string, number>([['[]', 0]]);
  for (const row of rows) {
    if (!Array.isArray(row)) {
      return null;
    }
    if (row[0].startsWith('#')) {
      const line = sectionLine(row as PackedSection);
      if (line === null) {
        return null;
      }
      lines.push(line);
      columns.flags.push((row as PackedSection)[4] ?? 0);
      continue;
    }
    const [url, title, , , category, day, tags = [], flags] = row as PackedPage;
    if (holdsSeparator(url) || holdsSeparator(title)) {
      return null;
    }
    lines.push(`${url}${FIELD}${title}`);
    columns.flags.push(flags ?? 0);
    if (!categories.has(category)) {
      categories.set(category, columns.categories.push(category) - 1);
    }
    const tagKey = JSON.stringify(tags);
    if (!tagSets.has(tagKey)) {
      tagSets.set(tagKey, columns.tagSets.push(tags) - 1);
    }
    columns.pages.push(categories.get(category) as number, day, tagSets.get(tagKey) as number);
  }
  columns.lines = lines.join(LINE);
  return columns;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/**
 * What is wrong with the parsed columns of `count` records, as far as can be told without reading
 * their lines, or null: every record has flags, and each page's numbers name a category, a day a
 * date can hold and a tag list. The reader checks the lines (their number, each with a title) and
 * the number of pages as it reads them. Everything a record's document is made of is checked here
 * or there, so that a bad core fails the load, not a query that reads the record.
 */
export function columnsProblem(parsed: unknown, count: number): string | null {
  if (typeof parsed !== 'object' || parsed === null) {
    return 'record columns';
  }
  const {lines, flags, categories, tagSets, pages} = parsed as Partial<CoreColumns>;
  if (typeof lines !== 'string' || !Array.isArray(flags) || flags.length !== count || !flags.every((value) => typeof value === 'number')) {
    return 'record columns';
  }
  if (!Array.isArray(categories) || !categories.every((name) => typeof name === 'string')) {
    return 'categories';
  }
  if (!Array.isArray(tagSets) || !tagSets.every((tags) => Array.isArray(tags) && tags.every((tag) => typeof tag === 'string'))) {
    return 'tag sets';
  }
  if (!Array.isArray(pages) || pages.length % 3 !== 0) {
    return 'pages';
  }
  for (let i = 0; i < pages.length; i += 3) {
    const day = pages[i + 1];
    if (!isCount(pages[i]) || pages[i] >= categories.length || typeof day !== 'number' || !(Math.abs(day) <= MAX_DAY) || !isCount(pages[i + 2]) || pages[i + 2] >= tagSets.length) {
      return 'pages';
    }
  }
  return null;
}
