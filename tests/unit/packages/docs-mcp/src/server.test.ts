import {Client, InMemoryTransport} from '@modelcontextprotocol/client';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {DATABASE_PATH} from '../../../../../plugins/search/node';
import {loadSiteSearch} from '../../../../../plugins/docs-mcp-pack/server/siteEngine';
import {createDocsServer} from '../../../../../packages/docs-mcp/src/server';
import {readSnapshot} from '../../../../../packages/docs-mcp/src/snapshot';
import {PAGES, SITE_URL, twinText, writeSnapshotFixture, type SnapshotFixture} from '../../../docs-mcp/snapshotFixture';

/**
 * The server over a snapshot, called by the SDK's client in memory: the tools read their data when
 * asked (the search its pieces, get_page its twin), so a page read after a search is still that
 * page, and bad input still gets its error, after which the server answers again.
 */

type CallResult = Awaited<ReturnType<Client['callTool']>>;

let fixture: SnapshotFixture;
let client: Client;
/** The search files the server has read. */
const searchReads: string[] = [];

beforeAll(async () => {
  fixture = writeSnapshotFixture();
  const snapshot = readSnapshot(fixture.dataDir);
  const readSearchFile = snapshot.readSearchFile.bind(snapshot);
  snapshot.readSearchFile = (sitePath) => {
    searchReads.push(sitePath);
    return readSearchFile(sitePath);
  };
  const server = await createDocsServer(snapshot, loadSiteSearch, '0.0.0-test');
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  client = new Client({name: 'docs-mcp-unit-test', version: '1.0.0'});
  await client.connect(clientSide);
});

afterAll(async () => {
  // The engine loads the whole database after its first answer: the files stay until it has.
  await vi.waitFor(() => expect(searchReads).toContain(DATABASE_PATH));
  await client?.close();
  fixture?.remove();
});

const textOf = (result: CallResult): string => (result.content as Array<{text?: string}>).map((block) => block.text ?? '').join('\n');
const call = (name: string, args: Record<string, unknown>): Promise<CallResult> => client.callTool({name, arguments: args});

/** A call that must fail: an isError result or a protocol error, with its message. */
async function failure(name: string, args: Record<string, unknown>): Promise<string> {
  try {
    const result = await call(name, args);
    expect(result.isError, textOf(result)).toBe(true);
    return textOf(result);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('privana-docs-mcp over a snapshot', () => {
  it('get_page after a search returns the page the search found', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const search = await call('search_docs', {query: 'subject rights requests', limit: 3});
    const first = (search.structuredContent as {results: Array<{url: string}>}).results[0];
    expect(first.url).toBe(`${SITE_URL}/subject-rights/`);
    const page = await call('get_page', {url: first.url});
    expect(page.isError).toBeFalsy();
    expect(textOf(page)).toContain(twinText(PAGES[1]).trim());
    expect(textOf(page)).not.toContain(twinText(PAGES[0]).trim());
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('refuses bad input with its error and answers again after it', async () => {
    expect(await failure('search_docs', {query: ''})).toMatch(/query is empty/);
    expect(await failure('search_docs', {query: 'x'.repeat(10_000)})).toMatch(/longer than 500/);
    expect(await failure('get_page', {url: '../secret.json'})).toMatch(/Refused/);
    expect(await failure('get_page', {url: '/search/split/core.json'})).toMatch(/No page .*Nearest pages/s);
    expect(await failure('get_page', {url: '/cmp-typo/'})).toContain(`${SITE_URL}/cmp/`);
    // An argument echoed in an error is bounded: 5 MB in must not be 5 MB out.
    for (const tool of ['list_pages', 'search_docs']) {
      const refused = await failure(tool, {query: 'consent', category: 'x'.repeat(5_000_000)});
      expect(refused, tool).toMatch(/category is longer than 100 characters/);
      expect(refused.length, tool).toBeLessThan(2000);
    }
    const again = await call('search_docs', {query: 'cookie consent', limit: 1});
    expect((again.structuredContent as {results: Array<{url: string}>}).results[0].url).toBe(`${SITE_URL}/cmp/`);
  });
});
