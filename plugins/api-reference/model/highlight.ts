import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';

/**
 * Syntax highlighting of request samples and examples, done once at build time: the reference
 * pages ship the highlighted markup (a short class per token kind, coloured by the page's CSS in
 * both colour modes) and no highlighter.
 *
 * Only the tokens the page colours get an element. Punctuation, operators and shell parameters
 * take the text's own colour, as on GitHub, so their thousands of `<span>`s were a fifth of the
 * customer reference's code markup and changed nothing on screen.
 */
loadLanguages(['bash', 'python', 'ruby', 'go', 'json', 'javascript']);

/**
 * The colour class of each Prism token kind the page colours (`.code .<class>` in
 * styles.module.css), a letter, as Pygments names its token classes: the customer
 * reference has some 1,600 coloured tokens, and `class="token property"` spelled out on each was
 * 30 KB of its HTML.
 */
export const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  comment: 'c',
  string: 's',
  'attr-value': 's',
  keyword: 'k',
  builtin: 'k',
  number: 'n',
  boolean: 'n',
  property: 'p',
  function: 'p',
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function render(stream: string | Prism.Token | (string | Prism.Token)[]): string {
  if (typeof stream === 'string') return escapeHtml(stream);
  if (Array.isArray(stream)) return stream.map(render).join('');
  const kinds = [stream.type, ...(Array.isArray(stream.alias) ? stream.alias : stream.alias ? [stream.alias] : [])];
  const inner = render(stream.content);
  const colour = kinds.map((kind) => TOKEN_CLASSES[kind]).find(Boolean);
  return colour ? `<span class="${colour}">${inner}</span>` : inner;
}

export function highlightCode(code: string, language: string): string {
  const grammar = Prism.languages[language];
  return grammar ? render(Prism.tokenize(code, grammar)) : escapeHtml(code);
}
