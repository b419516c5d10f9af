import {groupKey} from './group';
import type {SearchDocument} from '../shared/types';

/**
 * The result groups of a corpus, numbered once at load so that ranking reads a record's group
 * from an array instead of grouping strings per query; the groups are groupSections's (groupKey).
 */
export interface PageGroups {
  /** Group number of each record by short id; -1 where no document has that short id. */
  groupOf: Int32Array;
  count: number;
  /**
   * The document each group is keyed by, when the corpus has it: the page that heads the group's
   * result. Without it, the group's best section stands for the page.
   */
  head: Array<SearchDocument | undefined>;
}

export function pageGroups(
  documentsByShortId: ReadonlyArray<SearchDocument | undefined>,
  documentById: (id: string) => SearchDocument | undefined,
): PageGroups {
  const groupOf = new Int32Array(documentsByShortId.length).fill(-1);
  const numbers = new Map<string, number>();
  const head: Array<SearchDocument | undefined> = [];
  documentsByShortId.forEach((document, shortId) => {
    if (!document) {
      return;
    }
    const key = groupKey(document);
    let group = numbers.get(key);
    if (group === undefined) {
      group = head.push(documentById(key)) - 1;
      numbers.set(key, group);
    }
    groupOf[shortId] = group;
  });
  return {groupOf, count: head.length, head};
}
