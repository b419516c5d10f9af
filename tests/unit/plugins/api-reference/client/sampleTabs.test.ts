import {describe, expect, it} from 'vitest';
import {sampleTabId, sampleTabLanguage} from '../../../../../plugins/api-reference/client/sampleTabs';

describe('sample tab ids', () => {
  it('name the operation and the language, and give the language back', () => {
    expect(sampleTabId('listDataStores', 'python')).toBe('listDataStores-python');
    expect(sampleTabLanguage(sampleTabId('listDataStores', 'python'), 'listDataStores')).toBe('python');
  });

  it('give no language for an id of another operation, or for the operation id alone', () => {
    expect(sampleTabLanguage('listDataStoresFields-go', 'listDataStores')).toBeNull();
    expect(sampleTabLanguage('getDataStore-go', 'listDataStores')).toBeNull();
    expect(sampleTabLanguage('listDataStores-', 'listDataStores')).toBeNull();
    expect(sampleTabLanguage('listDataStores', 'listDataStores')).toBeNull();
  });
});
