import {describe, expect, it} from 'vitest';
import {buildSearchDatabase} from '../../../../../../plugins/search/server/buildSearchDatabase';
import {CategoryNumbers} from '../../../../../../plugins/search/engine/records/categories';
import {ColumnRecords} from '../../../../../../plugins/search/engine/records/columnRecords';
import {coreRecords} from '../../../../../../plugins/search/engine/records/coreRecords';
import {RECORD, type Records} from '../../../../../../plugins/search/engine/records/records';
import type {PackedDocument} from '../../../../../../plugins/search/shared/codec';
import {splitDatabase, splitPiecePath, type SearchCoreFile, type TextBlockFile} from '../../../../../../plugins/search/shared/splitIndex';
import type {SearchDocument} from '../../../../../../plugins/search/shared/types';
import fixture from '../../../../../fixtures/search/documents.json';

/**
 * The records of the split index's core are read lazily from its columns (ColumnRecords); those of
 * a core that spells a record out, which keeps its rows, are decoded first and read as documents
 * (DocumentRecords), as every corpus was before. Both must give ranking the same facts: the tests
 * hold one against the other.
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
  const offSite: SearchDocument = {
    ...template,
    id: '//evil.example/x',
    url: '//evil.example/x',
    title: 'Off-site page',
    category: 'Off-site',
    metadata: {...template.metadata, category: 'Off-site'},
  };
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
    {...section(deprecated, '#field', 'field', {sectionTitle: 'request field'}), id: '/api/#field/createConsent'},
    {...section(deprecated, '#same', 'same'), id: '/api/#same/createConsent'},
  ];
}

interface Core {
  file: SearchCoreFile;
  /** The same records as rows without text, as a core that spells a record out holds them. */
  rows: PackedDocument[];
  count: number;
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
  const rows = database.documents.map((row) => {
    const copy = [...(row as unknown[])];
    copy[2] = '';
    copy[3] = 0;
    return copy as PackedDocument;
  });
  return {file: split.core, rows, count: docs.length, blocks, categories: () => new CategoryNumbers(Object.keys(database.stats.categories))};
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
    expect(split.file.documents).toBeUndefined();
    // No category known beforehand: both number the categories of the records they keep, in order.
    const lazyCategories = new CategoryNumbers();
    const decodedCategories = new CategoryNumbers();
    const lazy = coreRecords(split.file, split.count, lazyCategories);
    const decoded = coreRecords({documents: split.rows}, split.count, decodedCategories);
    expect(lazy).toBeInstanceOf(ColumnRecords);
    expect(decoded).not.toBeInstanceOf(ColumnRecords);
    expect(facts(lazy)).toEqual(facts(decoded));
    expect(lazyCategories.names).toEqual(decodedCategories.names);
    expect(lazyCategories.names).not.toContain('Off-site');
    for (let shortId = 0; shortId < lazy.count; shortId += 1) {
      if (lazy.has(shortId)) {
        const {title, url, category, metadata} = decoded.documentAt(shortId)!;
        expect(lazy.suggestionAt(shortId)).toEqual({title, url, category, metadata: {isSection: metadata.isSection}});
      }
    }
    expect(withText(lazy, split)).toEqual(withText(decoded, split));
    for (let shortId = 0; shortId < lazy.count; shortId += 1) {
      expect(lazy.titleAt(shortId)).toBe(docs[shortId].title);
      expect(lazy.idAt(shortId)).toBe(docs[shortId].id);
      expect(decoded.idAt(shortId)).toBe(docs[shortId].id);
    }
  });

  it('leave out refused URLs, keep the sections of a refused page together, and mark what ranking reads', () => {
    const docs = withOddRecords();
    const split = core(docs);
    const records = coreRecords(split.file, split.count, split.categories());
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
    const records = coreRecords(split.file, split.count, split.categories());
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

  it('refuse a core whose records do not add up, and a text block that does not fit', () => {
    const split = core(documents);
    const categories = split.categories();
    const columns = split.file.records!;
    const broken = (change: Partial<typeof columns>, count = split.count) => () => coreRecords({records: {...columns, ...change}}, count, categories);
    expect(broken({})).not.toThrow();
    expect(broken({}, split.count + 1)).toThrow(/unexpected shape/);
    expect(broken({lines: `${columns.lines}\n/extra\tLine`})).toThrow(/unexpected shape/);
    expect(broken({lines: columns.lines.replace('\t', ' ')})).toThrow(/unexpected shape/);
    expect(broken({flags: columns.flags.slice(1)})).toThrow(/unexpected shape/);
    expect(broken({pages: columns.pages.slice(3)})).toThrow(/unexpected shape/);
    expect(broken({pages: [...columns.pages, 0, 0, 0]})).toThrow(/unexpected shape/);
    expect(broken({pages: [99, ...columns.pages.slice(1)]})).toThrow(/unexpected shape/);
    // A day no Date can hold would fail the first query that reads the page: it fails the load.
    for (const day of [1e12, -1e9, '20000']) {
      expect(broken({pages: [columns.pages[0], day as number, ...columns.pages.slice(2)]})).toThrow(/unexpected shape/);
    }
    expect(broken({}, 1.5)).toThrow(/unexpected shape/);
    expect(broken({lines: `#x${columns.lines.slice(columns.lines.indexOf('\t'))}`})).toThrow(/section before any page/);
    expect(() => coreRecords({documents: [['#orphan', 'T', '', 0]]}, 1, categories)).toThrow(/unexpected shape/);
    expect(() => coreRecords({documents: [[1, 2, 3] as never]}, 1, categories)).toThrow(/unexpected shape/);
    const records = coreRecords(split.file, split.count, categories);
    expect(() => records.setText(records.count - 1, [['a', 0], ['b', 0]])).toThrow(/unexpected shape/);
    expect(() => records.setText(0, [[7, 0] as never])).toThrow(/unexpected shape/);
  });
});

describe('the core of a database that spells a record out, or whose strings hold a separator of the columns', () => {
  it('keeps its rows when a title holds a tab', () => {
    const {database} = buildSearchDatabase([...documents.slice(0, 3), {...documents[3], title: 'Tab\there'}]);
    const {core: file} = splitDatabase(database);
    expect(file.records).toBeUndefined();
    expect(coreRecords(file, 4, new CategoryNumbers()).titleAt(3)).toBe('Tab\there');
  });

  it('keeps its rows, and is read from them', () => {
    const odd: SearchDocument = {...documents[0], id: '/odd/', url: '/odd/', metadata: {...documents[0].metadata, category: 'Different'}};
    const {database} = buildSearchDatabase([...documents, odd]);
    const {core: file} = splitDatabase(database);
    expect(file.records).toBeUndefined();
    expect(file.documents).toHaveLength(documents.length + 1);
    const records = coreRecords(file, documents.length + 1, new CategoryNumbers());
    expect(records.documentAt(documents.length)?.id).toBe('/odd/');
  });
});
