import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {highlightRanges, splitByHighlights} from '../../../../../../plugins/search/engine/presentation/highlight';

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

/** Highlighting written plainly: every word start tested against every term, then merged. */
function referenceRanges(text: string, terms: string[]): Array<{start: number; end: number}> {
  const lower = text.toLowerCase();
  const isWord = (at: number) => at >= 0 && at < lower.length && /[\p{L}\p{N}]/u.test(lower[at]);
  const marked = new Array<boolean>(lower.length).fill(false);
  for (let start = 0; start < lower.length; start += 1) {
    for (const term of terms.map((t) => t.toLowerCase()).filter(Boolean)) {
      if (lower.startsWith(term, start) && !isWord(start - 1)) {
        let end = start + term.length;
        while (isWord(end)) end += 1;
        marked.fill(true, start, end);
      }
    }
  }
  const ranges: Array<{start: number; end: number}> = [];
  marked.forEach((on, at) => {
    if (!on) return;
    const last = ranges[ranges.length - 1];
    if (last && last.end === at) last.end = at + 1;
    else ranges.push({start: at, end: at + 1});
  });
  return ranges;
}

describe('highlightRanges against a plain version', () => {
  it('marks the same characters for any text and terms, repeated and overlapping terms included', () => {
    const word = fc.constantFrom('config', 'Configuration', 're', 'reconfig', 'data', 'é', 'Éte', 'x-y', '42', '');
    const text = fc.array(fc.tuple(word, fc.constantFrom(' ', '-', '.', '')), {maxLength: 12}).map((parts) => parts.flat().join(''));
    const terms = fc.array(fc.constantFrom('config', 'conf', 're', 'data', 'dat', 'é', 'ét', 'x-y', '4', 'CONF', ''), {maxLength: 4});
    fc.assert(
      fc.property(text, terms, (body, query) => {
        // Merged ranges that touch read as one here: compare marked characters.
        const covered = (ranges: Array<{start: number; end: number}>) => ranges.flatMap(({start, end}) => Array.from({length: end - start}, (_, i) => start + i));
        expect(covered(highlightRanges(body, query))).toEqual(covered(referenceRanges(body, query)));
      }),
      {numRuns: 3000, seed: 20261126},
    );
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
