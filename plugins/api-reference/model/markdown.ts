import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {toHast} from 'mdast-util-to-hast';
import type {ElementContent, Root, RootContent} from 'hast';
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
  breakCodesAtUnderscores(hast, false);
  return toHtml(hast);
}

/**
 * In a table cell, a code (`invalid_status_transition`) may break after its underscores and
 * nowhere else: on a phone the column is narrow, and a code cut mid-word (`invali`/`d_reque`/`st`)
 * no longer reads as the value to compare against. A `<wbr>` marks the break and copies as nothing.
 */
function breakCodesAtUnderscores(node: Root | RootContent, inCell: boolean): void {
  if (node.type !== 'root' && node.type !== 'element') return;
  const cell = inCell || (node.type === 'element' && (node.tagName === 'td' || node.tagName === 'th'));
  if (cell && node.type === 'element' && node.tagName === 'code') {
    node.children = node.children.flatMap((child): ElementContent[] =>
      child.type === 'text' && child.value.includes('_')
        ? child.value.split(/(?<=_)(?=.)/).flatMap((piece, index): ElementContent[] => [
            ...(index > 0 ? [{type: 'element' as const, tagName: 'wbr', properties: {}, children: []}] : []),
            {type: 'text', value: piece},
          ])
        : [child],
    );
    return;
  }
  for (const child of node.children) breakCodesAtUnderscores(child, cell);
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
