import type {HighlightRange, ResultPreview, SearchHit, SearchResult} from '../../shared/types';

export interface ResultParts {
  /** The grouped hit heading the result, its query terms already merged into matchedTerms. */
  hit: SearchHit;
  matchingSections: SearchHit[];
  /** Cuts the snippet; called at most once, on the first call of `preview()`. */
  snippet: () => string;
  /** Highlight ranges of a text (title or snippet); called once per text of the preview. */
  highlight: (text: string) => HighlightRange[];
}

/**
 * A search result whose preview (snippet and highlights) is made on the first call of
 * `preview()` and kept. The modal renders the first FIRST_SCREEN_RESULTS results before the others: a
 * query does not pay for 50 snippets before its first result is shown, and the later ones are made
 * as they are rendered.
 */
export function lazyResult({hit, matchingSections, snippet, highlight}: ResultParts): SearchResult {
  let preview: ResultPreview | undefined;
  // The fields named rather than spread: a spread of hits of several shapes is slow, and would
  // carry the ranking's own fields into the result.
  return {
    document: hit.document,
    score: hit.score,
    matchedTerms: hit.matchedTerms,
    matchingSections,
    preview: () => {
      if (!preview) {
        const text = snippet();
        preview = {snippet: text, highlights: {title: highlight(hit.document.title), snippet: highlight(text)}};
      }
      return preview;
    },
  };
}
