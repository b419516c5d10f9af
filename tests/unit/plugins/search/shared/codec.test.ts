import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {buildSearchDatabase, cutStoredText} from '../../../../../plugins/search/server/buildSearchDatabase';
import type {IndexRecord} from '../../../../../plugins/search/server/types';
import {SEARCH_DB_FORMAT, decodeDatabase, packDocuments, packSearchIndex, unpackDocuments, unpackSearchIndex} from '../../../../../plugins/search/shared/codec';
import {STORED_CONTENT_LENGTH} from '../../../../../plugins/search/shared/limits';
import {SEARCH_INDEX_OPTIONS} from '../../../../../plugins/search/shared/indexOptions';
import {indexFromPacked} from '../../../../../plugins/search/engine/index/searchIndex';
import type {SearchDocument} from '../../../../../plugins/search/shared/types';
import fixture from '../../../../fixtures/search/documents.json';

const documents = fixture as SearchDocument[];
/** lastModified travels as a day number. */
const toDay = (document: SearchDocument): SearchDocument => ({
  ...document,
  lastModified: `${document.lastModified.slice(0, 10)}T00:00:00.000Z`,
});

describe('search-db.json documents (packDocuments / unpackDocuments)', () => {
  it('round-trips the documents, section fields taken from their page', () => {
    const packed = packDocuments(documents);
    expect(unpackDocuments(packed)).toEqual(documents.map(toDay));
  });

  it('writes pages and sections as rows without the fields the reader derives', () => {
    const packed = packDocuments(documents);
    expect(packed[0]).toEqual([
      '/cmp/',
      'Cookie consent configuration',
      documents[0].content,
      documents[0].excerpt.length,
      'Consent Management Platform',
      Date.parse('2025-01-10') / 86_400_000,
      ['cmp', 'javascript', 'mobile', 'native', 'uc'],
    ]);
    expect(packed[3]).toEqual(['#palette', 'Palette', documents[3].content, documents[3].excerpt.length]);
    // No tags and no flags: the row stops after the date.
    expect(packed[5]).toHaveLength(6);
  });

  it('stores an excerpt as a slice of the content when it can, else as text', () => {
    const page = documents[5];
    const cases: Array<[string, unknown]> = [
      ['', 0],
      [page.content.slice(0, 12), 12],
      [page.content.slice(4, 20), [4, 16]],
      ['Not in the content at all.', 'Not in the content at all.'],
    ];
    for (const [excerpt, expected] of cases) {
      const [row] = packDocuments([{...page, excerpt}]);
      expect((row as unknown[])[3]).toEqual(expected);
      expect(unpackDocuments([row])[0].excerpt).toBe(excerpt);
    }
  });

  it('spells out records that do not follow the page/section rules', () => {
    const base = documents[0];
    const orphan: SearchDocument = {
      ...base,
      id: '/other/#twin',
      url: '/other/#twin',
      title: 'Twin',
      metadata: {...base.metadata, isSection: true, parentId: '/other/', sectionTitle: 'Twin'},
    };
    const oddUrl: SearchDocument = {...documents[5], id: 'custom-id'};
    const packed = packDocuments([base, orphan, oddUrl]);
    expect(Array.isArray(packed[0])).toBe(true);
    expect(packed[1]).toEqual(orphan);
    expect(packed[2]).toEqual(oddUrl);
    expect(unpackDocuments(packed)).toEqual([toDay(base), orphan, oddUrl]);
  });

  it("writes an API operation's field records as rows under the operation, with their own title and id", () => {
    const operation = documents[8];
    const page = '/customer-rest-api/developer-api-doc';
    const field = (url: string, title: string, sectionTitle: string, id = url): SearchDocument => ({
      ...operation,
      id,
      url,
      title,
      content: `${sectionTitle}: ${title} (string)`,
      excerpt: '',
      metadata: {...operation.metadata, isSection: true, parentId: operation.id, sectionTitle, partialContent: true},
    });
    const request = field(`${operation.url}/request/name`, 'name', 'request field name');
    // A field documented once, in its object: its url is the object's, its id names the operation.
    const inObject = field(`${page}#object/DataStore/owner`, 'owner', 'response field owner', `${page}#object/DataStore/owner~createDataStore`);
    const sameTitle = field(`${operation.url}/request/region`, 'region', 'region');
    const packed = packDocuments([operation, request, inObject, sameTitle]);
    expect(packed[1]).toEqual(['#operation/createDataStore/request/name', 'name', request.content, 0, 2, 'request field name']);
    expect(packed[2]).toEqual(['#object/DataStore/owner', 'owner', inObject.content, 0, 2, 'response field owner', '~createDataStore']);
    expect(packed[3]).toEqual(['#operation/createDataStore/request/region', 'region', sameTitle.content, 0, 2]);
    expect(unpackDocuments(packed)).toEqual([operation, request, inObject, sameTitle].map(toDay));
    expect(() => unpackDocuments([packed[0], [...(packed[1] as unknown[]), 0, 7] as never])).toThrow(/unexpected shape/);
  });

  it('keeps the deprecated and partial-content flags', () => {
    const operation = documents[8];
    const deprecated = {...operation, metadata: {...operation.metadata, deprecated: true}};
    const section = {...documents[1], metadata: {...documents[1].metadata, partialContent: true}};
    const packed = packDocuments([deprecated, documents[0], section]);
    expect((packed[0] as unknown[]).at(-1)).toBe(1);
    expect((packed[2] as unknown[]).at(-1)).toBe(2);
    const [op, , sec] = unpackDocuments(packed);
    expect(op.metadata.deprecated).toBe(true);
    expect(sec.metadata.partialContent).toBe(true);
    expect(unpackDocuments(packDocuments(documents)).some((d) => 'deprecated' in d.metadata)).toBe(false);
  });

  it('rejects rows it cannot read', () => {
    expect(() => unpackDocuments([['#orphan', 'T', 'text', 0]])).toThrow(/unexpected shape/);
    expect(() => unpackDocuments([[1, 2, 3] as never])).toThrow(/unexpected shape/);
    expect(() => unpackDocuments([['/p', 'T', 'text', 0, 'C', 'not a day'] as never])).toThrow(/unexpected shape/);
  });
});

