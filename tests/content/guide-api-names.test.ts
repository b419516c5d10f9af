import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {FAULT_HEADER} from '../../packages/mock/src';

/**
 * A guide that calls an API may only name what that API's OpenAPI document declares: the HTTP
 * statuses its operations answer, the headers they take and send (parameters, response and webhook
 * headers, the key headers), and the fields of the tables that list a body's fields or a call's
 * query parameters. A page that promises `Idempotency-Replayed` or a `422` the document never
 * declares sends readers to look for something their generated types and mocks do not have.
 * (The JSON blocks of the guides are checked field by field against closed copies of the schemas
 * in guide-json.test.ts.)
 */

type Json = Record<string, unknown>;
type ApiId = 'customer-rest-api' | 'unified-consent-api';
const ROOT = join(__dirname, '../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/**
 * Headers of HTTP and the browser that the documents rightly do not repeat: any call's
 * representation headers, and what a browser sends or stores (`Sec-GPC`, `Set-Cookie`); and the
 * local mock's own fault header, which the testing section documents (packages/mock).
 */
const HTTP_HEADERS = ['content-type', 'accept', 'content-length', 'user-agent', 'set-cookie', 'sec-gpc', FAULT_HEADER];

interface Declared {
  statuses: Set<string>;
  headers: Set<string>;
  fields: Set<string>;
  parameters: Set<string>;
}

function declaredBy(id: ApiId): Declared {
  const doc = load(readFileSync(join(ROOT, 'openapi', `${id}.yaml`), 'utf8')) as Json;
  const declared: Declared = {statuses: new Set(), headers: new Set(HTTP_HEADERS), fields: new Set(), parameters: new Set()};
  const at = (ref: string) => ref.slice(2).split('/').reduce<Json>((node, key) => node[key.replace(/~1/g, '/')] as Json, doc);
  const deref = (node: Json): Json => (typeof node?.$ref === 'string' ? deref(at(node.$ref)) : node);
  const walkSchemas = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === 'properties' && value && typeof value === 'object') for (const name of Object.keys(value)) declared.fields.add(name);
      if (key !== 'examples' && key !== 'example') walkSchemas(value);
    }
  };
  walkSchemas((doc.components as Json).schemas);
  walkSchemas(doc.paths);
  walkSchemas(doc.webhooks);
  for (const scheme of Object.values(((doc.components as Json).securitySchemes ?? {}) as Record<string, Json>)) {
    if (scheme.in === 'header') declared.headers.add(String(scheme.name).toLowerCase());
  }
  for (const section of ['paths', 'webhooks']) {
    for (const item of Object.values((doc[section] ?? {}) as Record<string, Json>)) {
      const shared = ((item.parameters ?? []) as Json[]).map(deref);
      for (const method of METHODS) {
        const operation = item[method] as Json | undefined;
        if (!operation) continue;
        for (const parameter of [...shared, ...((operation.parameters ?? []) as Json[]).map(deref)]) {
          if (parameter.in === 'header') declared.headers.add(String(parameter.name).toLowerCase());
          else declared.parameters.add(String(parameter.name));
        }
        for (const [status, raw] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
          declared.statuses.add(status);
          for (const header of Object.keys((deref(raw).headers ?? {}) as Json)) declared.headers.add(header.toLowerCase());
        }
      }
    }
  }
  return declared;
}

function pagesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pagesUnder(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

/** The APIs a page calls: by their hosts or their version paths. */
function apisOf(text: string): ApiId[] {
  const apis: ApiId[] = [];
  if (/api\.privana\.example|x-privana-api-key|(?<![\w/.])\/v1\//.test(text)) apis.push('customer-rest-api');
  if (/uc-(?:us|eu)\.privana\.example|(?<![\w/.])\/v2\//.test(text)) apis.push('unified-consent-api');
  return apis;
}

/** The page's prose: fenced code blocks removed (harnesses run those), inline code kept. */
const proseOf = (text: string) => text.replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '');
const codeSpans = (prose: string) => [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);

/** Statuses named as `404`, `404 Not Found`, or in the first cell of a table row. */
function statusesIn(prose: string): string[] {
  const spans = codeSpans(prose).flatMap((span) => /^([1-5]\d\d)(?: [A-Z][A-Za-z -]+)?$/.exec(span)?.[1] ?? []);
  const cells = [...prose.matchAll(/^\|\s*`?([1-5]\d\d)\b[^|]*\|/gm)].map((m) => m[1]);
  return [...spans, ...cells];
}

/** Headers named in code spans (`X-Request-Id`, `Retry-After: 12`, `x-uc-api-key`) and curl -H flags. */
function headersIn(text: string, prose: string): string[] {
  const header = /^((?:[xX]-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)|(?:[A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)+))(?::.*)?$/;
  const spans = codeSpans(prose).flatMap((span) => header.exec(span)?.[1] ?? []);
  const curl = [...text.matchAll(/-H\s+["']([A-Za-z0-9-]+):/g)].map((m) => m[1]);
  return [...spans, ...curl];
}

/**
 * Fields in the first column of a table headed "Field", and query parameters of one headed "Query
 * parameter". A table with a "Type" column lists an SDK's TypeScript shapes (typed by the
 * TypeScript harness), not an API body.
 */
function tableNames(prose: string, heading: RegExp): string[] {
  const names: string[] = [];
  const lines = prose.split('\n');
  lines.forEach((line, index) => {
    if (!heading.test(line) || /\|\s*Type\s*\|/.test(line) || !/^\|\s*-/.test(lines[index + 1] ?? '')) return;
    for (let row = index + 2; row < lines.length && lines[row].startsWith('|'); row += 1) {
      const first = lines[row].split('|')[1] ?? '';
      for (const span of codeSpans(first)) names.push(span);
    }
  });
  return names;
}

describe('API names in the guides', () => {
  const declared = {'customer-rest-api': declaredBy('customer-rest-api'), 'unified-consent-api': declaredBy('unified-consent-api')};
  const pages = pagesUnder(join(ROOT, 'docs'))
    .map((path) => ({page: relative(ROOT, path), text: readFileSync(path, 'utf8')}))
    .map((p) => ({...p, apis: apisOf(p.text), prose: proseOf(p.text)}))
    .filter((p) => p.apis.length > 0);
  const union = (p: {apis: ApiId[]}, part: keyof Declared) => new Set(p.apis.flatMap((api) => [...declared[api][part]]));

  it('finds the guides that call an API', () => {
    expect(pages.map((p) => p.page)).toEqual(expect.arrayContaining(['docs/customer-rest-api.mdx', 'docs/subject-rights/index.mdx', 'docs/uc/index.mdx']));
  });

  it('name only statuses the OpenAPI documents declare', () => {
    const unknown = pages.flatMap((p) => {
      const statuses = union(p, 'statuses');
      return [...new Set(statusesIn(p.prose))].filter((s) => !statuses.has(s)).map((s) => `${p.page}: status ${s} is declared by no operation of ${p.apis.join(' or ')}`);
    });
    expect(unknown).toEqual([]);
  });

  it('name only headers the OpenAPI documents declare', () => {
    const unknown = pages.flatMap((p) => {
      const headers = union(p, 'headers');
      return [...new Set(headersIn(p.text, p.prose))].filter((h) => !headers.has(h.toLowerCase())).map((h) => `${p.page}: header ${h} is declared on no request or response of ${p.apis.join(' or ')}`);
    });
    expect(unknown).toEqual([]);
  });

  it('list only fields and query parameters the OpenAPI documents declare', () => {
    const unknown = pages.flatMap((p) => {
      const fields = union(p, 'fields');
      const parameters = union(p, 'parameters');
      return [
        ...tableNames(p.prose, /^\|\s*Field\s*\|/).filter((f) => !fields.has(f)).map((f) => `${p.page}: field ${f} is declared by no schema of ${p.apis.join(' or ')}`),
        ...tableNames(p.prose, /^\|\s*Query parameter\s*\|/).filter((q) => !parameters.has(q)).map((q) => `${p.page}: query parameter ${q} is declared by no operation of ${p.apis.join(' or ')}`),
      ];
    });
    expect(unknown).toEqual([]);
  });

  it('would catch a name the documents do not declare', () => {
    const page = 'Send `X-Made-Up` and expect `418`.\n\n| Field | Meaning |\n|---|---|\n| `notAField` | x |\n';
    const api = declared['customer-rest-api'];
    expect(statusesIn(page).filter((s) => !api.statuses.has(s))).toEqual(['418']);
    expect(headersIn(page, page).filter((h) => !api.headers.has(h.toLowerCase()))).toEqual(['X-Made-Up']);
    expect(tableNames(page, /^\|\s*Field\s*\|/).filter((f) => !api.fields.has(f))).toEqual(['notAField']);
  });
});
