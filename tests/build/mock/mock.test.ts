import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {codeBlocksOf} from '../../content/support/codeBlocks';
import {pointAtMock} from '../../contract/runSamples';
import {startInstalledMock, type InstalledMock} from '../../contract/installedMock';
import {ROOT} from '../support';
import {installMock} from './installMock';

/**
 * privana-mock as a reader runs it: the tarball the build serves at /downloads/privana-mock.tgz,
 * installed with npm in a temp folder and run by its bin, with a preload that refuses any
 * connection off the machine. It is started, called, paged, made to fail, triggered at the docs'
 * own webhook receivers, fed bad input, and stopped.
 */

const NET_GUARD = path.join(ROOT, 'tests/contract/netGuard.cjs');
const KEY = {'x-privana-api-key': 'pvk_test_build'};
let work: string;
let bin: string;
const running: ChildProcess[] = [];

const env = () => ({...process.env, NODE_OPTIONS: `--require ${NET_GUARD}`, PRIVANA_NET_TRAP_LOG: path.join(work, 'blocked.log')});

function run(args: string[], cwd = work): {status: number | null; stdout: string; stderr: string} {
  const result = spawnSync(bin, args, {cwd, env: env(), encoding: 'utf8', timeout: 60_000});
  return {status: result.status, stdout: result.stdout, stderr: result.stderr};
}

