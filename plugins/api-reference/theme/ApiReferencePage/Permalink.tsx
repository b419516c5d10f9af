import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * The `#` link of an anchor, shown on hover or focus (theme-classic's `hash-link` style). Also
 * registers the anchor with the build's broken-anchor check, so guides can link to it.
 */
export default function Permalink({anchor, label}: {anchor: string; label: string}): ReactNode {
  useBrokenLinks().collectAnchor(anchor);
  return (
    <a className="hash-link" href={`#${anchor}`} aria-label={`Permalink to ${label}`} title={`Permalink to ${label}`}>
      &#8203;
    </a>
  );
}
