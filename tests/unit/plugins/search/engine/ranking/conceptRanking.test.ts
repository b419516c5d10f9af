import {describe, expect, it} from 'vitest';
import {buildSearchDatabase} from '../../../../../../plugins/search/server/buildSearchDatabase';
import {SearchEngine} from '../../../../../../plugins/search/engine/engine';
import {inflections} from '../../../../../../plugins/search/engine/query/inflections';
import {queryIntent} from '../../../../../../plugins/search/engine/query/queryIntent';
import {relatedTerms} from '../../../../../../plugins/search/shared/thesaurus';
import {withLinkTexts} from '../../../../../../plugins/search/server/linkTexts';
import type {IndexRecord} from '../../../../../../plugins/search/server/types';

/**
 * The concept ranking rules (engine/ranking/conceptPriors.ts, query/queryIntent.ts,
 * query/inflections.ts, shared/thesaurus.ts), each on the query of issue 41 that motivated it, over
 * small records shaped as the site's are: a guide page and its sections, a changelog page with a
 * dated entry, an API operation with the section record of one field. Each case fails without its
 * rule (the record that repeats the words, or the short one, comes first).
 */

const TIME = '2026-01-01T00:00:00.000Z';

function page(url: string, title: string, content: string, category = 'Guides'): IndexRecord {
  return {id: url, title, url, category, lastModified: TIME, content, excerpt: content.slice(0, 60), metadata: {category, tags: [], isSection: false, parentId: null, sectionTitle: null}};
}

function section(parent: string, anchor: string, title: string, content: string, category = 'Guides'): IndexRecord {
  const url = `${parent}#${anchor}`;
  return {id: url, title, url, category, lastModified: TIME, content, excerpt: content.slice(0, 60), metadata: {category, tags: [], isSection: true, parentId: parent, sectionTitle: title}};
}

const GUIDE = '/api';
const CHANGELOG = '/api/changelog';
const REFERENCE = '/api/reference';

const RECORDS: IndexRecord[] = [
  page(GUIDE, 'Platform API', 'How to call the platform API from your services.'),
  section(
    GUIDE,
    'rate-limits',
    'Rate limits',
    'Calls are counted per key in fixed windows of one minute, separately for each API: 600 calls per minute per key, 1,800 per account with every key together, and 60 uploads per minute. Every answer carries three headers for the window closest to being reached. A call over it is answered with 429 Too Many Requests and Retry-After, the number of seconds to wait before you call again.',
  ),
  section(GUIDE, 'idempotent-retries', 'Idempotent retries', 'Send an Idempotency-Key header with every POST. Privana keeps a key for 24 hours, so a retry with the same key is answered once.'),
  section(GUIDE, 'errors', 'Errors', 'An error answer has a message and the requestId of the request. Every answer also carries the request ID in the X-Request-Id header: log it and quote it when you contact support.'),
  section(GUIDE, 'pagination', 'Pagination', 'List calls return a next token. A token works for 24 hours after the page that returned it; an expired token answers 400.'),
  section(GUIDE, 'back-off-and-retries', 'Back-off and retries', 'Retry 429 and 5xx answers with exponential back-off. Give up after five retries.'),
  section(GUIDE, 'consent-keys', 'Consent keys', 'A consent key identifies a subject on the consent routes. Your server creates one per subject with its platform key and hands it to the browser or app, which records consent with it.'),
  page(CHANGELOG, 'API changelog', 'Every change of the platform API.', 'Changelog'),
  section(
    CHANGELOG,
    '2025-07-15-rate-limit-headers',
    '2025-07-15: Rate limit headers',
    'Added: rate limit headers. Rate limit, rate limit remaining, rate limit reset: each rate limit header names the rate limit closest to the rate limit.',
    'Changelog',
  ),
  section(
    CHANGELOG,
    '2026-11-25-request-ids',
    '2026-11-25: Idempotent retries, request IDs, test mode',
    'Added: an Idempotency-Key header on every POST. Added: the X-Request-Id header on every answer, and requestId in error bodies, so that a request ID names each request. Added: test mode keys. Changed: 503 answers carry Retry-After.',
    'Changelog',
  ),
  page(`${REFERENCE}#operation/createMessage`, 'Send a message', 'POST /v1/messages — Send a message. Parameters: Idempotency-Key.', 'API'),
  {...section(`${REFERENCE}#operation/createMessage`, 'operation/createMessage/header/Idempotency-Key', 'Idempotency-Key', 'Idempotency-Key', 'API'), url: `${REFERENCE}#operation/createMessage/header/Idempotency-Key`},
  page(`${REFERENCE}#operation/updateRule`, 'Update a rule', 'PATCH /v1/rules/{ruleId} — Update a rule. Request fields: expiry, token.', 'API'),
  {...section(`${REFERENCE}#operation/updateRule`, 'operation/updateRule/request/expiry', 'expiry', 'expiry', 'API'), url: `${REFERENCE}#operation/updateRule/request/expiry`},
  page(`${REFERENCE}#operation/createConsentKey`, 'Create a consent key', 'POST /v2/consent-keys — Create a consent key for a subject.', 'API'),
];

