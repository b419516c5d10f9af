import {describe, expect, it} from 'vitest';
import {buildSearchDatabase} from '../../../../../plugins/search/server/buildSearchDatabase';
import {CategoryNumbers} from '../../../../../plugins/search/client/categories';
import {coreRecords, RECORD, RowRecords, type Records} from '../../../../../plugins/search/client/records';
import {rowId, unpackDocuments, type PackedDocument} from '../../../../../plugins/search/shared/codec';
import {splitDatabase, splitPiecePath, type TextBlockFile} from '../../../../../plugins/search/shared/splitIndex';
import type {SearchDocument} from '../../../../../plugins/search/shared/types';
import fixture from '../../../../fixtures/search/documents.json';

/**
 * The records of the split index's core are read lazily (RowRecords); those of a core that spells
 * a record out are decoded first and read as documents (DocumentRecords), as every corpus was
 * before. Both must give ranking the same facts: the tests hold one against the other.
 */

const documents = fixture as SearchDocument[];

function section(page: SearchDocument, anchor: string, title: string, extra: Partial<SearchDocument['metadata']> = {}): SearchDocument {
  const base = page.url.replace(/#.*$/, '');
  return {
    ...page,
    id: `${base}${anchor}`,
    url: `${base}${anchor}`,
    title,
    content: `${title} text.`,
    excerpt: '',
    metadata: {...page.metadata, isSection: true, parentId: page.id, sectionTitle: title, ...extra},
  };
}

/** The fixture, and records a stored copy or a hostile server might hold. */
function withOddRecords(): SearchDocument[] {
  const template = documents[0];
  const offSite: SearchDocument = {...template, id: '//evil.example/x', url: '//evil.example/x', title: 'Off-site page'};
  const badFragment: SearchDocument = {...template, id: '/cmp/#a\u0001b', url: '/cmp/#a\u0001b', title: 'Page with a control character'};
  const deprecated: SearchDocument = {
    ...template,
    id: '/api/#operation/old',
    url: '/api/#operation/old',
    title: 'Old operation',
    category: 'API',
    metadata: {...template.metadata, category: 'API', deprecated: true},
  };
  return [
    ...documents,
    offSite,
    section(offSite, '#one', 'First section of an off-site page'),
    section(offSite, '#two', 'Second section of an off-site page'),
    badFragment,
    section(badFragment, '#fine', 'A section of a page whose own URL is refused'),
    deprecated,
    section(deprecated, '#request', 'Request body', {partialContent: true}),
    section(deprecated, '#bad\u0007', 'Anchor with a bell'),
  ];
}

interface Core {
  rows: PackedDocument[];
  blocks: Array<[start: number, block: TextBlockFile]>;
  categories: () => CategoryNumbers;
}

function core(docs: SearchDocument[]): Core {
  const {database} = buildSearchDatabase(docs);
  const split = splitDatabase(database, {shardBytes: 300, textBytes: 600});
  const blocks = split.core.textBlocks.map((start, n): [number, TextBlockFile] => [
    start,
    split.pieces.get(splitPiecePath(split.core.version, 'text', n)) as TextBlockFile,
  ]);
  return {rows: split.core.documents, blocks, categories: () => new CategoryNumbers(Object.keys(database.stats.categories))};
}

/** The same core with one record spelled out, which makes coreRecords decode every row. */
function spelledOut({rows}: Core): PackedDocument[] {
  const decoded = unpackDocuments(rows);
  return rows.map((row, position) => (position === 1 ? decoded[1] : row));
}

const facts = (records: Records) => ({
  flags: [...records.flags],
  groupOf: [...records.groupOf],
  heads: [...records.heads],
  categoryOf: [...records.categoryOf],
  groupCategory: [...records.groupCategory],
  boosts: [...records.boosts],
});

function withText(records: Records, {blocks}: Core): Array<SearchDocument | undefined> {
  for (const [start, block] of blocks) {
    records.setText(start, block);
  }
  return Array.from({length: records.count}, (_, shortId) => records.documentAt(shortId));
}

describe('the records of the split index core', () => {
  it.each([
    ['the fixture', documents],
    ['records with refused URLs, a deprecated operation and a partial section', withOddRecords()],
  ])('read lazily, give ranking what the decoded documents give, for %s', (_, docs) => {
    const split = core(docs);
    const lazy = coreRecords(split.rows, split.categories(), () => unpackDocuments(split.rows));
    const decoded = coreRecords(spelledOut(split), split.categories(), () => unpackDocuments(spelledOut(split)));
    expect(lazy).toBeInstanceOf(RowRecords);
    expect(decoded).not.toBeInstanceOf(RowRecords);
    expect(facts(lazy)).toEqual(facts(decoded));
    expect(withText(lazy, split)).toEqual(withText(decoded, split));
    for (let shortId = 0; shortId < lazy.count; shortId += 1) {
      expect(lazy.titleAt(shortId)).toBe(docs[shortId].title);
      expect((lazy as RowRecords).idAt(shortId)).toBe(docs[shortId].id);
      expect(rowId(split.rows, shortId)).toBe(docs[shortId].id);
    }
  });

  it('leave out refused URLs, keep the sections of a refused page together, and mark what ranking reads', () => {
    const docs = withOddRecords();
    const split = core(docs);
    const records = coreRecords(split.rows, split.categories(), () => unpackDocuments(split.rows));
    const at = (id: string): number => docs.findIndex((document) => document.id === id);
    expect(records.has(at('//evil.example/x'))).toBe(false);
    expect(records.has(at('//evil.example/x#one'))).toBe(false);
    expect(records.documentAt(at('//evil.example/x'))).toBeUndefined();
    expect(records.has(at('/cmp/#a\u0001b'))).toBe(false);
    expect(records.has(at('/api/#bad\u0007'))).toBe(false);
    // The page's own URL is refused, its section's is not: a group with no page to head it.
    const orphan = at('/cmp/#fine');
    expect(records.has(orphan)).toBe(true);
    expect(records.heads[records.groupOf[orphan]]).toBe(-1);
    expect(records.groupCategory[records.groupOf[orphan]]).toBe(-1);
    const operation = at('/api/#operation/old');
    const request = at('/api/#request');
    expect(records.groupOf[request]).toBe(records.groupOf[operation]);
    expect(records.heads[records.groupOf[request]]).toBe(operation);
    expect(records.flags[operation] & RECORD.deprecated).toBeTruthy();
    // A page is partial when one of its sections is.
    expect(records.flags[operation] & RECORD.partial).toBeTruthy();
    expect(records.documentAt(operation)?.metadata.partialContent).toBe(true);
    expect(records.flags[request] & RECORD.namesPage).toBeTruthy();
    expect(records.boosts[request]).toBeLessThan(records.boosts[operation]);
    expect(records.boosts[operation]).toBeLessThan(records.boosts[at('/cmp/')]);
  });

  it('give a document its text whether it was read before the text arrived or after', () => {
    const split = core(documents);
    const records = coreRecords(split.rows, split.categories(), () => unpackDocuments(split.rows));
    const early = records.documentAt(1) as SearchDocument;
    expect(early.content).toBe('');
    for (const [start, block] of split.blocks) {
      records.setText(start, block);
    }
    expect(early.content).toBe(documents[1].content);
    expect(early.excerpt).toBe(documents[1].excerpt);
    expect(records.documentAt(1)).toBe(early);
    expect(records.documentAt(2)?.content).toBe(documents[2].content);
    expect(records.shortIdOf(early)).toBe(1);
    expect(records.shortIdOfId(documents[3].id)).toBe(3);
  });

  it('refuse a core whose rows are not records, and a text block that does not fit', () => {
    const split = core(documents);
    const categories = split.categories();
    const decode = (): SearchDocument[] => [];
    expect(() => coreRecords([['#orphan', 'T', '', 0]], categories, decode)).toThrow(/unexpected shape/);
    expect(() => coreRecords([[1, 2, 3] as never], categories, decode)).toThrow(/unexpected shape/);
    const records = coreRecords(split.rows, categories, decode);
    expect(() => records.setText(records.count - 1, [['a', 0], ['b', 0]])).toThrow(/unexpected shape/);
    expect(() => records.setText(0, [[7, 0] as never])).toThrow(/unexpected shape/);
  });
});
