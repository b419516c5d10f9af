import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

/**
 * Every example of both OpenAPI documents (media-type examples of request bodies and responses,
 * and parameter examples) must validate against its schema, and every operation must show a
 * request example when it takes a JSON or form body and a response example for each success
 * code with a body.
 */

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const ROOT = 'urn:privana:openapi';

function loadDoc(file: string): Json {
  return load(readFileSync(join(__dirname, '../../openapi', file), 'utf8')) as Json;
}

/** Resolves a local `$ref` (`#/components/...`). */
function deref<T>(doc: Json, value: T): T {
  let current = value as unknown as Json;
  while (current && typeof current.$ref === 'string') {
    const path = (current.$ref as string).replace(/^#\//, '').split('/');
    current = path.reduce<Json>((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);
  }
  return current as unknown as T;
}

/** Points schema refs at the `$defs` of the shared root schema. */
function rewriteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rewriteRefs);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema as Json).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', `${ROOT}#/$defs/`)
        : rewriteRefs(value),
    ]),
  );
}

function validatorFor(doc: Json) {
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  // OpenAPI's own formats, which JSON Schema does not define.
  for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) {
    ajv.addFormat(format, true);
  }
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Json;
  ajv.addSchema({$id: ROOT, $defs: rewriteRefs(schemas)});
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (schema: unknown, value: unknown): string | null => {
    const key = JSON.stringify(schema);
    if (!compiled.has(key)) compiled.set(key, ajv.compile(rewriteRefs(schema) as Json));
    const validate = compiled.get(key)!;
    return validate(value) ? null : ajv.errorsText(validate.errors);
  };
}

interface Case {
  where: string;
  schema: unknown;
  value: unknown;
}

interface Gaps {
  missingRequestExamples: string[];
  missingResponseExamples: string[];
}

/** Every (schema, example) pair of the document, plus the bodies that lack an example. */
function collect(doc: Json): {cases: Case[]; gaps: Gaps} {
  const cases: Case[] = [];
  const gaps: Gaps = {missingRequestExamples: [], missingResponseExamples: []};

  const fromContent = (where: string, content: Json | undefined): boolean => {
    let any = false;
    for (const [mime, rawMedia] of Object.entries(content ?? {})) {
      const media = rawMedia as Json;
      if (media.example !== undefined) {
        cases.push({where: `${where} ${mime} example`, schema: media.schema, value: media.example});
        any = true;
      }
      for (const [name, ex] of Object.entries((media.examples ?? {}) as Json)) {
        const example = deref<Json>(doc, ex as Json);
        if (example.value === undefined) continue; // externalValue only
        cases.push({where: `${where} ${mime} examples.${name}`, schema: media.schema, value: example.value});
        any = true;
      }
    }
    return any;
  };
  const hasStructuredBody = (content: Json | undefined) =>
    Object.keys(content ?? {}).some((mime) => /json|multipart\/form-data|x-www-form-urlencoded/.test(mime));

  // Webhooks (OpenAPI 3.1) are operations too: their payload examples must validate just the same.
  const items = [
    ...Object.entries(doc.paths as Json),
    ...Object.entries((doc.webhooks ?? {}) as Json).map(([name, item]) => [`webhook ${name}`, item] as const),
  ];
  for (const [path, rawItem] of items) {
    const item = rawItem as Json;
    for (const method of METHODS.filter((m) => item[m])) {
      const op = item[method] as Json;
      const call = `${method.toUpperCase()} ${path}`;
      const params = [...((item.parameters ?? []) as Json[]), ...((op.parameters ?? []) as Json[])];
      for (const raw of params) {
        const param = deref<Json>(doc, raw);
        if (param.example !== undefined) {
          cases.push({where: `${call} parameter ${param.name}`, schema: param.schema, value: param.example});
        }
        for (const [name, ex] of Object.entries((param.examples ?? {}) as Json)) {
          const example = deref<Json>(doc, ex as Json);
          if (example.value !== undefined) {
            cases.push({where: `${call} parameter ${param.name} examples.${name}`, schema: param.schema, value: example.value});
          }
        }
      }
      if (op.requestBody) {
        const body = deref<Json>(doc, op.requestBody as Json);
        const content = body.content as Json | undefined;
        if (!fromContent(`${call} request`, content) && hasStructuredBody(content)) {
          gaps.missingRequestExamples.push(call);
        }
      }
      for (const [code, raw] of Object.entries(op.responses as Json)) {
        const response = deref<Json>(doc, raw as Json);
        const content = response.content as Json | undefined;
        if (!fromContent(`${call} ${code}`, content) && /^2/.test(code) && hasStructuredBody(content)) {
          gaps.missingResponseExamples.push(`${call} ${code}`);
        }
      }
    }
  }
  return {cases, gaps};
}

describe.each(['customer-rest-api.yaml', 'unified-consent-api.yaml'])('openapi/%s examples', (file) => {
  const doc = loadDoc(file);
  const validate = validatorFor(doc);
  const {cases, gaps} = collect(doc);

  it('has examples to check', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  if (file === 'customer-rest-api.yaml') {
    it('checks the payload examples of the publish webhook', () => {
      const webhookCases = cases.filter((c) => c.where.startsWith('POST webhook configurationPublished request'));
      expect(webhookCases.map((c) => (c.value as Json).status).sort()).toEqual(['error', 'published']);
    });
  }

  it('validates every example against its schema', () => {
    const failures = cases
      .map(({where, schema, value}) => ({where, error: schema ? validate(schema, value) : 'no schema'}))
      .filter((r) => r.error !== null);
    expect(failures).toEqual([]);
  });

  it('shows a request example for every JSON or form body', () => {
    expect(gaps.missingRequestExamples).toEqual([]);
  });

  it('shows a response example for every success code with a body', () => {
    expect(gaps.missingResponseExamples).toEqual([]);
  });

  it('keeps the schema defaults valid against their schemas', () => {
    const failures: string[] = [];
    let checked = 0;
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`));
      if (!node || typeof node !== 'object') return;
      const schema = node as Json;
      if ('default' in schema) {
        const {default: value, ...rest} = schema;
        const error = validate('$ref' in rest ? {$ref: rest.$ref} : rest, value);
        if (error) failures.push(`${where}: ${error}`);
        checked += 1;
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}.${key}`);
    };
    walk((doc.components as Json).schemas, 'components.schemas');
    walk(doc.paths, 'paths');
    expect(failures).toEqual([]);
    if (file === 'customer-rest-api.yaml') expect(checked).toBeGreaterThan(20);
  });
});

describe('the example validator', () => {
  it('rejects an example that breaks its schema', () => {
    const doc = loadDoc('customer-rest-api.yaml');
    const validate = validatorFor(doc);
    expect(validate({$ref: '#/components/schemas/DataStoreCreate'}, {name: ''})).not.toBeNull();
    expect(validate({$ref: '#/components/schemas/DataStoreCreate'}, {name: 'CRM', owners: []})).not.toBeNull();
    expect(validate({$ref: '#/components/schemas/DataStoreCreate'}, {name: 'CRM'})).toBeNull();
  });
});
