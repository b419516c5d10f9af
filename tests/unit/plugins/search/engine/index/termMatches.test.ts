import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import fc from 'fast-check';
import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {FIELD_BOOSTS, SEARCH_INDEX_OPTIONS} from '../../../../../../plugins/search/shared/indexOptions';
import {buildSearchQuery} from '../../../../../../plugins/search/engine/query/query';
import {rawMatches} from '../../../../../../plugins/search/engine/index/rawMatches';
import {matchWeightedTerms, type TermMatches} from '../../../../../../plugins/search/engine/index/termMatches';
import {fromRawMatches} from '../../../../../../plugins/search/engine/index/rawTermMatches';
import type {SearchDocument} from '../../../../../../plugins/search/shared/types';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

/** The site's pages as records (their MDX source as text), with a tag on some: a real vocabulary. */
function docsCorpus(): SearchDocument[] {
  const root = join(__dirname, '../../../../../../docs');
  const files = (readdirSync(root, {recursive: true}) as string[]).filter((file) => file.endsWith('.mdx')).sort();
  return files.map((file, position) => {
    const text = readFileSync(join(root, file), 'utf8');
    const url = `/${relative(root, join(root, file)).replace(/\.mdx$/, '')}`;
    return {
      id: url,
      title: /^# (.+)$/m.exec(text)?.[1] ?? url,
      url,
      category: 'Documentation',
      lastModified: '2026-11-25',
      content: text,
      excerpt: '',
      metadata: {
        category: 'Documentation',
        tags: position % 3 === 0 ? ['cookie-consent', 'sdk'] : [],
        isSection: false,
      },
    } as SearchDocument;
  });
}

const documents = docsCorpus();
const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
index.addAll(documents);
const shortIds = new Map(documents.map((document, position) => [document.id, position]));
const shortIdOf = (id: string): number | undefined => shortIds.get(id);
const words = [...new Set(documents.flatMap((document) => document.content.toLowerCase().match(/[a-z][a-z0-9]{1,14}/g) ?? []))].sort();

/** id → [score, query terms matched, sorted index terms matched]. */
function view(matches: TermMatches): Map<string, [number, number, string[]]> {
  return new Map(
    Array.from(matches.ids, (shortId) => [
      documents[shortId].id,
      [matches.score(shortId), matches.termCount(shortId), matches.indexTerms(shortId).sort()],
    ]),
  );
}

function expectSameMatches(raw: string): void {
  const built = buildSearchQuery(raw);
  if (!built?.weightedTerms) {
    return;
  }
  // Each term in a place of its own, as MiniSearch counts them: a related word or form of a typed
  // term (query.ts, withRelated) counts as that term in the engine, which MiniSearch cannot say.
  const terms = built.weightedTerms.map(({term, exact, prefix}) => ({term, exact, prefix}));
  const fast = matchWeightedTerms(index, terms, FIELD_BOOSTS);
  expect(fast).not.toBeNull();
  const expected = view(fromRawMatches(rawMatches(index, shortIdOf, built.query, {boost: FIELD_BOOSTS})));
  const got = view(fast!);
  expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [id, [score, termCount, indexTerms]] of expected) {
    const [gotScore, gotTermCount, gotIndexTerms] = got.get(id)!;
    expect(Math.abs(gotScore - score)).toBeLessThanOrEqual(1e-9 * Math.max(1, score));
    expect(gotTermCount).toBe(termCount);
    expect(gotIndexTerms).toEqual(indexTerms);
  }
}

describe('matchWeightedTerms scores as MiniSearch#search does', () => {
  it('has a corpus of the site pages to score', () => {
    expect(documents.length).toBeGreaterThan(100);
    expect(words.length).toBeGreaterThan(1000);
  });

  it.each([
    'cookie',
    'con',
    'api',
    'consent configuration',
    'data stores fields api',
    'list subject rights requests',
    'connector rate limit retry-after',
    'cookie cookies',
    'cook cookie',
  ])('%j: same documents, scores, query terms and index terms', (raw) => {
    expectSameMatches(raw);
    expect(matchWeightedTerms(index, buildSearchQuery(raw)!.weightedTerms!, FIELD_BOOSTS)!.ids.length).toBeGreaterThan(0);
  });

  it('for random queries of one to five words and word beginnings from the pages', () => {
    const term = fc.oneof(
      fc.constantFrom(...words),
      fc.tuple(fc.constantFrom(...words), fc.integer({min: 2, max: 6})).map(([word, length]) => word.slice(0, length)),
    );
    fc.assert(
      fc.property(fc.array(term, {minLength: 1, maxLength: 5}), (terms) => expectSameMatches(terms.join(' '))),
      {numRuns: 400, seed: SEED},
    );
  });

  it('leaves the query to MiniSearch when the index is not in the shape it reads', () => {
    const built = buildSearchQuery('cookie consent')!;
    const changed = Object.assign(Object.create(index) as MiniSearch<SearchDocument>, {_fieldLength: undefined});
    expect(matchWeightedTerms(changed, built.weightedTerms!, FIELD_BOOSTS)).toBeNull();
    const dirty = Object.assign(Object.create(index) as MiniSearch<SearchDocument>, {_dirtCount: 2});
    expect(matchWeightedTerms(dirty, built.weightedTerms!, FIELD_BOOSTS)).toBeNull();
  });

  it('reuses its arrays: a query leaves nothing behind for the next, and earlier matches refuse to be read', () => {
    const built = buildSearchQuery('cookie consent')!;
    const earlier = matchWeightedTerms(index, built.weightedTerms!, FIELD_BOOSTS)!;
    const shortId = earlier.ids[0];
    expectSameMatches('privacy request');
    expect(() => earlier.score(shortId)).toThrow(/later query/);
    expect(() => earlier.indexTerms(shortId)).toThrow(/later query/);
    expectSameMatches('cookie consent');
  });
});
