import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {compareText} from '../../../../../../plugins/search/engine/presentation/compareText';

describe('compareText', () => {
  it('orders names as localeCompare does for ASCII words, case aside', () => {
    const names = ['Integrations', 'API Reference', 'analytics', 'Consent Management Platform', 'Subject Rights', 'Unified Consent'];
    expect([...names].sort(compareText)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('is a total order consistent with equality', () => {
    const word = fc.stringMatching(/^[A-Za-z ]{0,8}$/);
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(Math.sign(compareText(a, b)) + Math.sign(compareText(b, a))).toBe(0);
        expect(compareText(a, b) === 0).toBe(a === b);
      }),
    );
  });
});
