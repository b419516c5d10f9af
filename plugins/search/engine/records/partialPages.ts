import type {SearchDocument} from '../../shared/types';

/**
 * The rule that a page is partial when one of its sections is: a page's text is searched joined
 * with its sections' texts, so it lacks what they lack. The ids of the pages it marks, among
 * decoded documents (columnRecords.ts applies the same rule to the split core's flag columns).
 */
export function pagesWithPartialSections(documents: Iterable<SearchDocument | undefined>): Set<string> {
  const partial = new Set<string>();
  for (const document of documents) {
    const {isSection, parentId, partialContent} = document?.metadata ?? {};
    if (isSection && parentId && partialContent) {
      partial.add(parentId);
    }
  }
  return partial;
}
