import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {collapseWhitespace} from './collapseWhitespace';
import type {ExtractedLink, ExtractedPage, ExtractedSection} from './types';

/** Markdown inline syntax and JSX reduced to their text. */
function stripInline(line: string): string {
  return line
    .replace(/<[^>]+>/g, ' ') // JSX / HTML tags, keeping their inner text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/(^|\s)[*_](\S[^*_]*)[*_]/g, '$1$2')
    .replace(/\|/g, ' ');
}

/** List markers, quote markers and admonition fences at the start of a body line. */
function stripBlockMarkers(line: string): string {
  return line
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
    .replace(/^\s*>\s?/, '')
    .replace(/^:::\w*.*$/, '');
}

/**
 * Reads an MDX source the way the dev server's index needs it (there is no rendered HTML in
 * development): h2/h3 headings become sections with the ids Docusaurus gives them (explicit
 * `{#id}` or the GitHub slug), code is kept as text, imports/exports and JSX tags are dropped.
 */
export function extractPageFromMdx(source: string, fallbackTitle: string): ExtractedPage {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const slugger = createSlugger();
  const sections: ExtractedSection[] = [];
  const links: ExtractedLink[] = [];
  let title = fallbackTitle;
  let intro = '';
  let introProse = '';
  let excerpt = '';
  let current: ExtractedSection | null = null;
  let inFence = false;
  let paragraph = '';

  const endParagraph = (): void => {
    const text = collapseWhitespace(paragraph);
    paragraph = '';
    if (!text) {
      return;
    }
    if (!excerpt) {
      excerpt = text;
    }
    if (current && !current.excerpt) {
      current.excerpt = text;
    }
  };
  const append = (text: string, code = false): void => {
    if (current) {
      current.text += ` ${text}`;
      current.prose += code ? ' ' : ` ${text}`;
    } else {
      intro += ` ${text}`;
      introProse += code ? ' ' : ` ${text}`;
    }
  };
  const finish = (section: ExtractedSection): void => {
    section.text = collapseWhitespace(section.text);
    section.prose = collapseWhitespace(section.prose);
    sections.push(section);
  };

  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      endParagraph();
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      append(line, true);
      continue;
    }
    if (/^(import|export)\s/.test(line)) {
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      endParagraph();
      const level = heading[1].length;
      const {text, id} = parseMarkdownHeadingId(heading[2]);
      const plain = collapseWhitespace(stripInline(text));
      if (level === 1) {
        title = plain;
      } else if (level === 2 || level === 3) {
        if (current) {
          finish(current);
        }
        current = {id: id ?? slugger.slug(plain), title: plain, level, text: '', prose: '', excerpt: ''};
      } else {
        append(plain);
      }
      continue;
    }
    // Site links only: a relative file link (`./jira.mdx`) is resolved by Docusaurus at build time.
    for (const [, linkText, href] of line.matchAll(/(?<!!)\[([^\]]+)\]\(([/#][^)\s]*)\)/g)) {
      links.push({href, text: collapseWhitespace(stripInline(linkText)), from: current?.id ?? null});
    }
    const text = stripInline(stripBlockMarkers(line));
    if (text.trim() === '') {
      endParagraph();
    } else if (!/^\s*</.test(line)) {
      paragraph += ` ${text}`;
    }
    append(text);
  }
  endParagraph();
  if (current) {
    finish(current);
  }
  return {title, intro: collapseWhitespace(intro), introProse: collapseWhitespace(introProse), excerpt, sections, links};
}
