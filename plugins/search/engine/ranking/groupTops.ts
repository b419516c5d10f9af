import {MAX_MATCHING_SECTIONS} from '../../shared/limits';
import type {SearchDocument} from '../../shared/types';
import {GroupList} from './groupList';

/**
 * How matching records become results: a section whose page also matched is listed under it (at
 * most MAX_MATCHING_SECTIONS, best first). When the page itself did not match, the page heads the
 * group with its best section's score; without the page, the best section stands for it. A page
 * scores at least its best section. Results are ordered by the score of their head; on equal
 * scores, results headed by a matched page come first, then the higher-scoring page or best
 * section, then the earlier record.
 *
 * A common query's shown groups hold several hundred matching records, of which a result lists
 * four at most. Each group's page and best sections are kept here by position in typed arrays, one
 * instance per corpus (see reset), and objects are made only for the results
 * (tests/unit/plugins/search/engine/ranking/groupTops.test.ts compares them with grouping the hits).
 */

/** A result in positions of the ranking's arrays. */
export interface GroupedPositions {
  /** The record whose hit heads the result: the page, or the best section. */
  head: number;
  /** The result's score: its page's, or its best section's when higher. */
  score: number;
  /** The page heading a result whose page did not match (its head is then the best section). */
  page: SearchDocument | undefined;
  /** The sections listed under the result, best first. */
  sections: number[];
}

interface Ordered extends GroupedPositions {
  pageFirst: number;
  origin: number;
}

export class GroupTops {
  /** Position of each group's page record; -1 when it did not match. */
  private readonly page: Int32Array;
  /** Positions of each group's best sections, `slots` per group, best first. */
  private readonly sections: Int32Array;
  private readonly counts: Uint8Array;
  /** Groups that received a record since the last reset, in the order of their first one. */
  readonly groups: GroupList;

  /** `slots`: the sections kept per group, one more than a result lists (see ordered). */
  constructor(
    groupCount: number,
    private readonly slots: number = MAX_MATCHING_SECTIONS + 1,
  ) {
    this.page = new Int32Array(groupCount).fill(-1);
    this.sections = new Int32Array(groupCount * slots);
    this.counts = new Uint8Array(groupCount);
    this.groups = new GroupList(groupCount);
  }

  /** Forgets every record added, for the next query. */
  reset(): this {
    const {items, size} = this.groups;
    for (let i = 0; i < size; i += 1) {
      this.page[items[i]] = -1;
      this.counts[items[i]] = 0;
    }
    this.groups.clear();
    return this;
  }

  private note(group: number): void {
    if (this.page[group] === -1 && this.counts[group] === 0) {
      this.groups.push(group);
    }
  }

  /** The group's page matched, at `position`. */
  addPage(group: number, position: number): void {
    this.note(group);
    this.page[group] = position;
  }

  /**
   * A section of the group matched, at `position`. Sections are listed by `scores` (the ranking
   * passes its section order: see headingFactor). Positions are added in increasing order, so a
   * section scoring the same as one kept goes after it.
   */
  addSection(group: number, position: number, scores: Float64Array): void {
    this.note(group);
    const base = group * this.slots;
    const count = this.counts[group];
    const score = scores[position];
    let at = count;
    while (at > 0 && scores[this.sections[base + at - 1]] < score) {
      at -= 1;
    }
    if (at === this.slots) {
      return;
    }
    for (let slot = Math.min(count, this.slots - 1); slot > at; slot -= 1) {
      this.sections[base + slot] = this.sections[base + slot - 1];
    }
    this.sections[base + at] = position;
    this.counts[group] = Math.min(count + 1, this.slots);
  }

  /**
   * The results, best first (see the rules above). `pageOf` gives the page that heads a group whose
   * page did not match, given its best section, or undefined when the section stands for it.
   */
  ordered(
    scores: Float64Array,
    pageOf: (group: number, bestSection: number) => SearchDocument | undefined,
    maxSections: number = MAX_MATCHING_SECTIONS,
    groupScore?: (group: number) => number,
  ): GroupedPositions[] {
    const results: Ordered[] = [];
    const {items, size} = this.groups;
    for (let i = 0; i < size; i += 1) {
      const group = items[i];
      const base = group * this.slots;
      const count = this.counts[group];
      const page = this.page[group];
      const listed = (from: number): number[] => {
        const positions: number[] = [];
        for (let slot = from; slot < Math.min(count, from + maxSections); slot += 1) {
          positions.push(this.sections[base + slot]);
        }
        return positions;
      };
      if (page !== -1) {
        const best = count > 0 ? this.sections[base] : -1;
        const score = groupScore ? groupScore(group) : best !== -1 && scores[best] > scores[page] ? scores[best] : scores[page];
        results.push({head: page, score, page: undefined, sections: listed(0), pageFirst: 0, origin: page});
        continue;
      }
      const best = this.sections[base];
      const heading = pageOf(group, best);
      results.push({head: best, score: groupScore ? groupScore(group) : scores[best], page: heading, sections: listed(heading ? 0 : 1), pageFirst: 1, origin: best});
    }
    return results.sort(
      (a, b) => b.score - a.score || a.pageFirst - b.pageFirst || scores[b.origin] - scores[a.origin] || a.origin - b.origin,
    );
  }
}
