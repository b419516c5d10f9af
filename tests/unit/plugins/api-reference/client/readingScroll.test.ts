import {describe, expect, it} from 'vitest';
import {buttonTucked} from '../../../../../plugins/api-reference/client/readingScroll';

describe('the floating Operations button while reading', () => {
  it('steps aside as the reader scrolls down, and comes back when they scroll up', () => {
    expect(buttonTucked(1000, 1200, false)).toBe(true);
    expect(buttonTucked(1200, 1100, true)).toBe(false);
  });

  it('always shows near the top of the page', () => {
    expect(buttonTucked(0, 60, false)).toBe(false);
    expect(buttonTucked(40, 79, true)).toBe(false);
  });

  it('ignores a few pixels of jitter either way', () => {
    expect(buttonTucked(1000, 1004, false)).toBe(false);
    expect(buttonTucked(1004, 1000, true)).toBe(true);
  });
});
