import {describe, expect, it} from 'vitest';
import {roundTrips} from '../../../../bench/lib/slow-link.mjs';

describe('round trips of the requests before the first result', () => {
  it('counts a request that went out after another came back as one trip later', () => {
    // The core; two term shards at once after it; a text block after them.
    const requests = [
      {start: 0, end: 400},
      {start: 410, end: 810},
      {start: 412, end: 812},
      {start: 820, end: 1220},
    ];
    expect(roundTrips(requests)).toBe(3);
    // Requests that overlap are one trip.
    expect(roundTrips([{start: 0, end: 400}, {start: 100, end: 500}])).toBe(1);
    expect(roundTrips([])).toBe(0);
  });
});
