import {describe, expect, it} from 'vitest';
import {groupSections, nthBestGroupScore} from '../../src/search/group';
import {countCategories} from '../../src/search/categories';
import type {SearchDocument, SearchHit} from '../../src/search/types';
import fixture from '../fixtures/search/documents.json';

const documents = fixture as SearchDocument[];
const byId = (id: string): SearchDocument => documents.find((d) => d.id === id)!;
const hit = (id: string, score: number): SearchHit => ({document: byId(id), score, matchedTerms: []});

describe('groupSections (spec §2, §9)', () => {
  it('puts at most 3 matching sections under their document, best first', () => {
    const groups = groupSections([
      hit('/cmp/#palette', 3),
      hit('/cmp/', 9),
      hit('/cmp/#publishing', 4),
      hit('/cmp/#configuration-modes', 5),
      hit('/cmp/#banner-text', 1),
      hit('/subject-rights/', 2),
    ]);
    expect(groups.map((g) => g.hit.document.id)).toEqual(['/cmp/', '/subject-rights/']);
    expect(groups[0].sections.map((s) => s.document.id)).toEqual(['/cmp/#configuration-modes', '/cmp/#publishing', '/cmp/#palette']);
  });

  it('puts the page at the head, with its best section score, when only sections matched', () => {
    const groups = groupSections([hit('/cmp/#publishing', 4), hit('/cmp/#palette', 3), hit('/subject-rights/', 2)], 3, byId);
    expect(groups.map((g) => [g.hit.document.id, g.hit.score])).toEqual([['/cmp/', 4], ['/subject-rights/', 2]]);
    expect(groups[0].sections.map((s) => s.document.id)).toEqual(['/cmp/#publishing', '/cmp/#palette']);
  });

  it('ranks a page by its best section when that section scores higher than the page', () => {
    const groups = groupSections([hit('/subject-rights/', 6), hit('/cmp/', 2), hit('/cmp/#publishing', 8)]);
    expect(groups.map((g) => [g.hit.document.id, g.hit.score])).toEqual([['/cmp/', 8], ['/subject-rights/', 6]]);
    expect(groups[0].sections.map((s) => s.document.id)).toEqual(['/cmp/#publishing']);
  });

  it('lets a section stand for its page when the page is unknown', () => {
    const groups = groupSections([hit('/cmp/#publishing', 4), hit('/cmp/#palette', 3), hit('/subject-rights/', 5)]);
    expect(groups.map((g) => g.hit.document.id)).toEqual(['/subject-rights/', '/cmp/#publishing']);
    expect(groups[1].sections.map((s) => s.document.id)).toEqual(['/cmp/#palette']);
  });
});

describe('nthBestGroupScore', () => {
  it('scores each group by its best member and returns the n-th best, or 0 with fewer groups', () => {
    const hits = [hit('/cmp/', 2), hit('/cmp/#publishing', 8), hit('/subject-rights/', 6), hit('/integrations/', 1)];
    expect(nthBestGroupScore(hits, 1)).toBe(8);
    expect(nthBestGroupScore(hits, 2)).toBe(6);
    expect(nthBestGroupScore(hits, 3)).toBe(1);
    expect(nthBestGroupScore(hits, 4)).toBe(0);
  });
});

describe('countCategories (spec §2, §9)', () => {
  it('counts per category, sorted by count descending, keeping known zero categories', () => {
    const counts = countCategories(
      [{document: byId('/cmp/')}, {document: byId('/integrations/')}, {document: byId('/cmp/#palette')}],
      ['Subject Rights', 'Integrations', 'Consent Management Platform'],
    );
    expect(counts).toEqual([
      {name: 'Consent Management Platform', count: 2},
      {name: 'Integrations', count: 1},
      {name: 'Subject Rights', count: 0},
    ]);
  });
});
