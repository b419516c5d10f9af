import {describe, expect, it} from 'vitest';
import {CategoryNumbers} from '../../../../../../plugins/search/engine/records/categories';
import type {SearchDocument} from '../../../../../../plugins/search/shared/types';
import fixture from '../../../../../fixtures/search/documents.json';

const documents = fixture as SearchDocument[];
const byId = (id: string): SearchDocument => documents.find((d) => d.id === id)!;

describe('CategoryNumbers (counts by number, as ranking keeps them)', () => {
  it('counts per category, sorted by count descending, keeping known zero categories', () => {
    const numbers = new CategoryNumbers(['Subject Rights', 'Integrations', 'Consent Management Platform']);
    const counts: number[] = [];
    for (const id of ['/cmp/', '/integrations/', '/cmp/#palette']) {
      const number = numbers.numberOf(byId(id).category);
      counts[number] = (counts[number] ?? 0) + 1;
    }
    expect(numbers.sortedCounts(counts)).toEqual([
      {name: 'Consent Management Platform', count: 2},
      {name: 'Integrations', count: 1},
      {name: 'Subject Rights', count: 0},
    ]);
  });

  it('numbers known categories in order and gives a new one the next number', () => {
    const numbers = new CategoryNumbers(['Subject Rights', 'Integrations']);
    const byPosition = [byId('/integrations/'), byId('/cmp/')].map((document) => numbers.numberOf(document.category));
    expect(byPosition).toEqual([1, 2]);
    expect(numbers.names[2]).toBe(byId('/cmp/').category);
    const counts = new Int32Array(numbers.names.length);
    counts[byPosition[0]] += 1;
    counts[byPosition[1]] += 2;
    expect(numbers.sortedCounts(counts)).toEqual([
      {name: 'Consent Management Platform', count: 2},
      {name: 'Integrations', count: 1},
      {name: 'Subject Rights', count: 0},
    ]);
  });
});
