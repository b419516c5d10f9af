import {parseFragment, parse, type DefaultTreeAdapterMap} from 'parse5';
import {CMP_SCRIPT_HOST, CMP_SCRIPT_NAME, UC_HOST_EU, UC_HOST_US, UC_SCRIPT_URL} from '../../../src/constants/site';
import {browserSandbox} from './browserSandbox';

/**
 * What "executing" an HTML block of the guides means here: it is parsed as a browser would
 * (parse errors fail), and every element the Privana scripts or AMP read is checked against
 * what the guides document, while its inline scripts run in the browser sandbox:
 * - uc.js script tags carry only documented options as data- attributes, never a fixed region;
 * - privana.js is loaded from its documented URL, synchronously, before any other script;
 * - tags gated with type="text/plain" and iframes with data-privana-src name a classification;
 * - amp-consent's JSON parses, names the prompt elements and purposes the page documents;
 * - a Content Security Policy allows the script host and both regional API hosts;
 * - inline scripts run (with the visitor's country as US and as elsewhere); handlers they
 *   register are called with the fixture event; onclick handlers run against a stub API.
 * Each block must have at least one such check, so a block that nothing checks fails.
 */

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

export interface HtmlContext {
  /** Options of PrivanaUC.init() by name, with whether the type is a plain value (configuration page). */
  ucOptions: Map<string, boolean>;
  /** Values of ConsentClassification (consent JavaScript API declarations). */
  classifications: string[];
  /** AMP purposes the AMP page documents. */
  ampPurposes: string[];
  /** Fixture `detail` per DOM event name. */
  eventDetails: Record<string, unknown>;
}

export interface HtmlResult {
  problems: string[];
  /** What was checked, for the count: at least one per block. */
  checked: string[];
}

const elements = (node: Node): Element[] => {
  const children = 'childNodes' in node ? (node.childNodes as Node[]) : [];
  const own = 'tagName' in node ? [node as Element] : [];
  const content = 'content' in node && node.content ? [node.content as unknown as Node] : [];
  return [...own, ...[...children, ...content].flatMap(elements)];
};
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const text = (element: Element) => element.childNodes.map((c) => ('value' in c ? String(c.value) : '')).join('');
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const PRIVANA_JS = new RegExp(`^https://${CMP_SCRIPT_HOST.replace(/\./g, '\\.')}/[0-9a-f-]{36}/[0-9a-f-]{36}/${CMP_SCRIPT_NAME.replace('.', '\\.')}$`);

/** Runs inline JavaScript as the page would, for a visitor in the US and one elsewhere; returns what each run left. */
function runInline(code: string, where: string, context: HtmlContext, problems: string[]) {
  const runs = ['US', 'DE'].map((country) => {
    const page = browserSandbox({__VISITOR_COUNTRY__: country});
    try {
      page.run(code, where);
      for (const [type, detail] of Object.entries(context.eventDetails)) page.dispatch(type, detail);
    } catch (error) {
      problems.push(`inline script threw: ${String(error)}`);
    }
    return page;
  });
  const regions = runs.map((page) => (page.window.privanaUCOptions as {region?: string} | undefined)?.region);
  if (regions.some((r) => r !== undefined) && (regions[0] !== 'us' || regions[1] !== 'eu')) problems.push(`privanaUCOptions.region must follow the visitor (US → us, elsewhere → eu), got ${regions.join(', ')}`);
  return runs;
}

