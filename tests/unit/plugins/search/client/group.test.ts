import {describe, expect, it} from 'vitest';
import {groupKey} from '../../../../../plugins/search/client/group';
import {pageGroups} from '../../../../../plugins/search/client/pageGroups';
import type {SearchDocument} from '../../../../../plugins/search/shared/types';
import fixture from '../../../../fixtures/search/documents.json';

const documents = fixture as SearchDocument[];

describe('pageGroups', () => {
  it('puts a page and its sections in one group headed by the page, and a section of an unknown page with its siblings', () => {
    const byShortId = documents;
    const known = new Map(documents.filter((d) => d.id !== '/cmp/').map((d) => [d.id, d]));
    const {groupOf, count, head} = pageGroups(byShortId, (id) => known.get(id));
    const group = (id: string) => groupOf[documents.findIndex((d) => d.id === id)];
    expect(group('/cmp/#palette')).toBe(group('/cmp/#publishing'));
    expect(group('/cmp/#palette')).not.toBe(group('/subject-rights/'));
    expect(head[group('/subject-rights/')]?.id).toBe('/subject-rights/');
    expect(head[group('/cmp/#palette')]).toBeUndefined();
    expect(count).toBe(new Set(documents.map(groupKey)).size);
  });
});
