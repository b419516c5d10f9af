import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import * as original from 'prism-react-renderer';
import type {RenderProps} from 'prism-react-renderer';
import * as slim from '../../../src/prism/prism-react-renderer';
import {restyleHighlighted, type StyledElement} from '../../../src/prism/restyle';
import {darkCodeTheme, lightCodeTheme} from '../../../src/css/prismThemes';

/** Every fenced code block of docs/ with its language (what Docusaurus hands to Highlight). */
function codeBlocks(dir: string): Array<{file: string; language: string; code: string}> {
  const blocks: Array<{file: string; language: string; code: string}> = [];
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^([ \t]*)```([\w-]+)[^\n]*\n([\s\S]*?)\n\1```/gm)) {
      const indent = match[1];
      const code = match[3]
        .split('\n')
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join('\n');
      blocks.push({file, language: match[2], code});
    }
  }
  return blocks;
}

/** The markup theme-classic's CodeBlock makes from Highlight's render props (pre, lines, tokens). */
function renderWith(Highlight: typeof original.Highlight | typeof slim.Highlight, code: string, language: string, theme = lightCodeTheme): string {
  const render = ({className, style, tokens, getLineProps, getTokenProps}: RenderProps): ReactNode =>
    createElement(
      'pre',
      {className, style},
      tokens.map((line, i) =>
        createElement('span', {key: i, ...getLineProps({line})}, line.map((token, j) => createElement('span', {key: j, ...getTokenProps({token})}))),
      ),
    );
  return renderToStaticMarkup(createElement(Highlight as typeof original.Highlight, {code, language, theme, children: render}));
}

const blocks = codeBlocks(join(__dirname, '../../../docs'));

// The site before src/prism: prism-react-renderer's Prism plus the grammars theme-classic's
// prism-include-languages added to it (the ones it lacks), through the global Prism.
const globals = globalThis as {Prism?: unknown};
const ownGlobal = globals.Prism;
globals.Prism = original.Prism;
/* eslint-disable @typescript-eslint/no-require-imports -- prismjs components register on the global Prism */
for (const language of ['ruby', 'bash', 'diff']) {
  delete require.cache[require.resolve(`prismjs/components/prism-${language}`)];
  require(`prismjs/components/prism-${language}`);
}
/* eslint-enable @typescript-eslint/no-require-imports */
globals.Prism = ownGlobal;

describe('slim Prism (src/prism, aliased as prism-react-renderer in the bundles)', () => {
  it('covers the docs: their code blocks use at least the eight configured languages', () => {
    const languages = new Set(blocks.map((block) => block.language));
    for (const language of ['ruby', 'swift', 'objectivec', 'kotlin', 'bash', 'diff', 'json', 'ts']) {
      expect(languages).toContain(language);
    }
    expect(blocks.length).toBeGreaterThan(100);
  });

  it('has a grammar for every language the docs use (or treats it as plain text, as the original does)', () => {
    for (const {language} of blocks) {
      expect(Boolean(slim.Prism.languages[language]), language).toBe(Boolean(original.Prism.languages[language]));
    }
  });

  it('renders every code block of the docs exactly as prism-react-renderer does, in both themes', () => {
    const differing = blocks.filter(
      ({code, language}) =>
        renderWith(slim.Highlight, code, language) !== renderWith(original.Highlight, code, language) ||
        renderWith(slim.Highlight, code, language, darkCodeTheme) !== renderWith(original.Highlight, code, language, darkCodeTheme),
    );
    expect(differing.map(({file, language}) => `${file} (${language})`)).toEqual([]);
  });

  it('highlights: a kotlin block has keyword, string and function tokens', () => {
    const html = renderWith(slim.Highlight, 'fun main() { val s = "x"; println(s) }', 'kotlin');
    for (const kind of ['keyword', 'string', 'function']) {
      expect(html).toContain(`token ${kind}`);
    }
  });
});

/** Highlight's markup as elements with a class and an inline style (the parts restyleHighlighted reads and writes). */
function styledSpans(html: string): Array<StyledElement & {className: string; css: Map<string, string>}> {
  return Array.from(html.matchAll(/<span class="([^"]*)"(?: style="([^"]*)")?>/g), ([, className, style = '']) => {
    const css = new Map(style.split(';').filter(Boolean).map((rule) => rule.split(':') as [string, string]));
    return {
      className,
      css,
      getAttribute: (name: string) => (name === 'class' ? className : null),
      style: {
        get cssText() {
          return [...css].map(([name, value]) => `${name}:${value}`).join(';');
        },
        set cssText(text: string) {
          css.clear();
          if (text !== '') throw new Error('only clearing is expected');
        },
        setProperty: (name: string, value: string) => void css.set(name, value),
      },
    };
  });
}

describe('restyleHighlighted (src/prism/restyle: a kept code block changing theme)', () => {
  it('gives every code block of the docs, rendered light, the inline styles Highlight renders dark, and back', () => {
    const differing: string[] = [];
    for (const {file, code, language} of blocks) {
      for (const [from, to] of [[lightCodeTheme, darkCodeTheme], [darkCodeTheme, lightCodeTheme]]) {
        const spans = styledSpans(renderWith(slim.Highlight, code, language, from));
        restyleHighlighted({querySelectorAll: (selector) => spans.filter((span) => span.className.split(' ').includes(selector.slice(1)))}, to, language);
        const expected = styledSpans(renderWith(slim.Highlight, code, language, to)).map((span) => span.style.cssText);
        if (spans.map((span) => span.style.cssText).join('|') !== expected.join('|')) differing.push(`${file} (${language})`);
      }
    }
    expect(differing).toEqual([]);
  });
});
