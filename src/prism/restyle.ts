/**
 * Gives code that Highlight rendered with one theme the inline colours of another, in place: the
 * code blocks that keep the server's HTML (src/theme/CodeBlock/Content) change theme this way
 * instead of being tokenised and built again. Each token's types are its class names after
 * `token`, in the order Highlight wrote them, so the merged style is the one Highlight would give.
 */
import type {PrismTheme} from 'prism-react-renderer';
import {themeToDict, tokenStyle} from './prism-react-renderer';

/** The part of a DOM element this needs (a fake in the unit tests). */
export interface StyledElement {
  getAttribute(name: string): string | null;
  style: {cssText: string; setProperty(name: string, value: string): void};
}

export interface HighlightedRoot {
  querySelectorAll(selector: string): ArrayLike<StyledElement>;
}

/** `fontStyle` → `font-style`, as React writes a style object's keys. */
const cssName = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function setStyle(element: StyledElement, style: object | undefined): void {
  element.style.cssText = '';
  for (const [key, value] of Object.entries(style ?? {})) {
    if (value !== undefined && value !== null) element.style.setProperty(cssName(key), String(value));
  }
}

/** Restyles the lines and tokens under `root` (a <pre> of Highlight's) for `theme`. */
export function restyleHighlighted(root: HighlightedRoot, theme: PrismTheme, language: string): void {
  const dict = themeToDict(theme, language.toLowerCase());
  for (const line of Array.from(root.querySelectorAll('.token-line'))) setStyle(line, dict.plain);
  for (const token of Array.from(root.querySelectorAll('.token'))) {
    const types = (token.getAttribute('class') ?? '').split(' ').filter(Boolean).slice(1);
    // A plain token's style does not depend on the theme (none, or an empty line's height).
    if (types.length === 1 && types[0] === 'plain') continue;
    setStyle(token, tokenStyle(types, false, dict));
  }
}
