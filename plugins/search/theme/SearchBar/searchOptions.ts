import type {SearchHit, SearchResult, Suggestion} from '../../shared/types';

/** One option of the combobox: what the arrow keys move through and Enter chooses. */
export type SearchOption =
  | {kind: 'suggestion'; suggestion: Suggestion}
  | {kind: 'recent'; text: string}
  | {kind: 'result'; result: SearchResult}
  | {kind: 'section'; section: SearchHit; parent: SearchResult};

/** Identity of an option across renders, so a selection survives the list being rebuilt. */
export function optionKey(option: SearchOption): string {
  switch (option.kind) {
    case 'suggestion':
      return `suggestion:${option.suggestion.url}:${option.suggestion.text}`;
    case 'recent':
      return `recent:${option.text}`;
    case 'result':
      return `result:${option.result.document.id}`;
    case 'section':
      return `section:${option.section.document.id}`;
  }
}

/** The page an option opens, or null for options that fill the query. */
export function optionUrl(option: SearchOption): string | null {
  switch (option.kind) {
    case 'result':
      return option.result.document.url;
    case 'section':
      return option.section.document.url;
    default:
      return null;
  }
}

/**
 * Every option in display order: suggestions, then recent searches or results, each result
 * followed by its sections. The modal renders from this one list, so an option's position here
 * is its id and its place for the arrow keys.
 */
export function buildOptions({
  suggestions,
  recent,
  results,
}: {
  suggestions: Suggestion[];
  recent: string[];
  results: SearchResult[];
}): SearchOption[] {
  const list: SearchOption[] = suggestions.map((suggestion) => ({kind: 'suggestion', suggestion}));
  list.push(...recent.map((text): SearchOption => ({kind: 'recent', text})));
  for (const result of results) {
    list.push({kind: 'result', result});
    list.push(...result.matchingSections.map((section): SearchOption => ({kind: 'section', section, parent: result})));
  }
  return list;
}
