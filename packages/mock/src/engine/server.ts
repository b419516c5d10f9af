import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Answers, type Answer} from './answers';
import {Contract} from './contract';
import {ErrorBodies} from './errorBodies';
import type {Json, MockDocument} from './documents';
import {FAULT_HEADER, Faults, parseFault, type FaultSpec} from './faults';
import {HomeRegions, subjectOf} from './homeRegions';
import {IdempotencyKeys} from './idempotency';
import {namedIds} from './namedIds';
import {RateLimits} from './rateLimits';
import {newRequestId} from './requestIds';
import {findCollections} from './resources';
import {Store, type SavedState} from './store';
import {wrongCode} from './testCodes';

/**
 * The mock of every document, each of its `servers` on its own loopback port: requests are
 * checked by the document's contract, answered from the state or the document's examples, and
 * every answer carries `X-Request-Id` and the `RateLimit-*` headers. The servers of one document
 * share its state; when there are several (the regions of the unified consent API), each
 * subject's calls are held to its home region. Used by the tests, the bench and the
 * `privana-mock` package alike.
 */

export interface CallRecord {
  api: string;
  method: string;
  path: string;
  operationId?: string;
  /** The production server URL the answering port stands for, e.g. https://uc-eu.privana.example. */
  server: string;
  /** The subject the call names, for the calls the home-region rule covers. */
  subjectId?: string;
  status: number;
  /** Why the contract refused the request, when it did. */
  violation?: string;
}

export interface MockOptions {
  documents: MockDocument[];
  /** Interface to listen on: loopback unless told otherwise. */
  host?: string;
  /** Port per document ID, for its first server; its other servers take the ports after it. 0 or missing picks free ones. */
  ports?: Record<string, number>;
  /** Requests per minute per key: 'documented' (the document's RateLimit-Limit example) or a number; 0 turns limiting off. */
  rateLimit?: number | 'documented';
  faults?: FaultSpec[];
  /** How long a stalled call is held before its 503 (default 40 s, past the docs' 35 s client timeout). */
  stallMs?: number;
  /** State to start from (`--data`), and where each change goes. */
  state?: SavedState;
  onStateChange?: (state: SavedState) => void;
  onCall?: (call: CallRecord) => void;
  /** Sees each request first; returns true when it answered it (the tests' sample markers). */
  intercept?: (api: string, request: IncomingMessage, response: ServerResponse) => boolean;
  /** Largest accepted request body. */
  maxBodyBytes?: number;
}

export interface RunningMock {
  /** The mock's URL of each document's first server, by document ID. */
  baseUrl: Record<string, string>;
  /** The mock's URL of every server of every document, by its production URL (`https://uc-eu.privana.example` → `http://127.0.0.1:4012`). */
  hosts: Record<string, string>;
  /** Home region of each subject, as the production URL of its region's server; a test may place a subject first recorded elsewhere. */
  homes: Map<string, string>;
  faults: Faults;
  store: Store;
  /** Restores the sample data (the dashboard's "Reset test data"). */
  reset(): void;
  close(): Promise<void>;
}

const LIVE_KEY = /\b(pvk|uck)_live_/g;

function readBody(request: IncomingMessage, max: number): Promise<Buffer | 'too large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > max ? 'too large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function documentedLimit(definition: Json): number {
  const header = ((definition.components as Json | undefined)?.headers as Record<string, Json> | undefined)?.['RateLimit-Limit'];
  return Number(header?.example) || 600;
}

/**
 * The mock's own paths, outside every API's paths: `/__privana-mock/reset[/label]` restores the
 * sample data (the dashboard's "Reset test data"), `/__privana-mock/mark/label` only writes the
 * call to the log. Both answer 204, so a test suite can start each case from the sample data and
 * find each case's calls in the log.
 */
export const CONTROL_PREFIX = '/__privana-mock/';

function controlCall(url: string): {action: 'reset' | 'mark'; path: string} | undefined {
  if (!url.startsWith(CONTROL_PREFIX)) return undefined;
  const path = url.split('?')[0];
  const action = path.slice(CONTROL_PREFIX.length).split('/')[0];
  return action === 'reset' || action === 'mark' ? {action, path} : undefined;
}

