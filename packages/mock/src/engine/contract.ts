import addFormats from 'ajv-formats';
import {OpenAPIBackend, type Operation} from 'openapi-backend';
import {parseMultipart} from './multipart';
import type {Json, MockDocument} from './documents';

/**
 * The contract of one OpenAPI document: which operation a request calls, and whether the request
 * keeps to it (path, query, headers, key header, body), checked with openapi-backend as CI checks
 * the docs' samples. A request it refuses gets the status the documents give for that problem and
 * a message naming the first problem.
 *
 * openapi-backend's own document check is for OpenAPI 3.0 (it rejects `webhooks`, `info.summary`
 * and type arrays), so it runs in quick mode: Redocly lints the documents, and request validation,
 * which is Ajv over the schemas, handles 3.1 schemas. Quick mode also compiles an operation's
 * validators when it is first called, not at start.
 */

export interface RawRequest {
  method: string;
  /** Path and query string, as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface Accepted {
  ok: true;
  operation: Operation;
  /** Path parameters by name. */
  params: Record<string, string>;
  /** Query parameters by name, converted to their schema's type; a missing one with a default gets it. */
  query: Record<string, unknown>;
  /** The parsed body: JSON, the fields of a multipart form, or undefined for binary uploads. */
  body: unknown;
  /** Value of the operation's key header, if it has one. */
  key?: string;
}

export interface Refused {
  ok: false;
  status: number;
  message: string;
  operation?: Operation;
}

const KEY_IN_LIVE_MODE = /^(pvk|uck)_live_/;

/** Binary-format properties of a multipart schema, which must arrive as file parts. */
function fileFields(schema: Json | undefined): string[] {
  const properties = (schema?.properties ?? {}) as Record<string, Json>;
  return Object.entries(properties)
    .filter(([, prop]) => prop.format === 'binary' || typeof prop.contentMediaType === 'string')
    .map(([name]) => name);
}

interface AjvError {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Json;
}

/** "query parameter limit must be <= 1000", "body.cookies/3/rule must NOT have fewer than 3 characters". */
export function describeProblem(error: AjvError): string {
  const [, where = '', name, ...rest] = error.instancePath.split('/');
  const message = error.keyword === 'enum' ? `must be one of ${(error.params.allowedValues as unknown[]).join(', ')}` : error.message ?? 'is invalid';
  if (where === 'query') return `query parameter ${name ?? ''}${rest.length ? `/${rest.join('/')}` : ''} ${message}`.replace(/ {2}/g, ' ');
  if (where === 'headers') return `header ${name} ${message}`;
  if (where === 'path') return `path parameter ${name} ${message}`;
  if (where === 'requestBody') return `${['body', name, ...rest].filter((s) => s !== undefined).join('.')} ${message}`;
  return `${error.instancePath || 'request'} ${message}`;
}

