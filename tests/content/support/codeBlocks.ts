import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';

/** A fenced code block of a documentation page. */
export interface CodeBlock {
  /** `docs/...mdx:line` of the opening fence. */
  where: string;
  /** The info string's first word, lowercased; '' when the fence has none. */
  lang: string;
  code: string;
}

function pagesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pagesUnder(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

/**
 * The fenced blocks of one page. Fences may be indented (inside list items); the fence's own
 * indentation is removed from the block's lines. A closing fence has at least as many backticks.
 */
export function codeBlocksOf(text: string, file: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = text.split('\n');
  let open: {indent: number; fence: string; lang: string; start: number; lines: string[]} | null = null;
  lines.forEach((line, index) => {
    const fence = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/.exec(line);
    if (!open) {
      if (fence) open = {indent: fence[1].length, fence: fence[2], lang: fence[3].toLowerCase(), start: index + 1, lines: []};
      return;
    }
    if (fence && fence[2].startsWith(open.fence[0]) && fence[2].length >= open.fence.length && fence[3] === '') {
      blocks.push({where: `${file}:${open.start}`, lang: open.lang, code: open.lines.join('\n')});
      open = null;
      return;
    }
    const indent = open.indent;
    open.lines.push(line.slice(Math.min(indent, line.length - line.trimStart().length)));
  });
  if (open) throw new Error(`${file}:${(open as {start: number}).start}: code fence is never closed`);
  return blocks;
}

/** Every fenced block of every page under docs/. */
export function allDocCodeBlocks(root: string): CodeBlock[] {
  return pagesUnder(join(root, 'docs')).flatMap((path) => codeBlocksOf(readFileSync(path, 'utf8'), relative(root, path)));
}
