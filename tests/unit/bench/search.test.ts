import {describe, expect, it} from 'vitest';
import {sectionRelevance} from '../../../bench/search.mjs';

describe('the concept set is judged at section level', () => {
  it('an entry with an anchor needs that section; one without accepts any section of its page', () => {
    const queries = [
      {q: 'rate limit', kind: 'concept', relevant: ['/customer-rest-api#rate-limits']},
      {q: 'expo install', kind: 'concept', relevant: ['/cmp/mobile-sdks/react-native/installation/']},
      {q: 'amp consent limitations', kind: 'concept', relevant: ['/cmp/amp#limitations']},
    ];
    const answered = {
      // The page without the section is not the answer; the section, second, is.
      'rate limit': ['/customer-rest-api/', 'https://docs.privana.example/customer-rest-api/#rate-limits'],
      'expo install': ['/cmp/mobile-sdks/react-native/installation/#expo'],
      'amp consent limitations': ['/cmp/amp#step-2', '/cmp/amp', '/x', '/y', '/z', '/cmp/amp#limitations'],
    };
    const {mrr5, recall5, perQuery} = sectionRelevance(queries, answered);
    expect(perQuery.map((row: {rank: number | null}) => row.rank)).toEqual([2, 1, null]);
    expect(mrr5).toBe(0.5);
    expect(recall5).toBe(0.667);
  });
});