function coerce(value: string, schema: Json | undefined): unknown {
  const type = schema?.type;
  if (type === 'integer' || type === 'number') return Number(value);
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/** An operation's path template as a pattern, and the length of its literal part (the longer, the more specific). */
interface Route {
  operation: Operation;
  pattern: RegExp;
  /** The path parameters' names, in the order of the pattern's groups. */
  names: string[];
  literal: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The routes of the operations, made once: openapi-backend's router rebuilds its operation list
 * (with lodash) and a pattern for every path on each request, which was most of a warm answer's time.
 * The order and the rules are its own: an exact path first, then the template with the longest
 * literal part.
 */
function routesOf(operations: Operation[]): Route[] {
  return operations
    .map((operation) => ({
      operation,
      pattern: new RegExp(`^${operation.path.split(/\{[^}]+\}/).map(escapeRegExp).join('([^/]+)')}$`),
      names: [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]),
      literal: operation.path.replace(/\{.*?\}/g, '').length,
    }))
    .sort((a, b) => b.literal - a.literal);
}

export class Contract {
  readonly api: OpenAPIBackend;
  readonly document: MockDocument;
  readonly operations: Operation[];
  private readonly routes: Route[];

  private constructor(document: MockDocument, api: OpenAPIBackend) {
    this.document = document;
    this.api = api;
    this.operations = api.getOperations();
    this.routes = routesOf(this.operations);
  }

  /** The route a method and path call; `'other method'` when the path has operations but not this method. */
  private route(method: string, path: string): Route | 'other method' | undefined {
    const exact = this.routes.find((route) => route.operation.path === path && route.operation.method === method);
    if (exact) return exact;
    const matching = this.routes.filter((route) => route.pattern.test(path));
    if (!matching.length) return undefined;
    return matching.find((route) => route.operation.method === method) ?? 'other method';
  }

  static async load(document: MockDocument): Promise<Contract> {
    const api = new OpenAPIBackend({
      // openapi-backend dereferences the document in place: give it a copy.
      definition: structuredClone(document.definition) as never,
      quick: true,
      strict: false,
      // Redocly lints the documents' schemas in CI; checking each against Ajv's meta-schema again
      // compiled that meta-schema on the first request of every operation kind (about 290 ms of a
      // cold start, half of the time to the first answer).
      ajvOpts: {validateSchema: false},
      customizeAjv: (ajv) => {
        addFormats(ajv);
        ajv.addKeyword('example');
        return ajv;
      },
    });
    await api.init();
    return new Contract(document, api);
  }

  /** The key headers an operation accepts (its own `security`, else the document's): any one of them will do. */
  keyHeaders(operation: Operation): string[] {
    const definition = this.api.definition as unknown as Json;
    const security = (operation.security ?? definition.security ?? []) as Record<string, unknown>[];
    const schemes = ((definition.components as Json | undefined)?.securitySchemes ?? {}) as Record<string, Json>;
    const names = security.flatMap((requirement) => Object.keys(requirement)).filter((name) => schemes[name]?.in === 'header');
    return [...new Set(names.map((name) => String(schemes[name].name).toLowerCase()))];
  }

  /** Whether an operation documents a response status. */
  documents(operation: Operation, status: number): boolean {
    return Object.keys(operation.responses ?? {}).includes(String(status));
  }

  check(request: RawRequest): Accepted | Refused {
    const url = new URL(request.url, 'http://mock.invalid');
    const method = request.method.toLowerCase();
    const path = this.api.router.normalizePath(url.pathname);
    const route = this.route(method, path);
    if (route === 'other method') return {ok: false, status: 405, message: `${request.method} is not an operation of ${url.pathname}`};
    if (!route) return {ok: false, status: 404, message: `no operation has the path ${url.pathname}`};
    const {operation} = route;
    const refuse = (status: number, message: string): Refused => ({ok: false, status, message, operation});

    const headers = this.keyHeaders(operation);
    const key = headers.map((name) => request.headers[name]).find((value): value is string => typeof value === 'string' && value !== '');
    if (headers.length && !key) return refuse(401, `The API key is missing: send it in the ${headers.join(' or ')} header`);
    if (key && KEY_IN_LIVE_MODE.test(key)) return refuse(401, 'The API key is invalid or expired: this is a test-mode mock, use a test key (pvk_test_..., uck_test_...), never a live key');

    const contentType = String(request.headers['content-type'] ?? '');
    let body: unknown = request.body.length ? request.body.toString('utf8') : undefined;
    const content = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
    if (content) {
      // Media types compare case-insensitively, boundaries do not.
      const mediaType = contentType.split(';')[0].trim().toLowerCase();
      const declared = Object.keys(content);
      const wrongType = this.documents(operation, 415) ? 415 : 400;
      if (!declared.includes(mediaType)) return refuse(wrongType, `content-type "${mediaType || '(none)'}" is not one of ${declared.join(', ')}`);
      if (request.body.length === 0) return refuse(400, 'the request body is empty');
      if (mediaType === 'application/json') {
        try {
          body = JSON.parse(request.body.toString('utf8'));
        } catch {
          return refuse(400, 'the request body is not valid JSON');
        }
      } else if (mediaType === 'multipart/form-data') {
        const parts = parseMultipart(request.body, contentType);
        if (typeof parts === 'string') return refuse(400, parts);
        const notFiles = fileFields(content[mediaType].schema as Json).filter((name) => parts[name] && !parts[name].file);
        if (notFiles.length) return refuse(400, `multipart field(s) ${notFiles.join(', ')} must be files, not text`);
        body = Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, part.value]));
      } else body = undefined; // binary uploads: the media type and a non-empty body are the contract
    }

    const result = this.api.validateRequest({method, path: url.pathname + url.search, headers: request.headers as Record<string, string>, body}, operation);
    if (!result.valid) {
      const first = (result.errors ?? [])[0] as AjvError | undefined;
      return refuse(400, first ? describeProblem(first) : 'the request breaks the contract');
    }
    const values = route.pattern.exec(path)?.slice(1) ?? [];
    const params = Object.fromEntries(route.names.map((name, n) => [name, decodeURIComponent(values[n])]));
    const query: Record<string, unknown> = {};
    for (const parameter of (operation.parameters ?? []) as unknown as Json[]) {
      if (parameter.in !== 'query') continue;
      const name = String(parameter.name);
      const raw = url.searchParams.get(name);
      const schema = parameter.schema as Json | undefined;
      if (raw !== null) query[name] = coerce(raw, schema);
      else if (schema?.default !== undefined) query[name] = schema.default;
    }
    return {ok: true, operation, params, query, body, key};
  }
}
