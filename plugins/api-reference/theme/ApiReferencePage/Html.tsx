import React, {type ReactNode} from 'react';

/** HTML rendered at build time from the document's Markdown (raw HTML in the source is dropped). */
export default function Html({html, className}: {html: string; className?: string}): ReactNode {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{__html: html}} />;
}
