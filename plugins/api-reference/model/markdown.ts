import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {toHast} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';

/**
 * Markdown of an OpenAPI description → HTML. Raw HTML in the source is dropped (the documents are
 * ours, but the reference must never carry script or style from them), GitHub tables and
 * autolinks are kept.
 */
export function markdownToHtml(markdown: string | undefined): string {
  if (!markdown || !markdown.trim()) return '';
  const mdast = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  const hast = toHast(mdast, {allowDangerousHtml: false});
  return toHtml(hast);
}

/**
 * The content of an HTML description that is one paragraph and nothing else, or null: the page
 * then renders that paragraph itself instead of a `<div>` around it (440 wrappers on the customer
 * reference, most descriptions being one sentence).
 */
export function singleParagraph(html: string): string | null {
  const match = /^<p>([\s\S]*)<\/p>\s*$/.exec(html);
  return match && !/<\/?p[\s>]/.test(match[1]) ? match[1] : null;
}

/** First sentence-ish line of a Markdown text, without Markdown, for short labels. */
export function plainText(markdown: string | undefined): string {
  return (markdown ?? '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
