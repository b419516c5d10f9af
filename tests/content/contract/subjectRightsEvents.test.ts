import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {PLATFORM_API_HOST, TEST_KEY_PREFIXES} from '../../../src/constants/site';
import {startContractMock, type ContractMock} from '../../contract/mock';
import {GUIDE_ENV, PLACEHOLDER_IDS, toRunnable} from '../../contract/runGuideBlocks';
import {run, sandboxEnv, startNetworkTrap} from '../../contract/runSamples';
import {API_STATUS_CHANGES, startSubjectRightsState, type SubjectRightsState} from '../../contract/subjectRightsState';
import {allDocCodeBlocks} from '../support/codeBlocks';
import {openApiSchemas, schemaErrors} from '../support/openApiSchemas';

/**
 * The subject rights change events, run as the subject rights guide publishes them: its Ruby
 * worker serves the status webhook (`ruby worker.rb serve`) and polls with `updatedAfter`
 * (`ruby worker.rb`), against subject rights requests with state in front of the contract mock
 * (tests/contract/subjectRightsState.ts). The guide's own PATCH sample changes a status; the signed
 * delivery must verify and be handled by the worker, a tampered or stale one refused, a failed
 * one retried with the same eventId until the restarted worker takes it, and the poll must find
 * the change. The lifecycle table of the guide must be the one the model enforces.
 */

const ROOT = join(__dirname, '../../..');
const PAGE = 'docs/subject-rights/index.mdx';
const blocks = allDocCodeBlocks(ROOT).filter((b) => b.where.startsWith(PAGE));
const workerBlock = blocks.find((b) => b.lang === 'ruby' && b.code.includes('def handle_delivery'))!;
const patchBlock = blocks.find((b) => b.lang === 'bash' && b.code.includes('curl -X PATCH') && b.code.includes('/requests/{dsarId}'))!;
const guideRequest = (JSON.parse(blocks.find((b) => b.lang === 'json' && b.code.includes('"requestSource"'))!.code) as {items: Record<string, unknown>[]}).items[0];
const reference = load(readFileSync(join(ROOT, 'openapi/customer-rest-api.yaml'), 'utf8')) as {components: {examples: Record<string, {value: {items: Record<string, unknown>[]}}>}};

const SECRET = `${TEST_KEY_PREFIXES.webhookSecret}4c7a1e9b2d5f8a3c6e0b9d2f5a8c1e4b`;
const DSAR_ID = PLACEHOLDER_IDS.dsarId;
const work = mkdtempSync(join(tmpdir(), 'subject-rights-events-'));
const serveDir = join(work, 'serve');
const pollDir = join(work, 'poll');

