import {useMemo, useState} from 'react';
import {RECENT_SEARCHES_KEY} from '../../shared/locations';
import {clearRecentSearches, loadRecentSearches, saveRecentSearch, type RecentSearchesSlot} from '../../engine/presentation/recent';

/**
 * localStorage under the site's own key. Not theme-common's createStorageSlot: it appends the
 * site's storage namespace to the key ("privana-recent-searches-30c"), which would drop the
 * history of every returning visitor. Errors are left to recent.ts, which logs them as warnings.
 */
function localStorageSlot(key: string): RecentSearchesSlot | null {
  try {
    const storage = window.localStorage;
    return {get: () => storage.getItem(key), set: (value) => storage.setItem(key, value), del: () => storage.removeItem(key)};
  } catch {
    return null; // Access itself throws when storage is disabled.
  }
}

/** The recent searches in localStorage, and their updates. */
export function useRecentSearches(): {recent: string[]; remember: (query: string) => void; clear: () => void} {
  const slot = useMemo(() => localStorageSlot(RECENT_SEARCHES_KEY), []);
  const [recent, setRecent] = useState<string[]>(() => loadRecentSearches(slot));
  return {
    recent,
    remember: (query) => setRecent(saveRecentSearch(query, slot)),
    clear: () => {
      clearRecentSearches(slot);
      setRecent([]);
    },
  };
}
