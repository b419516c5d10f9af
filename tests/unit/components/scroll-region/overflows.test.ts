import {describe, expect, it} from 'vitest';
import {overflows, tableRegionLabel} from '../../../../src/components/scroll-region/overflows';

describe('overflows', () => {
  it('is true when the content is wider or taller than the box by more than a pixel', () => {
    expect(overflows({scrollWidth: 800, clientWidth: 700, scrollHeight: 100, clientHeight: 100})).toBe(true);
    expect(overflows({scrollWidth: 700, clientWidth: 700, scrollHeight: 900, clientHeight: 600})).toBe(true);
  });
  it('is false for a box that fits, a rounded pixel included', () => {
    expect(overflows({scrollWidth: 701, clientWidth: 700, scrollHeight: 100, clientHeight: 100})).toBe(false);
  });
});

describe('tableRegionLabel', () => {
  it('names the table after its section, then its caption, then its columns', () => {
    expect(tableRegionLabel({heading: ' Requirements ', caption: 'Ignored', columns: ['A']})).toBe('Table: Requirements');
    expect(tableRegionLabel({heading: null, caption: 'Rate\n limits', columns: ['A']})).toBe('Table: Rate limits');
    expect(tableRegionLabel({columns: ['Error', ' Cause and fix ']})).toBe('Table: Error, Cause and fix');
  });
  it('says "Table" when there is nothing to name it by', () => {
    expect(tableRegionLabel({heading: '', columns: []})).toBe('Table');
  });
});
