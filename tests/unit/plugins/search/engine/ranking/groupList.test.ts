import {describe, expect, it} from 'vitest';
import {GroupList} from '../../../../../../plugins/search/engine/ranking/groupList';

describe('GroupList', () => {
  it('lists the groups in the order they were added, and starts again after clear without losing room', () => {
    const list = new GroupList(3);
    list.push(2);
    list.push(0);
    expect(Array.from(list.items.subarray(0, list.size))).toEqual([2, 0]);
    list.clear();
    expect(list.size).toBe(0);
    list.push(1);
    list.push(2);
    list.push(0);
    expect(Array.from(list.items.subarray(0, list.size))).toEqual([1, 2, 0]);
    expect(list.items.length).toBe(3);
  });
});
