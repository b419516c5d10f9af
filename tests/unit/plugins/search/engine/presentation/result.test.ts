import {describe, expect, it} from 'vitest';
import {highlightRanges} from '../../../../../../plugins/search/engine/presentation/highlight';
import {lazyResult} from '../../../../../../plugins/search/engine/presentation/result';
import type {SearchDocument} from '../../../../../../plugins/search/shared/types';
import fixture from '../../../../../fixtures/search/documents.json';

const [document] = fixture as SearchDocument[];

function counted() {
  const calls = {snippet: 0, highlight: 0};
  const result = lazyResult({
    hit: {document, score: 2, matchedTerms: ['cookie']},
    matchingSections: [],
    snippet: () => {
      calls.snippet += 1;
      return 'Cookie banners and their cookie rules.';
    },
    highlight: (text) => {
      calls.highlight += 1;
      return highlightRanges(text, ['cookie']);
    },
  });
  return {result, calls};
}

describe('lazyResult: snippet and highlights made on the first call of preview()', () => {
  it('cuts nothing until the preview is asked for', () => {
    const {result, calls} = counted();
    expect(result.document).toBe(document);
    expect(result.score).toBe(2);
    expect(calls).toEqual({snippet: 0, highlight: 0});
  });

  it('cuts the snippet once and highlights the title and that snippet once, however often they are read', () => {
    const {result, calls} = counted();
    const first = result.preview().highlights;
    expect(result.preview().snippet).toBe('Cookie banners and their cookie rules.');
    expect(first.snippet).toEqual([
      {start: 0, end: 6},
      {start: 25, end: 31},
    ]);
    expect(first.title).toEqual(highlightRanges(document.title, ['cookie']));
    expect(result.preview().highlights).toBe(first);
    expect(calls).toEqual({snippet: 1, highlight: 2});
  });

  it('gives a preview that reads like plain data when spread or serialised', () => {
    const {result} = counted();
    const copy = {...result.preview()};
    expect(copy.snippet).toBe(result.preview().snippet);
    const json = JSON.parse(JSON.stringify(result.preview())) as {snippet: string; highlights: unknown};
    expect(json.snippet).toBe(result.preview().snippet);
    expect(json.highlights).toEqual(result.preview().highlights);
  });
});
