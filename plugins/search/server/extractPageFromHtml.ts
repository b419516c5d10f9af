import {load} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {collapseWhitespace} from './collapseWhitespace';
import type {ExtractedLink, ExtractedPage, ExtractedSection} from './types';

/**
 * Elements whose text ends a "word run": a space is inserted around them. Inline code is not one,
 * so "(`a`, `b`)" reads "(a, b)" as on the page and paragraphs (excerpts) appear verbatim in the text.
 */
const BLOCK = new Set([
  'p', 'div', 'section', 'article', 'header', 'footer', 'li', 'ul', 'ol', 'pre', 'table', 'tr', 'td', 'th',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'details', 'summary', 'br', 'dt', 'dd', 'figure',
]);
/** Chrome inside the article that is not content. */
const SKIP_SELECTOR = 'a.hash-link, button, script, style, svg, .theme-doc-toc-mobile, noscript';

/**
 * Reads a built Docusaurus doc page: its h1, the text before the first h2/h3, and one section per
 * h2/h3 (id, title, text, first paragraph), in document order; each text also without its code
 * blocks (`pre`), for snippets; and its links with their words. Returns null when the page has no
 * doc content (tags pages, generated indexes without markdown, 404).
 */
export function extractPageFromHtml(html: string): ExtractedPage | null {
  const $ = load(html);
  const root = $('.theme-doc-markdown').first();
  if (root.length === 0) {
    return null;
  }
  root.find(SKIP_SELECTOR).remove();
  const title = collapseWhitespace(root.find('h1').first().text()) || collapseWhitespace($('title').text());
  const sections: ExtractedSection[] = [];
  const links: ExtractedLink[] = [];
  let intro = '';
  let introProse = '';
  let excerpt = '';
  let current: {section: ExtractedSection; text: string; prose: string} | null = null;
  let inCode = 0;

  const append = (text: string): void => {
    if (current) {
      current.text += text;
      current.prose += inCode ? ' ' : text;
    } else {
      intro += text;
      introProse += inCode ? ' ' : text;
    }
  };
  const finish = (): void => {
    if (current) {
      current.section.text = collapseWhitespace(current.text);
      current.section.prose = collapseWhitespace(current.prose);
      sections.push(current.section);
    }
  };
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      append((node as unknown as {data: string}).data);
      return;
    }
    if (node.type !== 'tag') {
      return;
    }
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (tag === 'h1') {
      return;
    }
    if ((tag === 'h2' || tag === 'h3') && element.attribs.id) {
      finish();
      current = {
        section: {
          id: element.attribs.id,
          title: collapseWhitespace($(element).text()),
          level: tag === 'h2' ? 2 : 3,
          text: '',
          prose: '',
          excerpt: '',
        },
        text: '',
        prose: '',
      };
      return;
    }
    if (tag === 'a' && element.attribs.href) {
      links.push({href: element.attribs.href, text: collapseWhitespace($(element).text()), from: current?.section.id ?? null});
    }
    if (tag === 'p') {
      const paragraph = collapseWhitespace($(element).text());
      if (current && !current.section.excerpt) {
        current.section.excerpt = paragraph;
      }
      if (!excerpt) {
        excerpt = paragraph;
      }
    }
    const block = BLOCK.has(tag);
    if (block) {
      append(' ');
    }
    inCode += tag === 'pre' ? 1 : 0;
    for (const child of element.children) {
      walk(child);
    }
    inCode -= tag === 'pre' ? 1 : 0;
    if (block) {
      append(' ');
    }
  };
  for (const child of root.get(0)?.children ?? []) {
    walk(child);
  }
  finish();
  return {title, intro: collapseWhitespace(intro), introProse: collapseWhitespace(introProse), excerpt, sections, links};
}
