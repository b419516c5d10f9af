import type {HighlightRange, SearchHit, SearchResult} from './types';

export interface ResultParts {
  /** The grouped hit heading the result, its query terms already merged into matchedTerms. */
  hit: SearchHit;
  matchingSections: SearchHit[];
  /** Cuts the snippet; called at most once, on the first read of `snippet` or `highlights`. */
  snippet: () => string;
  /** Highlight ranges of a text (title or snippet); called at most once per text. */
  highlight: (text: string) => HighlightRange[];
}

/**
 * A search result (spec §3) whose snippet and highlights are made on first read and kept.
 * Cutting snippets is most of a query's time after MiniSearch, and the modal renders the first
 * RESULTS_BATCH results before the others: a query no longer pays for 50 snippets before its
 * first result is shown, and the later ones are made as they are rendered. The properties are
 * own and enumerable, so spreading or serialising a result reads them like plain fields.
 */
export function lazyResult({hit, matchingSections, snippet, highlight}: ResultParts): SearchResult {
  let cut: string | undefined;
  let highlights: SearchResult['highlights'] | undefined;
  // Accessors of an object literal: own and enumerable like the fields around them, and cheaper
  // for V8 than Object.defineProperties.
  return {
    ...hit,
    matchingSections,
    get snippet(): string {
      return (cut ??= snippet());
    },
    get highlights(): SearchResult['highlights'] {
      return (highlights ??= {title: highlight(hit.document.title), snippet: highlight(this.snippet)});
    },
  };
}
