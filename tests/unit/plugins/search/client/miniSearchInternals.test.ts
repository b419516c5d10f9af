import MiniSearch from 'minisearch';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {MINISEARCH_VERSION, internalsOf, internalsProblems, queryExecutor} from '../../../../../plugins/search/client/miniSearchInternals';
import {SEARCH_INDEX_OPTIONS} from '../../../../../plugins/search/shared/indexOptions';
import type {SearchDocument} from '../../../../../plugins/search/shared/types';
import fixture from '../../../../fixtures/search/documents.json';

const root = join(__dirname, '../../../../..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;

function loadedIndex(): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  index.addAll(fixture as SearchDocument[]);
  // The engine reads a loaded index, never the one built in the browser.
  return MiniSearch.loadJS(JSON.parse(JSON.stringify(index)) as ReturnType<MiniSearch['toJSON']>, SEARCH_INDEX_OPTIONS);
}

describe('MiniSearch internals read by the fast scoring path', () => {
  it(`are read from the pinned MiniSearch ${MINISEARCH_VERSION}`, () => {
    const pinned = (readJson('package.json').dependencies as Record<string, string>).minisearch;
    expect(pinned, 'package.json must pin minisearch to the exact version whose internals are read').toBe(MINISEARCH_VERSION);
    expect(readJson('node_modules/minisearch/package.json').version, 'installed minisearch differs from the pinned one').toBe(MINISEARCH_VERSION);
  });

  it('have the shape the engine reads (a MiniSearch upgrade that changes them must revisit miniSearchInternals.ts)', () => {
    const index = loadedIndex();
    expect(internalsProblems(index), 'MiniSearch internals changed shape; see plugins/search/client/miniSearchInternals.ts').toEqual([]);
    const internals = internalsOf(index);
    expect(internals).not.toBeNull();
    const postings = internals!._index.get('palette');
    expect(postings, '_index.get(term) must give field id → short id → term frequency').toBeInstanceOf(Map);
    const [fieldId, frequencies] = [...postings!][0];
    expect(typeof fieldId).toBe('number');
    expect([...frequencies.values()].every((tf) => Number.isInteger(tf) && tf > 0)).toBe(true);
    expect(internals!._fieldLength.get([...frequencies.keys()][0])).toHaveLength(SEARCH_INDEX_OPTIONS.fields.length);
    expect(internals!._avgFieldLength).toHaveLength(SEARCH_INDEX_OPTIONS.fields.length);
    expect(internals!._documentCount).toBe(fixture.length);
    const execute = queryExecutor(index);
    expect(execute, 'executeQuery must exist').not.toBeNull();
    const matches = execute!({queries: ['palette']} as never, {});
    expect(matches, 'executeQuery must return a Map of short id → {score, terms, match}').toBeInstanceOf(Map);
    const match = [...matches.values()][0];
    expect(typeof match.score).toBe('number');
    expect(match.terms).toEqual(['palette']);
    expect(Object.keys(match.match)).toContain('palette');
  });

  it('name what is missing when an index is not in the expected shape', () => {
    expect(internalsProblems({} as MiniSearch)).toContain('_index.get is not a function');
    expect(internalsOf({} as MiniSearch)).toBeNull();
    expect(queryExecutor({} as MiniSearch)).toBeNull();
  });
});
