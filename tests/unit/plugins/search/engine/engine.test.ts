import {IDBFactory, IDBKeyRange} from 'fake-indexeddb';
import {SearchDatabase} from '../../../../../plugins/search/engine/loading/database';
import {describe, expect, it, vi} from 'vitest';
import {freshIndexedDbPerTest} from '../freshIndexedDb';
import {buildSearchDatabase} from '../../../../../plugins/search/server/buildSearchDatabase';
import {DEPRECATED_PENALTY, MAX_RESULTS, PHRASE_MULTIPLIER, SECTION_PENALTY, STORE_BATCH} from '../../../../../plugins/search/shared/limits';
import {STRINGS} from '../../../../../plugins/search/shared/strings';
import {hasStoredSearchDatabase} from '../../../../../plugins/search/engine/loading/databasePresence';
import {SearchEngine} from '../../../../../plugins/search/engine/engine';
import type {SearchDocument} from '../../../../../plugins/search/shared/types';
import fixture from '../../../../fixtures/search/documents.json';

/** A first visit: the engine is ready and has written what it downloaded to IndexedDB. */
async function initAndStore(engine: SearchEngine): Promise<SearchEngine> {
  await engine.init();
  await engine.stored;
  return engine;
}

const documents = fixture as SearchDocument[];

interface FakeServer {
  fetch: typeof fetch;
  calls: string[];
  respond: Record<string, () => Response>;
}

/**
 * A site that serves search-db.json and its manifest but no split index (its core is a 404): the
 * engine then downloads the whole file, the path these tests follow. splitIndex.test.ts serves
 * the split index too.
 */
function fakeServer(docs: SearchDocument[] = documents): FakeServer {
  const {database, manifest} = buildSearchDatabase(docs);
  const calls: string[] = [];
  const respond: Record<string, () => Response> = {
    '/search/manifest.json': () => Response.json(manifest),
    '/search/search-db.json': () => Response.json(database),
  };
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    return respond[url]?.() ?? new Response('not found', {status: 404});
  }) as typeof fetch;
  return {fetch: fetchImpl, calls, respond};
}

const {factory, openDatabase} = freshIndexedDbPerTest();

