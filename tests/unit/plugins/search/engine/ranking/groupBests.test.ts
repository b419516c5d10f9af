import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {GroupBests, selectAscending} from '../../../../../../plugins/search/engine/ranking/groupBests';
import type {GroupList} from '../../../../../../plugins/search/engine/ranking/groupList';

const listed = (list: GroupList): number[] => Array.from(list.items.subarray(0, list.size));

describe('group bests: the best score per group, and the n-th best group', () => {
  it('keeps each group best and its first position on equal scores', () => {
    const bests = new GroupBests(4);
    bests.add(2, 0, 1.5);
    bests.add(2, 1, 3);
    bests.add(2, 2, 3);
    bests.add(0, 3, 2);
    expect(listed(bests.groups)).toEqual([2, 0]);
    expect(bests.best[2]).toBe(3);
    expect(bests.bestPosition[2]).toBe(1);
    expect(bests.nthBest(1)).toBe(3);
    expect(bests.nthBest(2)).toBe(2);
    // Fewer groups than n: nothing is below the cut.
    expect(bests.nthBest(3)).toBe(0);
    expect(bests.nthBest(1, (group) => group === 0)).toBe(2);
    expect(listed(bests.reset().groups)).toEqual([]);
  });

  it('finds the value sorting would put at any position, with ties, runs and sorted input', () => {
    const value = fc.oneof(fc.integer({min: 0, max: 5}), fc.double({min: 0, max: 100, noNaN: true}));
    fc.assert(
      fc.property(fc.array(value, {minLength: 1, maxLength: 200}), fc.nat(), fc.boolean(), (list, pick, presorted) => {
        const input = presorted ? [...list].sort((a, b) => a - b) : list;
        const k = pick % input.length;
        const expected = [...input].sort((a, b) => a - b)[k];
        // Room past the length, as GroupBests keeps: it must not be read.
        const values = Float64Array.from([...input, -1, 1e9]);
        expect(selectAscending(values, input.length, k)).toBe(expected);
      }),
      {numRuns: 3000, seed: 20261126},
    );
  });

  it('gives the n-th best score of many groups as a sort would', () => {
    fc.assert(
      fc.property(fc.array(fc.double({min: 0, max: 50, noNaN: true}), {minLength: 1, maxLength: 300}), fc.integer({min: 1, max: 60}), (scores, n) => {
        const bests = new GroupBests(scores.length);
        scores.forEach((score, group) => bests.add(group, group, score));
        const sorted = [...scores].sort((a, b) => b - a);
        expect(bests.nthBest(n)).toBe(scores.length < n ? 0 : sorted[n - 1]);
      }),
      {numRuns: 1000, seed: 20261127},
    );
  });
});
