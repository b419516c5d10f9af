import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {readFileSync} from 'node:fs';
import addFormats from 'ajv-formats';
import {load} from 'js-yaml';
import {OpenAPIBackend, type Context, type Document} from 'openapi-backend';
import {API_IDS, specFile, type ApiId} from './referenceAdapter';

/**
 * A contract mock of both APIs on loopback, built from openapi/*.yaml with openapi-backend: every
 * request is checked against its operation (path, query, headers, key header, body) and answered
 * with the document's own example of the operation's success response. A request the contract
 * does not accept is answered 4xx and recorded as a violation, so a test can fail on it.
 *
 * openapi-backend's own document check is for OpenAPI 3.0 (it rejects `webhooks`, `info.summary`
 * and type arrays), so it runs in quick mode: Redocly lints the documents, and request validation,
 * which is Ajv over the schemas, handles 3.1 schemas.
 */

export interface RecordedCall {
  api: ApiId;
  method: string;
  path: string;
  operationId?: string;
  status: number;
  violation?: string;
  /** Set on the marker a runner sends before each sample. */
  marker?: number;
}

export interface ContractMock {
  /** Base URL of an API's mock, e.g. http://127.0.0.1:40123. */
  baseUrl: Record<ApiId, string>;
  calls: RecordedCall[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The parts of a multipart body by name; a file part is marked so that a text field cannot pass for a file. */
export function parseMultipart(body: Buffer, contentType: string): Record<string, {value: string; file: boolean}> | string {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) return 'multipart body without a boundary in its content-type';
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  const parts: Record<string, {value: string; file: boolean}> = {};
  for (const raw of body.toString('latin1').split(delimiter).slice(1)) {
    if (raw.startsWith('--')) break;
    const [head, ...rest] = raw.replace(/^\r\n/, '').split('\r\n\r\n');
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (!name) return 'multipart part without a name';
    parts[name] = {value: rest.join('\r\n\r\n').replace(/\r\n$/, ''), file: /filename="/i.test(head)};
  }
  return Object.keys(parts).length ? parts : 'multipart body without parts';
}

type Json = Record<string, unknown>;

/** Binary-format properties of a multipart schema, which must arrive as file parts. */
function fileFields(schema: Json | undefined): string[] {
  const properties = (schema?.properties ?? {}) as Record<string, Json>;
  return Object.entries(properties)
    .filter(([, prop]) => prop.format === 'binary' || typeof prop.contentMediaType === 'string')
    .map(([name]) => name);
}

async function backendFor(id: ApiId): Promise<OpenAPIBackend> {
  const definition = load(readFileSync(specFile(id), 'utf8')) as Document;
  const api = new OpenAPIBackend({
    definition,
    quick: true,
    strict: false,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      ajv.addKeyword('example');
      return ajv;
    },
  });
  const schemes = (definition.components?.securitySchemes ?? {}) as unknown as Record<string, Json>;
  for (const [name, scheme] of Object.entries(schemes)) {
    const header = String(scheme.name).toLowerCase();
    api.registerSecurityHandler(name, (c: Context) => typeof c.request.headers[header] === 'string' && c.request.headers[header] !== '');
  }
  await api.init();
  return api;
}

export async function startContractMock(): Promise<ContractMock> {
  const calls: RecordedCall[] = [];
  const servers: Server[] = [];
  const baseUrl = {} as Record<ApiId, string>;
  for (const id of API_IDS) {
    const api = await backendFor(id);
    const fail = (status: number, violation: string) => ({status, body: {message: violation}, violation});
    api.register({
      validationFail: (c: Context) => fail(400, `request breaks the contract: ${(c.validation.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')}`),
      notFound: () => fail(404, 'no operation has this path'),
      methodNotAllowed: () => fail(405, 'no operation has this method on this path'),
      unauthorizedHandler: () => fail(401, 'the key header of the operation is missing'),
      notImplemented: (c: Context) => {
        const {status, mock} = api.mockResponseForOperation(c.operation.operationId as string);
        // The examples are first pages with a `next` token: a request for a following page gets the
        // last page (`next: null`), so a client that pages until `next` is null comes to an end.
        const following = c.request.query?.next !== undefined && mock !== null && typeof mock === 'object' && 'next' in mock;
        return {status, body: following ? {...(mock as Json), next: null} : mock};
      },
    });
    const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const raw = await readBody(request);
      const marker = /^\/__sample__\/(\d+)$/.exec(url.pathname);
      if (marker) {
        // A sample runner announces the sample it starts, so calls can be told apart in one process.
        calls.push({api: id, method: 'MARK', path: url.pathname, status: 204, marker: Number(marker[1])});
        response.writeHead(204).end();
        return;
      }
      // Media types compare case-insensitively, boundaries do not.
      const contentType = String(request.headers['content-type'] ?? '');
      const call: RecordedCall = {api: id, method: request.method ?? '', path: url.pathname, status: 0};
      let body: unknown = raw.length ? raw.toString('utf8') : undefined;
      let violation: string | undefined;
      const operation = api.router.matchOperation({method: call.method, path: url.pathname, headers: {}, query: {}});
      call.operationId = operation?.operationId;
      const content = (operation?.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
      if (operation && content) {
        const mediaType = contentType.split(';')[0].trim().toLowerCase();
        const declared = Object.keys(content);
        if (!declared.includes(mediaType)) violation = `content-type "${mediaType}" is not one of ${declared.join(', ')}`;
        else if (raw.length === 0) violation = 'empty request body';
        else if (mediaType === 'application/json') {
          try {
            body = JSON.parse(raw.toString('utf8'));
          } catch {
            violation = 'request body is not JSON';
          }
        } else if (mediaType === 'multipart/form-data') {
          const parts = parseMultipart(raw, contentType);
          if (typeof parts === 'string') violation = parts;
          else {
            const notFiles = fileFields(content[mediaType].schema as Json).filter((name) => parts[name] && !parts[name].file);
            if (notFiles.length) violation = `multipart field(s) ${notFiles.join(', ')} must be files, not text`;
            body = Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, part.value]));
          }
        } else body = undefined; // binary bodies: the media type and a non-empty body are the contract
      }
      const result = violation
        ? fail(400, violation)
        : ((await api.handleRequest({method: call.method, path: url.pathname + url.search, headers: request.headers as Record<string, string>, body})) as {status: number; body?: unknown; violation?: string});
      call.status = result.status;
      call.violation = result.violation;
      calls.push(call);
      const text = result.body === undefined || result.status === 204 ? '' : JSON.stringify(result.body);
      response.writeHead(result.status, {
        ...(text && {'content-type': 'application/json'}),
        'x-request-id': `req_mock_${calls.length}`,
      });
      response.end(text);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl[id] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    servers.push(server);
  }
  return {
    baseUrl,
    calls,
    close: () => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(() => undefined),
  };
}
