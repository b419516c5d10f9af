import {describe, expect, it} from 'vitest';
import {CategoryNumbers, countCategories} from '../../../../../plugins/search/client/categories';
import type {SearchDocument} from '../../../../../plugins/search/shared/types';
import fixture from '../../../../fixtures/search/documents.json';

const documents = fixture as SearchDocument[];
const byId = (id: string): SearchDocument => documents.find((d) => d.id === id)!;

describe('countCategories (sorted by count descending)', () => {
  it('counts per category, sorted by count descending, keeping known zero categories', () => {
    const counts = countCategories(
      [byId('/cmp/').category, byId('/integrations/').category, byId('/cmp/#palette').category],
      ['Subject Rights', 'Integrations', 'Consent Management Platform'],
    );
    expect(counts).toEqual([
      {name: 'Consent Management Platform', count: 2},
      {name: 'Integrations', count: 1},
      {name: 'Subject Rights', count: 0},
    ]);
  });
});

describe('CategoryNumbers (counts by number, as ranking keeps them)', () => {
  it('numbers known categories in order, gives a new one the next number, and sorts counts as countCategories does', () => {
    const numbers = new CategoryNumbers(['Subject Rights', 'Integrations']);
    const byPosition = numbers.ofDocuments([byId('/integrations/'), undefined, byId('/cmp/')]);
    expect([...byPosition]).toEqual([1, -1, 2]);
    expect(numbers.names[2]).toBe(byId('/cmp/').category);
    const counts = new Int32Array(numbers.names.length);
    counts[byPosition[0]] += 1;
    counts[byPosition[2]] += 2;
    expect(numbers.sortedCounts(counts)).toEqual(
      countCategories([byId('/integrations/').category, byId('/cmp/').category, byId('/cmp/').category], ['Subject Rights', 'Integrations']),
    );
    expect(numbers.sortedCounts(counts).map(({count}) => count)).toEqual([2, 1, 0]);
  });
});
