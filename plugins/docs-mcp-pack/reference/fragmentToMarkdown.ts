import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

const processor = unified().use(rehypeParse, {fragment: true}).use(rehypeRemark).use(remarkGfm).use(remarkStringify, {bullet: '-', emphasis: '_'});

/**
 * A description of the reference model (HTML rendered from the OpenAPI document's Markdown) back
 * to Markdown, its site links made absolute so that they work outside the site.
 */
export function fragmentToMarkdown(html: string, siteUrl: string): string {
  if (!html.trim()) return '';
  const markdown = String(processor.processSync(html)).trim();
  return markdown.replace(/\]\(\/(?!\/)/g, `](${siteUrl}/`);
}
