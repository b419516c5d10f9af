import {describe, expect, it} from 'vitest';
import {makeSnippet} from '../../src/search/snippet';
import {ELLIPSIS, SNIPPET_LENGTH} from '../../src/search/constants';

const long = (words: number, word = 'lorem'): string => Array.from({length: words}, () => word).join(' ');

describe('makeSnippet (spec §9)', () => {
  it('returns short content whole, without an ellipsis', () => {
    expect(makeSnippet('A short sentence about consent modes.', ['consent'])).toBe('A short sentence about consent modes.');
  });

  it('cuts at 150 characters and appends an ellipsis', () => {
    const snippet = makeSnippet(`${long(60, 'consent')}.`, ['consent']);
    expect(snippet.endsWith(ELLIPSIS)).toBe(true);
    expect(snippet.length - ELLIPSIS.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
  });

  it('starts at the sentence containing the query terms', () => {
    const content = 'The first sentence is about something else. Webhooks notify your server when a publish ends. Tail.';
    expect(makeSnippet(content, ['webhooks']).startsWith('Webhooks notify')).toBe(true);
  });

  it('only takes sentences longer than 20 characters as candidates', () => {
    const content = 'Webhooks here. Another sentence that mentions webhooks in detail.';
    expect(makeSnippet(content, ['webhooks']).startsWith('Another sentence')).toBe(true);
  });

  it('prefers the sentence with most terms and falls back to the first candidate', () => {
    const content = 'Data stores list connectors for you. Data stores have owners and connectors too here.';
    expect(makeSnippet(content, ['owners', 'connectors']).startsWith('Data stores have owners')).toBe(true);
    expect(makeSnippet(content, ['absent']).startsWith('Data stores list')).toBe(true);
  });

  it('keeps a far-away term visible, with a leading ellipsis', () => {
    const content = `${long(40)} webhook ${long(40)}.`;
    const snippet = makeSnippet(content, ['webhook']);
    expect(snippet.startsWith(ELLIPSIS)).toBe(true);
    expect(snippet).toContain('webhook');
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + ELLIPSIS.length);
  });

  it('returns an empty snippet for empty content', () => {
    expect(makeSnippet('   ', ['x'])).toBe('');
  });
});
