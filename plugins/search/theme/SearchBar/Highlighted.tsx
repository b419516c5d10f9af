import type {ReactNode} from 'react';
import {splitByHighlights} from '../../engine/presentation/highlight';
import type {HighlightRange} from '../../shared/types';

/** Text with <mark>ed ranges. Index text is only ever rendered as React text nodes. */
export default function Highlighted({text, ranges, className}: {text: string; ranges: HighlightRange[]; className?: string}): ReactNode {
  return splitByHighlights(text, ranges).map((piece, i) =>
    piece.highlighted ? (
      <mark key={i} className={className}>
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
