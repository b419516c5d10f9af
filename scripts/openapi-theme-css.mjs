#!/usr/bin/env node
/**
 * Builds the stylesheet of an API reference page for both colour modes.
 * Usage: node scripts/openapi-theme-css.mjs <input.json> <output.json>
 *   input:  {spec, specUrl, lightTheme, darkTheme, baseOptions, collectionOptions}
 *   output: {light, dark}
 *
 * Redoc (styled-components) derives class names from its theme. The page is rendered once with
 * the light and once with the dark theme; the markup is the same, so the n-th class name of a
 * component in one render matches its n-th class name in the other. `light` holds the light
 * styles; `dark` holds the dark rules that differ, rewritten onto the light class names and
 * scoped to html[data-theme='dark']. The page can then switch colour mode with CSS alone, and its
 * static HTML is styled for both modes before any script runs.
 *
 * Run by config/apiReference.ts in its own process, so that React runs in production mode.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const React = require('react');
const {renderToString} = require('react-dom/server');
const {ServerStyleSheet} = require('styled-components');
const {AppStore, Redoc} = require('redoc');

const DARK_SCOPE = "html[data-theme='dark']";

/**
 * Redoc hard-codes some colours for a light page instead of taking them from its theme, so the
 * dark render keeps them. Declarations listed here get a dark-mode value (exact `property:value`
 * as styled-components prints them).
 */
export const DARK_REPAIRS = new Map([
  // Section labels ("Query parameters", "Request body schema") and their underline.
  ['color:rgba(38, 50, 56, 0.5)', 'color:rgba(232, 231, 247, 0.75)'],
  ['border-bottom:1px solid rgba(38, 50, 56, 0.3)', 'border-bottom:1px solid rgba(232, 231, 247, 0.25)'],
  // Media type next to "Request body schema".
  ['color:black', 'color:#e8e7f7'],
  // Regular-expression patterns of string fields.
  ['color:#0e7c86', 'color:#7fd6dc'],
  // Deprecated fields.
  ['color:#707070', 'color:#a9a7c9'],
  // Tables and quotes in descriptions.
  ['background-color:#fff', 'background-color:transparent'],
  ['border-top:1px solid #ccc', 'border-top:1px solid #2d3163'],
  ['border:1px solid #ddd', 'border:1px solid #2d3163'],
  ['color:#777', 'color:#c2c0e0'],
  ['border-left:4px solid #ddd', 'border-left:4px solid #2d3163'],
  // Server URL box and one-of buttons, which take the (light in dark mode) primary colour.
  ['background:#fff', 'background:#161938'],
  ['border:1px solid #ccc', 'border:1px solid #2d3163'],
  ['background-color:white', 'background-color:transparent'],
  // White text on the primary colour (selected one-of buttons): the dark primary is too light.
  ['background-color:#a79ff5', 'background-color:#5d50ec'],
]);

/** Splits `selector{a:b;c:d}` into its selector and declarations; null for at-rules. */
function splitRule(rule) {
  if (rule.startsWith('@')) return null;
  const open = rule.indexOf('{');
  const body = rule.slice(open + 1, rule.lastIndexOf('}'));
  return {selector: rule.slice(0, open), declarations: body.split(';').map((d) => d.trim()).filter(Boolean)};
}

/** The dark-mode repairs of one rule, as a rule of the repaired declarations only, or null. */
function repairRule(rule) {
  const parts = splitRule(rule);
  if (!parts) return null;
  const repaired = parts.declarations.filter((d) => DARK_REPAIRS.has(d)).map((d) => DARK_REPAIRS.get(d));
  return repaired.length ? `${parts.selector}{${repaired.join(';')};}` : null;
}

/** Splits a styled-components server stylesheet into its per-component groups. */
export function parseStyledSheet(css) {
  const groups = [];
  let rules = [];
  for (const chunk of css.split('/*!sc*/')) {
    const rule = chunk.trim();
    if (!rule) continue;
    const marker = /^data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}$/.exec(rule);
    if (marker) {
      groups.push({id: marker[1], names: marker[2].split(',').filter(Boolean), rules});
      rules = [];
    } else {
      rules.push(rule);
    }
  }
  if (rules.length) groups.push({id: '', names: [], rules});
  return groups;
}

/** Splits a flat list of CSS rules (`a{..}b{..}`) at its top-level closing braces. */
function splitTopLevelRules(css) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        out.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  return out.filter(Boolean);
}

/** Prefixes every selector of a rule, or of the rules inside an at-rule, with `scope`. */
export function scopeRule(rule, scope) {
  if (rule.startsWith('@keyframes') || rule.startsWith('@font-face')) return '';
  const open = rule.indexOf('{');
  if (rule.startsWith('@')) {
    const inner = rule.slice(open + 1, rule.lastIndexOf('}'));
    const scoped = splitTopLevelRules(inner)
      .map((r) => scopeRule(r, scope))
      .join('');
    return `${rule.slice(0, open + 1)}${scoped}}`;
  }
  const selectors = rule
    .slice(0, open)
    .split(',')
    .map((selector) => `${scope} ${selector.trim()}`)
    .join(',');
  return selectors + rule.slice(open);
}

/** Splits at `separator` outside quotes, parentheses and braces. */
function splitOutside(text, separator) {
  const parts = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote && text[i - 1] !== '\\') quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '{') depth += 1;
    else if (c === ')' || c === '}') depth -= 1;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The rules of a flat stylesheet as [prelude, body] pairs (at-rules keep their inner rules as body). */
