/**
 * What the site holds for a page that is not saved: its records in the search data the search
 * dialog keeps in IndexedDB (database privana-search, table documents), which has every page's
 * title and text, its sections' too. Pure: the worker reads the rows, this picks and orders them.
 */

export interface StoredRecord {
  url: string;
  title: string;
  content: string;
  metadata?: {isSection?: boolean; sectionTitle?: string | null};
}

export interface HeldPage {
  title: string;
  text: string;
  sections: {title: string; anchor: string; text: string}[];
}

/** The path a record belongs to ("/cmp/" for "/cmp/#rules"), without a trailing slash for comparing. */
const pagePath = (url: string): string => url.split('#')[0].replace(/\/+$/, '') || '/';

/** The page's record and its sections' records, in page order; null when the data has no such page. */
export function heldPage(records: StoredRecord[], path: string): HeldPage | null {
  const wanted = pagePath(path);
  const mine = records.filter((record) => pagePath(record.url) === wanted);
  const page = mine.find((record) => !record.url.includes('#') && !record.metadata?.isSection);
  if (!page) return null;
  const sections = mine
    .filter((record) => record !== page && record.url.includes('#'))
    .map((record) => ({title: record.metadata?.sectionTitle ?? record.title, anchor: record.url.split('#')[1], text: record.content}));
  // The page's own record ends with its sections' titles and text (the engine appends them on
  // load): keep only what comes before the first section, which is shown under its own heading.
  const firstSection = sections[0] ? page.content.indexOf(sections[0].title) : -1;
  const text = firstSection > 0 ? page.content.slice(0, firstSection).trim() : page.content;
  return {title: page.title, text, sections};
}
