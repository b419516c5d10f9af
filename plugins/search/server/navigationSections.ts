/**
 * Sections that list other pages to read ("Where to go next", "Pages in this section", a connector
 * page's "Related integrations"): their words are the names and topics of the pages they link to,
 * which they do not explain. Indexed, each matched every query that named a linked page and pushed
 * the page itself down ("marketo" found twenty connectors' "Related integrations"); the words go
 * to the linked pages instead, as the texts of their links (linkTexts.ts).
 */
const NAVIGATION_ANCHOR = /^(?:where-to-go-next|pages-in-this-section|related-integrations|see-also|next-steps|further-reading)$/;

/** Whether a section, by its anchor, lists pages to read rather than saying something itself. */
export const isNavigationSection = (anchor: string): boolean => NAVIGATION_ANCHOR.test(anchor);
