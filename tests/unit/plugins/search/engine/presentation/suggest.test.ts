import {describe, expect, it} from 'vitest';
import {suggestTitles} from '../../../../../../plugins/search/engine/presentation/suggest';
import type {SearchDocument} from '../../../../../../plugins/search/shared/types';
import fixture from '../../../../../fixtures/search/documents.json';

const documents = fixture as SearchDocument[];

describe('suggestTitles (2+ characters, title match scores)', () => {
  it('needs at least 2 characters', () => {
    expect(suggestTitles('c', documents)).toEqual([]);
    expect(suggestTitles(' c ', documents)).toEqual([]);
    expect(suggestTitles('co', documents).length).toBeGreaterThan(0);
  });

  it('scores 2 when the title starts with the query, else 1, best first', () => {
    const suggestions = suggestTitles('con', documents);
    expect(suggestions[0]).toMatchObject({text: 'Configuration modes', score: 2});
    expect(suggestions.find((s) => s.text === 'Cookie consent configuration')).toMatchObject({score: 1});
    expect(suggestions.find((s) => s.text.startsWith('Unified consent'))).toMatchObject({score: 1, category: 'Unified Consent'});
  });

  it('defaults to 5 suggestions and honours a limit', () => {
    const many: SearchDocument[] = Array.from({length: 8}, (_, i) => ({...documents[0], id: `d${i}`, title: `Store ${i}`}));
    expect(suggestTitles('store', many)).toHaveLength(5);
    expect(suggestTitles('store', many, 2)).toHaveLength(2);
  });

  it('carries url and category', () => {
    expect(suggestTitles('publishing', documents)).toEqual([
      {text: 'Publishing', url: '/cmp/#publishing', category: 'Consent Management Platform', score: 2},
    ]);
  });
});
