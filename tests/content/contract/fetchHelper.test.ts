import {join} from 'node:path';
import {runInNewContext} from 'node:vm';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {allDocCodeBlocks} from '../support/codeBlocks';

/**
 * The retry rule of the API guide, as its `privanaFetch` helper implements it: wait `Retry-After`
 * whenever a retried response carries it (a 503 as much as a 429), otherwise back off
 * exponentially; keep one Idempotency-Key across the attempts of a POST. The helper runs as
 * written, with a scripted `fetch` and a `setTimeout` that records the delay and returns at once,
 * so no test waits and none measures time.
 */

const ROOT = join(__dirname, '../../..');
const block = allDocCodeBlocks(ROOT).find((b) => b.where.startsWith('docs/customer-rest-api.mdx') && b.code.includes('export async function privanaFetch('))!;

interface Scripted {
  status: number;
  headers?: Record<string, string>;
}
interface Run {
  response: Response;
  delays: number[];
  requests: {url: string; headers: Headers}[];
}

/** Runs the guide's helper on `scripted` answers (the guide's own first call gets a plain 200). */
async function run(scripted: Scripted[], path = '/v1/cookie-consent/configs', init: RequestInit = {}): Promise<Run> {
  const source = block.code.replace(/^export /gm, '');
  const {outputText} = ts.transpileModule(source, {compilerOptions: {target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext}});
  const delays: number[] = [];
  const requests: Run['requests'] = [];
  const answers = [{status: 200, headers: {}}, ...scripted];
  const context = {
    Headers,
    Response,
    AbortSignal,
    crypto,
    Math,
    Number,
    Promise,
    process: {env: {PRIVANA_API_KEY: 'pvk_test_fixture'}},
    console: {log: () => undefined},
    setTimeout: (resolve: () => void, ms: number) => {
      delays.push(ms);
      resolve();
    },
    fetch: async (url: string, request: RequestInit) => {
      requests.push({url, headers: new Headers(request.headers)});
      const next = answers.shift() ?? {status: 200, headers: {}};
      return new Response(next.status === 204 ? null : '{}', {status: next.status, headers: next.headers});
    },
  };
  const helper = (await runInNewContext(`(async () => {\n${outputText}\nreturn privanaFetch;\n})()`, context)) as (path: string, init?: RequestInit) => Promise<Response>;
  // The guide's own call at the end of the block used the first answer; only the scenario counts.
  delays.length = 0;
  requests.length = 0;
  const response = await helper(path, init);
  return {response, delays, requests};
}

describe('the API guide\'s fetch helper', () => {
  it('is on the page', () => {
    expect(block).toBeDefined();
  });

  it('waits the Retry-After of a 503, as it does for a 429', async () => {
    const unavailable = await run([{status: 503, headers: {'Retry-After': '12'}}, {status: 200}]);
    expect(unavailable.delays).toEqual([12_000]);
    expect(unavailable.response.status).toBe(200);
    const limited = await run([{status: 429, headers: {'Retry-After': '3'}}, {status: 200}]);
    expect(limited.delays).toEqual([3_000]);
  });

  it('backs off exponentially when a failure names no wait', async () => {
    const {delays, response} = await run([{status: 500}, {status: 503}, {status: 200}]);
    expect(response.status).toBe(200);
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeGreaterThanOrEqual(1_000);
    expect(delays[0]).toBeLessThan(2_000);
    expect(delays[1]).toBeGreaterThanOrEqual(2_000);
    expect(delays[1]).toBeLessThan(3_000);
  });

  it('gives up after five attempts and returns the last answer', async () => {
    const {delays, requests, response} = await run(Array.from({length: 6}, () => ({status: 503, headers: {'Retry-After': '1'}})));
    expect(requests).toHaveLength(5);
    expect(delays).toEqual([1_000, 1_000, 1_000, 1_000]);
    expect(response.status).toBe(503);
  });

  it('does not retry a 4xx other than 429', async () => {
    const {delays, requests, response} = await run([{status: 422}]);
    expect(response.status).toBe(422);
    expect(requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('sends one Idempotency-Key on every attempt of a POST, and none on a GET', async () => {
    const post = await run([{status: 503, headers: {'Retry-After': '2'}}, {status: 200}], '/v1/cookie-consent/rules', {method: 'POST', body: '{}'});
    const keys = post.requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const get = await run([{status: 200}]);
    expect(get.requests[0].headers.get('Idempotency-Key')).toBeNull();
  });

  it('slows down before the limit: RateLimit-Remaining 0 sleeps out RateLimit-Reset', async () => {
    const {delays} = await run([{status: 200, headers: {'RateLimit-Remaining': '0', 'RateLimit-Reset': '7'}}]);
    expect(delays).toEqual([7_000]);
    const {delays: none} = await run([{status: 200, headers: {'RateLimit-Remaining': '597', 'RateLimit-Reset': '7'}}]);
    expect(none).toEqual([]);
  });
});
