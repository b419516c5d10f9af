import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Prism's stock GitHub and Dracula themes have tokens below WCAG AA contrast (e.g. GitHub's
 * #36acaa variables, Dracula's comments). Same palettes, each colour darkened or lightened
 * to at least 4.5:1 against its code-block background.
 */
export const lightCodeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.85}},
    {types: ['string', 'attr-value', 'char'], style: {color: '#a3154f'}},
    {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
    {types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted', 'parameter'],
      style: {color: '#0a6664'}},
    {types: ['atrule', 'keyword', 'attr-name', 'selector'], style: {color: '#0550ae'}},
    {types: ['function', 'deleted', 'tag', 'builtin'], style: {color: '#a40e26'}},
    {types: ['function-variable', 'class-name'], style: {color: '#6639ba'}},
    {types: ['tag', 'selector', 'keyword'], style: {color: '#00008f'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  ...themes.dracula,
  styles: [
    ...themes.dracula.styles.filter((s) => !s.types.includes('comment')),
    {types: ['comment'], style: {color: '#9aa5ce'}},
  ],
};