function splitRules(css) {
  return splitTopLevelRules(css).map((rule) => {
    const open = rule.indexOf('{');
    return [rule.slice(0, open).trim(), rule.slice(open + 1, -1)];
  });
}

const selectorKey = (selector) =>
  splitOutside(selector, ',')
    .map((part) => (part.startsWith(`${DARK_SCOPE} `) ? part.slice(DARK_SCOPE.length + 1) : part))
    .join(',');

/** `margin-left` -> `margin`, `background-color` -> `background`: a shorthand and its longhands. */
const propertyFamily = (declaration) =>
  declaration.slice(0, declaration.indexOf(':')).trim().replace(/^(-[a-z]+-)?([a-z]+).*$/, '$2');

/**
 * Drops from the dark-mode rules the declarations that only repeat the light ones.
 *
 * mergeThemeSheets copies a rule whole when any of its declarations depends on the theme, and the
 * copy (under `html[data-theme='dark']`) outranks the rules that Redoc's extended components layer
 * on top of it: in dark mode the "Authorizations" label lost its `margin: 0`, and the "required"
 * label of a request body its `margin-left: 0`. A declaration whose dark value equals its light
 * value on the same selector needs no copy, as long as no dark rule changes that property (or its
 * shorthand) anywhere: otherwise the copy may be what keeps the light winner ahead of another
 * selector's raised dark rule. In practice colours stay as they are, and layout declarations
 * (margins, padding, line height, display), which never depend on the theme, go.
 */
export function pruneDarkCss(light, dark) {
  const known = new Set();
  const index = (css, media) => {
    for (const [prelude, body] of splitRules(css)) {
      if (prelude.startsWith('@')) index(body, prelude);
      else for (const declaration of splitOutside(body, ';')) known.add(`${media}|${selectorKey(prelude)}|${declaration}`);
    }
  };
  index(light, '');
  const repeats = (media, prelude, declaration) => known.has(`${media}|${selectorKey(prelude)}|${declaration}`);

  const themed = new Set();
  const collectThemed = (css, media) => {
    for (const [prelude, body] of splitRules(css)) {
      if (prelude.startsWith('@')) collectThemed(body, prelude);
      else for (const d of splitOutside(body, ';')) if (!repeats(media, prelude, d)) themed.add(propertyFamily(d));
    }
  };
  collectThemed(dark, '');

  const prune = (css, media) =>
    splitRules(css)
      .map(([prelude, body]) => {
        if (prelude.startsWith('@')) {
          const inner = prune(body, prelude);
          return inner ? `${prelude}{${inner}}` : '';
        }
        const kept = splitOutside(body, ';').filter((d) => themed.has(propertyFamily(d)) || !repeats(media, prelude, d));
        return kept.length ? `${prelude}{${kept.join(';')};}` : '';
      })
      .filter(Boolean)
      .join(media ? '' : '\n');
  return prune(dark, '');
}

/** Light styles plus dark overrides keyed to the light class names. */
export function mergeThemeSheets(lightCss, darkCss) {
  const lightGroups = parseStyledSheet(lightCss);
  const darkGroups = parseStyledSheet(darkCss);
  const lightById = new Map(lightGroups.map((g) => [g.id, g]));
  const rename = new Map();
  for (const group of darkGroups) {
    const light = lightById.get(group.id);
    if (!light || light.names.length !== group.names.length) continue;
    group.names.forEach((name, i) => rename.set(name, light.names[i]));
  }
  const lightRules = lightGroups.flatMap((g) => g.rules);
  const lightRuleSet = new Set(lightRules);
  const darkRules = [];
  for (const rule of darkGroups.flatMap((g) => g.rules)) {
    const mapped = rule.replace(/\.([A-Za-z][\w-]*)/g, (all, name) =>
      rename.has(name) ? `.${rename.get(name)}` : all,
    );
    const candidate = lightRuleSet.has(mapped) ? repairRule(mapped) : mapped;
    if (!candidate) continue; // the same in both modes
    const repairedDark = lightRuleSet.has(mapped) ? candidate : [candidate, repairRule(candidate)];
    for (const r of [repairedDark].flat().filter(Boolean)) {
      const scoped = scopeRule(r, DARK_SCOPE);
      if (scoped) darkRules.push(scoped);
    }
  }
  const light = lightRules.join('\n');
  return {light, dark: pruneDarkCss(light, darkRules.join('\n'))};
}

function collect({spec, specUrl, baseOptions, collectionOptions}, theme) {
  const sheet = new ServerStyleSheet();
  try {
    // Once as the page is served, once with every response and schema open, so that the styles of
    // states reached by clicking are collected too.
    for (const extra of [{}, collectionOptions]) {
      const store = new AppStore(spec, specUrl, {...baseOptions, ...extra, theme});
      renderToString(sheet.collectStyles(React.createElement(Redoc, {store})));
      // No store.dispose(): its search worker is a stub outside the browser; the process exits.
    }
    return sheet.instance.toString();
  } finally {
    sheet.seal();
  }
}

const [inputFile, outputFile] = process.argv.slice(2);
if (inputFile && outputFile) {
  const input = JSON.parse(fs.readFileSync(inputFile, 'utf8'));
  const result = mergeThemeSheets(collect(input, input.lightTheme), collect(input, input.darkTheme));
  fs.writeFileSync(outputFile, JSON.stringify(result));
}
