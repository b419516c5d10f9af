/**
 * What the site's bundles get for `import … from 'prism-react-renderer'` (an alias set by
 * plugins/slim-prism). prism-react-renderer ships one module holding its Highlight component, a
 * Prism with 50 grammars and 20 colour themes: ~85 KB of the main chunk that every page loads and
 * ~225 ms of main thread at 4× CPU throttling to evaluate, most of it Prism re-walking all its
 * grammars each time a language extends another. This module is its Highlight (same output,
 * ported from prism-react-renderer 2.4.1, MIT) over a Prism holding only the grammars our docs use
 * (./languages). The config, which runs in Node, still takes its themes from the real package.
 */
import {useCallback, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {HighlightProps, PrismTheme, PrismThemeEntry, RenderProps, Token, TokenInputProps, TokenOutputProps, LineInputProps, LineOutputProps} from 'prism-react-renderer';
import Prism from './languages';

export {Prism};

export type ThemeDictionary = Record<string, PrismThemeEntry> & {root: PrismThemeEntry; plain: PrismThemeEntry};
type PrismToken = string | {type: string; alias?: string | string[]; content: PrismToken | PrismToken[]};

/** Styles by token type for one language; `root` styles the <pre>, `plain` the lines. */
export function themeToDict(theme: PrismTheme, language: string): ThemeDictionary {
  const {plain} = theme;
  const dict = theme.styles.reduce<Record<string, PrismThemeEntry>>((acc, {languages, style, types}) => {
    if (languages && !languages.includes(language)) {
      return acc;
    }
    for (const type of types) {
      acc[type] = {...acc[type], ...style};
    }
    return acc;
  }, {}) as ThemeDictionary;
  dict.root = plain;
  dict.plain = {...plain, backgroundColor: undefined};
  return dict;
}

const NEWLINE = /\r\n|\r|\n/;

function normalizeEmptyLines(line: Token[]): void {
  if (line.length === 0) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

function appendTypes(types: string[], add: string | string[]): string[] {
  return types.length > 0 && types[types.length - 1] === add ? types : types.concat(add);
}

/** Prism's nested tokens flattened into lines of typed tokens (prism-react-renderer's algorithm). */
export function normalizeTokens(tokens: PrismToken[]): Token[][] {
  const typeStack: string[][] = [[]];
  const tokenStack: PrismToken[][] = [tokens];
  const indexStack = [0];
  const sizeStack = [tokens.length];
  let depth = 0;
  let line: Token[] = [];
  const lines = [line];
  while (depth > -1) {
    let i: number;
    while ((i = indexStack[depth]++) < sizeStack[depth]) {
      let content: PrismToken | PrismToken[];
      let types = typeStack[depth];
      const token = tokenStack[depth][i];
      if (typeof token === 'string') {
        types = depth > 0 ? types : ['plain'];
        content = token;
      } else {
        types = appendTypes(types, token.type);
        if (token.alias) {
          types = appendTypes(types, token.alias);
        }
        content = token.content;
      }
      if (typeof content !== 'string') {
        const nested = Array.isArray(content) ? content : [content];
        depth += 1;
        typeStack.push(types);
        tokenStack.push(nested);
        indexStack.push(0);
        sizeStack.push(nested.length);
        continue;
      }
      const parts = content.split(NEWLINE);
      line.push({types, content: parts[0]});
      for (let part = 1; part < parts.length; part += 1) {
        normalizeEmptyLines(line);
        lines.push((line = []));
        line.push({types, content: parts[part]});
      }
    }
    depth -= 1;
    typeStack.pop();
    tokenStack.pop();
    indexStack.pop();
    sizeStack.pop();
  }
  normalizeEmptyLines(line);
  return lines;
}

/** A token's inline style: its types' styles merged in order (an empty line's plain token only keeps its height). */
export function tokenStyle(types: string[], empty: boolean, dict: ThemeDictionary): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') {
    return empty ? {display: 'inline-block'} : undefined;
  }
  if (types.length === 1 && empty) {
    return dict[types[0]];
  }
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
}

type HighlightAllProps = Omit<HighlightProps, 'prism' | 'theme'> & {theme: PrismTheme; prism?: typeof Prism};

export function Highlight({children, language: rawLanguage, code, theme, prism = Prism}: HighlightAllProps): ReactNode {
  const language = rawLanguage.toLowerCase();
  const dict = themeToDict(theme, language);
  const grammar = prism.languages[language];
  const tokens = useMemo(() => {
    if (grammar == null) {
      return normalizeTokens([code]);
    }
    const env = {code, grammar, language, tokens: [] as PrismToken[]};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar) as PrismToken[];
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [code, grammar, language, prism]);
  const getLineProps = useCallback(
    ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => {
      const output: LineOutputProps = {...rest, className: clsx('token-line', className)};
      output.style = dict.plain;
      if (typeof style === 'object') {
        output.style = {...output.style, ...style};
      }
      return output;
    },
    [dict],
  );
  const styleForToken = ({types, empty}: Token) => tokenStyle(types, empty != null, dict);
  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const output: TokenOutputProps = {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: styleForToken(token),
      };
      if (style != null) {
        output.style = {...output.style, ...style};
      }
      return output;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- styleForToken only reads dict
    [dict],
  );
  const props: RenderProps = {tokens, className: `prism-code language-${language}`, style: dict.root, getLineProps, getTokenProps};
  return children(props);
}
