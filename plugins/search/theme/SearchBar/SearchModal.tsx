/**
 * The search dialog: input (ARIA combobox), category filter, suggestions, recent searches,
 * results with sections, and the loading, error, empty and no-results states. Loaded lazily by
 * ./index.tsx together with the engine. State lives in three hooks (the search session, the
 * progressive list of results, the combobox keyboard model); the parts render it.
 */
import {useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {STRINGS} from '../../shared/strings';
import {hasStoredSearchDatabase} from '../../engine/loading/databasePresence';
import {getSearchEngine} from '../../engine/engine';
import type {CategoryCount, Suggestion} from '../../shared/types';
import CategoryFilter from './CategoryFilter';
import {needsFullPageLoad} from '../../../../src/browser/fullPageLoad';
import type {NumberedOption} from './OptionList';
import RecentSearches from './RecentSearches';
import {ResultItem, SectionItem} from './ResultItem';
import SearchFooter from './SearchFooter';
import SearchInput from './SearchInput';
import {buildOptions, optionUrl, type SearchOption} from './searchOptions';
import {searchView} from './searchView';
import {CorrectionNotice, EmptyState, ErrorState, FailedMessage, LoadingMessage, NoResults, SearchingMessage} from './StateMessage';
import Suggestions from './Suggestions';
import {useCombobox} from './useCombobox';
import {useFocusTrap} from './useFocusTrap';
import {useProgressiveList} from './useProgressiveList';
import {useRecentSearches} from './useRecentSearches';
import {useSearchSession} from './useSearchSession';
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

/** The options of one kind, with their positions in the whole list. */
function entriesOf<K extends SearchOption['kind']>(options: SearchOption[], kind: K): NumberedOption<Extract<SearchOption, {kind: K}>>[] {
  return options.flatMap((option, index) =>
    option.kind === kind ? [{option: option as Extract<SearchOption, {kind: K}>, index}] : [],
  );
}

/** A key that types a character (not a shortcut). */
function typesText(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

export default function SearchModal({
  onClose,
  baseUrl,
  apple,
  query: typedQuery,
  onType,
  onQuery,
  startTyped,
  submitted,
}: {
  onClose: () => void;
  baseUrl: string;
  apple: boolean;
  /** The query, owned by the navbar for the dialog's whole life (see ./index.tsx). */
  query: string;
  /** The reader typed: the query changes and suggestions open. */
  onType: (text: string) => void;
  /** The query is replaced (a chosen suggestion, Clear). */
  onQuery: (text: string) => void;
  /** The query was typed before this dialog mounted, so its suggestions are open. */
  startTyped: boolean;
  /** Enter was pressed before this dialog mounted: the top result opens once it is known. */
  submitted: boolean;
}): ReactNode {
  const engine = useMemo(() => getSearchEngine({baseUrl}), [baseUrl]);
  const history = useHistory();
  const ids = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const reloadRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialogRef);

  const session = useSearchSession(engine, {query: typedQuery, onType, onQuery, suggestionsOpen: startTyped});
  const {recent, remember, clear: clearRecent} = useRecentSearches();
  const {engineState, ready, query, searchable, category, outcome} = session;
  const view = searchView({engineState, searchable, hasRecent: recent.length > 0, outcome});
  const shownResults = useProgressiveList(outcome?.results ?? null, outcome?.previewsReady);

  const options = useMemo(
    () =>
      buildOptions({
        suggestions: session.showSuggestions ? session.suggestions : [],
        recent: view === 'recent' ? recent : [],
        results: view === 'results' ? shownResults : [],
      }),
    [session.showSuggestions, session.suggestions, view, recent, shownResults],
  );

  const choose = (option: SearchOption): void => {
    if (option.kind === 'suggestion' || option.kind === 'recent') {
      const text = option.kind === 'suggestion' ? option.suggestion.text : option.text;
      session.searchNow(text);
      remember(text);
      inputRef.current?.focus();
      return;
    }
    const url = optionUrl(option);
    if (url) {
      remember(query);
      onClose();
      // A reference page is static HTML that client-side routing cannot render: load it whole.
      if (needsFullPageLoad(new URL(url, window.location.href), new URL(window.location.href))) window.location.assign(url);
      else history.push(url);
    }
  };

  /**
   * Enter with nothing selected opens the top result, as DocSearch does. Pressed before the
   * results of the current query are in (debounce, engine still loading), it waits for them.
   */
  const [enterPending, setEnterPending] = useState(submitted);
  const answered = !session.searching && session.outcomeQuery === query;
  const topResult = options.find((option) => option.kind === 'result');
  useEffect(() => {
    if (enterPending && answered) {
      setEnterPending(false);
      if (topResult) choose(topResult);
    }
    // choose is a new function each render; the answer is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enterPending, answered, topResult]);

  const combobox = useCombobox({
    options,
    idPrefix: ids,
    resetKey: `${category ?? ''}\u0000${query}`,
    onChoose: choose,
    onSubmit: () => {
      remember(query);
      if (answered && topResult) {
        choose(topResult);
      } else if (session.searchable) {
        setEnterPending(true);
        session.submit();
      }
    },
  });

  // The input takes focus in the commit that mounts it (it replaces the loading dialog's), before
  // the browser can deliver another key; on failure the Reload button takes it (the input is then
  // disabled).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, []);
  useEffect(() => {
    if (engineState === 'error') reloadRef.current?.focus();
  }, [engineState]);

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    // Typing always goes to the query: a character typed while a button or a link of the dialog
    // has focus moves focus to the input first (the browser then delivers the character there),
    // so a space never presses a button.
    // The character is added here rather than left to the browser, which would still press a
    // focused button with the space on key up.
    const input = inputRef.current;
    if (input && !input.disabled && event.target !== input && typesText(event)) {
      event.preventDefault();
      input.focus();
      session.type(input.value + event.key);
    }
  };

  const categoryCounts: CategoryCount[] = searchable && outcome && !outcome.error ? outcome.categories : engine.categoryTotals;
  const allCount = searchable && outcome ? outcome.total : engine.totalDocuments;
  const suggestionsId = `${ids}-suggestions`;
  const listId = `${ids}-list`;
  const suggestionEntries = entriesOf(options, 'suggestion').map(({option, index}): NumberedOption<Suggestion> => ({option: option.suggestion, index}));
  const recentEntries = entriesOf(options, 'recent').map(({option, index}): NumberedOption<string> => ({option: option.text, index}));

  return (
    <div className={styles.overlay} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={STRINGS.dialogLabel}
        onKeyDown={onDialogKeyDown}>
        <SearchInput
          inputRef={inputRef}
          query={query}
          loading={view === 'loading'}
          disabled={engineState === 'error'}
          expanded={options.length > 0}
          controls={session.showSuggestions ? `${suggestionsId} ${listId}` : listId}
          activeId={combobox.activeId}
          onType={(text) => {
            setEnterPending(false);
            session.type(text);
          }}
          onKeyDown={combobox.onInputKeyDown}
          onClear={() => {
            session.clear();
            inputRef.current?.focus();
          }}
          onClose={onClose}
        />

        {session.showSuggestions && <Suggestions id={suggestionsId} entries={suggestionEntries} optionProps={combobox.optionProps} />}

        {ready && categoryCounts.length > 0 && (
          <CategoryFilter
            headingId={`${ids}-filter`}
            counts={categoryCounts}
            allCount={allCount}
            selected={category}
            searching={searchable}
            onPick={session.pickCategory}
          />
        )}

        <div className={styles.body}>
          <div className={styles.srOnly} role="status" aria-live="polite">
            {view === 'results' && outcome ? `${outcome.results.length} results` : ''}
            {view === 'none' ? STRINGS.noResults : ''}
          </div>

          {view === 'loading' && <LoadingMessage />}
          {view === 'error' && <ErrorState message={engine.error ?? ''} reloadRef={reloadRef} />}
          {view === 'empty' && <EmptyState documentCount={engine.totalDocuments} />}
          {view === 'recent' && (
            <RecentSearches
              listId={listId}
              headingId={`${ids}-recent`}
              entries={recentEntries}
              optionProps={combobox.optionProps}
              onClear={() => {
                clearRecent();
                inputRef.current?.focus();
              }}
            />
          )}
          {(view === 'searching' || (session.searching && view === 'results')) && <SearchingMessage />}
          {view === 'failed' && outcome?.error && <FailedMessage message={outcome.error} />}
          {view === 'none' && <NoResults />}
          {view === 'results' && outcome?.correctedQuery && (
            <CorrectionNotice corrected={outcome.correctedQuery} typed={query} onSearchTyped={session.searchLiteral} />
          )}
          {view === 'results' && (
            <div id={listId} role="listbox" aria-label={STRINGS.resultsLabel} className={styles.list}>
              {options.map((option, index) => {
                if (option.kind === 'result') {
                  return <ResultItem key={option.result.document.id} result={option.result} props={combobox.optionProps(index)} />;
                }
                if (option.kind === 'section') {
                  return (
                    <SectionItem
                      key={option.section.document.id}
                      section={option.section}
                      parent={option.parent}
                      props={combobox.optionProps(index)}
                    />
                  );
                }
                return null;
              })}
            </div>
          )}
        </div>

        <SearchFooter apple={apple} />
      </div>
    </div>
  );
}
