import {describe, expect, it} from 'vitest';
import {queryFromPath} from '../../../../../src/theme/NotFound/Content/queryFromPath';

describe('queryFromPath', () => {
  it('turns the words of a missing path into a query', () => {
    expect(queryFromPath('/cmp/mobile-sdks/androd/instal.html')).toBe('cmp mobile sdks androd instal');
  });

  it('decodes escapes, drops filler, numbers and repeats, and keeps a malformed escape as written', () => {
    expect(queryFromPath('/docs/subject%20rights/index.html')).toBe('subject rights');
    expect(queryFromPath('/v1/2024/consent/consent')).toBe('v1 consent');
    expect(queryFromPath('/bad%E0path')).toBe('bad e0path');
  });

  it('gives an empty query for the root and caps long paths at eight words', () => {
    expect(queryFromPath('/')).toBe('');
    expect(queryFromPath('/a/b/c/d/e/f/g/h/i/j').split(' ')).toHaveLength(8);
  });
});
