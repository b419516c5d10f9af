import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * The `#` link of a heading's anchor, shown on hover or focus (theme-classic's `hash-link` style).
 * Also registers the anchor with the build's broken-anchor check, so guides can link to it.
 */
export default function Permalink({anchor, label}: {anchor: string; label: string}): ReactNode {
  useBrokenLinks().collectAnchor(anchor);
  return (
    <a className="hash-link" href={`#${anchor}`} aria-label={`Permalink to ${label}`}>
      &#8203;
    </a>
  );
}

/**
 * A field's name (a property or a parameter) as the link to its own anchor, the way GitHub's and
 * Stripe's references link their field names. The name is the link's text, so it needs no label,
 * and it is always visible, also on a phone with no hover; a separate `#` link with a label on each
 * of the customer reference's 550 fields was 55 KB of its HTML.
 */
export function FieldName({anchor, name}: {anchor: string; name: string}): ReactNode {
  useBrokenLinks().collectAnchor(anchor);
  // Set in code type by the page's styles, without a <code> in each of 550 links; the Markdown
  // twin writes the name as code (plugins/markdown-twins, unwrapSelfLinks).
  return <a href={`#${anchor}`}>{name}</a>;
}
