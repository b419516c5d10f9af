import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startContractMock, type ContractMock} from '../../contract/mock';
import {GUIDE_ENV, runGuideJobs, toRunnable, type GuideRun} from '../../contract/runGuideBlocks';
import {sandboxEnv, startNetworkTrap} from '../../contract/runSamples';
import {blockProblems, curlProblems, guideFiles, guideJobGroups, plannedBlocks} from '../../contract/guideJobs';
import type {Harness} from '../support/blockPlan';

/**
 * The guides' blocks that call the API run against the contract mock: curl commands by bash,
 * TypeScript programs transpiled and run by node, the Ruby worker by ruby, and the raw HTTP
 * request of the CMP guide sent as written. Each must complete, and the mock must accept every
 * request it makes (a request the contract rejects is a failure). Functions a block only defines
 * are called with fixture inputs. Nothing may leave the machine.
 */

const ROOT = join(__dirname, '../../..');
const planned = (harness: Harness) => plannedBlocks(ROOT, harness);
const work = mkdtempSync(join(tmpdir(), 'guide-requests-'));
const trapLog = join(work, 'blocked-connections.log');

let trap: Awaited<ReturnType<typeof startNetworkTrap>>;
let mock: ContractMock;
const runs = new Map<string, GuideRun>();

beforeAll(async () => {
  trap = await startNetworkTrap();
  mock = await startContractMock();
  const env = sandboxEnv(trap.url, trapLog);
  // One language at a time: the drivers share the mock's log, which markers split by block.
  for (const [language, jobs] of guideJobGroups(ROOT)) {
    for (const result of await runGuideJobs(language, jobs, mock, join(work, language), env, guideFiles(ROOT))) runs.set(result.where, result);
  }
}, 180_000);

afterAll(async () => {
  await mock?.close();
  await trap?.close();
  rmSync(work, {recursive: true, force: true});
});

describe('API-calling blocks of the guides, against the contract mock', () => {
  it('finds the curl commands, the programs and the raw request', () => {
    expect(planned('api-request').length).toBeGreaterThanOrEqual(15);
    expect(planned('api-program').map((b) => b.lang).sort()).toEqual(['ruby', 'typescript', 'typescript', 'typescript', 'typescript']);
    expect(planned('http-request').length).toBe(1);
  });

  it('curl: every command completes and the mock accepts every request', () => {
    expect(curlProblems(ROOT, runs)).toEqual([]);
  });

  it('TypeScript programs run on node (their functions called with fixture inputs) and the mock accepts every request', () => {
    const programs = planned('api-program').filter((b) => b.lang !== 'ruby');
    expect(programs.flatMap((b) => blockProblems(runs.get(b.where)).map((p) => `${b.where}: ${p}`))).toEqual([]);
    const fetchHelper = programs.find((b) => b.code.includes('privanaFetch'))!;
    // The list call and the fixture POST through a Headers object; the POST keeps its content-type and gets an idempotency key.
    expect(runs.get(fetchHelper.where)!.calls.map((c) => `${c.method} ${c.status}`)).toEqual(['GET 200', 'POST 200']);
  });

  it('the Ruby subject-rights worker, run as its cron job, polls the changes page by page and keeps its state file', () => {
    const worker = planned('api-program').find((b) => b.lang === 'ruby')!;
    const run = runs.get(worker.where);
    expect(blockProblems(run).map((p) => `${worker.where}: ${p}`)).toEqual([]);
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
      expect(blockProblems({where: block.where, error: '', output: '', calls: mock.calls.slice(before)}, 1)).toEqual([]);
    }
  });

  it('made no request off the machine', () => {
    expect(trap.attempts).toEqual([]);
    expect(existsSync(trapLog) ? readFileSync(trapLog, 'utf8') : '').toBe('');
  });
});
