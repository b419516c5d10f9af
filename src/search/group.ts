import {MAX_MATCHING_SECTIONS} from './constants';
import type {SearchHit} from './types';

export interface GroupedHit {
  hit: SearchHit;
  sections: SearchHit[];
}

/**
 * Puts matching sections under their document (spec §2, §9): a section whose page also matched
 * is listed under it (at most 3, best first); a section whose page did not match stands for it,
 * and its sibling sections go under it. Groups are ordered by the score of their head.
 */
export function groupSections(hits: SearchHit[], maxSections: number = MAX_MATCHING_SECTIONS): GroupedHit[] {
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
      groups.set(key, {hit, sections: []});
    } else if (group.sections.length < maxSections) {
      group.sections.push(hit);
    }
  }
  return [...groups.values()].sort((a, b) => b.hit.score - a.hit.score);
}
