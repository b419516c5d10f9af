import {IDBKeyRange} from 'fake-indexeddb';
import {describe, expect, it, vi} from 'vitest';
import {freshIndexedDbPerTest} from '../freshIndexedDb';
import {buildSearchDatabase} from '../../../../../plugins/search/server/buildSearchDatabase';
import {hasStoredSearchDatabase} from '../../../../../plugins/search/engine/loading/databasePresence';
import {SearchEngine, type SearchOutcome} from '../../../../../plugins/search/engine/engine';
import {shardsFor, termRange} from '../../../../../plugins/search/engine/loading/partialIndex';
import {buildSearchQuery} from '../../../../../plugins/search/engine/query/query';
import {unpackDocuments} from '../../../../../plugins/search/shared/codec';
import {SPLIT_CORE_PATH, splitDatabase, type SearchCoreFile} from '../../../../../plugins/search/shared/splitIndex';
import {STRINGS} from '../../../../../plugins/search/shared/strings';
import {FULL_DOWNLOAD_DELAY_MS} from '../../../../../plugins/search/shared/limits';
import type {SearchDocument} from '../../../../../plugins/search/shared/types';
import fixture from '../../../../fixtures/search/documents.json';

/**
 * The split index as a reader's browser meets it: a first visit fetches the core and the pieces
 * its queries read, gets the results the whole index gives, then downloads and stores the whole
 * index; a failed piece fails like a failed download, and recovers like one.
 */

const documents = fixture as SearchDocument[];
/** Small pieces, so that the fixture's nine records make several shards and blocks. */
const SIZES = {shardBytes: 300, textBytes: 600};

interface Server {
  fetch: typeof fetch;
  calls: string[];
  files: Map<string, unknown>;
  fail: Set<string>;
  core: SearchCoreFile;
}

/** A site serving these records' index, its manifest and the split index cut at `sizes`. */
function server(docs: SearchDocument[] = documents, sizes = SIZES): Server {
  const {database, manifest} = buildSearchDatabase(docs);
  const split = splitDatabase(database, sizes);
  const files = new Map<string, unknown>([
    ['/search/manifest.json', manifest],
    ['/search/search-db.json', database],
    [`/${SPLIT_CORE_PATH}`, split.core],
    ...[...split.pieces].map(([path, body]): [string, unknown] => [`/${path}`, body]),
  ]);
  const calls: string[] = [];
  const fail = new Set<string>();
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    if (fail.has(url)) {
      return new Response('unavailable', {status: 503});
    }
    return files.has(url) ? Response.json(files.get(url)) : new Response('not found', {status: 404});
  }) as typeof fetch;
  return {fetch: fetchImpl, calls, files, fail, core: split.core};
}

const {factory, openDatabase} = freshIndexedDbPerTest();

/** What a reader sees of an outcome: each result's page, score, sections and preview. */
function shown(outcome: SearchOutcome) {
  return {
    total: outcome.total,
    categories: outcome.categories,
    correctedQuery: outcome.correctedQuery,
    error: outcome.error,
    results: outcome.results.map((result) => ({
      url: result.document.url,
      score: result.score,
      content: result.document.content,
      sections: result.matchingSections.map((section) => [section.document.url, section.score]),
      preview: result.preview(),
    })),
  };
}

const QUERIES = [
  'palette',
  'banner colour',
  'cookie banner',
  '"cookie banner"',
  'pal',
  'install',
  'installation',
  'consent string',
  'palete',
  'rate limits headers',
  'zzzz nothing',
  'tcf',
  '"exact words that are absent"',
];

describe('splitDatabase (the pieces cut at build time)', () => {
  it('puts every term in exactly one shard, sorted, and starts every text block at a page', () => {
    const {database} = buildSearchDatabase(documents);
    const {core, pieces} = splitDatabase(database, SIZES);
    const shardTerms = core.termShards.flatMap((_, shard) =>
      (pieces.get(`search/split/${core.version}/terms-${shard}.json`) as Array<[string]>).map(([term]) => term),
    );
    expect(shardTerms).toEqual(core.terms);
    expect([...core.terms].sort()).toEqual(core.terms);
    expect(core.termShards.length).toBeGreaterThan(1);
    expect(core.textBlocks.length).toBeGreaterThan(1);
    const decoded = unpackDocuments(database.documents);
    for (const start of core.textBlocks) {
      expect(decoded[start].metadata.isSection).toBe(false);
    }
    // The core carries no text: the blocks do.
    expect(core.records?.lines).toBeTruthy();
    expect(JSON.stringify(core.records)).not.toContain('colours');
    expect(JSON.stringify([...pieces.values()])).toContain('colours');
  });

  it('finds a prefix term range in the sorted term list', () => {
    const terms = ['ban', 'banner', 'banners', 'bar', 'cookie'];
    expect(termRange(terms, {term: 'ban', prefix: true})).toEqual([0, 3]);
    expect(termRange(terms, {term: 'ban', prefix: false})).toEqual([0, 1]);
    expect(termRange(terms, {term: 'bann', prefix: false})).toEqual([1, 1]);
    expect(termRange(terms, {term: 'zz', prefix: true})).toEqual([5, 5]);
    expect(shardsFor(terms, [0, 2, 4], [{term: 'ban', prefix: true}])).toEqual([0, 1]);
    const built = buildSearchQuery('cookie banner');
    expect(built?.weightedTerms?.map(({term}) => term)).toEqual(['cookie', 'banner']);
  });
});

