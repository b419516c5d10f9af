import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import ts from 'typescript';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startContractMock, type ContractMock} from '../../contract/mock';
import {GUIDE_ENV, runGuideJobs, toRunnable, type GuideJob, type GuideRun} from '../../contract/runGuideBlocks';
import {sandboxEnv, startNetworkTrap} from '../../contract/runSamples';
import {TEST_VERIFICATION_CODES} from '../../../src/constants/site';
import {planOf, type Harness} from '../support/blockPlan';
import {allDocCodeBlocks, type CodeBlock} from '../support/codeBlocks';

/**
 * The guides' blocks that call the API run against the contract mock: curl commands by bash,
 * TypeScript programs transpiled and run by node, the Ruby worker by ruby, and the raw HTTP
 * request of the CMP guide sent as written. Each must complete, and the mock must accept every
 * request it makes (a request the contract rejects is a failure). Functions a block only defines
 * are called with fixture inputs. Nothing may leave the machine.
 */

const ROOT = join(__dirname, '../../..');
const blocks = allDocCodeBlocks(ROOT);
const planned = (harness: Harness) => blocks.filter((b) => {
  const plan = planOf(b);
  return plan.status === 'executed' && plan.harness === harness;
});
const work = mkdtempSync(join(tmpdir(), 'guide-requests-'));
const trapLog = join(work, 'blocked-connections.log');

/** The body file the CMP guide's curl sends is the JSON block the guide shows "with new-config.json". */
const newConfig = blocks.find((b) => b.where.startsWith('docs/cmp/index.mdx') && b.lang === 'json' && b.code.includes('"domains"'))!.code;
const FILES: Record<string, string | Buffer> = {
  'new-config.json': newConfig,
  'drivers-licence.jpg': Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
  'orders-export.csv': 'orderId,email,total\n1001,maria.lopez@example.com,42.50\n',
};

