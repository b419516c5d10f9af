import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {SearchEngine} from '../../../../../plugins/search/searchEngine';
import {DATABASE_PATH, MANIFEST_PATH, SPLIT_CORE_PATH} from '../../../../../plugins/search/node';
import {loadSiteSearch} from '../../../../../plugins/docs-mcp-pack/server/siteEngine';
import {readSnapshot, type Snapshot} from '../../../../../packages/docs-mcp/src/snapshot';
import {writeSnapshotFixture, type SnapshotFixture} from '../../../docs-mcp/snapshotFixture';

/**
 * The server's search over a snapshot: started from the split index's core, it reads only the
 * pieces a query needs before answering, answers as the site's engine does over the whole
 * database, then loads the whole database as the site does; it reads only the files the snapshot
 * lists and never calls fetch.
 */

let fixture: SnapshotFixture;
let snapshot: Snapshot;

beforeAll(() => {
  fixture = writeSnapshotFixture();
  snapshot = readSnapshot(fixture.dataDir);
});
afterAll(() => fixture.remove());
afterEach(() => vi.restoreAllMocks());

/** The snapshot's reader, recording what the engine asks for. */
function recordingReader(): {read: (sitePath: string) => string | null; reads: string[]} {
  const reads: string[] = [];
  return {
    reads,
    read: (sitePath) => {
      reads.push(sitePath);
      return snapshot.readSearchFile(sitePath);
    },
  };
}

async function siteUrls(query: string): Promise<string[]> {
  const engine = new SearchEngine({database: fixture.database});
  return (await engine.search(query)).results.map((result) => result.document.url);
}

describe('loadSiteSearch', () => {
  it('starts from the core, reads the pieces of the first query, not the whole database, and answers as the site', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const {read, reads} = recordingReader();
    const search = await loadSiteSearch(read);
    expect(reads).toEqual([SPLIT_CORE_PATH]);
    const answer = await search.search('cookie consent', {limit: 10});
    expect(answer.hits.map((hit) => hit.path)).toEqual(await siteUrls('cookie consent'));
    expect(reads.slice(1).length).toBeGreaterThan(0);
    expect(reads.slice(1).every((file) => /^search\/split\/\w+\/(terms|text)-\d+\.json$/.test(file))).toBe(true);
    expect(reads).not.toContain(DATABASE_PATH);
    // Then the whole database, as after a first visit's first results; the answers stay the same.
    await vi.waitFor(() => expect(reads).toContain(DATABASE_PATH));
    for (const query of ['cookie consent', 'configuraton modes', 'banner', '"only gathers"', 'data store']) {
      expect((await search.search(query, {limit: 10})).hits.map((hit) => hit.path), query).toEqual(await siteUrls(query));
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('corrects a misspelled word before the whole database is loaded', async () => {
    const {read, reads} = recordingReader();
    const search = await loadSiteSearch(read);
    const answer = await search.search('configuraton', {limit: 10});
    expect(reads).not.toContain(DATABASE_PATH);
    expect(answer.correctedQuery).toBe('configuration');
    expect(answer.hits.map((hit) => hit.path)).toEqual(await siteUrls('configuration'));
    await vi.waitFor(() => expect(reads).toContain(DATABASE_PATH));
  });
});

describe('Snapshot.readSearchFile', () => {
  it('reads the search files the snapshot lists', () => {
    expect(JSON.parse(snapshot.readSearchFile(MANIFEST_PATH) ?? 'null')).toHaveProperty('version');
  });

  it.each(['search/unlisted.json', 'secret.json', '../data/secret.json', 'search/../secret.json', '/search/manifest.json', 'search/split/../../secret.json', ''])(
    'answers null for %j, which it does not list',
    (sitePath) => {
      expect(snapshot.readSearchFile(sitePath)).toBeNull();
    },
  );
});
