/**
 * Every word of the search the reader sees (the navbar button, the dialog, its states and
 * messages), word for word as the spec has them. The one source for the dialog and for the
 * end-to-end tests' locators; the engine's loader speaks to the console only.
 */
import {PRODUCT_NAME} from '../../../src/constants/site';

/** Marks text cut from a snippet (at either end). */
export const ELLIPSIS = '...';

/**
 * The strings the navbar button needs (its label, the loading dialog, the message when the
 * dialog's code cannot be downloaded), apart so that the initial bundle carries only them.
 */
export const NAVBAR_BUTTON_LABEL = 'Search docs...';
export const LOADING_LABEL = 'Loading search...';
export const CHUNK_FAILED_MESSAGE = 'Search could not be loaded. Check your connection.';
export const RETRY_LABEL = 'Retry';

/** Strings of the search modal, word for word (labels, errors, no-results tips). */
export const STRINGS = {
  navbarButton: NAVBAR_BUTTON_LABEL,
  placeholder: 'Search documentation...',
  placeholderLoading: LOADING_LABEL,
  chunkFailed: CHUNK_FAILED_MESSAGE,
  retry: RETRY_LABEL,
  filterHeading: 'Filter by category:',
  allCategories: 'All Categories',
  recentHeading: 'Recent searches',
  clearRecent: 'Clear',
  clearQuery: 'Clear search',
  clearQueryShort: 'Clear',
  close: 'Close search',
  emptyTitle: `Search ${PRODUCT_NAME} Documentation`,
  errorTitle: 'Search Unavailable',
  errorFallback: 'Failed to load search index',
  /** Shown after errorFallback; the raw error goes to the console. */
  errorDownload: 'The search index could not be downloaded. Check your connection.',
  errorIncompatible: 'The search index is from an incompatible version of the site.',
  reload: 'Reload Page',
  searching: 'Searching...',
  noResults: 'No documents found for the query. Try different keywords or check the spelling',
  tips: [
    'Use different keywords',
    'Check spelling',
    'Try more general terms',
    'Use quotes for exact phrases',
  ],
  footerSelect: 'to select',
  footerNavigate: 'to navigate',
  arrowKeys: 'Up and down arrows',
  footerOr: 'or',
  footerClose: 'to close',
  searchFailed: 'Search failed',
  showingResultsFor: 'Showing results for',
  searchLiteralInstead: 'Search instead for',
  dialogLabel: 'Search documentation',
  suggestionsLabel: 'Suggestions',
  resultsLabel: 'Search results',
} as const;

