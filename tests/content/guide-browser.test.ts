import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {UC_SCRIPT_URL} from '../../src/constants/site';
import {planOf, type Harness} from './support/blockPlan';
import {browserSandbox} from './support/browserSandbox';
import {allDocCodeBlocks, type CodeBlock} from './support/codeBlocks';
import {checkHtmlBlock, type HtmlContext} from './support/htmlBlockChecks';

/**
 * The guides' page snippets run in a small browser (support/browserSandbox.ts): the JavaScript
 * blocks for the tag managers and event listeners, and the HTML blocks, which are parsed and
 * checked against the documented loader attributes while their inline scripts run
 * (support/htmlBlockChecks.ts). Listeners are called with fixture events: the API's own example
 * of a unified consent result, and the recorded-prompt payload of the events guide.
 */

const ROOT = join(__dirname, '../..');
const blocks = allDocCodeBlocks(ROOT);
const planned = (harness: Harness) => blocks.filter((b) => {
  const plan = planOf(b);
  return plan.status === 'executed' && plan.harness === harness;
});
const pageOf = (block: CodeBlock) => readFileSync(join(ROOT, block.where.replace(/:\d+$/, '')), 'utf8');
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');

type Json = Record<string, unknown>;
const uc = load(source('openapi/unified-consent-api.yaml')) as {components: {examples: Record<string, {value: Json}>}};
/** The detail of privana:uc:consentChanged is a UnifiedConsentResult (SDK reference); the API's example record is its unifiedConsent. */
const CONSENT_CHANGED = {unifiedConsent: uc.components.examples.UnifiedConsentRecord.value, conflicts: []};
const RECORDED = JSON.parse(blocks.find((b) => b.where.startsWith('docs/consent-prompts/events.mdx') && b.lang === 'json' && b.code.includes('"origin"'))!.code) as Json;
const EVENT_DETAILS = {'privana:uc:consentChanged': CONSENT_CHANGED, 'privana:prompts:recorded': RECORDED};

