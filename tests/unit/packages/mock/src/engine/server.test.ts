import {createServer} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startMock, type RunningMock} from '../../../../../../packages/mock/src';
import {TEST_VERIFICATION_CODES, UC_HOST_EU, UC_HOST_US, UC_OTHER_REGION_ERROR_CODE} from '../../../../../../src/constants/site';
import {repositoryDocuments} from '../../../../../contract/mock';

/**
 * The mock's state and protocol, as a client sees them: the calls of the Customer REST API
 * guide (create, read, list, update, delete; paging, filters, `after`, sort orders; idempotency;
 * request IDs and rate-limit headers; errors with a requestId), faults on request and test keys.
 */

let mock: RunningMock;
let base: string;
const key = {'x-privana-api-key': 'pvk_test_unit'};
const json = {...key, 'content-type': 'application/json'};

beforeAll(async () => {
  mock = await startMock({documents: repositoryDocuments(), rateLimit: 0, stallMs: 50});
  base = mock.baseUrl['customer-rest-api'];
});
afterAll(() => mock.close());

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, {headers: key, ...init});
  const text = await response.text();
  return {status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined};
}

async function walk(path: string): Promise<{ids: string[]; pages: number}> {
  const ids: string[] = [];
  let next: string | null = null;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const {body} = await call(`${path}${next ? `${separator}next=${encodeURIComponent(next)}` : ''}`);
    ids.push(...body.items.map((item: {configId: string}) => item.configId));
    next = body.next;
    pages += 1;
  } while (next && pages < 100);
  expect(next).toBeNull();
  return {ids, pages};
}

type Example = {value?: Record<string, unknown>; $ref?: string};
/** The reference's own request body example of a POST. */
function requestExample(path: string): Record<string, unknown> {
  const definition = repositoryDocuments()[0].definition as {paths: Record<string, {post: {requestBody: {content: {'application/json': {examples: Record<string, Example>}}}}}>; components: {examples: Record<string, Example>}};
  const example = Object.values(definition.paths[path].post.requestBody.content['application/json'].examples)[0];
  return (example.$ref ? definition.components.examples[example.$ref.split('/').pop()!] : example).value!;
}
const configBody = requestExample('/v1/cookie-consent/configs');
const newConfig = (name: string) => ({...configBody, name, domains: [`${name.toLowerCase()}.example.com`]});

