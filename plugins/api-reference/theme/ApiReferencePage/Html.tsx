import React, {type ReactNode} from 'react';
import {singleParagraph} from '../../model/markdown';

/**
 * HTML rendered at build time from the document's Markdown (raw HTML in the source is dropped).
 * A description of one paragraph is that paragraph, without a wrapper: a `<p>`, or with
 * `paragraph="span"` a `<span>` (inside a `<summary>`, where a block is not allowed), or with
 * `paragraph="div"` the usual `<div>` around it (where the styles tell a description from the
 * paragraphs beside it by its wrapper, as in a parameter's table cell).
 */
export default function Html({html, className, paragraph = 'p'}: {html: string; className?: string; paragraph?: 'p' | 'span' | 'div'}): ReactNode {
  if (!html) return null;
  const content = paragraph === 'div' ? null : singleParagraph(html);
  if (content !== null) {
    const Tag = paragraph;
    return <Tag className={className} dangerouslySetInnerHTML={{__html: content}} />;
  }
  return <div className={className} dangerouslySetInnerHTML={{__html: html}} />;
}