describe('SearchEngine initialisation (states, manifest check, index download)', () => {
  it('goes uninitialized → initializing → ready and shares one initialisation', async () => {
    const server = fakeServer();
    const engine = new SearchEngine({fetch: server.fetch, openDatabase});
    expect(engine.state).toBe('uninitialized');
    const first = engine.init();
    const second = engine.init();
    expect(engine.state).toBe('initializing');
    expect(first).toBe(second);
    await Promise.all([first, second]);
    expect(engine.state).toBe('ready');
    expect(server.calls.filter((url) => url.endsWith('search-db.json'))).toHaveLength(1);
    expect(engine.totalDocuments).toBe(documents.length);
  });

  it('downloads at once on a first visit: with no database yet there is no version to compare', async () => {
    const server = fakeServer();
    const engine = new SearchEngine({fetch: server.fetch, openDatabase});
    await engine.init();
    expect(engine.source).toBe('network');
    expect(server.calls).toEqual(['/search/split/core.json', '/search/search-db.json']);
    // A browser that cannot tell whether it has the database asks the manifest first, as before.
    const unknowing = fakeServer();
    const other = new IDBFactory();
    const withoutListing = {open: other.open.bind(other), deleteDatabase: other.deleteDatabase.bind(other), cmp: other.cmp.bind(other)};
    const noListing = (): SearchDatabase => new SearchDatabase({indexedDB: withoutListing, IDBKeyRange});
    await new SearchEngine({fetch: unknowing.fetch, openDatabase: noListing}).init();
    expect(unknowing.calls).toEqual(['/search/manifest.json', '/search/split/core.json', '/search/search-db.json']);
  });

  it('stores the records in batches of STORE_BATCH within one transaction, and a returning visit reads them all', async () => {
    // Enough records for three batches: the fixture and copies of its first page under other ids.
    const bigger = [...documents, ...Array.from({length: 2 * STORE_BATCH}, (_, i) => ({...documents[0], id: `/extra/${i}`, url: `/extra/${i}`}))];
    const server = fakeServer(bigger);
    const db = openDatabase();
    const batches = vi.spyOn(db.documents, 'bulkPut');
    await initAndStore(new SearchEngine({fetch: server.fetch, openDatabase: () => db}));
    const sizes = batches.mock.calls.map(([records]) => (records as unknown[]).length);
    expect(sizes.length).toBeGreaterThan(2);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(STORE_BATCH);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(bigger.length);
    const returning = new SearchEngine({fetch: server.fetch, openDatabase});
    await returning.init();
    expect(returning.source).toBe('indexeddb');
    expect(returning.totalDocuments).toBe(bigger.length);
  });

  it('reuses the IndexedDB copy when the manifest version is unchanged', async () => {
    const server = fakeServer();
    await initAndStore(new SearchEngine({fetch: server.fetch, openDatabase}));
    const second = new SearchEngine({fetch: server.fetch, openDatabase});
    server.calls.length = 0;
    await second.init();
    expect(second.state).toBe('ready');
    expect(second.source).toBe('indexeddb');
    expect(server.calls).toEqual(['/search/manifest.json']);
    expect((await second.search('palette')).results[0].matchingSections.map((s) => s.document.id)).toEqual(['/cmp/#palette']);
  });

  it('is ready to search before the downloaded index is written to IndexedDB, and stores it after', async () => {
    const server = fakeServer();
    let releaseWrite = (): void => {};
    const writeHeld = new Promise<void>((resolve) => {
      releaseWrite = resolve;
    });
    // A database whose write transactions wait until released: IndexedDB taking its time.
    const slowWrites = (): SearchDatabase => {
      const db = openDatabase();
      const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
      (db as unknown as {transaction: (...args: unknown[]) => Promise<unknown>}).transaction = (mode, ...rest) =>
        mode === 'rw' ? writeHeld.then(() => transaction(mode, ...rest)) : transaction(mode, ...rest);
      return db;
    };
    const first = new SearchEngine({fetch: server.fetch, openDatabase: slowWrites});
    await first.init();
    expect(first.state).toBe('ready');
    expect((await first.search('palette')).results.length).toBeGreaterThan(0);
    expect(await openDatabase().documents.count()).toBe(0);
    releaseWrite();
    await first.stored;
    const second = new SearchEngine({fetch: server.fetch, openDatabase});
    await second.init();
    expect(second.source).toBe('indexeddb');
  });

  it('downloads again and replaces the stored data when the version changed', async () => {
    const server = fakeServer();
    await initAndStore(new SearchEngine({fetch: server.fetch, openDatabase}));
    const changed = documents.map((d) => (d.id === '/integrations/' ? {...d, content: `${d.content} Zeppelin connector.`} : d));
    const newServer = fakeServer(changed);
    const engine = new SearchEngine({fetch: newServer.fetch, openDatabase});
    await engine.init();
    expect(engine.source).toBe('network');
    expect((await engine.search('zeppelin')).results.map((r) => r.document.id)).toEqual(['/integrations/']);
    // The write comes after the first answer: engine.stored settles when it is done.
    await engine.stored;
    const stored = await openDatabase().metadata.get('main');
    expect(stored?.version).toBe(buildSearchDatabase(changed).manifest.version);
  });

  it('assumes an update is needed when the manifest cannot be read, and warns', async () => {
    const server = fakeServer();
    await initAndStore(new SearchEngine({fetch: server.fetch, openDatabase}));
    server.respond['/search/manifest.json'] = () => new Response('gone', {status: 404});
    server.calls.length = 0;
    const engine = new SearchEngine({fetch: server.fetch, openDatabase});
    await engine.init();
    expect(engine.state).toBe('ready');
    expect(server.calls).toContain('/search/search-db.json');
    expect(console.warn).toHaveBeenCalled();
  });

  it('fails with a message when search-db.json is missing', async () => {
    const server = fakeServer();
    server.respond['/search/search-db.json'] = () => new Response('missing', {status: 404});
    const engine = new SearchEngine({fetch: server.fetch, openDatabase});
    await engine.init();
    expect(engine.state).toBe('error');
    expect(engine.error).toContain(STRINGS.errorFallback);
    const outcome = await engine.search('consent');
    expect(outcome.results).toEqual([]);
    expect(outcome.error).toBeTruthy();
  });

  it('fails when search-db.json is not valid JSON or has the wrong shape', async () => {
    for (const body of ['{"version": "1", "documents": [', '{"version": "1"}']) {
      const server = fakeServer();
      server.respond['/search/search-db.json'] = () => new Response(body, {status: 200});
      const engine = new SearchEngine({fetch: server.fetch, openDatabase: () => null});
      await engine.init();
      expect(engine.state).toBe('error');
    }
  });

  it('keeps working from memory when IndexedDB is unavailable, warning once', async () => {
    const server = fakeServer();
    const engine = new SearchEngine({
      fetch: server.fetch,
      openDatabase: () => new SearchDatabase({indexedDB: undefined as never}),
    });
    await engine.init();
    expect(engine.state).toBe('ready');
    expect((await engine.search('palette')).results.length).toBeGreaterThan(0);
    expect(vi.mocked(console.warn).mock.calls.filter(([message]) => String(message).includes('IndexedDB'))).toHaveLength(1);
  });

  it('downloads again over a garbage stored index, with a warning that says so (not "IndexedDB unavailable")', async () => {
    const server = fakeServer();
    const first = new SearchEngine({fetch: server.fetch, openDatabase});
    await first.init();
    await first.stored;
    const db = openDatabase();
    await db.searchIndex.put({id: 'main', data: {garbage: true}} as never);
    db.close();
    vi.mocked(console.warn).mockClear();

    const engine = new SearchEngine({fetch: server.fetch, openDatabase});
    await engine.init();
    expect(engine.state).toBe('ready');
    expect(engine.source).toBe('network');
    expect((await engine.search('palette')).results.length).toBeGreaterThan(0);
    const messages = vi.mocked(console.warn).mock.calls.map(([message]) => String(message));
    expect(messages).toContain('[search] The stored search index could not be read (it is downloaded again)');
    expect(messages.some((message) => message.includes('IndexedDB unavailable'))).toBe(false);
    expect(vi.mocked(console.error)).not.toHaveBeenCalled();
  });

  it('keeps working when the database cannot be opened at all or writes fail (quota)', async () => {
    const server = fakeServer();
    const throwing = new SearchEngine({
      fetch: server.fetch,
      openDatabase: () => {
        throw new Error('SecurityError');
      },
    });
    await throwing.init();
    expect(throwing.state).toBe('ready');

    const quota = openDatabase();
    vi.spyOn(quota.documents, 'bulkPut').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const engine = new SearchEngine({fetch: server.fetch, openDatabase: () => quota});
    await engine.init();
    expect(engine.state).toBe('ready');
    expect((await engine.search('palette')).results.length).toBeGreaterThan(0);
  });

  it('gives up on an IndexedDB that never answers (blocked)', async () => {
    const server = fakeServer();
    const hung = openDatabase();
    vi.spyOn(hung, 'open').mockReturnValue(new Promise(() => {}) as never);
    const engine = new SearchEngine({fetch: server.fetch, openDatabase: () => hung, storageTimeoutMs: 50});
    await engine.init();
    expect(engine.state).toBe('ready');
  });

  it('makes a search issued before initialisation wait for it (polling every 100 ms)', async () => {
    const server = fakeServer();
    const engine = new SearchEngine({fetch: server.fetch, openDatabase});
    const outcome = await engine.search('palette');
    expect(engine.state).toBe('ready');
    expect(outcome.results[0].matchingSections[0].document.id).toBe('/cmp/#palette');
  });
});

