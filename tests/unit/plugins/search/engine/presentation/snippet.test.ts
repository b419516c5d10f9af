import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {makeSnippet, sentenceBreaks} from '../../../../../../plugins/search/engine/presentation/snippet';
import {MAX_SNIPPET_SENTENCES} from '../../../../../../plugins/search/shared/limits';
import {SNIPPET_LENGTH} from '../../../../../../plugins/search/shared/limits';
import {ELLIPSIS} from '../../../../../../plugins/search/shared/strings';

const long = (words: number, word = 'lorem'): string => Array.from({length: words}, () => word).join(' ');

describe('makeSnippet (150 characters, sentences over 20)', () => {
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

/**
 * The first, plain version of the sentence choice (every sentence visited, every term searched
 * from each sentence), stopping after MAX_SNIPPET_SENTENCES sentences that hold a term: the
 * faster makeSnippet must pick the same sentence.
 */
function referenceSentence(content: string, terms: string[]): string {
  const text = content.replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  let best: [number, number] | null = null;
  let bestCount = 0;
  const boundary = /[.!?]\s+/g;
  let start = 0;
  let visited = 0;
  while (start < text.length && visited < MAX_SNIPPET_SENTENCES) {
    const match = boundary.exec(text);
    const end = match ? match.index + 1 : text.length;
    if (terms.some((term) => {
      const at = lower.indexOf(term, start);
      return at !== -1 && at < end;
    })) {
      visited += 1;
    }
    if (end - start > 20) {
      const count = terms.filter((term) => {
        const at = lower.indexOf(term, start);
        return at !== -1 && at < end;
      }).length;
      if (!best || count > bestCount) {
        best = [start, end];
        bestCount = count;
      }
      if (bestCount === terms.length) {
        break;
      }
    }
    start = match ? match.index + match[0].length : text.length;
  }
  return best ? text.slice(best[0], best[1]) : '';
}

describe('makeSnippet sentence choice', () => {
  it('picks the same sentence as visiting every sentence, on random texts (fast-check)', () => {
    const word = fc.constantFrom('consent', 'cookie', 'banner', 'sdk', 'data', 'store', 'a', 'is', 'webhooks', 'x');
    const separator = fc.constantFrom(' ', ' ', ' ', '. ', '! ', '? ', '.  ', ', ', '\n');
    const text = fc.array(fc.tuple(word, separator), {maxLength: 200}).map((parts) => parts.flat().join(''));
    const terms = fc.uniqueArray(fc.constantFrom('consent', 'cookie', 'banner', 'sdk', 'store', 'webhook', 'absent'), {maxLength: 4});
    fc.assert(
      fc.property(text, terms, (content, queryTerms) => {
        const expected = referenceSentence(content, queryTerms);
        const snippet = makeSnippet(content, queryTerms, 10_000);
        expect(snippet.startsWith(expected)).toBe(true);
      }),
      {numRuns: 2000},
    );
  });

  it('gives the same snippet with a precomputed lower-case text', () => {
    const content = 'Cookie banners load first. The consent SDK stores the choice in a first-party cookie.';
    expect(makeSnippet(content, ['sdk', 'cookie'], undefined, content.toLowerCase())).toBe(makeSnippet(content, ['sdk', 'cookie']));
  });

  it('finds the sentence breaks a snippet needs: the spaces after ".", "!" or "?"', () => {
    const content = 'Version 2.1 ships. Why? Because! Ends without a stop';
    expect(Array.from(sentenceBreaks(content))).toEqual([18, 23, 32]);
    expect(Array.from(sentenceBreaks('No break here'))).toEqual([]);
    expect(Array.from(sentenceBreaks(' . '))).toEqual([2]);
  });

  it('gives the same snippet with the sentence breaks precomputed, on random texts (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('cookie', 'consent', 'banner.', 'SDK!', 'why?', 'a', 'stored', '2.1'), {maxLength: 120}),
        fc.subarray(['cookie', 'banner', 'sdk', 'why']),
        (words, terms) => {
          const content = words.join(' ');
          const lower = content.toLowerCase();
          expect(makeSnippet(content, terms, undefined, lower, sentenceBreaks(content))).toBe(makeSnippet(content, terms));
        },
      ),
      {numRuns: 1000},
    );
  });
});
