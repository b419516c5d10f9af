import {describe, expect, it} from 'vitest';
import {MAX_ACCEPT_LENGTH, parseAccept, prefersMarkdown} from '../../../../scripts/lib/negotiation.mjs';

describe('Accept negotiation between a page and its Markdown twin', () => {
  it('gives agents the twin and browsers the page', () => {
    expect(prefersMarkdown('text/markdown, text/html, */*')).toBe(true);
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown('')).toBe(false);
  });

  it('lets the higher q-value win, whatever the order', () => {
    expect(prefersMarkdown('text/markdown;q=0.9, text/html;q=1')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0.9, text/html')).toBe(false);
    expect(prefersMarkdown('text/html;q=0.5, text/markdown')).toBe(true);
    expect(prefersMarkdown('text/html;q=0.8, text/markdown;q=0.801')).toBe(true);
    expect(prefersMarkdown('text/markdown;q=0.9, text/html;q=0.8')).toBe(true);
    expect(prefersMarkdown('text/markdown;q=0.5, */*')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0.5, text/*;q=0.4, */*')).toBe(true);
  });

  it('breaks ties by order, an explicit text/markdown beating a wildcard', () => {
    expect(prefersMarkdown('text/html, text/markdown')).toBe(false);
    expect(prefersMarkdown('text/markdown, text/html')).toBe(true);
    expect(prefersMarkdown('text/html;q=0.5, text/markdown;q=0.50')).toBe(false);
    expect(prefersMarkdown('*/*, text/markdown')).toBe(true);
  });

  it('never sends Markdown refused with q=0, or not named', () => {
    expect(prefersMarkdown('text/markdown;q=0, text/html')).toBe(false);
    expect(prefersMarkdown('text/markdown; q=0.000')).toBe(false);
    expect(prefersMarkdown('text/markdownx, text/x-markdown')).toBe(false);
    expect(prefersMarkdown('text/html;q=0, text/markdown;q=0.001')).toBe(true);
  });

  it('reads parameters, spaces and case as RFC 9110 allows, and ignores an invalid q', () => {
    expect(parseAccept('TEXT/Markdown ; charset=utf-8 ; Q = 0.5 ,text/html;level=1;q=0.25')).toEqual([
      {range: 'text/markdown', q: 0.5},
      {range: 'text/html', q: 0.25},
    ]);
    expect(parseAccept('text/markdown;q=2')).toEqual([{range: 'text/markdown', q: 1}]);
    expect(prefersMarkdown('text/plain, TEXT/MARKDOWN;charset=utf-8')).toBe(true);
  });

  it('decides on a hostile header up to the limit, and gives a longer one HTML', () => {
    expect(prefersMarkdown(`${'text/plain;a=b, '.repeat(40)}text/markdown;${'q=1;'.repeat(40)}`)).toBe(true);
    expect(prefersMarkdown(`${'text/html;q=0.5, '.repeat(50)}text/markdown;q=0.4`)).toBe(false);
    expect(prefersMarkdown(`${'text/plain;a=b, '.repeat(2000)}text/markdown;${'q=1;'.repeat(2000)}`)).toBe(false);
    expect(prefersMarkdown(`text/markdown${' '.repeat(MAX_ACCEPT_LENGTH)}`)).toBe(false);
  });
});
