import {
  DEFAULT_SUGGESTION_LIMIT,
  MIN_QUERY_LENGTH,
  SUGGESTION_SCORE_CONTAINS,
  SUGGESTION_SCORE_STARTS_WITH,
} from '../../shared/limits';
import {compareText} from './compareText';
import {normalizeText} from '../../shared/normalize';
import type {Suggestion} from '../../shared/types';

/** What a suggestion reads of a record: a document has it all, and the split index's records give it without making one. */
export interface SuggestionSource {
  title: string;
  url: string;
  category: string;
  metadata: {isSection: boolean};
}

/** What a title must hold to be suggested for the query (lower case); null below 2 characters. */
export function suggestionNeedle(query: string): string | null {
  const needle = normalizeText(query).trim().toLowerCase();
  return needle.length < MIN_QUERY_LENGTH ? null : needle;
}

/**
 * Title suggestions: only for queries of at least 2 characters; a title containing the
 * query scores 1, one starting with it 2; best first, then alphabetical; one per title.
 */
export function suggestTitles(
  query: string,
  documents: Iterable<SuggestionSource>,
  limit: number = DEFAULT_SUGGESTION_LIMIT,
): Suggestion[] {
  const needle = suggestionNeedle(query);
  if (needle === null) {
    return [];
  }
  const byTitle = new Map<string, Suggestion>();
  for (const document of documents) {
    const title = document.title.toLowerCase();
    const at = title.indexOf(needle);
    if (at === -1) {
      continue;
    }
    const score = at === 0 ? SUGGESTION_SCORE_STARTS_WITH : SUGGESTION_SCORE_CONTAINS;
    const seen = byTitle.get(title);
    // Keep one suggestion per title; a whole page beats one of its sections.
    if (!seen || score > seen.score || (score === seen.score && !document.metadata.isSection && seen.url.includes('#'))) {
      byTitle.set(title, {text: document.title, url: document.url, category: document.category, score});
    }
  }
  return [...byTitle.values()]
    .sort((a, b) => b.score - a.score || compareText(a.text, b.text))
    .slice(0, limit);
}
