import {describe, expect, it} from 'vitest';
import {defaultIndex, movedIndex, selectedIndex} from '../../../../../../plugins/search/theme/SearchBar/comboboxSelection';
import {buildOptions, optionKey, type SearchOption} from '../../../../../../plugins/search/theme/SearchBar/searchOptions';
import type {SearchHit, SearchResult, Suggestion} from '../../../../../../plugins/search/shared/types';

const suggestion = (text: string): Suggestion => ({text, url: `/${text}`, category: 'Guides', score: 1});
const hit = (id: string): SearchHit => ({document: {id, url: `/${id}`, title: id}} as unknown as SearchHit);
const result = (id: string, sections: string[] = []): SearchResult =>
  ({...hit(id), matchingSections: sections.map(hit), preview: () => ({snippet: '', highlights: {title: [], snippet: []}})}) as unknown as SearchResult;

const withResults: SearchOption[] = buildOptions({
  suggestions: [suggestion('rate'), suggestion('rate limits')],
  recent: [],
  results: [result('limits', ['limits#429']), result('errors')],
});
const suggestionsOnly: SearchOption[] = buildOptions({suggestions: [suggestion('rate'), suggestion('rate limits')], recent: [], results: []});

describe('the combobox selection', () => {
  it('selects the first result by default, below the suggestions, so Enter opens the row shown as selected', () => {
    expect(defaultIndex(withResults)).toBe(2);
    expect(selectedIndex(withResults, null)).toBe(2);
    expect(withResults[selectedIndex(withResults, null)].kind).toBe('result');
  });

  it('selects nothing while only suggestions or recent searches are shown', () => {
    expect(selectedIndex(suggestionsOnly, null)).toBe(-1);
    expect(selectedIndex(buildOptions({suggestions: [], recent: ['consent'], results: []}), null)).toBe(-1);
  });

  it('ArrowDown from the default goes to the next row of the results, not through the suggestions', () => {
    const next = movedIndex(withResults, selectedIndex(withResults, null), 1);
    expect(next).toBe(3);
    expect(withResults[next].kind).toBe('section');
    expect(movedIndex(withResults, 3, 1)).toBe(4);
    expect(movedIndex(withResults, 4, 1)).toBe(4);
  });

  it('ArrowUp from the first result reaches the suggestions and stops at the first; never back to none while results are shown', () => {
    expect(movedIndex(withResults, 2, -1)).toBe(1);
    expect(movedIndex(withResults, 1, -1)).toBe(0);
    expect(movedIndex(withResults, 0, -1)).toBe(0);
  });

  it('without results the arrows go from none to the last option and back to none', () => {
    expect(movedIndex(suggestionsOnly, -1, 1)).toBe(0);
    expect(movedIndex(suggestionsOnly, 1, 1)).toBe(1);
    expect(movedIndex(suggestionsOnly, 0, -1)).toBe(-1);
    expect(movedIndex(suggestionsOnly, -1, -1)).toBe(-1);
  });

  it('keeps a picked option by identity when the list changes under it, and falls back to the default when it leaves', () => {
    const picked = optionKey(suggestionsOnly[1]);
    expect(selectedIndex(suggestionsOnly, picked)).toBe(1);
    expect(selectedIndex(withResults, picked)).toBe(1);
    const gone = optionKey(withResults[4]);
    expect(selectedIndex(buildOptions({suggestions: [], recent: [], results: [result('limits')]}), gone)).toBe(0);
  });
});
