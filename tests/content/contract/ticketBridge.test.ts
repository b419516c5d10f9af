import {spawn, type ChildProcess} from 'node:child_process';
import {createServer as createHttpServer, type Server} from 'node:http';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {afterAll, describe, expect, it} from 'vitest';
import {PLATFORM_API_HOST, TEST_KEY_PREFIXES} from '../../../src/constants/site';
import {startContractMock, type ContractMock} from '../../contract/mock';
import {GUIDE_ENV, PLACEHOLDER_IDS, toRunnable} from '../../contract/runGuideBlocks';
import {sandboxEnv, startNetworkTrap} from '../../contract/runSamples';
import {readBody} from '../../contract/readBody';
import {startSubjectRightsState, type SubjectRightsState} from '../../contract/subjectRightsState';
import {planOf} from '../support/blockPlan';
import {allDocCodeBlocks} from '../support/codeBlocks';

/**
 * The subject rights guide's ticket bridge, run as the guide says: saved as ticket-bridge.mjs
 * beside the publish webhook guide's Node.js receiver (receiver.mjs), with the guide's environment,
 * in front of subject rights requests with state on the contract mock. Loopback stand-ins of
 * ServiceNow's Table API and Zendesk's Tickets API record what the bridge sends. For each tool a
 * request moving to IN_PROGRESS opens one ticket per open action item (once, whatever the
 * retries), without the requester's details; a solved ticket's callback completes the action item
 * through the API; the request's completion closes the tickets still open. Nothing leaves the machine.
 */

const ROOT = join(__dirname, '../../..');
const blocks = allDocCodeBlocks(ROOT);
const bridges = blocks.filter((b) => {
  const plan = planOf(b);
  return plan.status === 'executed' && plan.harness === 'ticket-bridge';
});
const receiver = blocks.find((b) => b.where.startsWith('docs/cmp/webhooks.mdx') && b.lang === 'js' && b.code.includes('export function verifySignature'))!;
const reference = load(readFileSync(join(ROOT, 'openapi/customer-rest-api.yaml'), 'utf8')) as {components: {examples: Record<string, {value: {items: Record<string, unknown>[]}}>}};
const requests = reference.components.examples.SubjectRightsRequestList.value.items;
const actionItems = reference.components.examples.ActionItemList.value.items;

