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

describe('codes in table cells', () => {
  it('break after an underscore and nowhere else: a <wbr> after each inner underscore, none outside tables', () => {
    const html = markdownToHtml('| Code | Meaning |\n|---|---|\n| `invalid_status_transition` | `a_b` is _emphasis_ |\n\nText `not_in_a_table`.');
    expect(html).toContain('<td><code>invalid_<wbr>status_<wbr>transition</code></td>');
    expect(html).toContain('<code>a_<wbr>b</code>');
    expect(html).toContain('<code>not_in_a_table</code>');
  });

  it('leaves a trailing underscore and a code without one as they are', () => {
    expect(markdownToHtml('| A |\n|---|\n| `x_` |')).toContain('<code>x_</code>');
    expect(markdownToHtml('| A |\n|---|\n| `plain` |')).toContain('<code>plain</code>');
  });
});