/** Starts the mock; resolves once it printed its base URLs. */
async function start(args: string[]): Promise<InstalledMock> {
  const started = await startInstalledMock(bin, args, {cwd: work, env: env()});
  running.push(started.child);
  return started;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function call(base: string, pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${pathname}`, {...init, headers: {...KEY, ...(init.headers as Record<string, string>)}});
  const text = await response.text();
  return {status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined};
}

let mock: InstalledMock;

beforeAll(async () => {
  ({work, bin} = installMock('privana-mock-'));
  mock = await start(['--port', '0']);
}, 120_000);

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  if (work) rmSync(work, {recursive: true, force: true});
});

describe('privana-mock from the built tarball', () => {
  it('prints the base URL of each API, on loopback, and answers with X-Request-Id and RateLimit-*', async () => {
    expect(Object.keys(mock.baseUrl).sort()).toEqual(['customer-rest-api', 'unified-consent-api']);
    // One base URL per unified consent region, each on its own port.
    expect(Object.keys(mock.hosts).sort()).toEqual(['https://api.privana.example', 'https://uc-eu.privana.example', 'https://uc-us.privana.example']);
    expect(new Set(Object.values(mock.hosts)).size).toBe(3);
    const configs = await call(mock.baseUrl['customer-rest-api'], '/v1/cookie-consent/configs?limit=5');
    expect(configs.status).toBe(200);
    expect(configs.body.items.length).toBeGreaterThan(0);
    expect(configs.headers.get('x-request-id')).toMatch(/^req_[0-9A-Za-z]{26}$/);
    expect(configs.headers.get('ratelimit-limit')).toBe('600');
    expect((await call(mock.baseUrl['unified-consent-api'], '/')).status).toBe(200);
  });

  it('keeps what a client creates, and pages it with next tokens until next is null', async () => {
    const base = mock.baseUrl['customer-rest-api'];
    const body = [{formId: 12, requestType: 'DELETE', status: 'IN_PROGRESS', dsarDetails: {email: 'paged@example.com'}, due: '2025-07-14T00:00:00Z'}];
    const created = [];
    for (let n = 0; n < 7; n += 1) {
      const answer = await call(base, '/v1/subject-rights/requests', {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)});
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      created.push(answer.body.items[0].dsarId as string);
    }
    expect((await call(base, `/v1/subject-rights/requests/${created[0]}`)).body.dsarDetails.email).toBe('paged@example.com');
    const seen: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const page: {body: {items: {dsarId: string}[]; next: string | null}} = await call(base, `/v1/subject-rights/requests?limit=2${next ? `&next=${next}` : ''}`);
      seen.push(...page.body.items.map((item) => item.dsarId));
      next = page.body.next;
      pages += 1;
    } while (next && pages < 100);
    expect(next).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    expect(created.every((id) => seen.includes(id))).toBe(true);
  });

  it("runs the subject rights guide's Ruby worker to its end over more than one page of 500", async () => {
    const base = mock.baseUrl['customer-rest-api'];
    const batch = Array.from({length: 100}, (_, n) => ({formId: 12, requestType: 'DELETE', status: 'IN_PROGRESS', dsarDetails: {email: `bulk${n}@example.com`}, due: '2025-07-14T00:00:00Z'}));
    const ids: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const created = await call(base, '/v1/subject-rights/requests', {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(batch)});
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      ids.push(...(created.body.items as {dsarId: string}[]).map((item) => item.dsarId));
    }
    const page = 'docs/subject-rights/index.mdx';
    // The worker as the guide shows it; without arguments it runs the cron job: the updatedAfter poll.
    const worker = codeBlocksOf(readFileSync(path.join(ROOT, page), 'utf8'), page).find((b) => b.lang === 'ruby' && b.code.includes('def poll_changes'))!;
    const dir = mkdtempSync(path.join(work, 'ruby-'));
    writeFileSync(path.join(dir, 'worker.rb'), pointAtMock(worker.code, mock, 'ruby'));
    const listCalls = () => (mock.output().match(/^GET \/v1\/subject-rights\/requests 200/gm) ?? []).length;
    const before = listCalls();
    const ruby = spawnSync('ruby', ['worker.rb'], {cwd: dir, env: {...process.env, PRIVANA_API_KEY: 'pvk_test_build'}, encoding: 'utf8', timeout: 120_000});
    expect(ruby.status, ruby.stderr.slice(0, 800)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Over 600 requests changed today: a page of 500, then a last one whose next is null ends the loop.
    expect(listCalls() - before).toBe(2);
    const state = JSON.parse(readFileSync(path.join(dir, 'worker_state.json'), 'utf8')) as {updated: Record<string, string>; cursor: string | null};
    expect(ids.filter((id) => !state.updated[id] || !ruby.stdout.includes(`${id} is IN_PROGRESS: hand it to fulfilment (poll)`))).toEqual([]);
    expect(state.cursor).not.toBeNull();
  }, 180_000);

  it('answers the faults a header asks for, then serves again', async () => {
    const base = mock.baseUrl['customer-rest-api'];
    const faulted = await call(base, '/v1/customer-insights', {headers: {'x-privana-mock-fault': '429x2'}});
    expect([faulted.status, faulted.headers.get('retry-after')]).toEqual([429, '1']);
    expect((await call(base, '/v1/customer-insights')).status).toBe(429);
    expect((await call(base, '/v1/customer-insights')).status).toBe(200);
    expect((await call(base, '/v1/customer-insights', {headers: {'x-privana-mock-fault': '503'}})).status).toBe(503);
  });

  it('accepts test keys and refuses a live key with 401 and an Error body', async () => {
    const live = await call(mock.baseUrl['customer-rest-api'], '/v1/cookie-consent/configs', {headers: {'x-privana-api-key': 'pvk_live_abc'}});
    expect(live.status).toBe(401);
    expect(live.body.requestId).toBe(live.headers.get('x-request-id'));
  });

  it('refuses a malformed body and a flood with a clear error, and keeps serving', async () => {
    const base = mock.baseUrl['customer-rest-api'];
    const malformed = await call(base, '/v1/cookie-consent/configs', {method: 'POST', headers: {'content-type': 'application/json'}, body: '{"name":'});
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('the request body is not valid JSON');
    const flood = await Promise.all(Array.from({length: 700}, () => fetch(`${base}/v1/customer-insights`, {headers: {'x-privana-api-key': 'pvk_test_flood'}}).then((r) => r.status)));
    expect(flood.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(flood.every((s) => s === 200 || s === 429)).toBe(true);
    expect((await call(base, '/v1/customer-insights')).status).toBe(200);
  });
});

describe('privana-mock trigger, at the webhook guide own receivers', () => {
  const page = 'docs/cmp/webhooks.mdx';
  const blocks = codeBlocksOf(readFileSync(path.join(ROOT, page), 'utf8'), page);

  async function receiver(lang: 'js' | 'python'): Promise<{url: string; child: ChildProcess; output: () => string}> {
    const block = blocks.find((b) => b.lang === lang && /verify_?signature/i.test(b.code))!;
    const port = await freePort();
    // The guide's receivers listen on 8080; each gets a free port instead.
    const code = block.code.replace(/\b8080\b/, String(port));
    const file = path.join(work, lang === 'js' ? 'receiver.mjs' : 'receiver.py');
    writeFileSync(file, code);
    const child = spawn(lang === 'js' ? process.execPath : 'python3', ['-u', file].filter((a) => lang === 'python' || a !== '-u'), {cwd: work, env: {...process.env, PRIVANA_WEBHOOK_SECRET: 'whsec_test_privana_mock'}, stdio: ['ignore', 'pipe', 'pipe']});
    running.push(child);
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    for (let n = 0; n < 200; n += 1) {
      const open = await fetch(`http://127.0.0.1:${port}/`, {method: 'POST', body: '{}'}).then(() => true, () => false);
      if (open) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return {url: `http://localhost:${port}/webhooks`, child, output: () => output};
  }

  it.each(['js', 'python'] as const)('%s: verifies a triggered event and refuses --replay, --expired and --tampered', async (lang) => {
    const endpoint = await receiver(lang);
    const genuine = run(['trigger', 'configurationPublished', '--to', endpoint.url]);
    expect(genuine.status, genuine.stdout + genuine.stderr).toBe(0);
    expect(genuine.stdout).toMatch(/attempt 1: 204 delivered/);
    for (const bad of ['--replay', '--expired', '--tampered']) {
      const refused = run(['trigger', 'cookie-consent.publish.finished', '--to', endpoint.url, bad]);
      expect(refused.stdout, bad).toMatch(/attempt 1: 400\n.*refused, as it should be/);
      expect(refused.status, bad).toBe(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(endpoint.output().match(/revision \d+ is live/g)).toHaveLength(1);
    endpoint.child.kill();
  });

  it('retries a failing endpoint with the documented attempts, and refuses unknown events and hosts off the machine', async () => {
    const port = await freePort();
    const attempts = run(['trigger', 'configurationPublished', '--to', `http://127.0.0.1:${port}/down`, '--max-attempts', '3', '--time-scale', '600000']);
    expect(attempts.status).toBe(1);
    expect(attempts.stdout.match(/attempt \d: /g)).toHaveLength(3);
    expect(attempts.stdout).toMatch(/not delivered after 3 attempt/);
    const unknown = run(['trigger', 'no.such.event', '--to', `http://127.0.0.1:${port}/`]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/^privana-mock: unknown event "no.such.event"; the events are: configurationPublished/);
    const remote = run(['trigger', 'configurationPublished', '--to', 'http://hooks.shop.example.com/privana']);
    expect(remote.status).toBe(1);
    expect(remote.stderr).toMatch(/loopback/);
  });
});

describe('privana-mock start-up and flags', () => {
  it('refuses a bad flag with one line of error and the usage', () => {
    const bad = run(['--prot', '4500']);
    expect(bad.status).toBe(2);
    const [first, ...rest] = bad.stderr.trim().split('\n');
    expect(first).toBe('privana-mock: unknown flag: "--prot"');
    expect(rest[0]).toBe('usage:');
  });

  it('says which port is taken instead of starting', () => {
    const port = Number(new URL(mock.baseUrl['customer-rest-api']).port);
    const taken = run(['--port', String(port)]);
    expect(taken.status).toBe(1);
    expect(taken.stderr.trim()).toBe(`privana-mock: a port from ${port} to ${port + 2} is in use: choose others with --port`);
  });

  it('writes nothing without --data, keeps its state in --data DIR across restarts, and stops on SIGTERM', async () => {
    const before = readdirSync(work).sort();
    const dataDir = path.join(work, 'state');
    const first = await start(['--port', '0', '--data', dataDir, '--quiet']);
    const created = await call(first.baseUrl['customer-rest-api'], '/v1/data-discovery/data-stores', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({name: 'Kept store', connectorId: '9c2e4a6b-8d0f-4e1a-b3c5-6d8f0a2c4e61', owners: [{email: 'ops@example.com', primary: true}]}),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const stopped = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
    const second = await start(['--port', '0', '--data', dataDir, '--quiet']);
    expect((await call(second.baseUrl['customer-rest-api'], `/v1/data-discovery/data-stores/${created.body.dataStoreId}`)).body.name).toBe('Kept store');
    second.child.kill('SIGTERM');
    expect(readdirSync(work).sort()).toEqual([...before, 'state'].sort());
    expect(existsSync(path.join(work, 'blocked.log'))).toBe(false);
  });
});
