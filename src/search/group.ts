import {MAX_MATCHING_SECTIONS} from './constants';
import type {SearchDocument, SearchHit} from './types';

export interface GroupedHit {
  hit: SearchHit;
  sections: SearchHit[];
}

/**
 * Puts matching sections under their document (spec §2, §9): a section whose page also matched
 * is listed under it (at most 3, best first). When the page itself did not match, the page (found
 * with `documentById`) heads the group with its best section's score; without it, the best
 * section stands for the page. A page scores at least its best section. Groups are ordered by
 * the score of their head.
 */
export function groupSections(
  hits: SearchHit[],
  maxSections: number = MAX_MATCHING_SECTIONS,
  documentById: (id: string) => SearchDocument | undefined = () => undefined,
): GroupedHit[] {
  const sorted = [...hits].sort((a, b) => b.score - a.score);
  const groups = new Map<string, GroupedHit>();
  for (const hit of sorted) {
    if (!hit.document.metadata.isSection) {
      groups.set(hit.document.id, {hit, sections: []});
    }
  }
  for (const hit of sorted) {
    const {isSection, parentId} = hit.document.metadata;
    if (!isSection) {
      continue;
    }
    const key = parentId ?? hit.document.id;
    const group = groups.get(key);
    if (!group) {
      const page = parentId ? documentById(parentId) : undefined;
      groups.set(
        key,
        page ? {hit: {...hit, document: page}, sections: [hit]} : {hit, sections: []},
      );
    } else {
      if (group.sections.length < maxSections) {
        group.sections.push(hit);
      }
      // A page is at least as relevant as its best section (whose score already carries the
      // section penalty): a short page intro must not bury the section that answers the query.
      if (hit.score > group.hit.score) {
        group.hit = {...group.hit, score: hit.score};
      }
    }
  }
  return [...groups.values()].sort((a, b) => b.hit.score - a.hit.score);
}

/**
 * The score of the n-th best group the hits would form (a group scores its best member), or 0
 * when they form fewer than n groups: a hit scoring below it cannot bring its group into the
 * first n.
 */
export function nthBestGroupScore(hits: ReadonlyArray<SearchHit>, n: number): number {
  const best = new Map<string, number>();
  for (const {document, score} of hits) {
    const key = document.metadata.parentId ?? document.id;
    best.set(key, Math.max(best.get(key) ?? 0, score));
  }
  if (best.size < n) {
    return 0;
  }
  return [...best.values()].sort((a, b) => b - a)[n - 1];
}
