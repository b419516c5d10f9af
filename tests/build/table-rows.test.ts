import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {assertBuilt, BUILD_DIR} from './support';

/**
 * A Markdown table ends at the first line that is not a row, so a blank line inside one (as the
 * customer reference's Errors table had before its 422, 500 and 503 rows) prints the rows after it
 * as raw `| 422 | ... |` text, in the page and in its Markdown twin. No built page or twin may
 * hold such a row outside a table.
 */

function builtFiles(dir: string, extension: RegExp): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(path, extension);
    return extension.test(entry.name) ? [path] : [];
  });
}

/** A line that reads as a table row: starts with a pipe (escaped in a twin) and has two more. */
const PIPE_ROW = /^\s*\\?\|(?:[^|\n]*\|){2,}/;

/** Text blocks of a page (paragraphs, list items, headings) that hold a pipe row as plain text. */
export function pipeRowsInHtml(html: string): string[] {
  const $ = load(html);
  return $('p, li, h1, h2, h3, h4, dd, blockquote')
    .filter((_, element) => $(element).closest('table, pre').length === 0)
    .toArray()
    .flatMap((element) => $(element).text().split('\n').filter((line) => PIPE_ROW.test(line)));
}

/** Lines of a twin that read as a row but belong to no table (a header row, then a delimiter row). */
export function pipeRowsInMarkdown(markdown: string): string[] {
  const rows: string[] = [];
  const lines = markdown.split('\n');
  let fence: string | null = null;
  let inTable = false;
  lines.forEach((line, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1].startsWith(fence)) fence = null;
      return;
    }
    if (opening) {
      fence = opening[1];
      return;
    }
    if (!/^\s*\|/.test(line)) inTable = false;
    else if (!inTable && /^\s*\|?\s*:?-+:?\s*\|/.test(lines[index + 1] ?? '')) inTable = true;
    if (!inTable && PIPE_ROW.test(line)) rows.push(line);
  });
  return rows;
}

describe('tables in the build', () => {
  beforeAll(assertBuilt);

  it('leave no row as raw text in a page', () => {
    const pages = builtFiles(BUILD_DIR, /\.html$/);
    expect(pages.length).toBeGreaterThan(200);
    const raw = pages.flatMap((file) => pipeRowsInHtml(readFileSync(file, 'utf8')).map((row) => `${file.slice(BUILD_DIR.length + 1)}: ${row.trim().slice(0, 100)}`));
    expect(raw).toEqual([]);
  });

  it('leave no row as raw text in a Markdown twin', () => {
    const twins = builtFiles(BUILD_DIR, /\.md$/);
    expect(twins.length).toBeGreaterThan(200);
    const raw = twins.flatMap((file) => pipeRowsInMarkdown(readFileSync(file, 'utf8')).map((row) => `${file.slice(BUILD_DIR.length + 1)}: ${row.trim().slice(0, 100)}`));
    expect(raw).toEqual([]);
  });

  it('would find a row cut off from its table', () => {
    const broken = '| Status | Meaning |\n|---|---|\n| 400 | Bad |\n\n| 422 | Reused |\n';
    expect(pipeRowsInMarkdown(broken)).toEqual(['| 422 | Reused |']);
    expect(pipeRowsInMarkdown('\\| 422 | Reused | | 500 | Failed |')).toHaveLength(1);
    expect(pipeRowsInHtml('<table><tr><td>| a | b |</td></tr></table><p>| 422 | Reused |</p>')).toEqual(['| 422 | Reused |']);
  });
});
