import Prism from 'prismjs';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-c';
import 'prismjs/components/prism-kotlin';
import 'prismjs/components/prism-swift';
import 'prismjs/components/prism-objectivec';
import 'prismjs/components/prism-ruby';

/**
 * Checks for languages whose compilers cannot be installed here (Kotlin, Swift, Objective-C, and
 * Ruby when `ruby` is missing). Prism's grammar tokenizes the code so that strings and comments are
 * set aside; what is left must have balanced brackets, and declarations that need a body have one.
 * This catches unclosed blocks, stray brackets and body-less functions, not type errors.
 */

const SET_ASIDE = new Set(['comment', 'string', 'char', 'string-literal', 'multiline-string', 'regex', 'directive']);

function textOf(token: string | Prism.Token | Array<string | Prism.Token>): string {
  if (typeof token === 'string') return token;
  if (Array.isArray(token)) return token.map(textOf).join('');
  return textOf(token.content as string | Prism.Token | Array<string | Prism.Token>);
}

/** The code with strings replaced by `""` and comments by a space, so brackets in them do not count. */
export function stripStringsAndComments(code: string, lang: string): string {
  const grammar = Prism.languages[lang];
  if (!grammar) throw new Error(`no Prism grammar for ${lang}`);
  const out: string[] = [];
  const walk = (tokens: Array<string | Prism.Token>) => {
    for (const token of tokens) {
      if (typeof token === 'string') out.push(token);
      else if (SET_ASIDE.has(token.type)) {
        // Keep the newlines so that reported line numbers stay those of the page's block.
        const newlines = '\n'.repeat((textOf(token).match(/\n/g) ?? []).length);
        out.push((token.type === 'comment' ? ' ' : '""') + newlines);
      }
      else if (typeof token.content === 'string') out.push(token.content);
      else walk(Array.isArray(token.content) ? token.content : [token.content]);
    }
  };
  walk(Prism.tokenize(code, grammar));
  return out.join('');
}

/** Problems with (), [] and {} nesting, with the line of each. */
export function bracketProblems(stripped: string): string[] {
  const pairs: Record<string, string> = {')': '(', ']': '[', '}': '{'};
  const stack: Array<{ch: string; line: number}> = [];
  const problems: string[] = [];
  let line = 1;
  for (const ch of stripped) {
    if (ch === '\n') line += 1;
    else if (ch === '(' || ch === '[' || ch === '{') stack.push({ch, line});
    else if (ch in pairs) {
      const top = stack.pop();
      if (!top || top.ch !== pairs[ch]) {
        problems.push(`line ${line}: unexpected "${ch}"`);
        if (top) stack.push(top);
      }
    }
  }
  for (const open of stack) problems.push(`line ${open.line}: "${open.ch}" is never closed`);
  return problems;
}

/** The header of the block that encloses `index` (text before its unclosed `{`), or '' at top level. */
function enclosingHeader(stripped: string, index: number): string {
  let depth = 0;
  for (let i = index - 1; i >= 0; i -= 1) {
    const ch = stripped[i];
    if (ch === '}') depth += 1;
    else if (ch === '{') {
      if (depth === 0) {
        const before = stripped.slice(0, i);
        const start = Math.max(before.lastIndexOf('}'), before.lastIndexOf('{'), before.lastIndexOf(';')) + 1;
        return before.slice(start);
      }
      depth -= 1;
    }
  }
  return '';
}

/**
 * Functions declared without a body where the language requires one: a Kotlin `fun` outside an
 * interface or abstract class (and not `abstract`, `external` or `expect`), a Swift `func` outside a
 * protocol.
 */
export function bodylessFunctions(stripped: string, lang: 'kotlin' | 'swift'): string[] {
  const keyword = lang === 'kotlin' ? 'fun' : 'func';
  const problems: string[] = [];
  for (const match of stripped.matchAll(new RegExp(`\\b${keyword}\\b`, 'g'))) {
    const at = match.index!;
    const lineStart = stripped.lastIndexOf('\n', at) + 1;
    const prefix = stripped.slice(lineStart, at);
    if (/\b(abstract|external|expect)\b/.test(prefix)) continue;
    if (lang === 'kotlin' && /^\s*(val|var)\b|[=(,]\s*$/.test(prefix)) continue; // a function type or lambda, not a declaration
    const header = enclosingHeader(stripped, at);
    if (lang === 'kotlin' && /\b(interface|abstract\s+class|sealed\s+interface)\b/.test(header)) continue;
    if (lang === 'swift' && /\bprotocol\b/.test(header)) continue;
    // Skip the parameter list, then the body must start before the declaration ends.
    const open = stripped.indexOf('(', at);
    if (open < 0) continue;
    let depth = 0;
    let i = open;
    for (; i < stripped.length; i += 1) {
      if (stripped[i] === '(') depth += 1;
      else if (stripped[i] === ')' && --depth === 0) break;
    }
    const rest = stripped.slice(i + 1);
    const end = rest.search(/\n\s*(?![{=\s])|[{=}]/);
    const next = end < 0 ? '' : rest[end];
    const hasBody = next === '{' || (lang === 'kotlin' && next === '=');
    if (!hasBody) {
      const line = stripped.slice(0, at).split('\n').length;
      problems.push(`line ${line}: ${keyword} declared without a body`);
    }
  }
  return problems;
}

/** Ruby without `ruby -c`: brackets, plus one `end` for every block opener. */
export function rubyBlockProblems(stripped: string): string[] {
  const problems = bracketProblems(stripped);
  let depth = 0;
  stripped.split('\n').forEach((line, index) => {
    const code = line.replace(/#.*$/, '');
    const openers =
      (/^\s*(def|class|module|begin|case|if|unless|while|until|for)\b/.test(code) ? 1 : 0) +
      (code.match(/\bdo\b(\s*\|[^|]*\|)?\s*$/) ? 1 : 0);
    const ends = (code.match(/\bend\b/g) ?? []).length;
    depth += openers - ends;
    if (depth < 0) {
      problems.push(`line ${index + 1}: "end" without a block to close`);
      depth = 0;
    }
  });
  if (depth > 0) problems.push(`${depth} block(s) without "end"`);
  return problems;
}
