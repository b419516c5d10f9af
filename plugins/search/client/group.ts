import {MAX_MATCHING_SECTIONS} from '../shared/limits';
import type {SearchDocument, SearchHit} from '../shared/types';

export interface GroupedHit {
  hit: SearchHit;
  sections: SearchHit[];
}

/**
 * The group of a record: a page and its sections form one, keyed by the page's id (a section's
 * parentId); a section without a parent is a group of its own.
 */
export function groupKey(document: SearchDocument): string {
  return document.metadata.isSection ? (document.metadata.parentId ?? document.id) : document.id;
}

/** Hits in score order, best first; equal scores keep their input order. */
interface Ranked {
  hit: SearchHit;
  position: number;
}

const byRank = (a: Ranked, b: Ranked): number => b.hit.score - a.hit.score || a.position - b.position;

/**
 * Puts matching sections under their document: a section whose page also matched
 * is listed under it (at most 3, best first). When the page itself did not match, the page (found
 * with `documentById`) heads the group with its best section's score; without it, the best
 * section stands for the page. A page scores at least its best section. Groups are ordered by
 * the score of their head; on equal scores, groups headed by a matched page come first, then the
 * higher-scoring page or best section, then the earlier hit.
 *
 * Only each page's own sections are sorted, not every hit: a common query matches a thousand
 * records in a few hundred groups. Hits name distinct records.
 */
export function groupSections(
  hits: SearchHit[],
  maxSections: number = MAX_MATCHING_SECTIONS,
  documentById: (id: string) => SearchDocument | undefined = () => undefined,
): GroupedHit[] {
  const pages = new Map<string, Ranked>();
  const sectionsByPage = new Map<string, Ranked[]>();
  hits.forEach((hit, position) => {
    const key = groupKey(hit.document);
    if (!hit.document.metadata.isSection) {
      pages.set(key, {hit, position});
      return;
    }
    const list = sectionsByPage.get(key);
    if (list) {
      list.push({hit, position});
    } else {
      sectionsByPage.set(key, [{hit, position}]);
    }
  });

  const groups: Array<GroupedHit & {pageFirst: number; origin: Ranked}> = [];
  for (const [key, page] of pages) {
    const sections = (sectionsByPage.get(key) ?? []).sort(byRank);
    const best = sections[0];
    // A page is at least as relevant as its best section (whose score already carries the
    // section penalty): a short page intro must not bury the section that answers the query.
    const hit = best && best.hit.score > page.hit.score ? {...page.hit, score: best.hit.score} : page.hit;
    groups.push({hit, sections: sections.slice(0, maxSections).map((s) => s.hit), pageFirst: 0, origin: page});
  }
  for (const [key, list] of sectionsByPage) {
    if (pages.has(key)) {
      continue;
    }
    const sections = list.sort(byRank);
    const best = sections[0];
    const page = best.hit.document.metadata.parentId ? documentById(key) : undefined;
    groups.push(
      page
        ? {hit: {...best.hit, document: page}, sections: sections.slice(0, maxSections).map((s) => s.hit), pageFirst: 1, origin: best}
        : {hit: best.hit, sections: sections.slice(1, 1 + maxSections).map((s) => s.hit), pageFirst: 1, origin: best},
    );
  }
  return groups
    .sort((a, b) => b.hit.score - a.hit.score || a.pageFirst - b.pageFirst || byRank(a.origin, b.origin))
    .map(({hit, sections}) => ({hit, sections}));
}
