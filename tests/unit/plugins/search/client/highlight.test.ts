import {describe, expect, it} from 'vitest';
import {highlightRanges, splitByHighlights} from '../../../../../plugins/search/client/highlight';

describe('highlightRanges', () => {
  it('marks whole words that start with a term, case-insensitive, at word starts only', () => {
    expect(highlightRanges('Config and reconfig and CONFIGURATION.', ['config'])).toEqual([
      {start: 0, end: 6},
      {start: 24, end: 37},
    ]);
  });

  it('merges overlapping ranges and prefers the longer term', () => {
    expect(highlightRanges('configuration', ['config', 'configuration'])).toEqual([{start: 0, end: 13}]);
  });

  it('returns no ranges for no terms', () => {
    expect(highlightRanges('text', [])).toEqual([]);
  });
});

describe('splitByHighlights', () => {
  it('returns text pieces, never markup: markup in the text stays text', () => {
    const text = '<img src=x onerror=alert(1)> img';
    const pieces = splitByHighlights(text, highlightRanges(text, ['img']));
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces.filter((piece) => piece.highlighted).map((piece) => piece.text)).toEqual(['img', 'img']);
  });
});
