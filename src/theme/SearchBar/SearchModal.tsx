/**
 * The search dialog of spec §2: input (ARIA combobox), category filter, suggestions, recent
 * searches, results with sections, and the loading, error, empty and no-results states of §4/§8.
 * Loaded lazily by ./index.tsx together with the engine.
 */
import {useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {
  MAX_QUERY_LENGTH,
  MAX_TAGS_SHOWN,
  RESULTS_BATCH,
  SEARCH_DEBOUNCE_MS,
  STRINGS,
  SUGGESTION_DELAY_MS,
} from '@site/src/search/constants';
import {hasStoredSearchDatabase} from '@site/src/search/db';
import {getSearchEngine, type SearchOutcome} from '@site/src/search/engine';
import {highlightRanges} from '@site/src/search/highlight';
import {queryTerms} from '@site/src/search/query';
import {clearRecentSearches, loadRecentSearches, saveRecentSearch} from '@site/src/search/recent';
import type {CategoryCount, EngineState, SearchHit, SearchResult, Suggestion} from '@site/src/search/types';
import Highlighted from './Highlighted';
import {useFocusTrap} from './useFocusTrap';
import styles from './SearchModal.module.css';

/** Starts loading the index ahead of the first open (hover or focus on the navbar button). */
export function prepareSearch(baseUrl: string): void {
  void getSearchEngine({baseUrl}).init();
}

/**
 * Idle-time preparation: a visitor who has searched before (the index is in IndexedDB) gets the
 * engine ready before opening the modal, so the first query answers at once. Nobody else
 * downloads anything.
 */
export async function prepareSearchIfStored(baseUrl: string): Promise<void> {
  if (await hasStoredSearchDatabase()) {
    prepareSearch(baseUrl);
  }
}

type Option =
  | {kind: 'suggestion'; suggestion: Suggestion}
  | {kind: 'recent'; text: string}
  | {kind: 'result'; result: SearchResult}
  | {kind: 'section'; section: SearchHit; parent: SearchResult};

/** Identity of an option across renders, so a selection survives the list being rebuilt. */
function optionKey(option: Option): string {
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

type View = 'loading' | 'error' | 'empty' | 'recent' | 'searching' | 'results' | 'none' | 'failed';

/** True when the query has something to search: a quoted query, or a term of 2+ characters. */
function isSearchable(query: string): boolean {
  return query.includes('"') ? query.trim() !== '' : queryTerms(query).length > 0;
}

function urlOf(option: Option): string | null {
  switch (option.kind) {
    case 'result':
      return option.result.document.url;
    case 'section':
      return option.section.document.url;
    default:
      return null;
  }
}

export default function SearchModal({onClose, baseUrl, apple}: {onClose: () => void; baseUrl: string; apple: boolean}): ReactNode {
  const engine = useMemo(() => getSearchEngine({baseUrl}), [baseUrl]);
  const history = useHistory();
  const ids = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const reloadRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialogRef);

  const [engineState, setEngineState] = useState<EngineState>(engine.state);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [searching, setSearching] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [suggestionsOpen, setSuggestionsOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>(() => loadRecentSearches());
  // The selection is kept by option identity, so debounced results arriving under the
  // suggestions do not move or drop what the reader selected; it is derived as an index.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const searchTimer = useRef<number | undefined>(undefined);
  const searchRun = useRef(0);

  useEffect(() => {
    let live = true;
    setEngineState(engine.state === 'uninitialized' ? 'initializing' : engine.state);
    void engine.init().then(() => live && setEngineState(engine.state));
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
        setSearching(false);
        return;
      }
      setSearching(true);
      void engine.search(text, {category: inCategory}).then((next) => {
        if (run === searchRun.current) {
          setOutcome(next);
          setSearching(false);
        }
      });
    },
    [engine],
  );

  // Search 300 ms after the last keystroke (spec §9); an empty query clears at once.
  useEffect(() => {
    if (!ready) {
      return undefined;
    }
    if (!isSearchable(query)) {
      runSearch(query, category);
      return undefined;
    }
    setSearching(true);
    searchTimer.current = window.setTimeout(() => runSearch(query, category), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(searchTimer.current);
    // The category change re-runs the search at once, below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, ready, runSearch]);

  // Suggestions 150 ms after the last keystroke, for queries of 2+ characters (engine rule).
  useEffect(() => {
    if (!ready) {
      return undefined;
    }
    const timer = window.setTimeout(() => setSuggestions(engine.suggest(query)), SUGGESTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [engine, query, ready]);

  useEffect(() => {
    if (ready) {
      inputRef.current?.focus();
    } else if (engineState === 'error') {
      reloadRef.current?.focus();
    } else {
      dialogRef.current?.querySelector<HTMLElement>('button')?.focus();
    }
  }, [ready, engineState]);

  const searchable = isSearchable(query);
  let view: View;
  if (engineState === 'error') {
    view = 'error';
  } else if (!ready) {
    view = 'loading';
  } else if (!searchable) {
    view = recent.length > 0 ? 'recent' : 'empty';
  } else if (!outcome) {
    view = 'searching';
  } else if (outcome.error) {
    view = 'failed';
  } else {
    view = outcome.results.length > 0 ? 'results' : 'none';
  }

  // Results render RESULTS_BATCH at a time, one batch per frame after the first is painted: the
  // first results show without waiting for the snippets and markup of all 50.
  const [rendered, setRendered] = useState<{outcome: SearchOutcome | null; count: number}>({outcome: null, count: 0});
  const renderedCount = rendered.outcome === outcome ? rendered.count : RESULTS_BATCH;
  useEffect(() => {
    if (!outcome || renderedCount >= outcome.results.length) {
      return undefined;
    }
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setRendered({outcome, count: renderedCount + RESULTS_BATCH}));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [outcome, renderedCount]);
  const shownResults = useMemo(() => outcome?.results.slice(0, renderedCount) ?? [], [outcome, renderedCount]);

  const showSuggestions = ready && suggestionsOpen && suggestions.length > 0 && query.trim().length > 0;
  const options: Option[] = useMemo(() => {
    const list: Option[] = [];
    if (showSuggestions) {
      list.push(...suggestions.map((suggestion): Option => ({kind: 'suggestion', suggestion})));
    }
    if (view === 'recent') {
      list.push(...recent.map((text): Option => ({kind: 'recent', text})));
    }
    if (view === 'results') {
      for (const result of shownResults) {
        list.push({kind: 'result', result});
        list.push(...result.matchingSections.map((section): Option => ({kind: 'section', section, parent: result})));
      }
    }
    return list;
  }, [showSuggestions, suggestions, view, recent, shownResults]);

  const activeIndex = activeKey === null ? -1 : options.findIndex((option) => optionKey(option) === activeKey);
  const selectIndex = (index: number): void =>
    setActiveKey(index >= 0 && options[index] ? optionKey(options[index]) : null);
  // A new query or category starts with nothing selected (spec §2: from -1).
  useEffect(() => setActiveKey(null), [query, category]);
  const optionId = (index: number): string => `${ids}-option-${index}`;
  useEffect(() => {
    if (activeIndex >= 0) {
      document.getElementById(optionId(activeIndex))?.scrollIntoView({block: 'nearest'});
    }
    // optionId only depends on ids, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const remember = (text: string): void => setRecent(saveRecentSearch(text));

  const choose = (option: Option): void => {
    if (option.kind === 'suggestion' || option.kind === 'recent') {
      const text = option.kind === 'suggestion' ? option.suggestion.text : option.text;
      setQuery(text);
      setSuggestionsOpen(false);
      runSearch(text, category);
      remember(text);
      inputRef.current?.focus();
      return;
    }
    const url = urlOf(option);
    if (url) {
      remember(query);
      onClose();
      history.push(url);
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      selectIndex(Math.min(activeIndex + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      selectIndex(Math.max(activeIndex - 1, -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeIndex >= 0 && options[activeIndex]) {
        choose(options[activeIndex]);
      } else {
        setSuggestionsOpen(false);
        runSearch(query, category);
        remember(query);
      }
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  const pickCategory = (next: string | null): void => {
    setCategory(next);
    runSearch(query, next);
  };

  const categoryCounts: CategoryCount[] = searchable && outcome && !outcome.error ? outcome.categories : engine.categoryTotals;
  const allCount = searchable && outcome ? outcome.total : engine.totalDocuments;
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;
  const suggestionsId = `${ids}-suggestions`;
  const listId = `${ids}-list`;
  const shortcut = apple ? '⌘K' : 'Ctrl+K';

  let optionIndex = 0;
  const optionProps = (option: Option, className: string) => {
    const index = optionIndex++;
    return {
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === activeIndex,
      className: clsx(className, index === activeIndex && styles.active),
      onMouseDown: (event: {preventDefault: () => void}) => event.preventDefault(),
      onMouseMove: () => index !== activeIndex && selectIndex(index),
      onClick: () => choose(option),
    };
  };

  return (
    <div className={styles.overlay} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={STRINGS.dialogLabel}
        onKeyDown={onDialogKeyDown}>
        <div className={styles.header}>
          <svg className={styles.searchIcon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={STRINGS.dialogLabel}
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={showSuggestions ? `${suggestionsId} ${listId}` : listId}
            aria-activedescendant={activeId}
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={view === 'loading' ? STRINGS.placeholderLoading : STRINGS.placeholder}
            disabled={!ready}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setSuggestionsOpen(true);
            }}
            onKeyDown={onInputKeyDown}
          />
          {query !== '' && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={STRINGS.clearQuery}
              onClick={() => {
                setQuery('');
                inputRef.current?.focus();
              }}>
              ×
            </button>
          )}
          <button type="button" className={styles.closeButton} aria-label={STRINGS.close} onClick={onClose}>
            Esc
          </button>
        </div>

        {showSuggestions && (
          <ul id={suggestionsId} role="listbox" aria-label={STRINGS.suggestionsLabel} className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion.url} {...optionProps({kind: 'suggestion', suggestion}, styles.suggestion)}>
                <span>{suggestion.text}</span>
                <span className={styles.category}>{suggestion.category}</span>
              </li>
            ))}
          </ul>
        )}

        {ready && categoryCounts.length > 0 && (
          <div className={styles.filters} role="group" aria-labelledby={`${ids}-filter`}>
            <span id={`${ids}-filter`} className={styles.filterHeading}>
              {STRINGS.filterHeading}
            </span>
            <button
              type="button"
              className={styles.filter}
              aria-pressed={category === null}
              onClick={() => pickCategory(null)}>
              {STRINGS.allCategories} <span className={styles.count}>{allCount}</span>
            </button>
            {categoryCounts.map(({name, count}) => (
              <button
                key={name}
                type="button"
                className={styles.filter}
                aria-pressed={category === name}
                disabled={searchable && count === 0 && category !== name}
                onClick={() => pickCategory(category === name ? null : name)}>
                {name} <span className={styles.count}>{count}</span>
              </button>
            ))}
          </div>
        )}

        <div className={styles.body}>
          <div className={styles.srOnly} role="status" aria-live="polite">
            {view === 'results' && outcome ? `${outcome.results.length} results` : ''}
            {view === 'none' ? STRINGS.noResults : ''}
          </div>

          {view === 'loading' && <p className={styles.message}>{STRINGS.placeholderLoading}</p>}

          {view === 'error' && (
            <div className={styles.state} role="alert">
              <h2 className={styles.stateTitle}>{STRINGS.errorTitle}</h2>
              <p>{engine.error || STRINGS.errorFallback}</p>
              <button ref={reloadRef} type="button" className="button button--primary" onClick={() => window.location.reload()}>
                {STRINGS.reload}
              </button>
            </div>
          )}

          {view === 'empty' && (
            <div className={styles.state}>
              <h2 className={styles.stateTitle}>{STRINGS.emptyTitle}</h2>
              <p>
                <span data-testid="search-document-count">{engine.totalDocuments}</span> documents indexed
              </p>
            </div>
          )}

          {view === 'recent' && (
            <div>
              <div className={styles.sectionHeader}>
                <h2 className={styles.sectionTitle} id={`${ids}-recent`}>
                  {STRINGS.recentHeading}
                </h2>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => {
                    clearRecentSearches();
                    setRecent([]);
                    inputRef.current?.focus();
                  }}>
                  {STRINGS.clearRecent}
                </button>
              </div>
              <ul id={listId} role="listbox" aria-labelledby={`${ids}-recent`} className={styles.list}>
                {recent.map((text) => (
                  <li key={text} {...optionProps({kind: 'recent', text}, styles.recent)}>
                    {text}
                  </li>
                ))}
              </ul>
            </div>
          )}

          {(view === 'searching' || (searching && view === 'results')) && (
            <p className={styles.message} aria-live="polite">
              {STRINGS.searching}
            </p>
          )}

          {view === 'failed' && outcome && (
            <p className={styles.message} role="alert">
              {outcome.error}
            </p>
          )}

          {view === 'none' && (
            <div className={styles.state}>
              <p>{STRINGS.noResults}</p>
              <ul className={styles.tips}>
                {STRINGS.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </div>
          )}

          {view === 'results' && outcome && (
            <ul id={listId} role="listbox" aria-label={STRINGS.resultsLabel} className={styles.list}>
              {shownResults.map((result) => {
                const {document} = result;
                const tags = document.metadata.tags;
                return [
                  <li key={document.id} {...optionProps({kind: 'result', result}, styles.result)}>
                    <div className={styles.resultHeader}>
                      <span className={styles.resultTitle}>
                        <Highlighted text={document.title} ranges={result.highlights.title} className={styles.mark} />
                      </span>
                      <span className={styles.category}>{document.category}</span>
                    </div>
                    {result.snippet && (
                      <p className={styles.snippet}>
                        <Highlighted text={result.snippet} ranges={result.highlights.snippet} className={styles.mark} />
                      </p>
                    )}
                    {tags.length > 0 && (
                      <div className={styles.tags}>
                        {tags.slice(0, MAX_TAGS_SHOWN).map((tag) => (
                          <span key={tag} className={styles.tag}>
                            {tag}
                          </span>
                        ))}
                        {tags.length > MAX_TAGS_SHOWN && (
                          <span className={styles.more}>+{tags.length - MAX_TAGS_SHOWN} more</span>
                        )}
                      </div>
                    )}
                  </li>,
                  ...result.matchingSections.map((section) => (
                    <li
                      key={section.document.id}
                      aria-label={`${section.document.title} (${document.title})`}
                      {...optionProps({kind: 'section', section, parent: result}, styles.section)}>
                      <span aria-hidden="true" className={styles.sectionArrow}>
                        ↳
                      </span>
                      <Highlighted
                        text={section.document.title}
                        ranges={highlightRanges(section.document.title, section.matchedTerms)}
                        className={styles.mark}
                      />
                    </li>
                  )),
                ];
              })}
            </ul>
          )}
        </div>

        <footer className={styles.footer}>
          <span>
            <kbd>Enter</kbd> {STRINGS.footerSelect}
          </span>
          <span>
            <kbd>ESC</kbd> {STRINGS.footerEscape}
          </span>
          <span>
            <kbd>{shortcut}</kbd> {STRINGS.footerToggle}
          </span>
        </footer>
      </div>
    </div>
  );
}