describe('SearchEngine.search (query rules, min score 0.1, max 50 results)', () => {
  async function readyEngine(docs: SearchDocument[] = documents): Promise<SearchEngine> {
    const engine = new SearchEngine({fetch: fakeServer(docs).fetch, openDatabase: () => null});
    await engine.init();
    return engine;
  }

  it('clears on an empty or whitespace query', async () => {
    const engine = await readyEngine();
    expect((await engine.search('  ')).results).toEqual([]);
  });

  it('groups sections under their page and builds snippet and highlight ranges', async () => {
    const engine = await readyEngine();
    const {results} = await engine.search('configuration');
    const cmp = results.find((r) => r.document.id === '/cmp/')!;
    expect(results[0]).toBe(cmp);
    expect(cmp.matchingSections.length).toBe(3);
    expect(cmp.preview().snippet.toLowerCase()).toContain('configuration');
    expect(cmp.preview().highlights.title).toEqual([{start: 15, end: 28}]);
    expect(results.every((r) => !r.document.metadata.isSection || r.document.metadata.parentId !== '/cmp/')).toBe(true);
  });

  it('ranks a section 0.1 below an identical whole document', async () => {
    const base = documents[0];
    const twin = (id: string, isSection: boolean): SearchDocument => ({
      ...base,
      id,
      url: id,
      title: 'Twin',
      content: 'Identical text about webhooks.',
      metadata: {...base.metadata, isSection, parentId: isSection ? '/other/' : null},
    });
    const engine = await readyEngine([twin('/page/', false), twin('/other/#twin', true)]);
    const {results} = await engine.search('webhooks');
    expect(results.map((r) => r.document.id)).toEqual(['/page/', '/other/#twin']);
    expect(results[1].score / results[0].score).toBeCloseTo(1 - SECTION_PENALTY);
  });

  it('multiplies the score of a result holding the typed phrase by (20 + 5) / 5', async () => {
    const base = documents[0];
    const page = (id: string, content: string): SearchDocument => ({
      ...base,
      id,
      url: id,
      title: 'Page',
      content,
      metadata: {...base.metadata, isSection: false, parentId: null},
    });
    // Same words and length; only the order differs. The apart page comes first in the index.
    const engine = await readyEngine([
      page('/apart/', 'Store your data here, then read it.'),
      page('/phrase/', 'Data store here, then read your it.'),
    ]);
    const {results} = await engine.search('data store');
    expect(results.map((r) => r.document.id)).toEqual(['/phrase/', '/apart/']);
    expect(results[0].score / results[1].score).toBeCloseTo(PHRASE_MULTIPLIER);
  });

  it('ranks a deprecated operation 0.3 below an identical current one', async () => {
    const base = documents[8];
    const operation = (id: string, deprecated: boolean): SearchDocument => ({
      ...base,
      id,
      url: id,
      title: 'Get a request',
      content: 'GET /v1/requests/{dsarId} Reads one request by dsarId.',
      metadata: {...base.metadata, ...(deprecated && {deprecated: true})},
    });
    // The deprecated one comes first in the index, so only the penalty can put it second.
    const engine = await readyEngine([operation('/api#operation/old', true), operation('/api#operation/new', false)]);
    const {results} = await engine.search('dsarId');
    expect(results.map((r) => r.document.id)).toEqual(['/api#operation/new', '/api#operation/old']);
    expect(results[1].score / results[0].score).toBeCloseTo(1 - DEPRECATED_PENALTY);
  });

  it('finds a quoted phrase that lies beyond the stored text of a record', async () => {
    const page = documents[5];
    const long = `${'Requests are verified before any work starts. '.repeat(40)}Retention schedules apply afterwards.`;
    const engine = await readyEngine([{...page, content: long}, documents[6]]);
    const {results} = await engine.search('"retention schedules"');
    expect(results.map((r) => r.document.id)).toEqual([page.id]);
    expect(results[0].document.content).not.toContain('Retention schedules');
    expect(results[0].document.metadata.partialContent).toBe(true);
  });

  it('filters by category while counting every category, most matches first', async () => {
    const engine = await readyEngine();
    const all = await engine.search('configuration');
    expect(all.categories[0]).toEqual({name: 'Consent Management Platform', count: 1});
    expect(all.categories.find((c) => c.name === 'Integrations')?.count).toBe(1);
    expect(all.categories.find((c) => c.name === 'Subject Rights')?.count).toBe(0);
    const filtered = await engine.search('configuration', {category: 'Integrations'});
    expect(filtered.results.map((r) => r.document.id)).toEqual(['/integrations/']);
    expect(filtered.categories).toEqual(all.categories);
  });

  it('keeps only results scoring at least 0.1 and at most 50', async () => {
    // 80 of 400 pages match: a term found in nearly every page scores below 0.1 and is dropped.
    const many = Array.from({length: 400}, (_, i): SearchDocument => ({
      ...documents[5],
      id: `/page-${i}/`,
      url: `/page-${i}/`,
      title: `Page ${i}`,
      content: i < 80 ? `Retention policy number ${i}.` : `Other policy number ${i}.`,
    }));
    const engine = await readyEngine(many);
    const {results, total} = await engine.search('retention');
    expect(total).toBe(80);
    expect((await engine.search('policy')).results).toEqual([]);
    expect(results).toHaveLength(MAX_RESULTS);
    expect(results.every((r) => r.score >= 0.1)).toBe(true);
  });

  it('requires quoted phrases verbatim', async () => {
    const engine = await readyEngine();
    expect((await engine.search('"delivery network"')).results.map((r) => r.document.id)).toEqual(['/cmp/']);
    expect((await engine.search('"network delivery"')).results).toEqual([]);
  });

  it('finds API operations by field name and by summary words', async () => {
    const engine = await readyEngine();
    const {results} = await engine.search('create data store');
    expect(results[0].document.url).toBe('/customer-rest-api/developer-api-doc#operation/createDataStore');
  });

  it('keeps markup from the index as plain text in snippets', async () => {
    const engine = await readyEngine();
    const {results} = await engine.search('onerror');
    expect(results[0].preview().snippet).toContain('<img src=x onerror=alert(1)>');
  });

  it('suggests titles only when ready and for 2+ characters', async () => {
    const engine = await readyEngine();
    expect(engine.suggest('p')).toEqual([]);
    expect(engine.suggest('pal')[0]).toMatchObject({text: 'Palette', score: 2});
    expect(new SearchEngine().suggest('pal')).toEqual([]);
  });
});

