import type {SearchDocument} from '../../shared/types';

/**
 * The group of a record: a page and its sections form one, keyed by the page's id (a section's
 * parentId); a section without a parent is a group of its own.
 */
export function groupKey(document: SearchDocument): string {
  return document.metadata.isSection ? (document.metadata.parentId ?? document.id) : document.id;
}
