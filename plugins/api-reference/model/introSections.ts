import {introSectionAnchor} from './anchors';
import {markdownToHtml} from './markdown';

/** A `##` topic of a document's introduction (`info.description`): Rate limits, Errors, Pagination... */
export interface IntroSectionView {
  title: string;
  /** Element id of the section (`section/Rate-limits`), its sidebar entry and search record link here. */
  anchor: string;
  /** The section's Markdown without its heading: the search record's text is made from it. */
  markdown: string;
  html: string;
}

export interface Introduction {
  /** What comes before the first `##` heading. */
  leadHtml: string;
  sections: IntroSectionView[];
}

const HEADING = /^##[ \t]+(.+?)[ \t#]*$/;
const FENCE = /^(```|~~~)/;

/**
 * Cuts an introduction at its `##` headings (never inside a fenced block), so that each topic gets
 * its own element id, sidebar entry and search record, as Redoc and Stripe give them. `taken` holds
 * the page's other top-level ids: a topic named like one (the customer API's "Authentication") is
 * placed under the introduction's id instead (see introSectionAnchor).
 */
export function splitIntroduction(markdown: string | undefined, taken: ReadonlySet<string>): Introduction {
  const lead: string[] = [];
  const drafts: {title: string; lines: string[]}[] = [];
  let fenced = false;
  for (const line of (markdown ?? '').split('\n')) {
    if (FENCE.test(line.trim())) fenced = !fenced;
    const heading = fenced ? null : HEADING.exec(line);
    if (heading) {
      drafts.push({title: heading[1].trim(), lines: []});
    } else {
      (drafts.at(-1)?.lines ?? lead).push(line);
    }
  }
  const used = new Set(taken);
  const sections = drafts.map(({title, lines}) => {
    const anchor = introSectionAnchor(title, used);
    used.add(anchor);
    const body = lines.join('\n').trim();
    return {title, anchor, markdown: body, html: markdownToHtml(body)};
  });
  return {leadHtml: markdownToHtml(lead.join('\n')), sections};
}
