import {describe, expect, it} from 'vitest';
import {pagesWithPartialSections} from '../../../../../../plugins/search/engine/records/partialPages';
import type {SearchDocument} from '../../../../../../plugins/search/shared/types';

function record(id: string, parentId: string | null, partialContent = false): SearchDocument {
  return {
    id,
    title: id,
    url: id,
    category: 'Guides',
    lastModified: '2026-01-01T00:00:00.000Z',
    content: '',
    excerpt: '',
    metadata: {category: 'Guides', tags: [], isSection: parentId !== null, parentId, sectionTitle: parentId ? id : null, ...(partialContent && {partialContent})},
  };
}

describe('pagesWithPartialSections', () => {
  it('marks a page whose section lacks text, and no other page', () => {
    const documents = [record('/a', null), record('/a#x', '/a', true), record('/b', null), record('/b#y', '/b'), undefined];
    expect([...pagesWithPartialSections(documents)]).toEqual(['/a']);
  });

  it('does not mark a page for being partial itself', () => {
    expect(pagesWithPartialSections([record('/a', null, true)]).size).toBe(0);
  });
});