const SECRET = `${TEST_KEY_PREFIXES.webhookSecret}9d1f3b5a7c9e1b3d5f7a9c1e3b5d7f9a`;
const CALLBACK_TOKEN = 'cb_7Hq2xV9mK4pL8sN3wR6tY1zB5';
const DSAR_ID = PLACEHOLDER_IDS.dsarId;
const ITEM_ID = String(actionItems.find((item) => item.dsarId === DSAR_ID)!.dsarActionItemId);
const work = mkdtempSync(join(tmpdir(), 'ticket-bridge-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string, output: () => string, timeout = 20_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; the bridge said: ${output().slice(-800)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface ToolCall {
  method: string;
  path: string;
  authorization: string;
  body: Record<string, unknown>;
}

type Tool = 'servicenow' | 'zendesk';
const CREDENTIALS: Record<Tool, string> = {servicenow: 'privana.bridge:Sn0w-pass', zendesk: 'agent@example.com/token:zd8K2mQ4'};

/** ServiceNow's Table API or Zendesk's Tickets API, as far as the bridge uses them; a wrong login is a 401. */
async function startTool(tool: Tool): Promise<{url: string; calls: ToolCall[]; close(): Promise<void>}> {
  const calls: ToolCall[] = [];
  let next = 1;
  const expected = `Basic ${Buffer.from(CREDENTIALS[tool]).toString('base64')}`;
  const server: Server = createHttpServer(async (request, response) => {
    const raw = await readBody(request);
    const call = {method: request.method ?? '', path: request.url ?? '', authorization: request.headers.authorization ?? '', body: raw.length ? JSON.parse(raw.toString('utf8')) : {}};
    calls.push(call);
    const json = (status: number, body: unknown) => response.writeHead(status, {'content-type': 'application/json'}).end(JSON.stringify(body));
    if (call.authorization !== expected) return json(401, {error: 'not authenticated'});
    if (tool === 'servicenow' && call.method === 'POST' && call.path === '/api/now/table/incident') return json(201, {result: {sys_id: `9d3f${next++}a7c1e5b`, number: `INC001000${next}`, ...call.body}});
    if (tool === 'servicenow' && call.method === 'PATCH' && call.path.startsWith('/api/now/table/incident/')) return json(200, {result: call.body});
    if (tool === 'zendesk' && call.method === 'POST' && call.path === '/api/v2/tickets') return json(201, {ticket: {id: 4100 + next++, ...(call.body.ticket as object)}});
    if (tool === 'zendesk' && call.method === 'PUT' && call.path.startsWith('/api/v2/tickets/')) return json(200, {ticket: call.body.ticket});
    return json(404, {error: 'no such endpoint'});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  return {url: `http://127.0.0.1:${port}`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve()))};
}

/** One tool's bridge, with its own API state, from a clean start. */
async function startScenario(tool: Tool) {
  const dir = join(work, tool);
  mkdirSync(dir, {recursive: true});
  const trap = await startNetworkTrap();
  const mock: ContractMock = await startContractMock();
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}/privana/subject-rights`;
  const state: SubjectRightsState = await startSubjectRightsState(mock, {seed: requests, secret: SECRET, endpoint, retryDelaysMs: [500], customerId: '8e1c2b7a-4d0f-4a51-9f3e-2c6d5b0a9e11'});
  const ticketing = await startTool(tool);
  const pointed = toRunnable(bridges[0].code, {hosts: {[`https://${PLATFORM_API_HOST}`]: state.baseUrl}});
  writeFileSync(join(dir, 'ticket-bridge.mjs'), pointed);
  writeFileSync(join(dir, 'receiver.mjs'), receiver.code);
  let output = '';
  const bridge: ChildProcess = spawn('node', ['ticket-bridge.mjs'], {
    cwd: dir,
    env: {
      ...sandboxEnv(trap.url, join(dir, 'blocked.log')),
      ...GUIDE_ENV,
      PORT: String(port),
      PRIVANA_WEBHOOK_SECRET: SECRET,
      TICKETING_TOOL: tool,
      TICKETING_URL: ticketing.url,
      TICKETING_CREDENTIALS: CREDENTIALS[tool],
      TICKETING_CALLBACK_TOKEN: CALLBACK_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  bridge.stdout!.on('data', (chunk) => (output += chunk));
  bridge.stderr!.on('data', (chunk) => (output += chunk));
  const said = () => output;
  await until(async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/`)).status === 404;
    } catch {
      return false;
    }
  }, 'the bridge to listen', said);
  const patch = (status: string) =>
    fetch(`${state.baseUrl}/v1/subject-rights/requests/${DSAR_ID}`, {method: 'PATCH', headers: {'content-type': 'application/json', 'x-privana-api-key': GUIDE_ENV.PRIVANA_API_KEY}, body: JSON.stringify({status})});
  const solved = (authorization: string, body: unknown) =>
    fetch(`http://127.0.0.1:${port}/tickets/solved`, {method: 'POST', headers: {'content-type': 'application/json', authorization}, body: JSON.stringify(body)});
  const item = async () =>
    (await (await fetch(`${state.baseUrl}/v1/subject-rights/action-items/${ITEM_ID}`, {headers: {'x-privana-api-key': GUIDE_ENV.PRIVANA_API_KEY}})).json()) as {status: string};
  return {
    dir, endpoint, trap, mock, state, ticketing, said, patch, solved, item,
    async close() {
      if (bridge.exitCode === null) {
        const exited = new Promise((resolve) => bridge.once('exit', resolve));
        bridge.kill('SIGTERM');
        await exited;
      }
      await ticketing.close();
      await state.close();
      await mock.close();
      await trap.close();
    },
  };
}

/** The request of the reference's sample data is IN_PROGRESS: a reviewer sends it back from IN_REVIEW. */
async function startWork(scenario: Awaited<ReturnType<typeof startScenario>>): Promise<void> {
  expect((await scenario.patch('IN_REVIEW')).status).toBe(200);
  expect((await scenario.patch('IN_PROGRESS')).status).toBe(200);
  await scenario.state.settled();
}

const opened = (tool: Tool, calls: ToolCall[]) => calls.filter((c) => c.method === 'POST' && c.path === (tool === 'servicenow' ? '/api/now/table/incident' : '/api/v2/tickets'));

describe("the subject rights guide's ticket bridge", () => {
  it('is one block, run beside the publish webhook receiver it imports its verifier from', () => {
    expect(bridges.map((b) => b.where.replace(/:\d+$/, ''))).toEqual(['docs/subject-rights/index.mdx']);
    expect(receiver).toBeDefined();
    expect(actionItems.some((item) => item.dsarId === DSAR_ID && !['COMPLETED', 'REJECTED'].includes(String(item.status)))).toBe(true);
  });

  it('ServiceNow: a request back in progress opens one incident per open action item, once; a solved incident completes its item', async () => {
    const scenario = await startScenario('servicenow');
    try {
      await startWork(scenario);
      expect(scenario.state.attempts.map((a) => a.status), scenario.said()).toEqual([204, 204]);
      const incidents = opened('servicenow', scenario.ticketing.calls);
      expect(incidents).toHaveLength(1);
      expect(incidents[0].body).toMatchObject({correlation_id: ITEM_ID, short_description: expect.stringMatching(/^\[Subject rights\] DELETE - Customer CRM - due 2025-03-28$/)});
      // No personal data of the requester leaves Privana.
      expect(JSON.stringify(incidents[0].body)).not.toContain('maria.lopez@example.com');

      // A retry of the same delivery (same eventId, fresh signature) opens nothing more.
      const last = scenario.state.attempts.at(-1)!;
      const retry = await fetch(scenario.endpoint, {method: 'POST', headers: {'content-type': 'application/json', 'x-privana-signature': scenario.state.sign(last.body, Math.floor(Date.now() / 1000))}, body: last.body});
      expect(retry.status).toBe(204);
      expect(await fetch(scenario.endpoint, {method: 'POST', headers: {'x-privana-signature': `t=${Math.floor(Date.now() / 1000)}`}, body: last.body}).then((r) => r.status)).toBe(400);
      expect(opened('servicenow', scenario.ticketing.calls)).toHaveLength(1);

      // The business rule's callback: a wrong token changes nothing, the right one completes the item.
      expect((await scenario.solved('Bearer wrong', {actionItemId: ITEM_ID, outcome: 'done'})).status).toBe(401);
      expect((await scenario.item()).status).not.toBe('COMPLETED');
      expect((await scenario.solved(`Bearer ${CALLBACK_TOKEN}`, {actionItemId: ITEM_ID, outcome: 'done'})).status).toBe(204);
      expect((await scenario.item()).status).toBe('COMPLETED');
      const sent = scenario.mock.calls.filter((c) => c.method === 'PATCH' && c.path.includes('/action-items/'));
      expect(sent.map((c) => c.violation ?? 'ok')).toEqual(['ok']);
      expect(scenario.ticketing.calls.every((c) => c.authorization === `Basic ${Buffer.from(CREDENTIALS.servicenow).toString('base64')}`)).toBe(true);
      expect(scenario.trap.attempts).toEqual([]);
      expect(existsSync(join(scenario.dir, 'blocked.log')) ? readFileSync(join(scenario.dir, 'blocked.log'), 'utf8') : '').toBe('');
    } finally {
      await scenario.close();
    }
  }, 60_000);

  it('Zendesk: a ticket opened for the action item is solved when the request is completed in Privana', async () => {
    const scenario = await startScenario('zendesk');
    try {
      await startWork(scenario);
      const tickets = opened('zendesk', scenario.ticketing.calls);
      expect(tickets, scenario.said()).toHaveLength(1);
      expect(tickets[0].body).toMatchObject({ticket: {external_id: ITEM_ID, tags: ['privana-dsar'], comment: {public: false}}});
      expect(JSON.stringify(tickets[0].body)).not.toContain('maria.lopez@example.com');

      expect((await scenario.patch('COMPLETED')).status).toBe(200);
      await scenario.state.settled();
      await until(() => scenario.ticketing.calls.some((c) => c.method === 'PUT'), 'the ticket to be solved', scenario.said);
      const solved = scenario.ticketing.calls.filter((c) => c.method === 'PUT');
      expect(solved).toHaveLength(1);
      expect(solved[0].path).toBe('/api/v2/tickets/4101');
      expect(solved[0].body).toMatchObject({ticket: {status: 'solved', comment: {body: 'The subject rights request is COMPLETED in Privana.', public: false}}});
      expect(scenario.state.attempts.every((a) => a.status === 204)).toBe(true);
      expect(scenario.trap.attempts).toEqual([]);
    } finally {
      await scenario.close();
    }
  }, 60_000);
});