describe('privana-mock state', () => {
  it('creates, reads, lists, updates and deletes', async () => {
    const created = await call('/v1/cookie-consent/configs', {method: 'POST', headers: json, body: JSON.stringify(newConfig('Lifecycle'))});
    expect(created.status).toBe(200);
    const id = created.body.configId as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.body.name).toBe('Lifecycle');
    expect((await call(`/v1/cookie-consent/configs/${id}`)).body.name).toBe('Lifecycle');
    expect((await call('/v1/cookie-consent/configs?name=lifecycle')).body.items.map((c: {configId: string}) => c.configId)).toEqual([id]);
    const updated = await call(`/v1/cookie-consent/configs/${id}`, {method: 'PATCH', headers: json, body: JSON.stringify({name: 'Renamed'})});
    expect(updated.body.name).toBe('Renamed');
    expect(updated.body.updated > created.body.created || updated.body.updated === created.body.created).toBe(true);
    const rules = await call('/v1/cookie-consent/rules', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({...requestExample('/v1/cookie-consent/rules'), configIds: [id]}),
    });
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    const listed = await call(`/v1/cookie-consent/configs/${id}/rules`);
    const sent = requestExample('/v1/cookie-consent/rules') as Record<string, {rule: string}[]>;
    const rulesSent = Object.values(sent).filter((v) => Array.isArray(v) && typeof v[0] === 'object').flat().map((r) => r.rule);
    expect(listed.body.items.map((r: {rule: string}) => r.rule).sort()).toEqual(rulesSent.sort());
    const ruleId = listed.body.items[0].ruleId as number;
    expect((await call(`/v1/cookie-consent/rules/${ruleId}`, {method: 'DELETE'})).status).toBe(204);
    expect((await call(`/v1/cookie-consent/configs/${id}/rules`)).body.items).toHaveLength(rulesSent.length - 1);
    expect((await call(`/v1/cookie-consent/rules/${ruleId}`, {method: 'DELETE'})).status).toBe(404);
  });

  it('answers an unknown ID with 404 and an Error body naming it, with the requestId of X-Request-Id', async () => {
    const missing = await call('/v1/cookie-consent/configs/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/not found.*00000000-0000-4000-8000-000000000000/);
    expect(missing.body.requestId).toBe(missing.headers.get('x-request-id'));
    expect(missing.body.requestId).toMatch(/^req_[0-9A-Za-z]{26}$/);
    expect((await call('/v1/cookie-consent/configs/00000000-0000-4000-8000-000000000000/rules')).status).toBe(404);
  });

  it('pages with cursors to next: null, every item once, in the asked order, unshifted by inserts', async () => {
    for (const n of [1, 2, 3, 4, 5]) await call('/v1/cookie-consent/configs', {method: 'POST', headers: json, body: JSON.stringify(newConfig(`Paged${n}`))});
    const all = await walk('/v1/cookie-consent/configs?limit=1000');
    expect(all.pages).toBe(1);
    const paged = await walk('/v1/cookie-consent/configs?limit=2');
    expect(paged.ids).toEqual(all.ids);
    expect(paged.pages).toBe(Math.ceil(all.ids.length / 2));
    const byName = await call('/v1/cookie-consent/configs?limit=1000&sortBy=name&sortOrder=asc');
    const names = byName.body.items.map((c: {name: string}) => c.name);
    expect(names).toEqual([...names].sort());
    // A config created while paging does not shift the walk: newest first, so it sorts before the cursor.
    const first = await call('/v1/cookie-consent/configs?limit=2');
    await call('/v1/cookie-consent/configs', {method: 'POST', headers: json, body: JSON.stringify(newConfig('Meanwhile'))});
    const second = await call(`/v1/cookie-consent/configs?limit=2&next=${first.body.next}`);
    expect(second.body.items.map((c: {configId: string}) => c.configId)).toEqual(all.ids.slice(2, 4));
    expect((await call('/v1/cookie-consent/configs?next=not-a-token')).status).toBe(400);
  });

  it('filters by the documented query parameters and by created after', async () => {
    const inProgress = await call('/v1/subject-rights/requests?status=IN_PROGRESS');
    expect(inProgress.body.items.length).toBeGreaterThan(0);
    expect(inProgress.body.items.every((r: {status: string}) => r.status === 'IN_PROGRESS')).toBe(true);
    const all = await call('/v1/subject-rights/requests');
    const cut = all.body.items.map((r: {created: string}) => r.created).sort()[0];
    const after = await call(`/v1/subject-rights/requests?after=${cut}`);
    expect(after.body.items.every((r: {created: string}) => r.created > cut)).toBe(true);
    expect(after.body.items.length).toBeLessThan(all.body.items.length);
    const domain = await call('/v1/cookie-consent/configs?domains=not:shop.example.com&limit=1000');
    expect(domain.body.items.every((c: {domains: string[]}) => !c.domains.includes('shop.example.com'))).toBe(true);
  });

  it('deactivates a data store on DELETE: listed again only with active=false', async () => {
    const id = '4d6f8a0c-2e4b-4c6d-8f0a-1c3e5a7c9e02';
    expect((await call(`/v1/data-discovery/data-stores/${id}`, {method: 'DELETE'})).status).toBe(204);
    expect((await call('/v1/data-discovery/data-stores')).body.items.map((d: {dataStoreId: string}) => d.dataStoreId)).not.toContain(id);
    expect((await call('/v1/data-discovery/data-stores?active=false')).body.items.map((d: {dataStoreId: string}) => d.dataStoreId)).toContain(id);
  });

  it('replays an idempotent POST with the same key and body, and answers 422 to another body', async () => {
    const send = (name: string) => call('/v1/cookie-consent/configs', {method: 'POST', headers: {...json, 'Idempotency-Key': 'unit-key-1'}, body: JSON.stringify(newConfig(name))});
    const first = await send('Once');
    const again = await send('Once');
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect((await call('/v1/cookie-consent/configs?name=once')).body.items).toHaveLength(1);
    const other = await send('Twice');
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key/);
  });

  it('sends X-Request-Id and RateLimit-* on every answer, errors included', async () => {
    for (const answer of [await call('/v1/cookie-consent/configs'), await call('/v1/nowhere'), await call('/v1/cookie-consent/configs', {headers: {}})]) {
      expect(answer.headers.get('x-request-id')).toMatch(/^req_/);
      for (const name of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']) expect(answer.headers.get(name)).toMatch(/^\d+$/);
    }
  });
});

