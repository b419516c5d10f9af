import MiniSearch from 'minisearch';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {MINISEARCH_VERSION, addPostings, internalsOf, internalsProblems, queryExecutor} from '../../../../../../plugins/search/engine/index/miniSearchInternals';
import {indexByPosition, indexFromPacked} from '../../../../../../plugins/search/engine/index/searchIndex';
import {packSearchIndex, unpackPostings, type PackedSearchIndex} from '../../../../../../plugins/search/shared/codec';
import {SEARCH_INDEX_OPTIONS} from '../../../../../../plugins/search/shared/indexOptions';
import type {SearchDocument} from '../../../../../../plugins/search/shared/types';
import fixture from '../../../../../fixtures/search/documents.json';

const root = join(__dirname, '../../../../../..');
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
    expect(internalsProblems(index), 'MiniSearch internals changed shape; see plugins/search/engine/index/miniSearchInternals.ts').toEqual([]);
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

describe('an index whose ids are made when read (the split index core, fillByPosition)', () => {
  const documents = fixture as SearchDocument[];
  const ids = documents.map((document) => document.id);

  function packedIndexes() {
    const built = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
    built.addAll(documents);
    const packed = JSON.parse(JSON.stringify(packSearchIndex(built.toJSON(), ids))) as PackedSearchIndex;
    const whole = indexFromPacked(packed, ids).miniSearch;
    const reads: number[] = [];
    const lazy = indexByPosition({...packed, index: []}, (shortId) => {
      reads.push(shortId);
      return ids[shortId];
    });
    expect(lazy).not.toBeNull();
    expect(addPostings(lazy!, unpackPostings(packed))).toBe(true);
    return {whole, lazy: lazy!, reads};
  }

  it('searches as the index filled with every id does, and makes only the ids of its results', () => {
    const {whole, lazy, reads} = packedIndexes();
    for (const query of ['palette', 'consent', 'publ', 'data subject request']) {
      const options = {prefix: true, boost: {title: 2}};
      const expected = whole.search(query, options);
      expect(expected.length).toBeGreaterThan(0);
      reads.length = 0;
      expect(lazy.search(query, options)).toEqual(expected);
      expect(new Set(reads)).toEqual(new Set(expected.map((result) => ids.indexOf(String(result.id)))));
    }
  });

  it('is a plain Map to every other reader', () => {
    const {lazy} = packedIndexes();
    const internals = lazy as unknown as {_documentIds: Map<number, string>; _idToShortId: Map<string, number>};
    expect(internals._documentIds.size).toBe(ids.length);
    expect(internals._documentIds.has(ids.length)).toBe(false);
    expect(internals._documentIds.has(-1)).toBe(false);
    expect(lazy.has(ids[3])).toBe(true);
    expect(lazy.has('/nowhere/')).toBe(false);
    expect([...internals._documentIds]).toEqual(ids.map((id, shortId) => [shortId, id]));
    expect(internals._idToShortId.get(ids[2])).toBe(2);
    lazy.discard(ids[0]);
    expect(internals._documentIds.has(0)).toBe(false);
    expect(lazy.search('palette').some((result) => result.id === ids[0])).toBe(false);
  });
});