/** Calls of the functions a block defines but does not call, with the fixture inputs of its page. */
const FIXTURE_CALLS: {defines: RegExp; call: string}[] = [
  {
    // The defect: spreading init.headers lost a Headers object and its content-type, which the mock rejects.
    defines: /export async function privanaFetch\(/,
    call: `const created = await privanaFetch('/v1/cookie-consent/configs', {method: 'POST', headers: new Headers({'content-type': 'application/json'}), body: ${JSON.stringify(newConfig)}});
if (!created.ok) throw new Error('POST with a Headers object answered ' + created.status);`,
  },
  {
    defines: /export async function verifyPhone\(/,
    // A client outside the SDKs starts a session, then verifies with the SMS test code.
    call: `const {sessionId} = await startSession('anon_7f3e2d1c9b8a4f6e');
const subject = await verifyPhone('+14155550123', ${JSON.stringify(TEST_VERIFICATION_CODES.sms)}, sessionId);
if (!subject.verifiedId || !subject.sessionId) throw new Error('verifyPhone returned ' + JSON.stringify(subject));`,
  },
];

function nodeProgram(block: CodeBlock): string {
  const calls = FIXTURE_CALLS.filter((f) => f.defines.test(block.code)).map((f) => f.call);
  const {outputText} = ts.transpileModule(`${block.code}\n${calls.join('\n')}\nexport {};\n`, {
    compilerOptions: {target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext},
  });
  return outputText;
}

let trap: Awaited<ReturnType<typeof startNetworkTrap>>;
let mock: ContractMock;
const runs = new Map<string, GuideRun>();

beforeAll(async () => {
  trap = await startNetworkTrap();
  mock = await startContractMock();
  const env = sandboxEnv(trap.url, trapLog);
  const jobsOf = (harness: Harness, language: GuideJob['language'], pick: (b: CodeBlock) => boolean, code: (b: CodeBlock) => string = (b) => b.code) =>
    planned(harness).filter(pick).map((b) => ({where: b.where, language, code: code(b)}));
  const groups: [GuideJob['language'], GuideJob[]][] = [
    ['bash', jobsOf('api-request', 'bash', () => true)],
    ['node', jobsOf('api-program', 'node', (b) => b.lang !== 'ruby', nodeProgram)],
    ['ruby', jobsOf('api-program', 'ruby', (b) => b.lang === 'ruby')],
  ];
  // One language at a time: the drivers share the mock's log, which markers split by block.
  for (const [language, jobs] of groups) {
    for (const result of await runGuideJobs(language, jobs, mock, join(work, language), env, FILES)) runs.set(result.where, result);
  }
}, 180_000);

afterAll(async () => {
  await mock?.close();
  await trap?.close();
  rmSync(work, {recursive: true, force: true});
});

/** Problems of one block's run: an error, no request, or a request the contract rejects. */
function problems(run: GuideRun | undefined, expectedRequests?: number): string[] {
  if (!run) return ['did not run'];
  const found: string[] = [];
  if (run.error) found.push(`${run.error.slice(0, 800)}\n${run.output.slice(0, 400)}`);
  if (run.calls.length === 0) found.push('made no request to the mock');
  if (expectedRequests !== undefined && run.calls.length !== expectedRequests) found.push(`made ${run.calls.length} requests, expected ${expectedRequests}`);
  for (const call of run.calls) {
    if (call.violation) found.push(`${call.method} ${call.path}: ${call.violation}`);
    else if (call.status < 200 || call.status > 299) found.push(`${call.method} ${call.path} answered ${call.status}`);
  }
  return found;
}

describe('API-calling blocks of the guides, against the contract mock', () => {
  it('finds the curl commands, the programs and the raw request', () => {
    expect(planned('api-request').length).toBeGreaterThanOrEqual(15);
    expect(planned('api-program').map((b) => b.lang).sort()).toEqual(['ruby', 'typescript', 'typescript', 'typescript', 'typescript']);
    expect(planned('http-request').length).toBe(1);
  });

  it('curl: every command completes and the mock accepts every request', () => {
    const failed = planned('api-request').flatMap((b) => problems(runs.get(b.where), b.code.match(/^\s*curl\s/gm)!.length).map((p) => `${b.where}: ${p}`));
    expect(failed).toEqual([]);
  });

  it('TypeScript programs run on node (their functions called with fixture inputs) and the mock accepts every request', () => {
    const programs = planned('api-program').filter((b) => b.lang !== 'ruby');
    expect(programs.flatMap((b) => problems(runs.get(b.where)).map((p) => `${b.where}: ${p}`))).toEqual([]);
    const fetchHelper = programs.find((b) => b.code.includes('privanaFetch'))!;
    // The list call and the fixture POST through a Headers object; the POST keeps its content-type and gets an idempotency key.
    expect(runs.get(fetchHelper.where)!.calls.map((c) => `${c.method} ${c.status}`)).toEqual(['GET 200', 'POST 200']);
  });

  it('the Ruby subject-rights worker, run as its cron job, polls the changes page by page and keeps its state file', () => {
    const worker = planned('api-program').find((b) => b.lang === 'ruby')!;
    const run = runs.get(worker.where);
    expect(problems(run).map((p) => `${worker.where}: ${p}`)).toEqual([]);
    // A first run looks back one day; the mock's sample requests last changed in 2025: one page, nothing to hand on.
    expect(run!.calls.map((c) => c.operationId)).toEqual(['listSubjectRightsRequests']);
    expect(existsSync(join(work, 'ruby', 'worker_state.json'))).toBe(true);
  });

  it('the raw HTTP request of the CMP guide is accepted as written', async () => {
    for (const block of planned('http-request')) {
      const [head, body = ''] = toRunnable(block.code, mock).split(/\n\n/);
      const [requestLine, ...headerLines] = head.split('\n');
      const [method, target] = requestLine.split(' ');
      const headers = Object.fromEntries(
        headerLines
          .map((line) => line.split(/:\s*/, 2) as [string, string])
          .filter(([name]) => name.toLowerCase() !== 'host')
          .map(([name, value]) => [name, value.replace('<your API key>', GUIDE_ENV.PRIVANA_API_KEY)]),
      );
      const host = /^Host: (\S+)$/m.exec(block.code)![1];
      const api = host.startsWith('uc-') ? 'unified-consent-api' : 'customer-rest-api';
      const before = mock.calls.length;
      const response = await fetch(`${mock.baseUrl[api]}${target}`, {method, headers, ...(body.trim() && {body: body.trim()})});
      await response.arrayBuffer();
      expect(problems({where: block.where, error: '', output: '', calls: mock.calls.slice(before)}, 1)).toEqual([]);
    }
  });

  it('made no request off the machine', () => {
    expect(trap.attempts).toEqual([]);
    expect(existsSync(trapLog) ? readFileSync(trapLog, 'utf8') : '').toBe('');
  });
});
