import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {TEST_VERIFICATION_CODES} from '../../../src/constants/site';
import {startContractMock, type ContractMock} from '../../contract/mock';
import {referenceOperations, type ReferenceOperation} from '../../contract/referenceAdapter';
import {LANGUAGES, runLanguage, sandboxEnv, startNetworkTrap, type SampleResult} from '../../contract/runSamples';

/**
 * The request samples of both API references, in curl, JavaScript (fetch), Python (requests), Ruby
 * and Go, against the contract mock of their API, which validates each request. Every sample of
 * every operation runs once per `npm test`, against the package a reader installs
 * (tests/build/mock/samples.test.ts, the same runner); running them all here too, in this process,
 * cost two minutes of the suite's CPU for no other finding. Here: every operation has its five
 * samples, the verify samples carry the test codes and verify (and fail with another code), and the
 * guards that keep every run on this machine. Toolchains that are not installed are reported as
 * "not run".
 */

/** The operations whose samples send a verification code: the test codes must verify. */
const VERIFY_OPERATIONS = ['verifyEmailCode', 'verifySmsCode'];
const work = mkdtempSync(join(tmpdir(), 'reference-samples-'));
const trapLog = join(work, 'blocked-connections.log');
let trap: Awaited<ReturnType<typeof startNetworkTrap>>;
let operations: ReferenceOperation[];
const results: SampleResult[] = [];

beforeAll(async () => {
  trap = await startNetworkTrap();
  operations = await referenceOperations();
  const env = sandboxEnv(trap.url, trapLog);
  const verifying = operations.filter((op) => VERIFY_OPERATIONS.includes(op.operationId));
  // One mock per language, so languages run side by side and each mock's log belongs to one driver.
  const perLanguage = await Promise.all(
    LANGUAGES.map(async (language) => {
      const mock = await startContractMock({resetOnMarker: true});
      try {
        return await runLanguage(language, verifying, mock, work, env);
      } finally {
        await mock.close();
      }
    }),
  );
  results.push(...perLanguage.flat());
  const rows = LANGUAGES.map((language) => {
    const mine = results.filter((r) => r.language === language);
    return `${language.padEnd(10)} run ${String(mine.filter((r) => r.ran).length).padStart(3)}  passed ${String(mine.filter((r) => r.passed).length).padStart(3)}  of ${mine.length}`;
  });
  console.log(`Verify samples against the contract mock:\n${rows.join('\n')}`);
}, 900_000);

afterAll(async () => {
  await trap?.close();
  rmSync(work, {recursive: true, force: true});
});

describe('request samples of the API references', () => {
  it('covers every operation of both references in five languages', () => {
    expect(operations.length).toBeGreaterThan(70);
    for (const operation of operations) expect(operation.samples.map((s) => s.language).sort(), operation.operationId).toEqual([...LANGUAGES].sort());
    expect(operations.some((op) => op.samples.some((s) => s.code.includes('multipart') || s.code.includes('--form')))).toBe(true);
  });

  it.each(LANGUAGES)('%s verify samples run, and the mock accepts each request', (language) => {
    const mine = results.filter((r) => r.language === language);
    expect(mine.length).toBe(VERIFY_OPERATIONS.length);
    const notRun = mine.filter((r) => !r.ran);
    if (notRun.length) console.warn(`${language}: ${notRun.length} samples not run: ${notRun[0].problem}`);
    expect(mine.filter((r) => r.ran && !r.passed).map((r) => `${r.operationId}: ${r.problem}`)).toEqual([]);
  });

  it('verifies both test codes through the verify samples, and refuses the same samples with another code', async () => {
    const verify = [
      {operationId: 'verifyEmailCode', code: TEST_VERIFICATION_CODES.email, wrong: '424243'},
      {operationId: 'verifySmsCode', code: TEST_VERIFICATION_CODES.sms, wrong: '42424243'},
    ];
    const wrongOnes: ReferenceOperation[] = [];
    for (const {operationId, code, wrong} of verify) {
      const operation = operations.find((op) => op.operationId === operationId)!;
      // Every language's sample sends the channel's test code, and the mock verified it (2xx).
      // The code as a string literal of the sample's language: "…", '…', or \"…\" inside a Ruby string.
      const quoted = `(\\\\?["'])${code}\\1`;
      for (const sample of operation.samples) expect(sample.code, `${operationId} ${sample.language}`).toMatch(new RegExp(quoted));
      expect(results.filter((r) => r.operationId === operationId && r.ran && !r.passed)).toEqual([]);
      expect(results.filter((r) => r.operationId === operationId && r.ran).length).toBeGreaterThan(0);
      wrongOnes.push({...operation, samples: operation.samples.map((sample) => ({...sample, code: sample.code.replace(new RegExp(quoted, 'g'), `$1${wrong}$1`)}))});
    }
    const mock = await startContractMock({resetOnMarker: true});
    try {
      const refused = await runLanguage('curl', wrongOnes, mock, join(work, 'wrong-codes'), sandboxEnv(trap.url, trapLog));
      expect(refused.map((r) => `${r.operationId}: ${r.problem}`)).toEqual(verify.map(({operationId}) => `${operationId}: answered 400`));
    } finally {
      await mock.close();
    }
  });

  it('made no request off the machine', () => {
    expect(trap.attempts).toEqual([]);
    expect(existsSync(trapLog) ? readFileSync(trapLog, 'utf8') : '').toBe('');
  });
});