/** The production URLs of a document's servers, one port each; a document without servers gets one, named by its ID. */
function serverUrls(document: MockDocument): string[] {
  const urls = ((document.definition.servers ?? []) as {url?: unknown}[]).map((server) => String(server.url ?? '')).filter(Boolean);
  return urls.length ? [...new Set(urls)] : [document.id];
}

/** An HTTP server on `host:port` that answers with `handle`; a bug of the mock answers 500 and never takes it down. */
async function listen(host: string, port: number, handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>): Promise<Server> {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // The reader's client gets a 500 that says so.
      if (!response.headersSent) response.writeHead(500, {'content-type': 'application/json'});
      response.end(JSON.stringify({message: `privana-mock failed on this request: ${error instanceof Error ? error.message : String(error)}`, requestId: newRequestId()}));
    });
  });
  // Longer than clients keep idle sockets (undici: 4 s), so a client never reuses a socket the mock is closing.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

export async function startMock(options: MockOptions): Promise<RunningMock> {
  const host = options.host ?? '127.0.0.1';
  const store = new Store(options.state);
  store.onChange = options.onStateChange;
  const faults = new Faults();
  for (const spec of options.faults ?? []) faults.arm(spec);
  const servers: Server[] = [];
  const baseUrl: Record<string, string> = {};
  const hosts: Record<string, string> = {};
  const homes = new Map<string, string>();
  const stalled = new Set<NodeJS.Timeout>();

  for (const document of options.documents) {
    const contract = await Contract.load(document);
    const collections = findCollections(contract.operations);
    const ids = namedIds(document.definition, new Set(collections.flatMap((c) => (c.idField ? [c.idField] : []))));
    const answers = new Answers(collections, store, ids);
    const limits = new RateLimits(options.rateLimit === undefined || options.rateLimit === 'documented' ? documentedLimit(document.definition) : options.rateLimit);
    const idempotency = new IdempotencyKeys();
    const errors = new ErrorBodies(contract.operations);
    const maxBody = options.maxBodyBytes ?? 10 * 1024 * 1024;
    const regionUrls = serverUrls(document);
    // One home-region book per document, shared by its regions; only a regional document needs it.
    const regions = regionUrls.length > 1 ? new HomeRegions(hosts, homes) : undefined;

    const handle = async (region: string, request: IncomingMessage, response: ServerResponse) => {
      if (options.intercept?.(document.id, request, response)) return;
      const control = controlCall(request.url ?? '/');
      if (control) {
        // Outside the API: the log line tells a test harness's runs apart, and a reset restores the sample data.
        if (control.action === 'reset') store.reset();
        options.onCall?.({api: document.id, method: request.method ?? 'GET', path: control.path, server: region, status: 204});
        response.writeHead(204).end();
        request.resume();
        return;
      }
      const requestId = newRequestId();
      const url = new URL(request.url ?? '/', 'http://mock.invalid');
      const call: CallRecord = {api: document.id, method: request.method ?? '', path: url.pathname, server: region, status: 0};
      // The operation, once known, shapes the Error bodies of its refusals.
      const matched: {operation?: Parameters<ErrorBodies['body']>[3]} = {};
      const keyHeader = Object.keys(request.headers).find((name) => name.endsWith('-api-key'));
      const who = (keyHeader && String(request.headers[keyHeader])) || request.socket.remoteAddress || 'client';
      const rate = limits.take(who);
      const send = (answer: Answer, extra: Record<string, string> = {}) => {
        call.status = answer.status;
        options.onCall?.(call);
        let body = answer.body;
        if (answer.status >= 400 && body && typeof body === 'object' && !Array.isArray(body) && typeof (body as Json).message === 'string' && !('requestId' in (body as Json))) {
          body = errors.body(answer.status, body as Json & {message: string}, requestId, matched.operation);
        }
        const text = body === undefined || answer.status === 204 ? '' : JSON.stringify(body).replace(LIVE_KEY, '$1_test_');
        if (response.headersSent || response.destroyed) return;
        // With its length the answer goes out as one write; without it, as chunks (four writes).
        response.writeHead(answer.status, {
          ...(text && {'content-type': 'application/json'}),
          ...(answer.status !== 204 && {'content-length': String(Buffer.byteLength(text))}),
          'x-request-id': requestId,
          ...rate.headers,
          ...extra,
        });
        response.end(text);
      };

      const raw = await readBody(request, maxBody);
      if (raw === 'too large') {
        call.violation = `the request body is larger than ${maxBody} bytes`;
        return send({status: 400, body: {message: call.violation}});
      }
      if (rate.limited) {
        return send({status: 429, body: {message: `Rate limit of ${limits.limit} requests per minute for this API key reached; retry after ${rate.headers['Retry-After']} seconds`}});
      }
      const armed = request.headers[FAULT_HEADER];
      if (typeof armed === 'string') {
        const spec = parseFault(armed);
        if (!spec) return send({status: 400, body: {message: `header ${FAULT_HEADER} must be 429, 500, 503 or stall, optionally with a count (503x3); got "${armed}"`}});
        faults.arm(spec);
      }
      const fault = faults.next();
      if (fault === '429') return send({status: 429, body: {message: 'Rate limit reached (fault injected by privana-mock); retry after 1 seconds'}}, {'Retry-After': '1', 'RateLimit-Remaining': '0'});
      if (fault === '500') return send({status: 500, body: {message: 'Internal server error (fault injected by privana-mock)'}});
      if (fault === '503') return send({status: 503, body: {message: 'Service unavailable (fault injected by privana-mock); retry after 1 seconds'}}, {'Retry-After': '1'});
      if (fault === 'stall') {
        const timer = setTimeout(() => {
          stalled.delete(timer);
          send({status: 503, body: {message: 'The request ran past 30 seconds and was stopped; it changed nothing (fault injected by privana-mock)'}}, {'Retry-After': '1'});
        }, options.stallMs ?? 40_000);
        stalled.add(timer);
        response.on('close', () => {
          clearTimeout(timer);
          stalled.delete(timer);
        });
        return;
      }

      const checked = contract.check({method: call.method, url: request.url ?? '/', headers: request.headers, body: raw});
      call.operationId = checked.operation?.operationId;
      matched.operation = checked.operation;
      if (!checked.ok) {
        call.violation = checked.message;
        return send({status: checked.status, body: {message: checked.message}});
      }
      if (regions) {
        call.subjectId = subjectOf(call.method, url.pathname, checked.body);
        const elsewhere = regions.refusal(region, call.subjectId);
        if (elsewhere) return send(elsewhere);
      }
      const refusedCode = wrongCode(checked);
      if (refusedCode) return send(refusedCode);
      const idempotencyKey = request.headers['idempotency-key'];
      const keyed = typeof idempotencyKey === 'string' && call.method === 'POST';
      const scope = `${checked.key ?? who}\n${url.pathname}`;
      if (keyed) {
        const earlier = idempotency.lookup(scope, idempotencyKey, raw);
        if (earlier === 'conflict') return send({status: 422, body: {message: 'Idempotency-Key was already used with a different request body'}});
        if (earlier) return send(earlier, {'Idempotency-Replayed': 'true'});
      }
      const answer = answers.answer(checked, url.pathname);
      if (keyed && answer.status < 500) idempotency.remember(scope, idempotencyKey, raw, answer);
      regions?.recorded(region, call.subjectId, call.method, answer.status);
      send(answer);
    };

    for (const [index, region] of regionUrls.entries()) {
      const first = options.ports?.[document.id] ?? 0;
      const server = await listen(host, first === 0 ? 0 : first + index, (request, response) => handle(region, request, response)).catch(async (error: NodeJS.ErrnoException) => {
        await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
        throw error;
      });
      const {port} = server.address() as AddressInfo;
      hosts[region] = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
      if (index === 0) baseUrl[document.id] = hosts[region];
      servers.push(server);
    }
  }

  return {
    baseUrl,
    hosts,
    homes,
    faults,
    store,
    reset: () => store.reset(),
    close: async () => {
      for (const timer of stalled) clearTimeout(timer);
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}
