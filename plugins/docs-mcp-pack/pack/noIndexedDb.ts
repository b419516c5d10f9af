/**
 * Stands in for Dexie in the server's bundle (pack/bundle.mjs aliases `dexie` to this file). The
 * site's engine keeps its index in IndexedDB through Dexie; Node has no IndexedDB, and the server
 * gives the engine `openDatabase: () => null`, so Dexie is never constructed. Bundling it anyway
 * cost about 10 ms of CPU at every start (its module code probes a dozen of Node's lazy globals)
 * and 100 KB of bundle.
 */
export default class NoIndexedDb {
  constructor() {
    throw new Error('privana-docs-mcp has no IndexedDB: the search engine must be given openDatabase: () => null');
  }
}
