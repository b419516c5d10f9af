import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {highlightCode, TOKEN_CLASSES} from '../../../../../plugins/api-reference/model/highlight';

describe('highlightCode', () => {
  it('marks each coloured token with its one-letter class and leaves the rest plain text', () => {
    expect(highlightCode('{"enabled": true, "count": 2, "name": "a<b"}', 'json')).toBe(
      '{<span class="p">"enabled"</span>: <span class="n">true</span>, <span class="p">"count"</span>: <span class="n">2</span>, ' +
        '<span class="p">"name"</span>: <span class="s">"a&lt;b"</span>}',
    );
    expect(highlightCode('curl --url https://x.example # note', 'bash')).toBe('<span class="p">curl</span> --url https://x.example <span class="c"># note</span>');
  });

  it('gives every colour class a rule in the page styles, in both colour modes', () => {
    const css = readFileSync(new URL('../../../../../plugins/api-reference/theme/ApiReferencePage/styles.module.css', import.meta.url), 'utf8');
    for (const letter of new Set(Object.values(TOKEN_CLASSES))) {
      expect(css, letter).toContain(`.code :global(.${letter}) {`);
      expect(css, letter).toContain(`[data-theme='dark'] .code :global(.${letter}) {`);
    }
  });

  it('escapes code in a language it does not know', () => {
    expect(highlightCode('<a> & b', 'text')).toBe('&lt;a&gt; &amp; b');
  });
});
