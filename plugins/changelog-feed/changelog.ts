/**
 * The API changelog page (`docs/customer-rest-api/changelog.mdx`) is the one source of the
 * changelog: this module reads its entries so that the Atom feed and the tests see exactly what
 * the page shows. Plain TypeScript, no Docusaurus or DOM.
 */

import {createSlugger} from '@docusaurus/utils';

export interface ChangelogEntry {
  /** The heading's anchor on the page, made by the slugger Docusaurus uses for headings. */
  id: string;
  /** ISO date `YYYY-MM-DD`. */
  date: string;
  title: string;
  /** The entry's Markdown (paragraphs and `- ` lists), heading excluded. */
  body: string;
}

/** `## 2025-09-30: Title`: each entry heading must look exactly like this. */
const ENTRY_HEADING = /^## (\d{4}-\d{2}-\d{2}): (\S.*?)\s*$/;

/** Entries in page order. Throws, naming the line, on an h2 that is not a well-formed entry heading. */
export function parseChangelog(mdx: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  const slugger = createSlugger();
  let current: {entry: ChangelogEntry; lines: string[]} | null = null;
  const close = () => {
    if (current) entries.push({...current.entry, body: current.lines.join('\n').trim()});
  };
  mdx.split('\n').forEach((line, index) => {
    if (!line.startsWith('## ')) {
      current?.lines.push(line);
      return;
    }
    const match = ENTRY_HEADING.exec(line);
    if (!match) throw new Error(`changelog line ${index + 1}: expected "## YYYY-MM-DD: Title", got "${line}"`);
    const [, date, title] = match;
    if (Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new Error(`changelog line ${index + 1}: invalid date ${date}`);
    close();
    current = {entry: {id: slugger.slug(`${date}: ${title}`), date, title, body: ''}, lines: []};
  });
  close();
  return entries;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Inline Markdown used by the changelog: `code`, **bold** and [links](/path); links become absolute. */
export function inlineToHtml(text: string, siteUrl: string): string {
  const parts = text.split(/(`[^`]+`)/);
  return parts
    .map((part) => {
      if (part.startsWith('`') && part.endsWith('`') && part.length > 1) {
        return `<code>${escapeXml(part.slice(1, -1))}</code>`;
      }
      return escapeXml(part)
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_all, label: string, href: string) => {
          const url = href.replace(/^pathname:\/\//, '');
          return `<a href="${url.startsWith('/') ? siteUrl + url : url}">${label}</a>`;
        });
    })
    .join('');
}

/** Paragraphs and one-level `- ` lists (continuation lines indented) to HTML. */
export function bodyToHtml(body: string, siteUrl: string): string {
  const html: string[] = [];
  let items: string[] | null = null;
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) html.push(`<p>${inlineToHtml(paragraph.join(' '), siteUrl)}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (items) html.push(`<ul>${items.map((item) => `<li>${inlineToHtml(item, siteUrl)}</li>`).join('')}</ul>`);
    items = null;
  };
  for (const line of body.split('\n')) {
    if (line.trim() === '') {
      flushParagraph();
      flushList();
    } else if (line.startsWith('- ')) {
      flushParagraph();
      items = items ?? [];
      items.push(line.slice(2).trim());
    } else if (items && /^\s+\S/.test(line)) {
      items[items.length - 1] += ` ${line.trim()}`;
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return html.join('');
}

export interface FeedOptions {
  siteUrl: string;
  /** Route of the changelog page, for example `/customer-rest-api/changelog`. */
  pagePath: string;
  /** Route of the feed itself. */
  feedPath: string;
  title: string;
  author: string;
}

/** An Atom 1.0 document (RFC 4287) with one entry per changelog entry, in page order. */
export function buildAtomFeed(entries: ChangelogEntry[], options: FeedOptions): string {
  const {siteUrl, pagePath, feedPath, title, author} = options;
  const pageUrl = `${siteUrl}${pagePath}`;
  const newest = [...entries].map((e) => e.date).sort().at(-1) ?? '1970-01-01';
  const entryXml = entries.map(
    (entry) => `  <entry>
    <id>${escapeXml(`${pageUrl}#${entry.id}`)}</id>
    <title>${escapeXml(`${entry.date}: ${entry.title}`)}</title>
    <updated>${entry.date}T00:00:00Z</updated>
    <link rel="alternate" type="text/html" href="${escapeXml(`${pageUrl}#${entry.id}`)}"/>
    <content type="html">${escapeXml(bodyToHtml(entry.body, siteUrl))}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(`${siteUrl}${feedPath}`)}</id>
  <title>${escapeXml(title)}</title>
  <updated>${newest}T00:00:00Z</updated>
  <link rel="self" type="application/atom+xml" href="${escapeXml(`${siteUrl}${feedPath}`)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>
  <author><name>${escapeXml(author)}</name></author>
${entryXml.join('\n')}
</feed>
`;
}
