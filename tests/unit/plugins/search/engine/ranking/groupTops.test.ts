import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {groupKey} from '../../../../../../plugins/search/engine/records/group';
import {GroupTops} from '../../../../../../plugins/search/engine/ranking/groupTops';
import type {SearchDocument, SearchHit} from '../../../../../../plugins/search/shared/types';
import fixture from '../../../../../fixtures/search/documents.json';
import type {GroupList} from '../../../../../../plugins/search/engine/ranking/groupList';

const listed = (list: GroupList): number[] => Array.from(list.items.subarray(0, list.size));

const documents = fixture as SearchDocument[];
const byId = (id: string): SearchDocument => documents.find((d) => d.id === id)!;
const hit = (id: string, score: number): SearchHit => ({document: byId(id), score, matchedTerms: []});

interface Grouped {
  hit: SearchHit;
  sections: SearchHit[];
}

/** Groups hits, in the given order, as ranking does: through GroupTops, by position. */
function group(hits: SearchHit[], maxSections = 3, documentById: (id: string) => SearchDocument | undefined = () => undefined): Grouped[] {
  const numbers = new Map<string, number>();
  const groupOf = hits.map(({document}) => numbers.get(groupKey(document)) ?? numbers.set(groupKey(document), numbers.size).get(groupKey(document))!);
  const scores = Float64Array.from(hits, ({score}) => score);
  const tops = new GroupTops(numbers.size).reset();
  hits.forEach(({document}, position) => {
    if (document.metadata.isSection) {
      tops.addSection(groupOf[position], position, scores);
    } else {
      tops.addPage(groupOf[position], position);
    }
  });
  const pageOf = (_group: number, best: number) => {
    const {parentId} = hits[best].document.metadata;
    return parentId ? documentById(parentId) : undefined;
  };
  return tops.ordered(scores, pageOf, maxSections).map(({head, score, page, sections}) => ({
    hit: {...hits[head], document: page ?? hits[head].document, score},
    sections: sections.map((position) => hits[position]),
  }));
}

describe('results: at most 3 sections under their page', () => {
  it('puts at most 3 matching sections under their document, best first', () => {
    const groups = group([
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
    const groups = group([hit('/cmp/#publishing', 4), hit('/cmp/#palette', 3), hit('/subject-rights/', 2)], 3, byId);
    expect(groups.map((g) => [g.hit.document.id, g.hit.score])).toEqual([['/cmp/', 4], ['/subject-rights/', 2]]);
    expect(groups[0].sections.map((s) => s.document.id)).toEqual(['/cmp/#publishing', '/cmp/#palette']);
  });

  it('ranks a page by its best section when that section scores higher than the page', () => {
    const groups = group([hit('/subject-rights/', 6), hit('/cmp/', 2), hit('/cmp/#publishing', 8)]);
    expect(groups.map((g) => [g.hit.document.id, g.hit.score])).toEqual([['/cmp/', 8], ['/subject-rights/', 6]]);
    expect(groups[0].sections.map((s) => s.document.id)).toEqual(['/cmp/#publishing']);
  });

  it('lets a section stand for its page when the page is unknown', () => {
    const groups = group([hit('/cmp/#publishing', 4), hit('/cmp/#palette', 3), hit('/subject-rights/', 5)]);
    expect(groups.map((g) => g.hit.document.id)).toEqual(['/subject-rights/', '/cmp/#publishing']);
    expect(groups[1].sections.map((s) => s.document.id)).toEqual(['/cmp/#palette']);
  });

  it('forgets the last query on reset', () => {
    const tops = new GroupTops(2);
    const scores = Float64Array.of(3, 2);
    tops.addPage(0, 0);
    tops.addSection(1, 1, scores);
    tops.reset();
    tops.addSection(0, 1, scores);
    expect(listed(tops.groups)).toEqual([0]);
    expect(tops.ordered(scores, () => undefined)).toMatchObject([{head: 1, score: 2, page: undefined, sections: []}]);
  });
});

/** The grouping as it was written first: every hit sorted, pages grouped before sections. */
function referenceGroups(hits: SearchHit[], maxSections: number, documentById: (id: string) => SearchDocument | undefined): Grouped[] {
  const sorted = [...hits].sort((a, b) => b.score - a.score);
  const groups = new Map<string, Grouped>();
  for (const one of sorted) {
    if (!one.document.metadata.isSection) groups.set(one.document.id, {hit: one, sections: []});
  }
  for (const one of sorted) {
    const {isSection, parentId} = one.document.metadata;
    if (!isSection) continue;
    const key = parentId ?? one.document.id;
    const found = groups.get(key);
    if (!found) {
      const page = parentId ? documentById(parentId) : undefined;
      groups.set(key, page ? {hit: {...one, document: page}, sections: [one]} : {hit: one, sections: []});
    } else {
      if (found.sections.length < maxSections) found.sections.push(one);
      if (one.score > found.hit.score) found.hit = {...found.hit, score: one.score};
    }
  }
  return [...groups.values()].sort((a, b) => b.hit.score - a.hit.score);
}

describe('results against the first, sort-everything grouping', () => {
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
          const shape = (groups: Grouped[]) => groups.map((g) => [g.hit.document.id, g.hit.score, g.sections.map((s) => s.document.id)]);
          expect(shape(group(hits, maxSections, find))).toEqual(shape(referenceGroups(hits, maxSections, find)));
        },
      ),
      {numRuns: 2000, seed: 20261125},
    );
  });
});