let trap: Awaited<ReturnType<typeof startNetworkTrap>>;
let mock: ContractMock;
let state: SubjectRightsState;
let port: number;
let env: NodeJS.ProcessEnv;
let worker: ChildProcess | undefined;
let workerOutput = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port: found} = server.address() as {port: number};
      server.close(() => resolve(found));
    });
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeout = 20_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; worker said: ${workerOutput.slice(-800)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const endpoint = () => `http://127.0.0.1:${port}/privana/subject-rights`;

async function startWorker(): Promise<void> {
  worker = spawn('ruby', ['worker.rb', 'serve'], {cwd: serveDir, env: {...env, PORT: String(port), PRIVANA_WEBHOOK_SECRET: SECRET}, stdio: ['ignore', 'pipe', 'pipe']});
  worker.stdout!.on('data', (chunk) => (workerOutput += chunk));
  worker.stderr!.on('data', (chunk) => (workerOutput += chunk));
  await until(async () => {
    try {
      return (await fetch(endpoint())).status === 405;
    } catch {
      return false;
    }
  }, 'the worker to listen');
}

async function stopWorker(): Promise<void> {
  if (!worker || worker.exitCode !== null) return;
  const exited = new Promise((resolve) => worker!.once('exit', resolve));
  worker.kill('SIGTERM');
  await exited;
}

const workerState = (dir: string) => JSON.parse(readFileSync(join(dir, 'worker_state.json'), 'utf8')) as {updated: Record<string, string>; events: string[]; cursor: string | null};
const patch = (status: string) =>
  fetch(`${state.baseUrl}/v1/subject-rights/requests/${DSAR_ID}`, {method: 'PATCH', headers: {'content-type': 'application/json', 'x-privana-api-key': GUIDE_ENV.PRIVANA_API_KEY}, body: JSON.stringify({status})});

beforeAll(async () => {
  trap = await startNetworkTrap();
  mock = await startContractMock();
  port = await freePort();
  state = await startSubjectRightsState(mock, {
    // The reference's sample data, and the request the guide created.
    seed: [...reference.components.examples.SubjectRightsRequestList.value.items, guideRequest],
    secret: SECRET,
    endpoint: endpoint(),
    retryDelaysMs: [1500],
    customerId: '8e1c2b7a-4d0f-4a51-9f3e-2c6d5b0a9e11',
  });
  env = {...sandboxEnv(trap.url, join(work, 'blocked.log')), ...GUIDE_ENV};
  const pointed = toRunnable(workerBlock.code, {hosts: {[`https://${PLATFORM_API_HOST}`]: state.baseUrl}});
  for (const dir of [serveDir, pollDir]) {
    mkdirSync(dir, {recursive: true});
    writeFileSync(join(dir, 'worker.rb'), pointed);
  }
  await startWorker();
}, 60_000);

afterAll(async () => {
  await stopWorker();
  await state?.close();
  await mock?.close();
  await trap?.close();
  rmSync(work, {recursive: true, force: true});
});

describe("subject rights change events, with the guide's worker", () => {
  it('the guide has the worker and the PATCH sample, pointed at the API host', () => {
    expect(workerBlock.code).toContain(`https://${PLATFORM_API_HOST}/v1`);
    expect(patchBlock.code).toMatch(/"status": "IN_REVIEW"/);
    // The placeholder of the guide's curl samples is a request of the reference's sample data.
    expect(reference.components.examples.SubjectRightsRequestList.value.items.map((r) => r.dsarId)).toContain(DSAR_ID);
  });

  it("a status change made with the guide's PATCH sample produces a signed delivery the worker verifies and handles", async () => {
    const curl = await run('bash', ['-e', '-c', toRunnable(patchBlock.code, {hosts: {[`https://${PLATFORM_API_HOST}`]: state.baseUrl}})], {cwd: work, env, timeout: 30_000});
    expect(curl.status, curl.output).toBe(0);
    expect(state.requests.get(DSAR_ID)!.status).toBe('IN_REVIEW');
    await state.settled();
    expect(state.attempts.map((a) => `${a.attempt} ${a.status}`)).toEqual(['1 204']);
    const event = JSON.parse(state.attempts[0].body) as Record<string, string>;
    const validate = openApiSchemas(ROOT).validator('customer-rest-api', 'subjectRightsRequestStatusChanged', 'request');
    expect(validate(event) ? [] : schemaErrors(validate)).toEqual([]);
    expect(event).toMatchObject({dsarId: DSAR_ID, previousStatus: 'IN_PROGRESS', status: 'IN_REVIEW', changedBy: 'API'});
    await until(() => workerOutput.includes(`${DSAR_ID} is IN_REVIEW: tell the reviewers (webhook)`), 'the worker to handle the event');
    expect(workerState(serveDir).updated[DSAR_ID]).toBe(event.updated);
    expect(workerState(serveDir).events).toEqual([event.eventId]);
  });

  it('the worker refuses a tampered or stale delivery and handles a repeated eventId once', async () => {
    const {body} = state.attempts[0];
    const now = Math.floor(Date.now() / 1000);
    const send = (payload: string, signature: string) => fetch(endpoint(), {method: 'POST', headers: {'content-type': 'application/json', 'x-privana-signature': signature}, body: payload}).then((r) => r.status);
    expect(await send(body.replace('"IN_REVIEW"', '"COMPLETED"'), state.sign(body, now))).toBe(400);
    expect(await send(body, state.sign(body, now - 301))).toBe(400);
    expect(await send(body, `t=${now}`)).toBe(400);
    // A retry: same body and eventId, fresh signature.
    expect(await send(body, state.sign(body, now))).toBe(204);
    expect(workerOutput.split(`${DSAR_ID} is IN_REVIEW`).length - 1).toBe(1);
  });

  it('a poll on updatedAfter finds the change; with the webhook state it does not act twice', async () => {
    const fresh = await run('ruby', ['worker.rb'], {cwd: pollDir, env, timeout: 30_000});
    expect(fresh.status, fresh.output).toBe(0);
    expect(fresh.output).toContain(`${DSAR_ID} is IN_REVIEW: tell the reviewers (poll)`);
    const query = state.listQueries.at(-1)!;
    expect(query.get('sortBy')).toBe('updated');
    expect(Date.parse(query.get('updatedAfter')!)).toBeLessThan(Date.parse(String(state.requests.get(DSAR_ID)!.updated)));
    // The seeded requests changed in 2025, long before the poll's first window: only the change is found.
    expect(fresh.output.match(/\(poll\)/g)).toHaveLength(1);
    expect(workerState(pollDir).cursor).toBe(state.requests.get(DSAR_ID)!.updated);

    const shared = await run('ruby', ['worker.rb'], {cwd: serveDir, env, timeout: 30_000});
    expect(shared.status, shared.output).toBe(0);
    expect(shared.output).not.toContain('(poll)');
  });

  it('a delivery that fails is retried with the same eventId until the worker, back up, takes it', async () => {
    await stopWorker();
    const before = state.attempts.length;
    expect((await patch('IN_PROGRESS')).status).toBe(200);
    await until(() => state.attempts.length > before, 'the first attempt');
    expect(state.attempts[before]).toMatchObject({attempt: 1, status: 0});
    await startWorker();
    await state.settled();
    const retries = state.attempts.slice(before);
    expect(retries.at(-1)!.status).toBe(204);
    expect(retries.map((a) => a.attempt)).toEqual(retries.map((_, n) => n + 1));
    expect(new Set(retries.map((a) => a.eventId)).size).toBe(1);
    expect(new Set(retries.map((a) => a.body)).size).toBe(1);
    await until(() => workerOutput.includes(`${DSAR_ID} is IN_PROGRESS: hand it to fulfilment (webhook)`), 'the worker to handle the retried event');
  }, 30_000);

  it("refuses with 400 a change the lifecycle does not allow, and sends no webhook; the guide's table is that lifecycle", async () => {
    const before = state.attempts.length;
    const refused = await patch('PENDING_EMAIL_VERIFICATION');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({code: 'invalid_status_transition', message: 'status cannot change from IN_PROGRESS to PENDING_EMAIL_VERIFICATION'});
    await state.settled();
    expect(state.attempts.length).toBe(before);

    const page = readFileSync(join(ROOT, PAGE), 'utf8');
    const section = page.slice(page.indexOf('### Allowed status changes'));
    const table = section.slice(0, section.indexOf('\n## '));
    const documented = Object.fromEntries(
      [...table.matchAll(/^\| `([A-Z_]+)` \| ([^|]*) \|/gm)].map(([, from, to]) => [from, [...to.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1])]),
    );
    expect(documented).toEqual(API_STATUS_CHANGES);
  });

  it('made no request off the machine', () => {
    expect(trap.attempts).toEqual([]);
    expect(existsSync(join(work, 'blocked.log')) ? readFileSync(join(work, 'blocked.log'), 'utf8') : '').toBe('');
    expect(mock.calls.filter((c) => c.violation).map((c) => `${c.method} ${c.path}: ${c.violation}`)).toEqual([]);
  });
});
