import {describe, expect, it} from 'vitest';
import {markdownToHtml, singleParagraph} from '../../../../../plugins/api-reference/model/markdown';

describe('singleParagraph', () => {
  it('gives the content of a description that is one paragraph', () => {
    expect(singleParagraph(markdownToHtml('The `next` token of the previous page.'))).toBe('The <code>next</code> token of the previous page.');
    expect(singleParagraph(markdownToHtml('One line\nwrapped in the source.'))).toBe('One line\nwrapped in the source.');
  });

  it('gives null for several paragraphs, a list, or a paragraph followed by anything', () => {
    expect(singleParagraph(markdownToHtml('First.\n\nSecond.'))).toBeNull();
    expect(singleParagraph(markdownToHtml('- one\n- two'))).toBeNull();
    expect(singleParagraph(markdownToHtml('Values:\n\n- one'))).toBeNull();
    expect(singleParagraph('')).toBeNull();
  });
});
