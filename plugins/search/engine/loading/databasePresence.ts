import {DB_NAME} from '../../shared/locations';

/*
 * Whether the search database exists, asked of IndexedDB itself: this module does not load Dexie
 * (database.ts), which is most of the engine's code and only needed once there is a copy to read
 * or a download to store. A first visit finds none and downloads at once, before Dexie is fetched.
 */

/**
 * Whether this browser holds the search database from an earlier visit, without opening it
 * (opening would create it): "unknown" where IndexedDB or `databases()` is missing or fails.
 */
export async function storedSearchDatabase(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<'present' | 'absent' | 'unknown'> {
  if (typeof factory?.databases !== 'function') {
    return 'unknown';
  }
  try {
    return (await factory.databases()).some((database) => database.name === DB_NAME) ? 'present' : 'absent';
  } catch {
    return 'unknown';
  }
}

/**
 * True when this browser holds the search database from an earlier visit, without opening it
 * (opening would create it). False where IndexedDB or `databases()` is missing or fails.
 */
export async function hasStoredSearchDatabase(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  return (await storedSearchDatabase(factory)) === 'present';
}