describe('privana-mock refusals', () => {
  it('refuses what the contract refuses with the documented status and the first problem', async () => {
    const tooMany = await call('/v1/cookie-consent/configs?limit=9999');
    expect(tooMany).toMatchObject({status: 400, body: {message: 'query parameter limit must be <= 1000'}});
    const malformed = await call('/v1/cookie-consent/configs', {method: 'POST', headers: json, body: '{"name": '});
    expect(malformed).toMatchObject({status: 400, body: {message: 'the request body is not valid JSON'}});
    const noKey = await call('/v1/cookie-consent/configs', {headers: {}});
    expect(noKey.status).toBe(401);
    expect(noKey.body.message).toMatch(/x-privana-api-key/);
    const consent = await fetch(`${mock.baseUrl['unified-consent-api']}/v2/subjects/send-code`, {method: 'POST', headers: {'content-type': 'text/plain', 'x-uc-api-key': 'uck_test_unit'}, body: 'x'});
    expect(consent.status).toBe(415);
  });

  it('accepts test keys and refuses live keys with the documented 401', async () => {
    const live = await call('/v1/cookie-consent/configs', {headers: {'x-privana-api-key': 'pvk_live_0123456789'}});
    expect(live.status).toBe(401);
    expect(live.body.message).toMatch(/^The API key is invalid or expired/);
    const token = await fetch(`${mock.baseUrl['unified-consent-api']}/v2/token/create`, {
      method: 'POST',
      headers: {'x-privana-api-key': 'pvk_test_unit', 'content-type': 'application/json'},
      body: JSON.stringify({configId: '3f6c2a9e-8b41-4d7a-9c0e-5a2b7d1e4f60', customerId: '8d0b4f2c-61a7-4e3b-b9d5-2c7e9a1f0b34'}),
    });
    expect(((await token.json()) as {token: string}).token).toMatch(/^uck_test_/);
  });
});

describe('privana-mock test mode verification', () => {
  const consentKey = {'x-uc-api-key': 'uck_test_unit', 'content-type': 'application/json'};
  const verify = async (path: string, body: Record<string, string>) => {
    const response = await fetch(`${mock.baseUrl['unified-consent-api']}${path}`, {method: 'POST', headers: consentKey, body: JSON.stringify(body)});
    return {status: response.status, body: (await response.json()) as Record<string, string>, requestId: response.headers.get('x-request-id')};
  };
  const email = (code: string) => verify('/v2/subjects/profile/verify', {email: 'jordan.lee@mail.example', code});
  const sms = (code: string) => verify('/v2/subjects/profile/verify/sms', {phone: '+14155550136', code, session: 'ses_4Kq9Xz2Lm7Np3Rt8Vw1Yb6Cd'});

  it("verifies each channel's test code: 424242 by email, 42424242 by SMS", async () => {
    const byEmail = await email(TEST_VERIFICATION_CODES.email);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.verifiedId).toBeTruthy();
    const bySms = await sms(TEST_VERIFICATION_CODES.sms);
    expect(bySms.status).toBe(200);
    expect(bySms.body.sessionId).toBeTruthy();
  });

  it('refuses any other code of the right length with 400 invalid_code, and the request ID', async () => {
    for (const wrong of [await email('K7M2Q9'), await email('424243'), await sms('4820X7QM'), await sms(TEST_VERIFICATION_CODES.email.padEnd(8, '0'))]) {
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({code: 'invalid_code', requestId: wrong.requestId});
      expect(wrong.body.message).toMatch(/wrong or expired/);
    }
    // The other channel's test code is a wrong code here (and the wrong length for the contract).
    expect((await sms(TEST_VERIFICATION_CODES.email)).body.code).toBe('invalid_request');
  });
});

describe('privana-mock home regions', () => {
  const US = `https://${UC_HOST_US}`;
  const EU = `https://${UC_HOST_EU}`;
  const consentKey = {'x-uc-api-key': 'uck_test_unit', 'content-type': 'application/json'};
  const consentBody = (anonymousId: string) => ({
    subject: {anonymousId},
    compliance: {privacyPolicy: {url: 'https://www.acme-outdoors.example/privacy', version: '2025-03'}},
    actions: [{target: 'product-updates', vendor: 'acme-outdoors', action: 'ACCEPT'}],
    origin: 'api',
    jurisdiction: 'DE',
  });

  it('serves each region of the unified consent API on its own port, the first one as its base URL', () => {
    expect(Object.keys(mock.hosts).sort()).toEqual(['https://api.privana.example', EU, US].sort());
    expect(mock.hosts[US]).toBe(mock.baseUrl['unified-consent-api']);
    expect(mock.hosts[EU]).not.toBe(mock.hosts[US]);
  });

  it("makes the region of a subject's first record its home, and answers 400 subject_in_other_region with homeHost elsewhere", async () => {
    const subject = 'anon_unit_home_region';
    const saved = await fetch(`${mock.hosts[EU]}/v2/consents`, {method: 'POST', headers: consentKey, body: JSON.stringify(consentBody(subject))});
    expect(saved.status, await saved.text()).toBe(201);
    expect(mock.homes.get(subject)).toBe(EU);
    const home = await fetch(`${mock.hosts[EU]}/v2/consents/unified/${subject}`, {headers: consentKey});
    expect(home.status).toBe(200);
    for (const away of [
      await fetch(`${mock.hosts[US]}/v2/consents/unified/${subject}`, {headers: consentKey}),
      await fetch(`${mock.hosts[US]}/v2/consents/check/${subject}`, {headers: consentKey}),
      await fetch(`${mock.hosts[US]}/v2/consents`, {method: 'POST', headers: consentKey, body: JSON.stringify(consentBody(subject))}),
    ]) {
      expect(away.status).toBe(400);
      expect(await away.json()).toMatchObject({code: UC_OTHER_REGION_ERROR_CODE, homeHost: mock.hosts[EU], requestId: away.headers.get('x-request-id')});
    }
    // A refused write changed nothing: the home stays where the first record is.
    expect(mock.homes.get(subject)).toBe(EU);
  });
});

