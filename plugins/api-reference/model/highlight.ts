import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';

/**
 * Syntax highlighting of request samples and examples, done once at build time: the reference
 * pages ship the highlighted markup (Prism's `token` classes, coloured by the page's CSS in both
 * colour modes) and no highlighter.
 *
 * Only the tokens the page colours get an element. Punctuation, operators and shell parameters
 * take the text's own colour, as on GitHub, so their thousands of `<span>`s were a fifth of the
 * customer reference's code markup and changed nothing on screen.
 */
loadLanguages(['bash', 'python', 'ruby', 'go', 'json', 'javascript']);

/** Token kinds with a colour in styles.module.css (`.code .token.<kind>`). */
const COLOURED = new Set(['comment', 'string', 'attr-value', 'keyword', 'builtin', 'number', 'boolean', 'property', 'function']);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function render(stream: string | Prism.Token | (string | Prism.Token)[]): string {
  if (typeof stream === 'string') return escapeHtml(stream);
  if (Array.isArray(stream)) return stream.map(render).join('');
  const kinds = [stream.type, ...(Array.isArray(stream.alias) ? stream.alias : stream.alias ? [stream.alias] : [])];
  const inner = render(stream.content);
  return kinds.some((kind) => COLOURED.has(kind)) ? `<span class="token ${kinds.join(' ')}">${inner}</span>` : inner;
}

export function highlightCode(code: string, language: string): string {
  const grammar = Prism.languages[language];
  return grammar ? render(Prism.tokenize(code, grammar)) : escapeHtml(code);
}