describe('the guards that keep the run on this machine', () => {
  it('send a production-host request to the trap, from curl and from Node', async () => {
    const env = sandboxEnv(trap.url, trapLog);
    const before = trap.attempts.length;
    const curl = spawnSync('curl', ['-s', '--max-time', '5', 'https://api.privana.example/v1/customer-insights'], {env, encoding: 'utf8'});
    expect(curl.status).not.toBe(0);
    // The trap records the proxy request: curl asked it to reach the production host. The trap's
    // data event can come after curl has exited, later still on a busy host.
    for (let waited = 0; waited < 5000 && !trap.attempts.slice(before).some((line) => line.startsWith('CONNECT')); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trap.attempts.slice(before).join('\n')).toMatch(/CONNECT api\.privana\.example:443/);
    const node = spawnSync(process.execPath, ['-e', "fetch('https://api.privana.example/v1/customer-insights').then(() => process.exit(0), () => process.exit(3))"], {env, encoding: 'utf8'});
    expect(node.status).toBe(3);
    expect(readFileSync(trapLog, 'utf8')).toMatch(/api\.privana\.example:443/);
    rmSync(trapLog);
  });
});

describe('the contract mock', () => {
  let mock: ContractMock;
  beforeAll(async () => {
    mock = await startContractMock();
  });
  afterAll(() => mock.close());

  const send = async (path: string, init: RequestInit, api: 'customer-rest-api' | 'unified-consent-api' = 'customer-rest-api') => {
    const response = await fetch(`${mock.baseUrl[api]}${path}`, init);
    await response.arrayBuffer();
    return {status: response.status, call: mock.calls.at(-1)!};
  };
  const key = {'x-privana-api-key': 'k'};

  it('answers a valid request with the example of its success response', async () => {
    const response = await fetch(`${mock.baseUrl['customer-rest-api']}/v1/cookie-consent/configs/8d3f1b2a-6c4e-4f7a-9b1d-0e2c5a7f9d14`, {headers: key});
    expect(response.status).toBe(200);
    expect(((await response.json()) as {configId: string}).configId).toBe('8d3f1b2a-6c4e-4f7a-9b1d-0e2c5a7f9d14');
    expect(response.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('pages a list with real next tokens until next is null, every item once', async () => {
    const seen: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const response = await fetch(`${mock.baseUrl['customer-rest-api']}/v1/subject-rights/requests?limit=1${next ? `&next=${next}` : ''}`, {headers: key});
      const page = (await response.json()) as {items: {dsarId: string}[]; next: string | null};
      seen.push(...page.items.map((item) => item.dsarId));
      next = page.next;
      pages += 1;
    } while (next && pages < 50);
    expect(next).toBeNull();
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('rejects what the contract rejects, and records it as a violation', async () => {
    const cases = [
      await send('/v1/cookie-consent/configs', {}),
      await send('/v1/cookie-consent/configs?limit=9999', {headers: key}),
      await send('/v1/cookie-consent/configs', {method: 'POST', headers: {...key, 'content-type': 'application/json'}, body: '{"domains": 3}'}),
      await send('/v1/cookie-consent/configs', {method: 'POST', headers: {...key, 'content-type': 'text/plain'}, body: 'name'}),
      await send('/v1/no-such-path', {headers: key}),
      await send('/v2/consents', {method: 'POST', headers: {'content-type': 'application/json'}, body: '{}'}, 'unified-consent-api'),
    ];
    for (const {status, call} of cases) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(call.violation).toBeTruthy();
    }
    const form = new FormData();
    form.append('file', 'summary.pdf');
    form.append('name', 'export');
    const textForFile = await send('/v1/subject-rights/action-items/a3c5e7f9-2b4d-4f6a-8c0e-1d3f5a7b9c2e/summaries', {method: 'POST', headers: key, body: form});
    expect(textForFile.call.violation).toMatch(/must be files/);
  });
});