/** Options of PrivanaUC.init() from the configuration page's tables; plain values can be data- attributes. */
function ucOptions(): Map<string, boolean> {
  const rows = source('docs/uc/js-sdk/configuration/index.mdx').matchAll(/^\| `(\w+)` \| `([^|]*(?:\\\|[^|]*)*)` \|/gm);
  return new Map([...rows].map(([, name, type]) => [name, !/[{[]|Record/.test(type)]));
}
const classifications = [...(/export type ConsentClassification = ([^;]+);/.exec(source('docs/cmp/javascript-api/developer-documentation-consent-javascript-api.mdx'))?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]);
const ampPurposes = [...(/\| Purposes ([^|]+)\|/.exec(source('docs/cmp/javascript-api/developer-documentation-amp.mdx'))?.[1] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1]);
const context: HtmlContext = {ucOptions: ucOptions(), classifications, ampPurposes, eventDetails: EVENT_DETAILS};

describe('JavaScript page snippets of the guides, in a browser sandbox', () => {
  const snippet = (page: string, contains: string) => planned('browser-script').find((b) => b.where.startsWith(page) && b.code.includes(contains));

  it('finds the four snippets', () => {
    expect(planned('browser-script').length).toBe(4);
  });

  it('the queued uc callback reads the consent once the SDK drains the queue', async () => {
    const block = snippet('docs/uc/js-sdk/tag-managers', 'privanaUCQueue')!;
    const page = browserSandbox();
    page.run(block.code, block.where);
    const queue = page.window.privanaUCQueue as ((client: unknown) => void)[];
    expect(queue).toHaveLength(1);
    queue[0]({getConsent: () => Promise.resolve(CONSENT_CHANGED)});
    await new Promise((resolve) => setImmediate(resolve));
    expect(page.logged).toEqual([`Unified consent loaded for ${String(CONSENT_CHANGED.unifiedConsent.subjectId)}`]);
  });

  it('the loader inserts uc.js with the documented attributes and the visitor\'s region', () => {
    const block = snippet('docs/uc/js-sdk/tag-managers', 'createElement')!;
    const regions = ['US', 'FR', undefined].map((country) => {
      const page = browserSandbox({__VISITOR_COUNTRY__: country});
      page.run(block.code, block.where);
      expect(page.inserted).toHaveLength(1);
      const [script] = page.inserted;
      expect(script.attributes).toMatchObject({src: UC_SCRIPT_URL, async: '', 'data-config-id': expect.any(String), 'data-api-key': expect.any(String)});
      return script.attributes['data-region'];
    });
    // An unknown country counts as outside the United States ("Choosing the region").
    expect(regions).toEqual(['us', 'eu', 'eu']);
  });

  it('the Tealium listener sends the accepted targets of a consent change', () => {
    const block = snippet('docs/uc/js-sdk/tag-managers', 'utag.link')!;
    const links: Json[] = [];
    const page = browserSandbox({utag: {link: (data: Json) => links.push(data)}});
    page.run(block.code, block.where);
    page.dispatch('privana:uc:consentChanged', CONSENT_CHANGED);
    expect(links).toEqual([{tealium_event: 'privana_uc_consent_changed', privana_uc_accepted: 'email-marketing'}]);
  });

  it('the prompts listener pushes the recorded prompt to the data layer', () => {
    const block = snippet('docs/consent-prompts/events', 'privana:prompts:recorded')!;
    const page = browserSandbox();
    page.run(block.code, block.where);
    page.dispatch('privana:prompts:recorded', RECORDED);
    expect(page.window.dataLayer).toEqual([{event: 'privana_prompt_recorded', promptId: RECORDED.promptId}]);
  });
});

/** A decision as privana.consent.get() returns it (consent JavaScript API declarations), and a stub of that API. */
const CONSENT = {categories: {ESSENTIAL: true, ANALYTICS: true, MARKETING: false, PERSONALIZATION: true}, decided: true, decidedAt: '2025-03-13T10:02:03Z', source: 'dialog', gpc: false, dnt: false, revision: 7};
function privanaStub(calls: string[]) {
  return {
    ready: () => Promise.resolve(CONSENT),
    consent: {
      get: () => CONSENT,
      isAllowed: (c: keyof typeof CONSENT.categories) => CONSENT.categories[c],
      set: (changes: unknown) => (calls.push(`set ${JSON.stringify(changes)}`), Promise.resolve(CONSENT)),
      rejectAll: () => (calls.push('rejectAll'), Promise.resolve(CONSENT)),
    },
    on: () => () => undefined,
    showDrawer: () => calls.push('showDrawer'),
  };
}

/** A TypeScript page snippet as the browser runs it: transpiled, and wrapped so that top-level await works in a classic script. */
const asScript = (code: string) => `(async () => {\n${ts.transpileModule(code, {compilerOptions: {target: ts.ScriptTarget.ES2022}}).outputText.replace(/^export \{\};\s*$/m, '')}\n})()`;

describe('TypeScript page snippets of the guides, transpiled and run in the browser sandbox', () => {
  const tsSnippet = (page: string, contains: string) => planned('typescript').find((b) => b.where.startsWith(page) && b.code.includes(contains))!;
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('queued callbacks run once privana.js drains the queue', async () => {
    for (const block of [tsSnippet('docs/cmp/javascript-api/developer-documentation-consent-javascript-api', 'privanaQueue.push'), tsSnippet('docs/cmp/mobile-sdks/ios/webview-wrapper', 'privanaQueue.push')]) {
      const page = browserSandbox();
      await page.run(asScript(block.code), block.where);
      for (const callback of page.window.privanaQueue as ((p: unknown) => unknown)[]) await callback(privanaStub([]));
      await settle();
      expect(page.logged.join('\n'), block.where).toMatch(/dialog/);
    }
  });

  it('recording a decision calls set and rejectAll on the API', async () => {
    const block = tsSnippet('docs/cmp/javascript-api/developer-documentation-consent-javascript-api', 'consent.rejectAll()');
    const calls: string[] = [];
    await browserSandbox({privana: privanaStub(calls)}).run(asScript(block.code), block.where);
    expect(calls).toEqual(['set {"ANALYTICS":true,"PERSONALIZATION":false}', 'rejectAll']);
  });

  it('a withdrawn marketing consent removes the ad identifier', async () => {
    const block = tsSnippet('docs/cmp/javascript-api/developer-documentation-consent-javascript-api', 'privana:consentChanged');
    const removed: string[] = [];
    const page = browserSandbox({localStorage: {removeItem: (key: string) => removed.push(key)}});
    await page.run(asScript(block.code), block.where);
    page.dispatch('privana:consentChanged', {consent: CONSENT, previous: {...CONSENT, categories: {...CONSENT.categories, MARKETING: true}}, changed: ['MARKETING']});
    expect(removed).toEqual(['ad_click_id']);
  });

  it('the answered-prompt handler tracks the answer and unsubscribes', async () => {
    const block = tsSnippet('docs/consent-prompts/events', "prompts.on('answered'");
    const tracked: unknown[] = [];
    let handler: ((detail: unknown) => void) | undefined;
    let stopped = false;
    const uc = {prompts: {on: (_event: string, h: (detail: unknown) => void) => ((handler = h), () => (stopped = true))}};
    await browserSandbox({uc, analytics: {track: (...args: unknown[]) => tracked.push(args)}}).run(asScript(block.code), block.where);
    const answered = JSON.parse(blocks.find((b) => b.where.startsWith('docs/consent-prompts/events.mdx') && b.lang === 'json' && b.code.includes('"outcome"'))!.code) as Json;
    handler!(answered);
    expect(tracked).toEqual([['Consent prompt answered', {promptId: answered.promptId, outcome: answered.outcome, targets: ['price-alerts']}]]);
    expect(stopped).toBe(true);
  });
});

describe('HTML blocks of the guides', () => {
  it('read the documented attributes, classifications and purposes from their pages', () => {
    expect([...context.ucOptions.keys()]).toEqual(expect.arrayContaining(['configId', 'apiKey', 'region', 'gpc', 'debug', 'privacyPolicy']));
    expect(context.ucOptions.get('privacyPolicy')).toBe(false);
    expect(classifications).toEqual(['ESSENTIAL', 'ANALYTICS', 'MARKETING', 'PERSONALIZATION']);
    expect(ampPurposes).toEqual(['analytics', 'marketing', 'personalization']);
  });

  it('parse, run their inline scripts, and use only what the guides document', () => {
    const html = planned('html');
    expect(html.length).toBeGreaterThanOrEqual(12);
    const problems = html.flatMap((block) => {
      const {problems: found, checked} = checkHtmlBlock(block.code, block.where, context, pageOf(block));
      return [...found, ...(checked.length ? [] : ['nothing in it is checked: add a rule to support/htmlBlockChecks.ts or mark the fence fragment="why"'])].map((p) => `${block.where}: ${p}`);
    });
    expect(problems).toEqual([]);
  });

  it('fail on a fixed region, an undocumented attribute and a misspelt classification', () => {
    const bad = `<script src="${UC_SCRIPT_URL}" data-config-id="c" data-api-key="k" data-region="eu" data-colour="red" async></script>
<script type="text/plain" data-privana-classification="ANALYTIC">x()</script>`;
    const {problems} = checkHtmlBlock(bad, 'test', context, '');
    expect(problems.join('\n')).toMatch(/data-region fixes/);
    expect(problems.join('\n')).toMatch(/data-colour is not a documented option/);
    expect(problems.join('\n')).toMatch(/ANALYTIC is not a ConsentClassification/);
    expect(checkHtmlBlock('<script>window.privanaUCOptions = {region: "eu"};</script>', 'test', context, '').problems.join('\n')).toMatch(/must follow the visitor/);
  });
});
