import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';

/** A fenced code block of a documentation page. */
export interface CodeBlock {
  /** `docs/...mdx:line` of the opening fence. */
  where: string;
  /** The info string's first word, lowercased; '' when the fence has none. */
  lang: string;
  /** The info string after the language, e.g. `title="Podfile" fragment="part of a larger file"`. */
  meta: string;
  /**
   * Why the block is not executed by the tests, from `fragment="..."` in its meta; undefined when
   * unmarked. The theme passes unknown meta through as `metastring` and renders nothing from it.
   */
  fragment?: string;
  code: string;
}

/** The reason in `fragment="..."` (or single quotes) of a fence's meta; '' when the marker is empty. */
export function fragmentReason(meta: string): string | undefined {
  const found = /(?:^|\s)fragment=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  return found ? (found[1] ?? found[2]).trim() : undefined;
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
  let open: {indent: number; fence: string; lang: string; meta: string; start: number; lines: string[]} | null = null;
  lines.forEach((line, index) => {
    const fence = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$/.exec(line);
    if (!open) {
      if (fence) open = {indent: fence[1].length, fence: fence[2], lang: fence[3].toLowerCase(), meta: fence[4].trim(), start: index + 1, lines: []};
      return;
    }
    if (fence && fence[2].startsWith(open.fence[0]) && fence[2].length >= open.fence.length && fence[3] === '' && fence[4].trim() === '') {
      const fragment = fragmentReason(open.meta);
      blocks.push({where: `${file}:${open.start}`, lang: open.lang, meta: open.meta, ...(fragment !== undefined && {fragment}), code: open.lines.join('\n')});
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
