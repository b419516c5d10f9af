import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SITE_URL} from '../../../src/constants/site';
import {CONCEPT_QUESTIONS, comparablePath} from '../../fixtures/search/conceptQuestions';
import {openInetSockets, startServer, unpackBuiltPackage, type RunningServer} from './serverProcess';

/**
 * The MCP server as a reader runs it: the tarball the build serves at
 * /downloads/privana-docs-mcp.tgz, unpacked and started over stdio by the SDK's own client, with
 * a preload that reports and refuses every network call.
 */

type CallResult = Awaited<ReturnType<RunningServer['client']['callTool']>>;

const PRELOAD = path.join(__dirname, 'no-network.mjs');
let server: RunningServer;
let unpacked: {dir: string; bin: string};

function textOf(result: CallResult): string {
  return (result.content as Array<{type: string; text?: string}>).map((block) => block.text ?? '').join('\n');
}

async function call(name: string, args: Record<string, unknown>): Promise<CallResult> {
  return server.client.callTool({name, arguments: args});
}

/** A tool call that must fail: an isError result or a protocol error, with its message. */
async function failure(name: string, args: Record<string, unknown>): Promise<string> {
  try {
    const result = await call(name, args);
    expect(result.isError, `${name}(${JSON.stringify(args).slice(0, 80)}) should fail, got: ${textOf(result).slice(0, 200)}`).toBe(true);
    return textOf(result);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function searchUrls(result: CallResult): string[] {
  return ((result.structuredContent as {results: Array<{url: string}>}).results ?? []).map((entry) => entry.url);
}

beforeAll(async () => {
  unpacked = unpackBuiltPackage();
  server = await startServer(unpacked.bin, PRELOAD);
});

afterAll(async () => {
  await server?.client.close();
  if (unpacked) fs.rmSync(unpacked.dir, {recursive: true, force: true});
});

describe('privana-docs-mcp, started from the built tarball', () => {
  it('lists its five tools, each with a description for a model and a JSON schema of its arguments', async () => {
    const {tools} = await server.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_object', 'get_operation', 'get_page', 'list_pages', 'search_docs']);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(100);
      expect(tool.inputSchema.type).toBe('object');
      for (const [name, property] of Object.entries(tool.inputSchema.properties ?? {})) {
        expect((property as {description?: string}).description, `${tool.name}.${name}`).toBeTruthy();
      }
    }
    const search = tools.find((tool) => tool.name === 'search_docs');
    expect(search?.inputSchema.required).toEqual(['query']);
  });

  it('search_docs finds the Google Consent Mode guides first, with absolute URLs, categories and snippets', async () => {
    const result = await call('search_docs', {query: 'google consent mode', limit: 5});
    expect(result.isError).toBeFalsy();
    const results = (result.structuredContent as {results: Array<{title: string; url: string; category: string; snippet: string}>}).results;
    expect(results[0].title).toMatch(/^Google Consent Mode (on|in) /);
    const guides = results.filter((entry) => /^Google Consent Mode (on|in) /.test(entry.title)).map((entry) => entry.title);
    expect(guides.sort()).toEqual(['Google Consent Mode in React Native', 'Google Consent Mode on Android', 'Google Consent Mode on iOS']);
    for (const entry of results) {
      expect(entry.url.startsWith(`${SITE_URL}/`)).toBe(true);
      expect(entry.category).toBeTruthy();
      expect(entry.snippet.length).toBeGreaterThan(20);
    }
    expect(textOf(result)).toContain(`](${results[0].url})`);
  });

  it.each(CONCEPT_QUESTIONS)('search_docs answers "$question" ("$query") with the section that answers first', async ({query, wanted}) => {
    const result = await call('search_docs', {query, limit: 3});
    const [first] = (result.structuredContent as {results: Array<{url: string; sections: Array<{title: string; url: string}>}>}).results;
    const answer = (first.sections[0]?.url ?? first.url).slice(SITE_URL.length);
    expect(wanted.map(comparablePath)).toContain(comparablePath(answer));
    // The text an assistant reads names that section with its URL.
    expect(textOf(result)).toContain(`](${SITE_URL}${answer})`);
  });

  it('search_docs corrects typing slips as the site does, and filters by category', async () => {
    const typed = await call('search_docs', {query: 'gogle consnt mode', limit: 3});
    expect((typed.structuredContent as {correctedQuery?: string}).correctedQuery).toBe('google consent mode');
    expect(searchUrls(typed)[0]).toBe(searchUrls(await call('search_docs', {query: 'google consent mode', limit: 3}))[0]);
    const filtered = await call('search_docs', {query: 'delete request', category: 'Subject Rights', limit: 10});
    const categories = (filtered.structuredContent as {results: Array<{category: string}>}).results.map((entry) => entry.category);
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Subject Rights']));
  });

  it('get_operation states that dsarDetails.email has 5–100 characters, with errors, objects and a curl sample', async () => {
    const result = await call('get_operation', {operation: 'createSubjectRightsRequests'});
    const text = textOf(result);
    expect(text).toMatch(/`dsarDetails\.email` \(string; required; 5–100 characters/);
    expect(text).toContain('`POST https://api.privana.example/v1/subject-rights/requests`');
    expect(text).toMatch(/## Errors[\s\S]*### 400[\s\S]*### 401/);
    expect(text).toMatch(/## Objects[\s\S]*`DsarDetails`/);
    expect(text).toMatch(/## Request sample \(.*\)\n\n```bash\ncurl /);
    expect(text).toContain('x-privana-api-key');
  });

  it('get_operation takes "METHOD /path" and a sample language', async () => {
    const text = textOf(await call('get_operation', {operation: 'POST /v1/subject-rights/requests', language: 'python'}));
    expect(text).toContain('operationId `createSubjectRightsRequests`');
    expect(text).toMatch(/```python\n/);
    expect(text).not.toMatch(/```bash\ncurl /);
  });

  it('get_object gives an object as Markdown and its JSON Schema', async () => {
    const result = await call('get_object', {name: 'dsardetails'});
    expect(textOf(result)).toMatch(/^# DsarDetails/);
    const schema = (result.structuredContent as {schema: {properties: {email: {$ref: string}}; $defs: Record<string, {minLength: number; maxLength: number}>}}).schema;
    expect(schema.properties.email.$ref).toBe('#/$defs/Email');
    expect(schema.$defs.Email).toMatchObject({minLength: 5, maxLength: 100});
  });

  it('get_page of a vendor page returns that vendor\'s Markdown twin, by path or by URL', async () => {
    const byPath = textOf(await call('get_page', {url: '/integrations/data-discovery-integrations/hubspot'}));
    expect(byPath).toMatch(/^# HubSpot integration$/m);
    expect(byPath).toContain('HubSpot');
    expect(byPath).not.toMatch(/<(div|script|nav)\b/);
    const byUrl = textOf(await call('get_page', {url: `${SITE_URL}/integrations/data-discovery-integrations/hubspot/#setup`}));
    expect(byUrl).toBe(byPath);
  });

  it('list_pages lists titles and URLs in sidebar order, by category', async () => {
    const text = textOf(await call('list_pages', {category: 'Subject Rights'}));
    const urls = [...text.matchAll(/\]\((https:[^)]+)\)/g)].map((match) => match[1]);
    expect(urls.length).toBeGreaterThan(3);
    expect(urls[0]).toMatch(/\/subject-rights\/?$/);
    for (const url of urls) expect(url).toMatch(new RegExp(`^${SITE_URL}/subject-rights`));
    const all = textOf(await call('list_pages', {}));
    expect(all).toContain(`${SITE_URL}/ai-assistants`);
  });

  describe('bad input gets a clear error, and the server keeps serving', () => {
    it.each([
      ['search_docs', {query: ''}, /query is empty/],
      ['search_docs', {query: 'consent '.repeat(1250)}, /longer than 500 characters/],
      ['search_docs', {query: 42}, /query.*expected string/i],
      ['search_docs', {}, /query/],
      ['search_docs', {query: 'cookie', limit: 0}, /limit/],
      ['search_docs', {query: 'cookie', limit: '5'}, /limit/],
      ['search_docs', {query: 'cookie', category: 'Nope'}, /Unknown category "Nope"\. Categories: .*Subject Rights/],
      ['get_page', {url: ''}, /url is empty/],
      ['get_page', {url: ['/cmp/']}, /url.*expected string/i],
      ['get_operation', {operation: 'x'.repeat(10_000)}, /longer than 300 characters/],
      ['get_operation', {operation: 'createSubjectRightsRequests', language: 'cobol'}, /No cobol sample\. Languages: curl/],
      ['get_object', {name: null}, /name/],
    ] as const)('%s(%j)', async (tool, args, message) => {
      expect(await failure(tool, args)).toMatch(message);
    });

    it('refuses paths that try to leave the snapshot, and reads nothing for them', async () => {
      for (const escape of ['../../etc/passwd', '/cmp/../../../etc/passwd', '%2e%2e%2fetc%2fpasswd', '%252e%252e/etc/passwd', '..\\..\\etc\\passwd', 'file:///etc/passwd', '//evil.example/cmp/', 'https://evil.example/cmp/']) {
        const message = await failure('get_page', {url: escape});
        expect(message, escape).toMatch(/^Refused /);
        expect(message).not.toContain('root:');
      }
      // An absolute file path is only ever a site path: no page, nearest pages, never the file.
      const absolute = await failure('get_page', {url: '/etc/passwd'});
      expect(absolute).toMatch(/^No page \/etc\/passwd in the Privana docs\. Nearest pages:/);
      expect(absolute).not.toContain('root:');
    });

    it('names the nearest pages, operations and objects for an unknown one', async () => {
      expect(await failure('get_page', {url: '/integrations/data-discovery-integrations/hubspt'})).toMatch(
        /^No page .*hubspt[\s\S]*Nearest pages:\n- \[HubSpot integration\]\(https:\/\/docs\.privana\.example\/integrations\/data-discovery-integrations\/hubspot/,
      );
      expect(await failure('get_operation', {operation: 'createSubjectRequests'})).toMatch(/Nearest operationIds: createSubjectRightsRequests/);
      expect(await failure('get_operation', {operation: 'GET /v1/nowhere'})).toMatch(/No operation "GET \/v1\/nowhere"/);
      expect(await failure('get_object', {name: 'DsarDetail'})).toMatch(/Nearest objects: DsarDetails/);
      expect(await failure('no_such_tool', {})).toMatch(/no_such_tool/);
    });

    it('still answers after all of them', async () => {
      expect(searchUrls(await call('search_docs', {query: 'cookie banner', limit: 1}))).toHaveLength(1);
    });
  });

  it('makes no network connection while it answers', async () => {
    // Every tool once more, then: no attempt reported by the preload, and no internet socket open.
    await call('search_docs', {query: 'data discovery connectors'});
    await call('get_page', {url: '/uc/'});
    await call('list_pages', {});
    await call('get_operation', {operation: 'createSubjectRightsRequests', language: 'javascript'});
    await call('get_object', {name: 'Error'});
    expect(server.stderr()).toContain('no-network preload active');
    expect(server.stderr()).not.toContain('NETWORK ATTEMPT');
    const pid = server.transport.pid;
    expect(pid).toBeTypeOf('number');
    expect(openInetSockets(pid as number)).toEqual([]);
  });
});