/** `page` is the MDX source of the block's page, for elements other blocks of the page refer to. */
export function checkHtmlBlock(code: string, where: string, context: HtmlContext, page: string): HtmlResult {
  const problems: string[] = [];
  const checked: string[] = [];
  const options = {sourceCodeLocationInfo: true, onParseError: (e: {code: string; startLine: number}) => problems.push(`line ${e.startLine}: ${e.code}`)};
  const tree = /^\s*<!doctype/i.test(code) ? parse(code, options) : parseFragment(code, options);
  const all = elements(tree as unknown as Node);
  const scripts = all.filter((e) => e.tagName === 'script');

  for (const script of scripts) {
    const src = attr(script, 'src');
    const type = attr(script, 'type');
    if (src === UC_SCRIPT_URL) {
      checked.push('uc.js attributes');
      for (const {name} of script.attrs.filter((a) => a.name.startsWith('data-'))) {
        const option = [...context.ucOptions.keys()].find((o) => `data-${kebab(o)}` === name);
        if (!option) problems.push(`${name} is not a documented option of uc.js`);
        else if (!context.ucOptions.get(option)) problems.push(`${name}: ${option} is an object option and cannot be an attribute`);
      }
      if (attr(script, 'data-region') !== undefined) problems.push('data-region fixes the region for every visitor; pick it from the visitor\'s country (privanaUCOptions.region)');
      if (script.attrs.some((a) => a.name.startsWith('data-')) && (!attr(script, 'data-config-id') || !attr(script, 'data-api-key'))) problems.push('a self-initialising uc.js tag needs data-config-id and data-api-key');
    } else if (src?.includes(CMP_SCRIPT_HOST) && src.endsWith(`/${CMP_SCRIPT_NAME}`)) {
      checked.push('privana.js tag');
      if (!PRIVANA_JS.test(src)) problems.push(`${src} is not https://${CMP_SCRIPT_HOST}/{customerId}/{configId}/${CMP_SCRIPT_NAME}`);
      if (attr(script, 'async') !== undefined || attr(script, 'defer') !== undefined) problems.push('privana.js must load synchronously');
      if (scripts.indexOf(script) !== 0) problems.push('privana.js must be the first script');
    } else if (type === 'text/plain') {
      checked.push('gated script');
      if (!context.classifications.includes(attr(script, 'data-privana-classification') ?? '')) problems.push(`data-privana-classification ${attr(script, 'data-privana-classification')} is not a ConsentClassification`);
      if (!src) runInline(text(script), where, context, problems);
    } else if (type === 'application/json') {
      checked.push('inline JSON');
      try {
        JSON.parse(text(script));
      } catch (error) {
        problems.push(`inline JSON: ${String(error)}`);
      }
    } else if (!src && !type) {
      checked.push('inline script run');
      runInline(text(script), where, context, problems);
    } else if (src && attr(script, 'custom-element')) {
      checked.push('AMP component');
      if (!src.startsWith('https://cdn.ampproject.org/v0/') || attr(script, 'async') === undefined) problems.push('AMP components load async from cdn.ampproject.org/v0/');
    }
  }

  for (const iframe of all.filter((e) => e.tagName === 'iframe' && attr(e, 'data-privana-src'))) {
    checked.push('gated iframe');
    if (!context.classifications.includes(attr(iframe, 'data-privana-classification') ?? '')) problems.push(`iframe classification ${attr(iframe, 'data-privana-classification')} is not a ConsentClassification`);
    if (attr(iframe, 'src')) problems.push('a gated iframe must not have src, or it loads before consent');
  }

  const ids = new Set(all.map((e) => attr(e, 'id')).filter(Boolean));
  for (const consent of all.filter((e) => e.tagName === 'amp-consent')) {
    checked.push('amp-consent');
    const json = consent.childNodes.find((c): c is Element => 'tagName' in c && c.tagName === 'script');
    const config = json ? (JSON.parse(text(json)) as Record<string, unknown>) : {};
    for (const key of ['promptUI', 'postPromptUI'] as const) if (typeof config[key] === 'string' && !ids.has(config[key] as string)) problems.push(`${key} names #${String(config[key])}, which the block does not have`);
    if (typeof config.promptUISrc === 'string' && !new RegExp(`^https://${CMP_SCRIPT_HOST}/[0-9a-f-]{36}/[0-9a-f-]{36}/amp\\.html$`).test(config.promptUISrc)) problems.push(`promptUISrc ${config.promptUISrc} is not the hosted prompt URL`);
    for (const purpose of (config.purposeConsentRequired ?? []) as string[]) if (!context.ampPurposes.includes(purpose)) problems.push(`purpose ${purpose} is not documented`);
  }
  for (const element of all) {
    const purposes = attr(element, 'data-block-on-consent-purposes');
    const on = attr(element, 'on');
    if (purposes !== undefined) {
      checked.push('AMP purposes');
      for (const purpose of purposes.split(',')) if (!context.ampPurposes.includes(purpose.trim())) problems.push(`purpose ${purpose} is not documented`);
      if (attr(element, 'data-block-on-consent') === undefined) problems.push('data-block-on-consent-purposes needs data-block-on-consent');
    }
    if (on) {
      checked.push('AMP actions');
      for (const [, target] of on.matchAll(/:([\w-]+)\./g)) if (!ids.has(target) && !all.some((e) => e.tagName === 'amp-consent')) problems.push(`on= targets #${target}, which is not on the page`);
      for (const [, purpose] of on.matchAll(/setPurpose\((\w+)=/g)) if (!context.ampPurposes.includes(purpose)) problems.push(`purpose ${purpose} is not documented`);
    }
    const onclick = attr(element, 'onclick');
    if (onclick) {
      checked.push('onclick run');
      const calls: string[] = [];
      const page = browserSandbox({privana: {showDrawer: () => calls.push('showDrawer'), showDialog: () => calls.push('showDialog')}});
      const result = page.run(`(function () { ${onclick} })()`, where);
      if (!calls.length) problems.push('the onclick handler called nothing on window.privana');
      if (element.tagName === 'a' && result !== false) problems.push('a link\'s onclick must return false, or the page jumps to #');
    }
    if (element.tagName === 'meta' && attr(element, 'http-equiv') === 'Content-Security-Policy') {
      checked.push('CSP');
      const directives = new Map((attr(element, 'content') ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
      if (!directives.get('script-src')?.includes(`https://${CMP_SCRIPT_HOST}`)) problems.push(`script-src must allow https://${CMP_SCRIPT_HOST}`);
      for (const host of [UC_HOST_US, UC_HOST_EU]) if (!directives.get('connect-src')?.includes(`https://${host}`)) problems.push(`connect-src must allow https://${host}`);
    }
    if (element.tagName === 'section' && attr(element, 'id')) {
      checked.push('embed target');
      if (!page.includes(`embed('#${attr(element, 'id')}'`)) problems.push(`no embed('#${attr(element, 'id')}', ...) on the page renders into this element`);
    }
  }
  return {problems, checked};
}
