// @vitest-environment node
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {buildSearchDatabase} from '../../../../../plugins/search/server/buildSearchDatabase';
import {DATABASE_PATH} from '../../../../../plugins/search/shared/locations';
import {SearchEngine} from '../../../../../plugins/search/engine/engine';
import type {SearchDocument} from '../../../../../plugins/search/shared/types';
import fixture from '../../../../fixtures/search/documents.json';

/**
 * The engine as a command-line server runs it: in Node, with no DOM and no IndexedDB, over a
 * search-db.json read from disk and parsed (the file the build writes, written here by the same
 * writer from the fixture documents).
 */
const dir = mkdtempSync(join(tmpdir(), 'search-node-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

function parsedDatabaseFile(): unknown {
  const file = join(dir, DATABASE_PATH.replace('/', '-'));
  writeFileSync(file, JSON.stringify(buildSearchDatabase(fixture as SearchDocument[]).database));
  return JSON.parse(readFileSync(file, 'utf8'));
}

describe('SearchEngine in Node over a parsed search-db.json', () => {
  it('has neither a DOM nor IndexedDB to lean on', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect((globalThis as {indexedDB?: unknown}).indexedDB).toBeUndefined();
  });

  it('loads without a request, searches, corrects typos, suggests and counts categories', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no request expected')));
    const engine = new SearchEngine({database: parsedDatabaseFile(), fetch});
    await engine.init();
    expect(engine.state).toBe('ready');
    expect(engine.source).toBe('given');
    expect(fetch).not.toHaveBeenCalled();
    expect(engine.totalDocuments).toBe(fixture.length);

    const palette = await engine.search('palette');
    expect(palette.results[0].matchingSections[0].document.id).toBe('/cmp/#palette');
    expect(palette.results[0].preview().snippet).not.toBe('');

    const typo = await engine.search('configuraton');
    expect(typo.correctedQuery).toBe('configuration');
    expect(typo.results[0].document.title).toBe('Cookie consent configuration');

    const inCategory = await engine.search('configuration', {category: palette.results[0].document.category});
    expect(inCategory.results.every((result) => result.document.category === palette.results[0].document.category)).toBe(true);

    expect(engine.suggest('pub').map((suggestion) => suggestion.text)).toEqual(['Publishing']);
    expect(engine.categoryTotals.reduce((sum, {count}) => sum + count, 0)).toBe(fixture.length);
  });

  it('fails with the reader message, not a crash, on a file of another shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const engine = new SearchEngine({database: {version: 'x', documents: 'nope'}});
    await engine.init();
    expect(engine.state).toBe('error');
    expect(engine.error).toMatch(/^Failed to load search index/);
    vi.restoreAllMocks();
  });
});
