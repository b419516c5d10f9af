import {describe, expect, it} from 'vitest';
import {splitIntroduction} from '../../../../../plugins/api-reference/model/introSections';

describe('splitIntroduction', () => {
  const markdown = ['The API.', '', '## Rate limits', '', 'At most **100** calls.', '', '## Authentication', '', '```md', '## not a topic', '```', ''].join('\n');

  it('cuts the introduction at its ## headings, each topic with its own anchor', () => {
    const {leadHtml, sections} = splitIntroduction(markdown, new Set());
    expect(leadHtml).toBe('<p>The API.</p>');
    expect(sections.map(({title, anchor}) => ({title, anchor}))).toEqual([
      {title: 'Rate limits', anchor: 'section/Rate-limits'},
      {title: 'Authentication', anchor: 'section/Authentication'},
    ]);
    expect(sections[0].html).toBe('<p>At most <strong>100</strong> calls.</p>');
    // A heading inside a fenced block is code, not a topic.
    expect(sections[1].markdown).toContain('## not a topic');
  });

  it('places a topic named like another part of the page below the introduction', () => {
    const {sections} = splitIntroduction(markdown, new Set(['section/Authentication']));
    expect(sections[1].anchor).toBe('section/Introduction/Authentication');
  });

  it('gives a document without topics only its lead', () => {
    expect(splitIntroduction('Just this.', new Set())).toEqual({leadHtml: '<p>Just this.</p>', sections: []});
    expect(splitIntroduction(undefined, new Set())).toEqual({leadHtml: '', sections: []});
  });
});
