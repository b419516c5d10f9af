import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {groupKey, groupSections} from '../../../../../plugins/search/client/group';
import {GroupBests} from '../../../../../plugins/search/client/groupBests';
import {pageGroups} from '../../../../../plugins/search/client/pageGroups';
import {countCategories} from '../../../../../plugins/search/client/categories';
import type {SearchDocument, SearchHit} from '../../../../../plugins/search/shared/types';
import fixture from '../../../../fixtures/search/documents.json';

const documents = fixture as SearchDocument[];
const byId = (id: string): SearchDocument => documents.find((d) => d.id === id)!;
const hit = (id: string, score: number): SearchHit => ({document: byId(id), score, matchedTerms: []});

describe('groupSections (at most 3 sections per result)', () => {
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

describe('GroupBests', () => {
  it('keeps each group\'s best score and its first best position, and the n-th best, or 0 with fewer groups', () => {
    const bests = new GroupBests(4);
    [[0, 2], [0, 8], [1, 6], [0, 8], [3, 1]].forEach(([group, score], position) => bests.add(group, position, score));
    expect(bests.groups).toEqual([0, 1, 3]);
    expect([bests.best[0], bests.bestPosition[0]]).toEqual([8, 1]);
    expect(bests.bestPosition[2]).toBe(-1);
    expect([1, 2, 3, 4].map((n) => bests.nthBest(n))).toEqual([8, 6, 1, 0]);
    expect(bests.nthBest(1, (group) => group !== 0)).toBe(6);
  });
});

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

/** groupSections as it was written first: every hit sorted, pages grouped before sections. */
function referenceGroupSections(
  hits: SearchHit[],
  maxSections: number,
  documentById: (id: string) => SearchDocument | undefined,
): Array<{hit: SearchHit; sections: SearchHit[]}> {
  const sorted = [...hits].sort((a, b) => b.score - a.score);
  const groups = new Map<string, {hit: SearchHit; sections: SearchHit[]}>();
  for (const one of sorted) {
    if (!one.document.metadata.isSection) groups.set(one.document.id, {hit: one, sections: []});
  }
  for (const one of sorted) {
    const {isSection, parentId} = one.document.metadata;
    if (!isSection) continue;
    const key = parentId ?? one.document.id;
    const group = groups.get(key);
    if (!group) {
      const page = parentId ? documentById(parentId) : undefined;
      groups.set(key, page ? {hit: {...one, document: page}, sections: [one]} : {hit: one, sections: []});
    } else {
      if (group.sections.length < maxSections) group.sections.push(one);
      if (one.score > group.hit.score) group.hit = {...group.hit, score: one.score};
    }
  }
  return [...groups.values()].sort((a, b) => b.hit.score - a.hit.score);
}

describe('groupSections against its first, sort-everything version', () => {
  it('gives the same groups, heads, scores and sections in the same order, ties included', () => {
    // Sections of pages that are not in the fixture, so that some groups have no page to show.
    const orphans = documents
      .filter((d) => d.metadata.isSection)
      .map((d) => ({...d, id: `${d.id}-orphan`, metadata: {...d.metadata, parentId: '/not-indexed/'}}));
    const pool = [...documents, ...orphans];
    const lookup = (id: string) => documents.find((d) => d.id === id);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(pool.length - 1), {maxLength: pool.length}),
        fc.array(fc.integer({min: 1, max: 4}), {minLength: pool.length, maxLength: pool.length}),
        fc.integer({min: 1, max: 3}),
        fc.boolean(),
        (picked, scores, maxSections, withPages) => {
          const hits = picked.map((at) => ({document: pool[at], score: scores[at], matchedTerms: []}));
          const find = withPages ? lookup : () => undefined;
          const shape = (groups: Array<{hit: SearchHit; sections: SearchHit[]}>) =>
            groups.map((g) => [g.hit.document.id, g.hit.score, g.sections.map((s) => s.document.id)]);
          expect(shape(groupSections(hits, maxSections, find))).toEqual(shape(referenceGroupSections(hits, maxSections, find)));
        },
      ),
      {numRuns: 2000, seed: 20261125},
    );
  });
});
