import {DataAttributeQueryStringInlineJavaScript} from '@docusaurus/theme-classic/lib/inlineScripts';
import {describe, expect, it} from 'vitest';
import {withoutQueryDataAttributes} from '../../../../plugins/classic-theme/index';

describe('theme-classic without the ?docusaurus-data-* script', () => {
  const colourMode = "(function() { document.documentElement.setAttribute('data-theme', 'light'); })();";

  it('removes the query-parameter script and keeps the other scripts of the same tag', () => {
    const tags = withoutQueryDataAttributes([
      {tagName: 'svg', attributes: {style: 'display: none;'}, innerHTML: '<defs/>'},
      {tagName: 'script', innerHTML: `\n${colourMode}\n${DataAttributeQueryStringInlineJavaScript}\n`},
    ]);
    expect(JSON.stringify(tags)).not.toContain('docusaurus-data-');
    expect(tags).toEqual([
      {tagName: 'svg', attributes: {style: 'display: none;'}, innerHTML: '<defs/>'},
      {tagName: 'script', innerHTML: `\n${colourMode}\n\n`},
    ]);
  });

  it('fails the build when theme-classic no longer emits the script where it did', () => {
    expect(() => withoutQueryDataAttributes([{tagName: 'script', innerHTML: colourMode}])).toThrow(/docusaurus-data-\* script in one head tag, found it in 0/);
  });
});
