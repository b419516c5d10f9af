import {createHmac, randomUUID} from 'node:crypto';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {SUBJECT_RIGHTS_STATUS_EVENT} from '../../src/constants/site';
import type {ContractMock} from './mock';
import {readBody} from './readBody';

/**
 * Subject rights requests with state, in front of the customer API's contract mock: what the
 * reference documents for `updated`, `updatedAfter`, `sortBy`, the status lifecycle and the
 * signed `subjectRightsRequestStatusChanged` webhook. Every request is first passed to the
 * contract mock, which validates it (and records a violation); only a request it accepts is then
 * answered from the stored requests. A status change is delivered to `endpoint` signed as
 * production signs it (`x-privana-signature: t=<s>,v1=<hex HMAC-SHA256 of "<t>.<body>">`,
 * `x-privana-delivery-attempt`), retried after each failed attempt up to 8, the same `eventId`
 * and body every time; `retryDelaysMs` replaces the production schedule (1 min … 24 h).
 */

type Json = Record<string, unknown>;

/** The status changes an update call may make (openapi: updateSubjectRightsRequest, "Lifecycle"). */
export const API_STATUS_CHANGES: Record<string, string[]> = {
  PENDING_EMAIL_VERIFICATION: ['IN_PROGRESS', 'REJECTED'],
  PENDING_IDENTITY_VERIFICATION: ['IN_PROGRESS', 'REJECTED'],
  IN_PROGRESS: ['IN_REVIEW', 'COMPLETED', 'REJECTED'],
  IN_REVIEW: ['IN_PROGRESS', 'COMPLETED', 'REJECTED'],
  COMPLETED: ['PENDING_APPEAL'],
  REJECTED: ['PENDING_APPEAL'],
  PENDING_APPEAL: ['IN_PROGRESS', 'COMPLETED', 'REJECTED'],
  REJECTED_AUTO: [],
};

export const MAX_DELIVERY_ATTEMPTS = 8;

export interface DeliveryAttempt {
  eventId: string;
  attempt: number;
  body: string;
  /** The receiver's status, or 0 when it could not be reached or did not answer in time. */
  status: number;
}

export interface SubjectRightsState {
  /** Stands for https://api.privana.example: the whole customer API, subject rights requests with state. */
  baseUrl: string;
  requests: Map<string, Json>;
  attempts: DeliveryAttempt[];
  /** Query strings of the list calls, in order. */
  listQueries: URLSearchParams[];
  /** Resolves when no delivery is pending or waiting for a retry. */
  settled(): Promise<void>;
  sign(body: string, t: number): string;
  close(): Promise<void>;
}

interface Options {
  seed: Json[];
  secret: string;
  endpoint: string;
  retryDelaysMs: number[];
  customerId: string;
}

const ITEM = /^\/v1\/subject-rights\/requests\/([^/]+)$/;
const LIST = '/v1/subject-rights/requests';

export async function startSubjectRightsState(mock: ContractMock, options: Options): Promise<SubjectRightsState> {
  const requests = new Map(options.seed.map((request) => [String(request.dsarId), structuredClone(request)]));
  const attempts: DeliveryAttempt[] = [];
  const listQueries: URLSearchParams[] = [];
  const pending = new Set<Promise<void>>();
  const sign = (body: string, t: number) => `t=${t},v1=${createHmac('sha256', options.secret).update(`${t}.${body}`).digest('hex')}`;

  async function deliver(eventId: string, body: string): Promise<void> {
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      let status: number;
      try {
        const answer = await fetch(options.endpoint, {
          method: 'POST',
          headers: {'content-type': 'application/json', 'x-privana-signature': sign(body, Math.floor(Date.now() / 1000)), 'x-privana-delivery-attempt': String(attempt)},
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
        status = answer.status;
        await answer.arrayBuffer();
      } catch {
        status = 0; // refused, reset or timed out: a failed attempt
      }
      attempts.push({eventId, attempt, body, status});
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, options.retryDelaysMs[Math.min(attempt - 1, options.retryDelaysMs.length - 1)]));
    }
  }

  function statusChanged(request: Json, previousStatus: string): void {
    const event = {
      eventId: randomUUID(),
      type: SUBJECT_RIGHTS_STATUS_EVENT,
      customerId: options.customerId,
      dsarId: request.dsarId,
      previousStatus,
      status: request.status,
      changedBy: 'API',
      updated: request.updated,
    };
    const delivery = deliver(event.eventId, JSON.stringify(event)).finally(() => pending.delete(delivery));
    pending.add(delivery);
  }

  const error = (status: number, code: string, message: string) => ({status, body: {code, message, requestId: `req_state_${Date.now()}`}});

  function answer(method: string, url: URL, body: unknown): {status: number; body: unknown} | undefined {
    if (method === 'GET' && url.pathname === LIST) {
      listQueries.push(url.searchParams);
      const query = url.searchParams;
      const sortBy = query.get('sortBy') ?? 'created';
      const after = (field: string, name: string) => (item: Json) => !query.has(name) || Date.parse(String(item[field])) > Date.parse(query.get(name)!);
      const items = [...requests.values()]
        .filter((item) => !query.has('status') || item.status === query.get('status'))
        .filter(after('created', 'after'))
        .filter(after('updated', 'updatedAfter'))
        .sort((a, b) => Date.parse(String(b[sortBy])) - Date.parse(String(a[sortBy])) || String(b.dsarId).localeCompare(String(a.dsarId)));
      const start = query.has('next') ? Number(Buffer.from(query.get('next')!, 'base64url').toString('utf8').replace(/^offset:/, '')) : 0;
      const limit = Number(query.get('limit') ?? 100);
      const end = start + limit;
      return {status: 200, body: {items: items.slice(start, end), next: end < items.length ? Buffer.from(`offset:${end}`).toString('base64url') : null}};
    }
    const item = ITEM.exec(url.pathname);
    if (!item) return undefined;
    const request = requests.get(decodeURIComponent(item[1]));
    if (!request) return error(404, 'not_found', `No subject rights request ${item[1]}`);
    if (method === 'GET') return {status: 200, body: request};
    if (method !== 'PATCH') return undefined;
    const change = body as Json;
    const previousStatus = String(request.status);
    const status = typeof change.status === 'string' ? change.status : previousStatus;
    if (status !== previousStatus && !API_STATUS_CHANGES[previousStatus].includes(status)) return error(400, 'invalid_status_transition', `status cannot change from ${previousStatus} to ${status}`);
    const changed = status !== previousStatus || (change.notes !== undefined && change.notes !== request.notes);
    Object.assign(request, change, {status});
    if (changed) request.updated = new Date().toISOString();
    if (status !== previousStatus) statusChanged(request, previousStatus);
    return {status: 200, body: request};
  }

  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name))) as Record<string, string>;
    const checked = await fetch(`${mock.baseUrl['customer-rest-api']}${url.pathname}${url.search}`, {method, headers, ...(raw.length > 0 && {body: new Uint8Array(raw)})});
    const checkedText = await checked.text();
    let result: {status: number; body: unknown} | undefined;
    if (checked.ok) {
      let body: unknown;
      try {
        body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
      } catch {
        body = undefined;
      }
      result = answer(method, url, body);
    }
    const status = result?.status ?? checked.status;
    const text = result ? JSON.stringify(result.body) : checkedText;
    response.writeHead(status, {...(text && {'content-type': 'application/json'}), 'x-request-id': checked.headers.get('x-request-id') ?? 'req_state'}).end(status === 204 ? '' : text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    attempts,
    listQueries,
    sign,
    settled: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