describe('privana-mock control paths', () => {
  it('restores the sample data on /__privana-mock/reset, and only logs /__privana-mock/mark', async () => {
    const logged: string[] = [];
    const own = await startMock({documents: repositoryDocuments(), rateLimit: 0, onCall: (c) => logged.push(`${c.method} ${c.path} ${c.status}`)});
    try {
      const url = `${own.baseUrl['customer-rest-api']}/v1/cookie-consent/configs`;
      const count = async () => ((await (await fetch(`${url}?limit=1000`, {headers: key})).json()) as {items: unknown[]}).items.length;
      const seeded = await count();
      expect((await fetch(url, {method: 'POST', headers: json, body: JSON.stringify(newConfig('Resettable'))})).status).toBe(200);
      expect(await count()).toBe(seeded + 1);
      expect((await fetch(`${own.baseUrl['customer-rest-api']}/__privana-mock/mark/7`)).status).toBe(204);
      expect(await count()).toBe(seeded + 1);
      expect((await fetch(`${own.hosts['https://uc-eu.privana.example']}/__privana-mock/reset/8`)).status).toBe(204);
      expect(await count()).toBe(seeded);
      expect(logged).toContain('GET /__privana-mock/mark/7 204');
      expect(logged).toContain('GET /__privana-mock/reset/8 204');
    } finally {
      await own.close();
    }
  });
});

describe('privana-mock faults', () => {
  it('answers the next N calls with the fault a header asks for, then serves again', async () => {
    const statuses: (number | string | null)[] = [];
    const first = await call('/v1/cookie-consent/configs', {headers: {...key, 'x-privana-mock-fault': '503x2'}});
    statuses.push(first.status, first.headers.get('retry-after'));
    statuses.push((await call('/v1/cookie-consent/configs')).status, (await call('/v1/cookie-consent/configs')).status);
    expect(statuses).toEqual([503, '1', 503, 200]);
    const limited = await call('/v1/cookie-consent/configs', {headers: {...key, 'x-privana-mock-fault': '429'}});
    expect([limited.status, limited.headers.get('retry-after'), limited.body.requestId]).toEqual([429, '1', limited.headers.get('x-request-id')]);
    expect((await call('/v1/cookie-consent/configs', {headers: {...key, 'x-privana-mock-fault': '500'}})).status).toBe(500);
    expect((await call('/v1/cookie-consent/configs', {headers: {...key, 'x-privana-mock-fault': 'teapot'}})).status).toBe(400);
  });

  it('stalls a call, which a client with a timeout abandons', async () => {
    const stalled = fetch(`${base}/v1/cookie-consent/configs`, {headers: {...key, 'x-privana-mock-fault': 'stall'}, signal: AbortSignal.timeout(20)});
    await expect(stalled).rejects.toThrow();
    expect((await call('/v1/cookie-consent/configs')).status).toBe(200);
  });
});

describe('privana-mock limits and ports', () => {
  it('answers 429 with Retry-After past the rate limit, and serves other keys', async () => {
    const limited = await startMock({documents: repositoryDocuments(), rateLimit: 3});
    try {
      const url = `${limited.baseUrl['customer-rest-api']}/v1/customer-insights`;
      const statuses = [];
      for (let n = 0; n < 5; n += 1) statuses.push((await fetch(url, {headers: key})).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const last = await fetch(url, {headers: key});
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last.headers.get('ratelimit-remaining')).toBe('0');
      expect((await fetch(url, {headers: {'x-privana-api-key': 'pvk_test_other'}})).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('fails to start with EADDRINUSE when a port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as {port: number}).port;
    try {
      await expect(startMock({documents: repositoryDocuments(), ports: {'customer-rest-api': port}})).rejects.toMatchObject({code: 'EADDRINUSE'});
    } finally {
      taken.close();
    }
  });
});
