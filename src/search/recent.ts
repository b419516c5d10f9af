import {MAX_RECENT_SEARCHES, MIN_QUERY_LENGTH, RECENT_SEARCHES_KEY} from './constants';

/** The part of the Web Storage API used here, so tests can pass a fake or a throwing store. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Access itself throws when storage is disabled.
  }
}

/** Recent searches, newest first. A missing, corrupt or unreadable value reads as none. */
export function loadRecentSearches(storage: KeyValueStorage | null = defaultStorage()): string[] {
  if (!storage) {
    return [];
  }
  try {
    const raw = storage.getItem(RECENT_SEARCHES_KEY);
    if (raw === null) {
      return [];
    }
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) {
      throw new Error('recent searches is not a list');
    }
    return [...new Set(parsed.filter((item): item is string => typeof item === 'string' && item.trim().length >= MIN_QUERY_LENGTH))].slice(0, MAX_RECENT_SEARCHES);
  } catch (error) {
    console.warn('[search] Replacing unreadable recent searches', error);
    try {
      storage.setItem(RECENT_SEARCHES_KEY, '[]');
    } catch {
      // Storage errors are logged above and otherwise ignored.
    }
    return [];
  }
}

/**
 * Remembers a query (spec §5, §9): only if at least 2 characters after trimming; newest first;
 * an earlier identical entry moves to the top; at most 10 kept. Returns the new list.
 */
export function saveRecentSearch(query: string, storage: KeyValueStorage | null = defaultStorage()): string[] {
  const current = loadRecentSearches(storage);
  const trimmed = query.trim();
  if (trimmed.length < MIN_QUERY_LENGTH) {
    return current;
  }
  const next = [trimmed, ...current.filter((item) => item !== trimmed)].slice(0, MAX_RECENT_SEARCHES);
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn('[search] Could not save recent searches', error);
  }
  return next;
}

export function clearRecentSearches(storage: KeyValueStorage | null = defaultStorage()): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch (error) {
    console.warn('[search] Could not clear recent searches', error);
  }
}