describe('hasStoredSearchDatabase (idle preparation for returning searchers)', () => {
  it('is false before the first search stored the index and true after, without creating the database', async () => {
    expect(await hasStoredSearchDatabase(factory())).toBe(false);
    // Asking must not create it.
    expect(await hasStoredSearchDatabase(factory())).toBe(false);
    await initAndStore(new SearchEngine({fetch: fakeServer().fetch, openDatabase}));
    expect(await hasStoredSearchDatabase(factory())).toBe(true);
  });

  it('is false where IndexedDB, or its databases() listing, is missing or fails', async () => {
    expect(await hasStoredSearchDatabase(undefined)).toBe(false);
    expect(await hasStoredSearchDatabase({} as IDBFactory)).toBe(false);
    const failing = {databases: () => Promise.reject(new Error('SecurityError'))} as unknown as IDBFactory;
    expect(await hasStoredSearchDatabase(failing)).toBe(false);
  });
});

describe('SearchEngine typo tolerance (unknown words only)', () => {
  async function readyEngine(): Promise<SearchEngine> {
    const engine = new SearchEngine({fetch: fakeServer().fetch, openDatabase: () => null});
    await engine.init();
    return engine;
  }

  it('runs a query with a misspelled word as corrected, and names the corrected query', async () => {
    const engine = await readyEngine();
    const outcome = await engine.search('Palete');
    expect(outcome.correctedQuery).toBe('palette');
    expect(outcome.results[0].matchingSections.map((s) => s.document.id)).toContain('/cmp/#palette');
    const twoWords = await engine.search('baner text');
    expect(twoWords.correctedQuery).toBe('banner text');
    expect(twoWords.results[0].matchingSections[0].document.id).toBe('/cmp/#banner-text');
  });

  it('searches the literal query when asked, and never corrects known words or quoted queries', async () => {
    const engine = await readyEngine();
    const literal = await engine.search('Palete', {literal: true});
    expect(literal.correctedQuery).toBeUndefined();
    expect(literal.results).toEqual([]);
    expect((await engine.search('palette')).correctedQuery).toBeUndefined();
    expect((await engine.search('"palete"')).correctedQuery).toBeUndefined();
  });
});

