import {IDBFactory, IDBKeyRange} from 'fake-indexeddb';
import {afterEach, beforeEach, vi} from 'vitest';
import {SearchDatabase} from '../../../../plugins/search/engine/loading/database';

/**
 * Gives each test of the file an empty IndexedDB (fake-indexeddb) and a quiet console: the
 * engine warns and logs on the failures these tests cause on purpose. `factory()` is the test's
 * IndexedDB, `openDatabase` the engine's opener over it.
 */
export function freshIndexedDbPerTest(): {factory: () => IDBFactory; openDatabase: () => SearchDatabase} {
  let current = new IDBFactory();
  beforeEach(() => {
    current = new IDBFactory();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return {factory: () => current, openDatabase: () => new SearchDatabase({indexedDB: current, IDBKeyRange})};
}
