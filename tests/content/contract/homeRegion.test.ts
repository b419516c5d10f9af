import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import ts from 'typescript';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {UC_HOST_EU, UC_HOST_US, UC_OTHER_REGION_ERROR_CODE} from '../../../src/constants/site';
import {startContractMock, type ContractMock} from '../../contract/mock';
import {GUIDE_ENV} from '../../contract/runGuideBlocks';
import {run, sandboxEnv, startNetworkTrap} from '../../contract/runSamples';
import {allDocCodeBlocks} from '../support/codeBlocks';
import {openApiSchemas} from '../support/openApiSchemas';

/**
 * The home-region rule, run as the unified consent guide publishes it: its server-side `ucFetch`
 * sample runs on node against the two regions of the contract mock (privana-mock serves each
 * region of the unified consent API on its own port and keeps the rule). A traveller's consent, first saved in the EU, is read from the US and must stay
 * in the EU; a subject recorded in the EU by another channel, called first from the US, is
 * answered subject_in_other_region there, followed to its home and pinned.
 */

const ROOT = join(__dirname, '../../..');
const PAGE = 'docs/uc/index.mdx';
const block = allDocCodeBlocks(ROOT).find((b) => b.where.startsWith(PAGE) && b.code.includes('export async function ucFetch('));
const work = mkdtempSync(join(tmpdir(), 'home-region-'));
const LYON_SHOPPER = 'anon_7f3e2d1c9b8a4f6e';
const OTHER_CHANNEL_SUBJECT = 'sub_01J9Z6W2K7X4M3Q8R5T1V0Y2NB';

let mock: ContractMock;
const US = `https://${UC_HOST_US}`;
const EU = `https://${UC_HOST_EU}`;
/** The calls the home-region rule covers, as `region method path status`. */
const regionalCalls = (subjectId: string) => mock.calls.filter((c) => c.subjectId === subjectId).map((c) => ({...c, region: c.server === EU ? 'eu' : 'us'}));
let trap: Awaited<ReturnType<typeof startNetworkTrap>>;
let outcome: {status: number | null; output: string};

beforeAll(async () => {
  trap = await startNetworkTrap();
  mock = await startContractMock();
  // A subject another channel (the mobile app, in Lyon) recorded in the EU; the server has no pin for it.
  mock.homes.set(OTHER_CHANNEL_SUBJECT, EU);
  const fixture = `
const first = await ucFetch(${JSON.stringify(OTHER_CHANNEL_SUBJECT)}, 'us', '/v2/consents/check/${OTHER_CHANNEL_SUBJECT}');
const again = await ucFetch(${JSON.stringify(OTHER_CHANNEL_SUBJECT)}, 'us', '/v2/consents/unified/${OTHER_CHANNEL_SUBJECT}');
console.log('other channel', first.status, again.status, homeRegions.get(${JSON.stringify(OTHER_CHANNEL_SUBJECT)}));
`;
  const {outputText} = ts.transpileModule(`${block!.code}\n${fixture}\nexport {};\n`, {compilerOptions: {target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext}});
  const program = outputText.split(US).join(mock.hosts[US]).split(EU).join(mock.hosts[EU]);
  writeFileSync(join(work, 'server.mjs'), program);
  const env = {...sandboxEnv(trap.url, join(work, 'blocked.log')), UC_API_KEY: GUIDE_ENV.UC_API_KEY};
  outcome = await run(process.execPath, ['server.mjs'], {cwd: work, env, timeout: 60_000});
}, 90_000);

afterAll(async () => {
  await mock?.close();
  await trap?.close();
  rmSync(work, {recursive: true, force: true});
});

describe('home regions, as the unified consent guide codes them', () => {
  it('the guide has the server-side sample, and it runs to the end', () => {
    expect(block, `${PAGE} has no ucFetch sample`).toBeDefined();
    expect(outcome.status, outcome.output).toBe(0);
  });

  it("keeps a traveller's requests in the home region of her first record", () => {
    const traveller = regionalCalls(LYON_SHOPPER);
    expect(traveller.map((c) => `${c.region} ${c.method} ${c.path} ${c.status}`)).toEqual([
      `eu POST /v2/consents 201`,
      `eu GET /v2/consents/unified/${LYON_SHOPPER} 200`,
    ]);
    expect(outcome.output).toContain('201 200 eu');
  });

  it('follows homeHost once for a subject first recorded elsewhere, then sends it straight home', () => {
    const other = regionalCalls(OTHER_CHANNEL_SUBJECT);
    expect(other.map((c) => `${c.region} ${c.status}`)).toEqual(['us 400', 'eu 200', 'eu 200']);
    expect(outcome.output).toContain('other channel 200 200 eu');
  });

  it('the contract mock accepted every request the sample made; the only refusal is the wrong-region 400', () => {
    expect(mock.calls.filter((c) => c.violation).map((c) => `${c.method} ${c.path}: ${c.violation}`)).toEqual([]);
    expect(mock.calls.filter((c) => c.status >= 300).map((c) => `${c.server} ${c.method} ${c.path} ${c.status}`)).toEqual([`${US} GET /v2/consents/check/${OTHER_CHANNEL_SUBJECT} 400`]);
  });

  it('the wrong-region answer is the documented 400 of every call the rule covers', async () => {
    const schemas = openApiSchemas(ROOT);
    const answer = await fetch(`${mock.hosts[US]}/v2/consents/unified/${OTHER_CHANNEL_SUBJECT}`, {headers: {'x-uc-api-key': GUIDE_ENV.UC_API_KEY}});
    const body = (await answer.json()) as {code: string; homeHost: string};
    expect(answer.status).toBe(400);
    expect(body.code).toBe(UC_OTHER_REGION_ERROR_CODE);
    expect(body.homeHost).toBe(mock.hosts[EU]);
    // The document's homeHost values are the production hosts the loopback URLs stand for.
    const documented = {...body, homeHost: `https://${UC_HOST_EU}`};
    for (const operationId of ['getUnifiedConsent', 'checkConsentExists', 'getSession', 'createConsent', 'createGpcConsent']) {
      const validate = schemas.validator('unified-consent-api', operationId, '400');
      expect(validate(documented), `${operationId}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('made no request off the machine', () => {
    expect(trap.attempts).toEqual([]);
    expect(existsSync(join(work, 'blocked.log')) ? readFileSync(join(work, 'blocked.log'), 'utf8') : '').toBe('');
  });
});