describe('SearchEngine keeps working (offline, stalled, failed writes, errors that recover)', () => {
  const offline = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  /** A fetch that never answers, as a stalled network; it gives up only when aborted. */
  const stalled = (async (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    })) as typeof fetch;

  it('searches a complete stored copy when the search files cannot be fetched, with a warning', async () => {
    const first = new SearchEngine({fetch: fakeServer().fetch, openDatabase});
    await first.init();
    await first.stored;
    const warn = vi.mocked(console.warn);
    const engine = new SearchEngine({fetch: offline, openDatabase});
    await engine.init();
    expect(engine.state).toBe('ready');
    expect(engine.source).toBe('indexeddb');
    expect((await engine.search('palette')).results.length).toBeGreaterThan(0);
    expect(warn.mock.calls.some(([message]) => String(message).includes('searching the stored copy'))).toBe(true);
  });

  it('gives a stalled manifest or index request up after its timeout', async () => {
    const server = fakeServer();
    const manifestStalls = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('manifest.json') ? stalled(input, init) : server.fetch(input, init)) as typeof fetch;
    const engine = new SearchEngine({fetch: manifestStalls, openDatabase: () => null, manifestTimeoutMs: 50});
    await engine.init();
    expect(engine.state).toBe('ready');

    const nothing = new SearchEngine({fetch: stalled, openDatabase: () => null, manifestTimeoutMs: 50, databaseTimeoutMs: 50});
    await nothing.init();
    expect(nothing.state).toBe('error');
    expect(nothing.error).toBe(`${STRINGS.errorFallback}. ${STRINGS.errorDownload}`);
  });

  it('counts a stored copy as present only when complete: metadata, index row and every document', async () => {
    const server = fakeServer();
    const first = new SearchEngine({fetch: server.fetch, openDatabase});
    await first.init();
    await first.stored;
    await openDatabase().documents.delete('/cmp/#palette');
    server.calls.length = 0;
    const engine = new SearchEngine({fetch: server.fetch, openDatabase});
    await engine.init();
    expect(engine.source).toBe('network');
    expect(server.calls.some((url) => url.endsWith('search-db.json'))).toBe(true);
  });

  it('after a failed write, stays in memory for the visit: no write on later pages, no stored database left', async () => {
    const session = new Map<string, string>();
    const sessionStorage = {getItem: (key: string) => session.get(key) ?? null, setItem: (key: string, value: string) => void session.set(key, value)};
    const quota = openDatabase();
    vi.spyOn(quota.documents, 'bulkPut').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const first = new SearchEngine({fetch: fakeServer().fetch, openDatabase: () => quota, session: sessionStorage});
    await first.init();
    await first.stored;
    expect(await hasStoredSearchDatabase(factory())).toBe(false);

    const next = openDatabase();
    const writes = vi.spyOn(next.documents, 'bulkPut');
    const later = new SearchEngine({fetch: fakeServer().fetch, openDatabase: () => next, session: sessionStorage});
    await later.init();
    await later.stored;
    expect(later.state).toBe('ready');
    expect(writes).not.toHaveBeenCalled();
  });

  it('tries again after an error when asked (once per opening), and recovers without a reload', async () => {
    const server = fakeServer();
    const working = server.respond['/search/search-db.json'];
    server.respond['/search/search-db.json'] = () => new Response('busy', {status: 503});
    const engine = new SearchEngine({fetch: server.fetch, openDatabase: () => null});
    await engine.init();
    expect(engine.state).toBe('error');
    await engine.init();
    expect(engine.state).toBe('error');
    server.respond['/search/search-db.json'] = working;
    await engine.retry();
    expect(engine.state).toBe('ready');
  });

  it('shows readers a short message and logs the raw error', async () => {
    const server = fakeServer();
    server.respond['/search/search-db.json'] = () => Response.json({version: '1', format: 2, documents: [['/a', 'T', 'x', 0, 'C', 0]], searchIndex: {index: 'not a list'}});
    const engine = new SearchEngine({fetch: server.fetch, openDatabase: () => null});
    await engine.init();
    expect(engine.error).toBe(`${STRINGS.errorFallback}. ${STRINGS.errorIncompatible}`);
    expect(vi.mocked(console.error)).toHaveBeenCalled();
    const offlineEngine = new SearchEngine({fetch: offline, openDatabase: () => null});
    await offlineEngine.init();
    expect(offlineEngine.error).toBe(`${STRINGS.errorFallback}. ${STRINGS.errorDownload}`);
    expect(offlineEngine.error).not.toContain('Failed to fetch');
  });
});