describe('search-db.json index (packSearchIndex / unpackSearchIndex)', () => {
  it('gives back exactly the MiniSearch serialization, terms sorted, document ids from the row order', () => {
    const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
    index.addAll(documents);
    const original = index.toJSON();
    const ids = documents.map((d) => d.id);
    const packed = packSearchIndex(original, ids);
    expect(packed).not.toHaveProperty('documentIds');
    const terms = packed.index.map(([term]) => term);
    expect(terms).toEqual([...terms].sort());
    const sorted = {...original, index: [...original.index].sort(([a], [b]) => (a < b ? -1 : 1))};
    expect(unpackSearchIndex(JSON.parse(JSON.stringify(packed)), ids)).toEqual(JSON.parse(JSON.stringify(sorted)));
  });

  it('loads straight into MiniSearch with the same postings, ids and answers as the original', () => {
    const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
    index.addAll(documents);
    const ids = documents.map((d) => d.id);
    const loaded = indexFromPacked(JSON.parse(JSON.stringify(packSearchIndex(index.toJSON(), ids))), ids);
    // The same serialization but for the order of terms, which a radix tree keeps by insertion.
    const byTerm = (json: ReturnType<MiniSearch['toJSON']>) => ({...json, index: [...json.index].sort(([a], [b]) => a.localeCompare(b))});
    expect(JSON.parse(JSON.stringify(byTerm(loaded.miniSearch.toJSON())))).toEqual(JSON.parse(JSON.stringify(byTerm(index.toJSON()))));
    expect([...loaded.shortIds]).toEqual(ids.map((id, shortId) => [id, shortId]));
    for (const query of ['consent', 'config', 'palette banner']) {
      expect(loaded.miniSearch.search(query, {prefix: true})).toEqual(index.search(query, {prefix: true}));
    }
  });

  it('gap-codes postings and writes term frequencies above 1 as negative numbers', () => {
    const docs = ['alpha', 'beta', 'alpha alpha', 'gamma', 'alpha'].map(
      (content, i): SearchDocument => ({...documents[5], id: `/d${i}/`, url: `/d${i}/`, title: 'T', content}),
    );
    const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
    index.addAll(docs);
    const packed = packSearchIndex(index.toJSON(), docs.map((d) => d.id));
    // Field ids: title 0, tags 1, content 2; "alpha" is in documents 0, 2 (twice) and 4.
    expect(packed.index.find(([term]) => term === 'alpha')).toEqual(['alpha', 0, 0, [0, 2, -2, 2]]);
  });

  it('refuses an index whose short ids are not the document order', () => {
    const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
    index.addAll(documents);
    expect(() => packSearchIndex(index.toJSON(), [...documents].reverse().map((d) => d.id))).toThrow(/document order/);
  });
});

describe('stored text (cutStoredText) and the database round trip', () => {
  it('keeps short text whole and cuts long text after a sentence within the limit', () => {
    expect(cutStoredText('Short text.', 100)).toBe('Short text.');
    const sentence = 'A sentence of exactly forty characters. ';
    const text = sentence.repeat(40);
    const cut = cutStoredText(text, 100);
    expect(cut).toBe(sentence.repeat(2).trim());
    expect(cutStoredText('word '.repeat(100), 52)).toBe('word '.repeat(10).trim());
  });

  it('indexes the whole text but stores the snippet text, cut, marked partial', () => {
    const long = `${'Consent records are kept for audits. '.repeat(60)}The zeppelin appears at the end.`;
    const records: IndexRecord[] = [
      {...documents[5], content: `${long} curl https://api.privana.example`, snippetText: long},
      documents[6],
    ];
    const {database} = buildSearchDatabase(records);
    expect(database.format).toBe(SEARCH_DB_FORMAT);
    const decoded = decodeDatabase(JSON.parse(JSON.stringify(database)));
    const [stored, untouched] = decoded.documents;
    expect(stored.content.length).toBeLessThanOrEqual(STORED_CONTENT_LENGTH);
    expect(stored.content).not.toContain('zeppelin');
    expect(stored.metadata.partialContent).toBe(true);
    expect(untouched).toEqual(toDay(documents[6]));
    const index = indexFromPacked(decoded.packedIndex, decoded.documents.map((d) => d.id)).miniSearch;
    expect(index.search('zeppelin').map((r) => r.id)).toEqual([documents[5].id]);
    expect(index.search('curl').map((r) => r.id)).toEqual([documents[5].id]);
  });

  it('does not index 1-character terms, which are never searched', () => {
    const {database} = buildSearchDatabase([{...documents[5], content: "The subject's data x y z 7."}]);
    expect(database.searchIndex.index.map(([term]) => term).filter((term) => term.length < 2)).toEqual([]);
  });
});
