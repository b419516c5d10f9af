import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';

/**
 * Syntax highlighting of request samples and examples, done once at build time: the reference
 * pages ship the highlighted markup (Prism's `token` classes, coloured by the page's CSS in both
 * colour modes) and no highlighter.
 */
loadLanguages(['bash', 'python', 'ruby', 'go', 'json', 'javascript']);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function highlightCode(code: string, language: string): string {
  const grammar = Prism.languages[language];
  return grammar ? Prism.highlight(code, grammar, language) : escapeHtml(code);
}