describe('SearchEngine: text that looks the same matches the same', () => {
  it('finds the same results for zero-width, bidi-controlled and full-width queries', async () => {
    const engine = new SearchEngine({fetch: fakeServer().fetch, openDatabase: () => null});
    await engine.init();
    const ids = async (query: string) => (await engine.search(query)).results.map((r) => r.document.id);
    const plain = await ids('palette');
    expect(plain.length).toBeGreaterThan(0);
    expect(await ids('pal\u200Bette')).toEqual(plain);
    expect(await ids('\u202Epalette\u202C')).toEqual(plain);
    expect(await ids('ｐａｌｅｔｔｅ')).toEqual(plain);
  });

  it('indexes text normalised at build time', async () => {
    const docs = documents.map((d) => (d.id === '/cmp/#palette' ? {...d, title: 'Pal\u200Bette', content: 'The ｃｏｌｏｕｒ palette.'} : d));
    const engine = new SearchEngine({fetch: fakeServer(docs).fetch, openDatabase: () => null});
    await engine.init();
    const {results} = await engine.search('colour');
    expect(results.flatMap((r) => [r.document.id, ...r.matchingSections.map((s) => s.document.id)])).toContain('/cmp/#palette');
  });

  it('downloads again over a stored copy that is not of the downloaded shape (a non-number count, a record without tags)', async () => {
    const tamperings: Array<[string, (db: SearchDatabase) => Promise<unknown>]> = [
      ['a category count that is no number', async (db) => {
        const metadata = (await db.metadata.get('main'))!;
        await db.metadata.put({...metadata, stats: {...metadata.stats, categories: {...metadata.stats.categories, Docs: 'many' as never}}});
      }],
      ['a record without metadata.tags', async (db) => {
        const record = (await db.documents.get('/cmp/'))!;
        await db.documents.put({...record, metadata: {...record.metadata, tags: undefined as never}});
      }],
      ['a record that is no record', async (db) => {
        await db.documents.put({id: '/cmp/', title: 7} as never);
      }],
    ];
    for (const [what, tamper] of tamperings) {
      const server = fakeServer();
      const first = new SearchEngine({fetch: server.fetch, openDatabase});
      await initAndStore(first);
      const db = openDatabase();
      await tamper(db);
      db.close();
      vi.mocked(console.warn).mockClear();
      server.calls.length = 0;

      const engine = new SearchEngine({fetch: server.fetch, openDatabase});
      await initAndStore(engine);
      expect(engine.state, what).toBe('ready');
      expect(engine.source, what).toBe('network');
      const answer = await engine.search('consent');
      expect(answer.error, what).toBeUndefined();
      expect(answer.results.length, what).toBeGreaterThan(0);
      expect(answer.categories.every(({count}) => Number.isInteger(count)), what).toBe(true);
      expect(vi.mocked(console.warn).mock.calls.map(([message]) => String(message)), what).toContain('[search] The stored search index could not be read (it is downloaded again)');
      // and the download replaced the bad copy: the next visit reads it
      const next = new SearchEngine({fetch: server.fetch, openDatabase});
      await next.init();
      expect(next.source, what).toBe('indexeddb');
    }
  });

  it('drops stored documents whose URL leaves the site', async () => {
    const docs = documents.map((d) => (d.id === '/subject-rights/' ? {...d, url: '//evil.example/x'} : d.id === '/integrations/' ? {...d, url: '/\\evil.example'} : d));
    const engine = new SearchEngine({fetch: fakeServer(docs).fetch, openDatabase: () => null});
    await engine.init();
    const urls = (await engine.search('subject rights integrations data store')).results.map((r) => r.document.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\'))).toBe(true);
  });
});