describe('SearchEngine over the split index', () => {
  it('by default answers a first visit without creating the database, and stores the index after the first results', async () => {
    // The default opener loads Dexie when a copy is read or written; whether one exists is asked of
    // the global IndexedDB, which here is the fake one.
    vi.stubGlobal('indexedDB', factory());
    vi.stubGlobal('IDBKeyRange', IDBKeyRange);
    try {
      const site = server();
      const first = new SearchEngine({fetch: site.fetch});
      await first.init();
      expect(first.source).toBe('network');
      expect(await hasStoredSearchDatabase(factory())).toBe(false);
      expect((await first.search('cookie banner')).results.length).toBeGreaterThan(0);
      await first.stored;
      expect(await hasStoredSearchDatabase(factory())).toBe(true);
      const returning = new SearchEngine({fetch: site.fetch});
      await returning.init();
      expect(returning.source).toBe('indexeddb');
      expect(returning.totalDocuments).toBe(documents.length);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives the same outcomes as the whole index, query by query, typos and quotes included', async () => {
    const whole = new SearchEngine({database: buildSearchDatabase(documents).database});
    const split = new SearchEngine({fetch: server().fetch, openDatabase: () => null});
    for (const query of QUERIES) {
      // A fresh split engine for each query too: the pieces fetched by the queries before must
      // not be what makes the outcome right.
      const fresh = new SearchEngine({fetch: server().fetch, openDatabase: () => null});
      const expected = shown(await whole.search(query));
      expect(shown(await fresh.search(query)), query).toEqual(expected);
      expect(shown(await split.search(query)), query).toEqual(expected);
    }
  });

  it('suggests the titles the whole index suggests, before any piece is fetched', async () => {
    const whole = new SearchEngine({database: buildSearchDatabase(documents).database});
    const site = server();
    const split = new SearchEngine({fetch: site.fetch, openDatabase: () => null});
    await Promise.all([whole.init(), split.init()]);
    for (const typed of ['pal', 'Con', 'publishing', 'ur', 'zz']) {
      expect(split.suggest(typed), typed).toEqual(whole.suggest(typed));
    }
    expect(split.suggest('pal').length).toBeGreaterThan(0);
    expect(site.calls.filter((url) => url.includes('/split/') && !url.endsWith('core.json'))).toEqual([]);
  });

  it('answers a first visit from the core and a few pieces, then downloads and stores the whole index', async () => {
    const site = server();
    const engine = new SearchEngine({fetch: site.fetch, openDatabase});
    await engine.init();
    expect(site.calls).toEqual([`/${SPLIT_CORE_PATH}`]);
    const outcome = await engine.search('palette');
    expect(outcome.results[0]?.document.url).toBe('/cmp/');
    // The whole index is asked for once the first results are out, not before.
    const beforeResults = site.calls.slice();
    expect(beforeResults).not.toContain('/search/search-db.json');
    const pieceCount = site.core.termShards.length + site.core.textBlocks.length;
    expect(beforeResults.length - 1).toBeLessThan(pieceCount);

    await engine.stored;
    expect(site.calls).toContain('/search/search-db.json');
    // The next visit, offline, searches what was stored.
    const offline = new SearchEngine({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      openDatabase,
    });
    await offline.init();
    expect(offline.source).toBe('indexeddb');
    expect(shown(await offline.search('palette'))).toEqual(shown(outcome));
  });

  it('on a slow link, starts the whole download only once the first query is answered, however long it takes', async () => {
    const site = server();
    // Every piece of the split index is held until released, as on a link where each takes seconds.
    const held: Array<() => void> = [];
    const slowFetch = (async (input: RequestInfo | URL) => {
      if (String(input).includes('/split/') && !String(input).endsWith('core.json')) {
        await new Promise<void>((resolve) => held.push(resolve));
      }
      return site.fetch(input);
    }) as typeof fetch;
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    try {
      const engine = new SearchEngine({fetch: slowFetch, openDatabase: () => null});
      await engine.init();
      // What had been asked for when the results came: the whole index not yet.
      let callsAtResults: string[] = [];
      const answered = engine.search('palette banner').then((outcome) => {
        callsAtResults = site.calls.slice();
        return outcome;
      });
      await vi.waitFor(() => expect(held.length).toBeGreaterThan(0));
      // Past the delay after which an engine with no query downloads the whole index.
      await vi.advanceTimersByTimeAsync(FULL_DOWNLOAD_DELAY_MS * 3);
      expect(site.calls).not.toContain('/search/search-db.json');
      while (held.length > 0) {
        held.shift()?.();
        await vi.advanceTimersByTimeAsync(1);
      }
      expect((await answered).results.length).toBeGreaterThan(0);
      expect(callsAtResults).not.toContain('/search/search-db.json');
      await vi.advanceTimersByTimeAsync(1);
      expect(site.calls.at(-1)).toBe('/search/search-db.json');
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches ahead, while typing pauses, the pieces the search will read', async () => {
    const site = server();
    const engine = new SearchEngine({fetch: site.fetch, openDatabase: () => null});
    await engine.init();
    engine.prefetch('palette banner');
    await vi.waitFor(() => expect(site.calls.some((url) => url.includes('/text-'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fetched = site.calls.length;
    const outcome = await engine.search('palette banner');
    expect(outcome.results.length).toBeGreaterThan(0);
    // Nothing was left to fetch but the whole index, which follows the first results.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(site.calls.slice(fetched)).toEqual(['/search/search-db.json']);
  });

  it('fails as a failed download does when a piece cannot be fetched, and recovers when reopened', async () => {
    const site = server();
    for (const path of site.files.keys()) {
      if (path.includes('/terms-')) {
        site.fail.add(path);
      }
    }
    const engine = new SearchEngine({fetch: site.fetch, openDatabase: () => null});
    const failed = await engine.search('palette');
    expect(failed.error).toBe(`${STRINGS.errorFallback}. ${STRINGS.errorDownload}`);
    expect(engine.state).toBe('error');
    expect(engine.error).toBe(`${STRINGS.errorFallback}. ${STRINGS.errorDownload}`);

    site.fail.clear();
    await engine.retry();
    expect(engine.state).toBe('ready');
    expect((await engine.search('palette')).results[0]?.document.url).toBe('/cmp/');
  });

  it('gives a stalled piece up after its timeout', async () => {
    const site = server();
    const stalling = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/text-')
        ? new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
        : site.fetch(input, init)) as typeof fetch;
    const engine = new SearchEngine({fetch: stalling, openDatabase: () => null, pieceTimeoutMs: 50});
    const outcome = await engine.search('palette');
    expect(outcome.error).toBe(`${STRINGS.errorFallback}. ${STRINGS.errorDownload}`);
    expect(engine.state).toBe('error');
  });

  it('downloads the whole index at once where the site has no split index', async () => {
    const site = server();
    site.files.delete(`/${SPLIT_CORE_PATH}`);
    const engine = new SearchEngine({fetch: site.fetch, openDatabase: () => null});
    await engine.init();
    expect(engine.state).toBe('ready');
    expect(site.calls).toEqual([`/${SPLIT_CORE_PATH}`, '/search/search-db.json']);
    expect((await engine.search('palette')).results[0]?.document.url).toBe('/cmp/');
  });

  it('fetches the whole index instead when proving a rare phrase absent would take most of the text', async () => {
    // 300 pages that all say "list" and "capabilities" but never as a phrase, and one that does,
    // far down the scores (its words are rarer in it): it still comes first, by the phrase weight.
    const page = (n: number, content: string): SearchDocument => ({
      id: `/vendors/v${n}/`,
      title: `Vendor ${n}`,
      url: `/vendors/v${n}/`,
      category: 'Integrations',
      lastModified: '2025-01-10T09:00:00.000Z',
      content,
      excerpt: '',
      metadata: {category: 'Integrations', tags: [], isSection: false, parentId: null, sectionTitle: null},
    });
    const many = Array.from({length: 300}, (_, n) => page(n, `Capabilities of vendor ${n}. We list each one. Capabilities again, list again.`));
    const docs = [...many, page(300, `Here is the list capabilities table of this vendor, with many other words that make this text longer than the others, ${'and more words '.repeat(20)}`)];
    const site = server(docs, {shardBytes: 2000, textBytes: 200});
    const engine = new SearchEngine({fetch: site.fetch, openDatabase: () => null});
    const outcome = await engine.search('list capabilities');
    expect(outcome.results[0]?.document.url).toBe('/vendors/v300/');
    const whole = new SearchEngine({database: site.files.get('/search/search-db.json')});
    expect(shown(outcome)).toEqual(shown(await whole.search('list capabilities')));
    // The phrase's best candidates came first, then the whole file instead of hundreds of blocks.
    expect(site.calls).toContain('/search/search-db.json');
    expect(site.calls.filter((url) => url.includes('/text-')).length).toBeLessThan(site.core.textBlocks.length / 2);
  });
});
