import {useCallback, useEffect, useRef, useState} from 'react';
import {PREFETCH_DELAY_MS, SEARCH_DEBOUNCE_MS, SUGGESTION_DELAY_MS} from '../../shared/limits';
import type {SearchEngine, SearchOutcome} from '../../engine/engine';
import {isSearchable} from '../../engine/query/query';
import type {EngineState, Suggestion} from '../../shared/types';

export interface SearchSession {
  engineState: EngineState;
  ready: boolean;
  query: string;
  /** True when the query has something to search (the grammar of engine/query/query.ts). */
  searchable: boolean;
  category: string | null;
  outcome: SearchOutcome | null;
  /** The query `outcome` answers (it may lag behind `query` while a search is pending). */
  outcomeQuery: string | null;
  /** A search is pending (debounce) or running. */
  searching: boolean;
  suggestions: Suggestion[];
  showSuggestions: boolean;
  /** A keystroke: the query changes, suggestions open, the search follows after the debounce. */
  type: (text: string) => void;
  /** Replaces the query and searches at once (a chosen suggestion or recent search). */
  searchNow: (text: string) => void;
  /** Searches the current query at once (Enter with nothing selected). */
  submit: () => void;
  /** Searches the query as typed, without typo correction, until it changes. */
  searchLiteral: () => void;
  clear: () => void;
  pickCategory: (next: string | null) => void;
}

/**
 * One search session of the dialog: starts the engine, and holds the query, the category, the
 * outcome of the latest search (an older search finishing late is dropped) and the suggestions.
 * The search runs 300 ms after the last keystroke, suggestions 150 ms after it; an empty query
 * clears at once, a category change searches at once. What was typed while the engine loaded (or
 * the query the dialog was opened with) is searched at once when it is ready: the reader has
 * already waited.
 */
export function useSearchSession(
  engine: SearchEngine,
  {
    query,
    onType,
    onQuery: setQuery,
    suggestionsOpen: startOpen,
  }: {
    /** The query, held by the caller (it outlives this session's component). */
    query: string;
    /** A keystroke changed the query. */
    onType: (text: string) => void;
    /** The query is replaced by something other than typing. */
    onQuery: (text: string) => void;
    /** Whether suggestions start open (the query was typed before the session began). */
    suggestionsOpen: boolean;
  },
): SearchSession {
  const [engineState, setEngineState] = useState<EngineState>(engine.state);
  const [category, setCategory] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [outcomeQuery, setOutcomeQuery] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [suggestionsOpen, setSuggestionsOpen] = useState(startOpen);
  const searchTimer = useRef<number | undefined>(undefined);
  const searchRun = useRef(0);
  /** The query the reader asked to search as typed (no typo correction). */
  const literalQuery = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    // An earlier failure is retried once per opening, so the dialog recovers without a reload.
    const start = engine.state === 'error' ? engine.retry() : engine.init();
    setEngineState(engine.state);
    void start.then(() => live && setEngineState(engine.state));
    return () => {
      live = false;
    };
  }, [engine]);

  const ready = engineState === 'ready';

  const runSearch = useCallback(
    (text: string, inCategory: string | null) => {
      window.clearTimeout(searchTimer.current);
      const run = ++searchRun.current;
      if (!isSearchable(text)) {
        setOutcome(null);
        setOutcomeQuery(text);
        setSearching(false);
        return;
      }
      setSearching(true);
      void engine.search(text, {category: inCategory, literal: text === literalQuery.current}).then((next) => {
        if (run === searchRun.current) {
          setOutcome(next);
          setOutcomeQuery(text);
          setSearching(false);
          // A piece of the split index that cannot be fetched fails the engine (see engine.ts).
          setEngineState(engine.state);
        }
      });
    },
    [engine],
  );

  const wasReady = useRef(ready);
  useEffect(() => {
    if (!ready) {
      return undefined;
    }
    const justReady = !wasReady.current;
    wasReady.current = true;
    if (!isSearchable(query) || justReady) {
      runSearch(query, category);
      return undefined;
    }
    setSearching(true);
    searchTimer.current = window.setTimeout(() => runSearch(query, category), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(searchTimer.current);
    // The category change re-runs the search at once, in pickCategory.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, ready, runSearch]);

  // The split index's pieces for the query, fetched while the debounce runs (see engine.prefetch).
  useEffect(() => {
    if (!ready || !isSearchable(query)) {
      return undefined;
    }
    const timer = window.setTimeout(
      () => engine.prefetch(query, {category, literal: query === literalQuery.current}),
      PREFETCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
    // A category change searches at once, in pickCategory: nothing to fetch ahead of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, query, ready]);

  useEffect(() => {
    if (!ready) {
      return undefined;
    }
    const timer = window.setTimeout(() => setSuggestions(engine.suggest(query)), SUGGESTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [engine, query, ready]);

  return {
    engineState,
    ready,
    query,
    searchable: isSearchable(query),
    category,
    outcome,
    outcomeQuery,
    searching,
    suggestions,
    showSuggestions: ready && suggestionsOpen && suggestions.length > 0 && query.trim().length > 0,
    type: (text) => {
      onType(text);
      setSuggestionsOpen(true);
    },
    searchNow: (text) => {
      setQuery(text);
      setSuggestionsOpen(false);
      runSearch(text, category);
    },
    submit: () => {
      setSuggestionsOpen(false);
      // Before the engine is ready the query runs when it is (the effect above).
      if (ready) runSearch(query, category);
    },
    searchLiteral: () => {
      literalQuery.current = query;
      runSearch(query, category);
    },
    clear: () => setQuery(''),
    pickCategory: (next) => {
      setCategory(next);
      runSearch(query, next);
    },
  };
}
