import {MAX_QUERY_LENGTH, MAX_RECENT_SEARCHES, MIN_QUERY_LENGTH} from '../../shared/limits';

/**
 * The stored value of the recent searches: theme-common's createStorageSlot in the browser (see
 * SearchBar/useRecentSearches.ts), which already survives missing or disabled storage; tests pass
 * a fake or a throwing slot.
 */
export interface RecentSearchesSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
}

/** Recent searches, newest first. A missing, corrupt or unreadable value reads as none. */
export function loadRecentSearches(slot: RecentSearchesSlot | null): string[] {
  if (!slot) {
    return [];
  }
  try {
    const raw = slot.get();
    if (raw === null) {
      return [];
    }
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) {
      throw new Error('recent searches is not a list');
    }
    // Trimmed and de-duplicated as they are when saved: "dup" and "dup " are one search. Only as many
    // as are kept, each at most as long as the input allows: a stored 4 MB entry, rendered and put
    // into the input, froze the page for seconds.
    const entries = parsed
      .slice(0, MAX_RECENT_SEARCHES * 4)
      .filter((item): item is string => typeof item === 'string')
      .map((item) => item.slice(0, MAX_QUERY_LENGTH * 2).trim().slice(0, MAX_QUERY_LENGTH).trim());
    return [...new Set(entries.filter((item) => item.length >= MIN_QUERY_LENGTH))].slice(0, MAX_RECENT_SEARCHES);
  } catch (error) {
    console.warn('[search] Replacing unreadable recent searches', error);
    try {
      slot.set('[]');
    } catch {
      // Storage errors are logged above and otherwise ignored.
    }
    return [];
  }
}

/**
 * Remembers a query: only if at least 2 characters after trimming; newest first; an earlier
 * identical entry moves to the top; at most 10 kept. Returns the new list.
 */
export function saveRecentSearch(query: string, slot: RecentSearchesSlot | null): string[] {
  const current = loadRecentSearches(slot);
  const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH).trim();
  if (trimmed.length < MIN_QUERY_LENGTH) {
    return current;
  }
  const next = [trimmed, ...current.filter((item) => item !== trimmed)].slice(0, MAX_RECENT_SEARCHES);
  try {
    slot?.set(JSON.stringify(next));
  } catch (error) {
    console.warn('[search] Could not save recent searches', error);
  }
  return next;
}

export function clearRecentSearches(slot: RecentSearchesSlot | null): void {
  try {
    slot?.del();
  } catch (error) {
    console.warn('[search] Could not clear recent searches', error);
  }
}
