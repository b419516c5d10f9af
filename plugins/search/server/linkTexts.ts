import type {ExtractedLink, IndexRecord} from './types';

/** The links of one rendered page (ExtractedPage.links) and the page's route. */
export interface PageLinks {
  permalink: string;
  links: ExtractedLink[];
}

/** The most link texts a record keeps: the first pages to link to it, in the order pages are read. */
export const LINK_TEXTS_PER_RECORD = 10;
/** A longer link text is a sentence, not a name for its target. */
export const MAX_LINK_TEXT_LENGTH = 80;

/** A record's URL or a link's target, in one spelling: no trailing slash before the anchor or at the end. */
function key(url: string): string {
  const [path, anchor] = url.split('#', 2) as [string, string | undefined];
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return anchor ? `${trimmed}#${anchor}` : trimmed;
}

/** Where a link of the page at `from` goes, as a site path with its anchor; null when off the site. */
export function linkTarget(href: string, from: string): string | null {
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) {
    return null;
  }
  const url = new URL(href, `https://site.invalid${from}`);
  return key(`${url.pathname}${url.hash}`);
}

/**
 * The records with the words other pages and sections link to them with (`linkTexts`), which the
 * index holds beside their tags. How the docs refer to a section is how a reader asks for it: the
 * keys page links "the subject rights status webhook" to the subject-rights guide's "React to
 * status changes", whose own words are "subjectRightsRequestStatusChanged" and "status". A link
 * from a record to itself, to its own page, or off the site counts for nothing; so does a text
 * that is empty, longer than MAX_LINK_TEXT_LENGTH, a URL, or the record's title again.
 */
export function withLinkTexts(records: IndexRecord[], pages: PageLinks[]): IndexRecord[] {
  const texts = new Map<string, string[]>();
  // A link text that only repeats the title says nothing new, and costs index bytes.
  for (const record of records) {
    texts.set(key(record.url), [record.title]);
  }
  for (const {permalink, links} of pages) {
    const page = key(permalink);
    for (const {href, text, from} of links) {
      const target = linkTarget(href, permalink);
      const list = target === null ? undefined : texts.get(target);
      if (
        !list ||
        target === page ||
        target === `${page}#${from}` ||
        !text ||
        text.length > MAX_LINK_TEXT_LENGTH ||
        /^(https?:\/\/|\/)/.test(text) ||
        list.length > LINK_TEXTS_PER_RECORD ||
        list.some((known) => known.toLowerCase() === text.toLowerCase())
      ) {
        continue;
      }
      list.push(text);
    }
  }
  return records.map((record) => {
    const linked = (texts.get(key(record.url)) ?? []).slice(1);
    return linked.length > 0 ? {...record, linkTexts: linked} : record;
  });
}
