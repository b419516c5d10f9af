import type {NavModel} from '../model/types';

/**
 * The navigation narrowed to what a filter text matches: an operation matches when every word of
 * the filter occurs in its summary, method, group label, path or the name of one of its parameters or
 * body fields (case-insensitive: "dsar" finds the operations that take a `dsarId`); a group stays
 * when its label or any of its operations matches.
 */
export function filterNav(nav: NavModel, filter: string): NavModel {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return nav;
  const matches = (text: string) => words.every((word) => text.toLowerCase().includes(word));
  return {
    groups: nav.groups.flatMap((group) => {
      if (matches(group.label)) return [group];
      const items = group.items.filter((item) => matches(`${item.method} ${item.label} ${group.label} ${item.terms ?? ''}`));
      return items.length > 0 ? [{...group, items}] : [];
    }),
  };
}