async function engineOver(records: IndexRecord[] = RECORDS): Promise<SearchEngine> {
  const {database} = buildSearchDatabase(records);
  const engine = new SearchEngine({
    openDatabase: () => null,
    fetch: (async (url: string) => (url.endsWith('manifest.json') ? Response.json({version: database.version}) : Response.json(database))) as typeof fetch,
  });
  await engine.waitUntilSettled();
  return engine;
}

/** The URL a reader opens first: the first result's first listed section, or the result itself. */
async function firstAnswer(engine: SearchEngine, query: string): Promise<string> {
  const [first] = (await engine.search(query)).results;
  return first.matchingSections[0]?.document.url ?? first.document.url;
}

/** The records once a section (`from`, a page path with its anchor) links to `href` with `text`. */
function linkedOnce(records: IndexRecord[], from: string, href: string, text: string): IndexRecord[] {
  const [permalink, anchor] = from.split('#');
  return withLinkTexts(records, [{permalink, links: [{href, text, from: anchor}]}]);
}

describe('concept ranking', () => {
  it('a changelog entry counts for less unless the query asks for history ("request id", "rate limit")', async () => {
    const engine = await engineOver();
    expect(await firstAnswer(engine, 'request id')).toBe(`${GUIDE}#errors`);
    expect(await firstAnswer(engine, 'request id changelog')).toBe(`${CHANGELOG}#2026-11-25-request-ids`);
    expect(await firstAnswer(engine, 'rate limit')).toBe(`${GUIDE}#rate-limits`);
    expect(await firstAnswer(engine, 'rate limit 2025-07-15')).toBe(`${CHANGELOG}#2025-07-15-rate-limit-headers`);
  });

  it('an API field, short and named by one word, counts for less in a query of several words ("pagination token expiry")', async () => {
    const engine = await engineOver();
    expect(await firstAnswer(engine, 'pagination token expiry')).toBe(`${GUIDE}#pagination`);
    // Alone, its name still finds the field.
    expect(await firstAnswer(engine, 'expiry')).toBe(`${REFERENCE}#operation/updateRule/request/expiry`);
  });

  it('a question wants the guide that explains, not the operation that names the thing ("what is a consent key")', async () => {
    const engine = await engineOver();
    expect(await firstAnswer(engine, 'what is a consent key')).toBe(`${GUIDE}#consent-keys`);
    expect(queryIntent('what is a consent key').question).toBe(true);
    expect(queryIntent('consent key').question).toBe(false);
  });

  it('the thesaurus finds "Idempotent retries" and its "keeps" for "idempotency key retention"', async () => {
    expect(relatedTerms('idempotency')).toContain('idempotent');
    expect(relatedTerms('retention')).toContain('keeps');
    const engine = await engineOver();
    expect(await firstAnswer(engine, 'idempotency key retention')).toBe(`${GUIDE}#idempotent-retries`);
  });

  it('a version history inside a page counts as a changelog does ("retry after 503" against an SDK\'s versions table)', async () => {
    const SDK = '/sdk';
    const engine = await engineOver([
      ...RECORDS,
      page(SDK, 'JavaScript SDK', 'Load the SDK from its script URL.'),
      section(SDK, 'retries', 'Retries', 'The SDK retries a 429 or a 503 after the seconds its Retry-After header names.'),
      section(SDK, 'versions', 'Versions', '1.8.2: retries follow the Retry-After of a 503 as well as of a 429. 1.7.0: every retry after a 503 sends the same Idempotency-Key.'),
    ]);
    expect(await firstAnswer(engine, 'retry after 503')).toBe(`${SDK}#retries`);
    expect(await firstAnswer(engine, 'retry after 503 1.8.2')).toBe(`${SDK}#versions`);
  });

  it('a word in -y also finds its plural in -ies ("retry after 503" finds "retries")', async () => {
    expect(inflections('retry')).toEqual(['retries']);
    expect(inflections('retries')).toEqual(['retry']);
    expect(inflections('key', true)).toEqual(['keys']);
    expect(inflections('key')).toEqual([]);
    const engine = await engineOver();
    const answers = (await engine.search('retry back-off')).results.flatMap((r) => [r.document.url, ...r.matchingSections.map((s) => s.document.url)]);
    expect(answers[0]).toBe(GUIDE);
    expect(answers[1]).toBe(`${GUIDE}#back-off-and-retries`);
  });

  it('a result lists first the section whose heading names the query ("mcp server tools")', async () => {
    const AI = '/ai-assistants';
    const engine = await engineOver([
      ...RECORDS,
      page(AI, 'Use these docs from your AI assistant', 'Connect your assistant to the docs.'),
      section(
        AI,
        'how-it-relates-to-llms-txt',
        'How it relates to llms.txt',
        'The MCP server and llms.txt give the same pages: llms.txt lists them for tools that read files, and the MCP server answers the tools of an assistant that calls it.',
      ),
      section(
        AI,
        'the-tools',
        'The tools',
        'The server answers four calls: search_docs searches the docs, get_page returns one page as Markdown, list_pages lists every page, and get_operation returns one API operation.',
      ),
    ]);
    const [first] = (await engine.search('mcp server tools')).results;
    expect(first.document.url).toBe(AI);
    expect(first.matchingSections.map((s) => s.document.url)).toEqual([`${AI}#the-tools`, `${AI}#how-it-relates-to-llms-txt`]);
    // The order of the sections changes, not the result's score: it is its best section's.
    expect(first.score).toBe(Math.max(...first.matchingSections.map((s) => s.score)));
  });

  it("a section counts the query terms its page's title names ('subject rights status webhook')", async () => {
    const RIGHTS = '/subject-rights';
    const KEYS = '/keys';
    const engine = await engineOver([
      page(RIGHTS, 'Subject rights requests', 'Handle the requests of data subjects.'),
      section(RIGHTS, 'react-to-status-changes', 'React to status changes', 'When a request changes status, Privana sends a signed webhook to your endpoint.'),
      page(KEYS, 'Authentication and keys', 'The keys of your account.'),
      section(
        KEYS,
        'webhook-secrets',
        'Webhook secrets',
        'The webhook secret signs every webhook your endpoint receives, whatever its status, and is kept for the subject of each account: rotate it for webhook security.',
      ),
    ]);
    expect(await firstAnswer(engine, 'subject rights status webhook')).toBe(`${RIGHTS}#react-to-status-changes`);
  });

  it('a record is found by the words other pages link to it with ("delete a user\'s data" finds the erasure request type)', async () => {
    const RIGHTS = '/subject-rights';
    const STORES = '/data-stores';
    const records = [
      page(RIGHTS, 'Subject rights requests', 'Handle the requests of data subjects.'),
      section(RIGHTS, 'request-types', 'Request types', 'DELETE: erase the personal data held about the requester. SUMMARIZE: a summary of it.'),
      page(STORES, 'Data stores', 'Connect the systems that hold personal data.'),
      section(STORES, 'removing-a-store', 'Delete a data store', 'Delete a data store to stop scanning it: the data of every user it found is deleted with it.'),
    ];
    expect(await firstAnswer(await engineOver(records), "delete a user's data")).toBe(`${STORES}#removing-a-store`);
    const linked = linkedOnce(records, '/privacy-faq#erasure', '/subject-rights/#request-types', "delete a user's data");
    expect(await firstAnswer(await engineOver(linked), "delete a user's data")).toBe(`${RIGHTS}#request-types`);
  });

  it('a guide section whose heading the query names in full is its topic ("verify a phone number by sms")', async () => {
    const SSO = '/sso';
    const engine = await engineOver([
      page(SSO, 'Consumer single sign-on', 'Sign consumers in with a verified email address or phone number.'),
      section(SSO, 'verify-a-phone-number', 'Verify a phone number', 'Send a code by SMS, then check the code the consumer types.'),
      section(
        SSO,
        'sms-codes',
        'SMS codes',
        'An SMS code verifies a phone number: verify the phone number by SMS before a merge. An SMS to a phone number verifies that phone number only; verify the number again by SMS when it changes.',
      ),
    ]);
    expect(await firstAnswer(engine, 'verify a phone number by sms')).toBe(`${SSO}#verify-a-phone-number`);
  });

  it("a heading named in full counts its page's title and area as said ('unified consent sdk events')", async () => {
    const SDK = '/uc/js-sdk';
    const engine = await engineOver([
      page(SDK, 'Unified consent JS SDK', 'The unified consent SDK records consent from the browser: install the SDK, then save consent.', 'Unified Consent'),
      section(SDK, 'quick-start', 'Quick start', 'Install the unified consent SDK, initialise it and save the first consent: the SDK sends it to the unified consent API.', 'Unified Consent'),
      page(`${SDK}/reference`, 'SDK reference', 'Every method and event of the client.', 'Unified Consent'),
      section(`${SDK}/reference`, 'events', 'Events', 'The client emits consentChanged, subjectChanged and error. Subscribe with on(name, listener).', 'Unified Consent'),
    ]);
    expect(await firstAnswer(engine, 'unified consent sdk events')).toBe(`${SDK}/reference#events`);
  });

  it('a heading whose word merely starts with a query term is not its topic ("what does a consent prompt record")', async () => {
    const engine = await engineOver([
      page('/prompts', 'Consent prompts API', 'Define, show and record a consent prompt.'),
      section('/prompts', 'promptdefinition', 'PromptDefinition', 'The consent prompt definition: its consent text, its buttons, and what the prompt records: each prompt records the consent answer and the record of the prompt.'),
      section('/prompts', 'what-is-recorded', 'What is recorded', 'Accept records every action of the prompt as ACCEPT.'),
    ]);
    expect(await firstAnswer(engine, 'what does a consent prompt record')).toBe('/prompts#what-is-recorded');
  });

  it('a verb in -e also finds its -ing form ("deactivate a data store" finds "Deactivating a data store")', async () => {
    expect(inflections('deactivate')).toEqual(['deactivating']);
    expect(inflections('mode')).toEqual([]);
    const STORES = '/data-stores';
    const engine = await engineOver([
      page(STORES, 'Data discovery', 'Connect the systems that hold personal data.'),
      section(STORES, 'deactivating-a-data-store', 'Deactivating a data store', 'Scans stop and the store keeps its fields: turn it back on at any time.'),
      section(STORES, 'data-stores-and-scans', 'Data stores and scans', 'A data store is one system that holds personal data. To pause a store, deactivate it; to remove it, delete it.'),
    ]);
    expect(await firstAnswer(engine, 'deactivate a data store')).toBe(`${STORES}#deactivating-a-data-store`);
  });

  it('a section the docs link to with the query\'s words earns the phrase as the linking text does ("subject rights status webhook")', async () => {
    const linked = linkedOnce(
      [
        page('/subject-rights', 'Subject rights requests', 'Handle the requests of data subjects.'),
        section('/subject-rights', 'react-to-status-changes', 'React to status changes', 'Privana sends subjectRightsRequestStatusChanged to your endpoint when a status changes.'),
        page('/keys', 'Authentication and keys', 'The keys of your account.'),
        section('/keys', 'webhook-secrets', 'Webhook secrets', 'Each webhook has its own secret: the subject rights status webhook is signed with the secret of its endpoint.'),
      ],
      '/keys#webhook-secrets',
      '/subject-rights#react-to-status-changes',
      'the subject rights status webhook',
    );
    expect(await firstAnswer(await engineOver(linked), 'subject rights status webhook')).toBe('/subject-rights#react-to-status-changes');
  });

  it('a reader listens for events: "listen for consent changes" finds the Events section', async () => {
    expect(relatedTerms('listen')).toContain('events');
    const API = '/js-api';
    const engine = await engineOver([
      page(API, 'Consent JavaScript API', 'Read and change consent from your scripts.'),
      section(API, 'reading-consent', 'Reading consent', 'Read the consent of the visitor with getConsent(): it returns the consent for each classification.'),
      section(API, 'events', 'Events', 'Subscribe with on(event, handler): consentChanged fires when the visitor changes consent.'),
    ]);
    expect(await firstAnswer(engine, 'listen for consent changes')).toBe(`${API}#events`);
  });

  it('a past participle with a doubled consonant finds its verb and noun ("how often are data stores scanned" finds "scans")', async () => {
    expect(inflections('scanned')).toEqual(['scan', 'scans']);
    expect(inflections('added')).toEqual([]);
    const FAQ = '/faq';
    const engine = await engineOver([
      page(FAQ, 'Integrations FAQ', 'Questions about connectors.'),
      section(FAQ, 'how-often-do-scans-run', 'How often do scans run?', 'Scans run daily by default for every data store.'),
      section(FAQ, 'what-is-stored', 'What is stored?', 'For each data store, the names of its fields: no values.'),
    ]);
    expect(await firstAnswer(engine, 'how often are data stores scanned')).toBe(`${FAQ}#how-often-do-scans-run`);
  });

  it("a topic section whose page's title the query names too is the closer answer ('what is a collection in unified consent')", async () => {
    const engine = await engineOver([
      page('/uc', 'Unified consent', 'Record consent across channels.', 'Unified Consent'),
      section('/uc', 'collections', 'Collections', 'A collection groups the targets and vendors a unified consent form asks about.', 'Unified Consent'),
      page('/uc/ios', 'Unified consent iOS SDK', 'The iOS SDK of unified consent.', 'Unified Consent'),
      section('/uc/ios', 'collections', 'Collections', 'Read a collection with collection(id). Collections: the iOS SDK caches each collection, lists every collection, and refreshes a collection when you publish it in the unified consent dashboard.', 'Unified Consent'),
    ]);
    expect(await firstAnswer(engine, 'what is a collection in unified consent')).toBe('/uc#collections');
  });

  it('a title that holds the whole query is its topic as much as a heading the query names ("google consent mode")', async () => {
    const JS = '/js-api';
    const engine = await engineOver([
      page(JS, 'Consent JavaScript API', 'Read and change consent from your scripts.'),
      section(JS, 'google-consent-mode', 'Google Consent Mode', 'privana.js passes the choices of the visitor to the consent API of Google.'),
      page('/android/google-consent-mode', 'Google Consent Mode on Android', 'Forward the consent decision to Google Consent Mode: Firebase Analytics and the Google Mobile Ads SDK read Google Consent Mode signals.'),
    ]);
    expect((await engine.search('google consent mode')).results[0].document.url).toBe('/android/google-consent-mode');
  });

  it("a section's page path reads as its breadcrumb ('unified consent sdk events' finds /uc/js-sdk/reference's Events)", async () => {
    const engine = await engineOver([
      page('/uc/js-sdk', 'Browser SDK', 'The unified consent SDK for the browser: install it, then save consent.', 'Unified Consent'),
      section('/uc/js-sdk', 'quick-start', 'Quick start', 'Install the unified consent SDK and save consent; the SDK sends consent to the unified consent API.', 'Unified Consent'),
      page('/uc/js-sdk/reference', 'Reference', 'Every method of the client.', 'Unified Consent'),
      section('/uc/js-sdk/reference', 'events', 'Events', 'The client emits consentChanged and subjectChanged. Subscribe with on(name, listener).', 'Unified Consent'),
    ]);
    expect(await firstAnswer(engine, 'unified consent sdk events')).toBe('/uc/js-sdk/reference#events');
  });

  it('a page is the topic of what its title and place say, not of every word its text holds ("what does a consent prompt record")', async () => {
    const engine = await engineOver([
      page('/prompts', 'Consent prompts', 'Ask for consent at the right moment with a prompt, and record each answer.'),
      section('/prompts', 'how-a-prompt-works', 'How a prompt works', 'Define the prompt, show it, and record the answer: for each consent action the prompt records accept or reject.'),
      page('/prompts/api', 'Consent prompts API', 'The methods of uc.prompts.'),
      section('/prompts/api', 'what-is-recorded', 'What is recorded', 'Accept saves every action as ACCEPT, with the policy version.'),
    ]);
    expect(await firstAnswer(engine, 'what does a consent prompt record')).toBe('/prompts/api#what-is-recorded');
  });

  it('"one" is a stop word: a heading that says "Which one do I need?" is named by "which integration do I need"', async () => {
    const engine = await engineOver([
      page('/integrations', 'Integrations', 'Connect Privana to the tools you use.'),
      section('/integrations', 'which-one-do-i-need', 'Which one do I need?', 'Data discovery connectors find personal data; privacy signal integrations forward opt-outs.'),
      page('/integrations/faq', 'Integrations FAQ', 'Questions about integrations.'),
      section('/integrations/faq', 'permissions', 'Which permissions does a connector need?', 'A connector needs read access to the objects it scans: each integration lists the permissions it needs.'),
    ]);
    expect(await firstAnswer(engine, 'which integration do I need')).toBe('/integrations#which-one-do-i-need');
  });
});
