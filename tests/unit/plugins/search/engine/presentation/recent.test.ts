import {describe, expect, it, vi} from 'vitest';
import {clearRecentSearches, loadRecentSearches, saveRecentSearch, type RecentSearchesSlot} from '../../../../../../plugins/search/engine/presentation/recent';
import {MAX_QUERY_LENGTH} from '../../../../../../plugins/search/shared/limits';
import {RECENT_SEARCHES_KEY} from '../../../../../../plugins/search/shared/locations';

/** A storage slot of the recent searches key over an in-memory store, as createStorageSlot gives. */
function memoryStorage(initial: Record<string, string> = {}): RecentSearchesSlot & {data: Record<string, string>} {
  const data = {...initial};
  return {
    data,
    get: () => data[RECENT_SEARCHES_KEY] ?? null,
    set: (value) => {
      data[RECENT_SEARCHES_KEY] = value;
    },
    del: () => {
      delete data[RECENT_SEARCHES_KEY];
    },
  };
}

describe('recent searches (2+ characters, at most 10, newest first)', () => {
  it('saves only queries of at least 2 characters, trimmed', () => {
    const storage = memoryStorage();
    expect(saveRecentSearch('a', storage)).toEqual([]);
    expect(saveRecentSearch('  ', storage)).toEqual([]);
    expect(saveRecentSearch(' ab ', storage)).toEqual(['ab']);
  });

  it('keeps newest first, de-duplicated, at most 10', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 12; i += 1) {
      saveRecentSearch(`query ${i}`, storage);
    }
    saveRecentSearch('query 5', storage);
    const list = loadRecentSearches(storage);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('query 5');
    expect(list.filter((item) => item === 'query 5')).toHaveLength(1);
    expect(list[1]).toBe('query 11');
  });

  it('replaces a corrupt stored value instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const corrupt of ['{not json', '{"a":1}', '42']) {
      const storage = memoryStorage({[RECENT_SEARCHES_KEY]: corrupt});
      expect(loadRecentSearches(storage)).toEqual([]);
      expect(storage.data[RECENT_SEARCHES_KEY]).toBe('[]');
      expect(saveRecentSearch('consent', storage)).toEqual(['consent']);
    }
    warn.mockRestore();
  });

  it('drops non-string entries', () => {
    const storage = memoryStorage({[RECENT_SEARCHES_KEY]: JSON.stringify(['ok', 3, null, 'fine'])});
    expect(loadRecentSearches(storage)).toEqual(['ok', 'fine']);
  });

  it('logs and ignores storage errors', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: RecentSearchesSlot = {
      get: () => {
        throw new Error('denied');
      },
      set: () => {
        throw new Error('quota');
      },
      del: () => {
        throw new Error('denied');
      },
    };
    expect(loadRecentSearches(broken)).toEqual([]);
    expect(saveRecentSearch('consent', broken)).toEqual(['consent']);
    expect(() => clearRecentSearches(broken)).not.toThrow();
    expect(loadRecentSearches(null)).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('clears the list', () => {
    const storage = memoryStorage();
    saveRecentSearch('consent', storage);
    clearRecentSearches(storage);
    expect(loadRecentSearches(storage)).toEqual([]);
  });
});

describe('recent searches loaded from storage', () => {
  it('are trimmed and de-duplicated on load', () => {
    const storage = memoryStorage({[RECENT_SEARCHES_KEY]: JSON.stringify(['dup', 'dup ', ' consent ', 'consent'])});
    expect(loadRecentSearches(storage)).toEqual(['dup', 'consent']);
  });
});

describe('recent searches tampered with in storage', () => {
  it('are cut to the input limit (256 characters) when read, so a 4 MB entry never reaches the dialog', () => {
    const huge = `consent ${'x'.repeat(4 * 1024 * 1024)}`;
    const storage = memoryStorage({[RECENT_SEARCHES_KEY]: JSON.stringify([huge, 'cookies'])});
    const loaded = loadRecentSearches(storage);
    expect(loaded.map((entry) => entry.length)).toEqual([MAX_QUERY_LENGTH, 'cookies'.length]);
    expect(loaded[0]!.startsWith('consent x')).toBe(true);
    expect(saveRecentSearch(huge, memoryStorage())[0]).toHaveLength(MAX_QUERY_LENGTH);
  });
});
