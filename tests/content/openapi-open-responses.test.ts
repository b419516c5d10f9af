import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

/**
 * The versioning rule of both APIs lets new fields appear in responses within a major version, so
 * no schema a client receives may close its properties: a client that validates a response or a
 * webhook body against `additionalProperties: false` breaks on the first additive change. Request
 * bodies may stay closed (the server rejects a misspelt field); a schema that is both sent and
 * received counts as received.
 */

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** Keywords whose value is a schema, or a list or map of schemas. */
const SUBSCHEMA_KEYS = ['items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else', 'propertyNames', 'unevaluatedProperties'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];

function at(doc: Json, ref: string): Json {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);
}

/** The schemas at the root of every response body and every webhook body, with where they are used. */
function receivedRoots(doc: Json): {where: string; schema: Json}[] {
  const roots: {where: string; schema: Json}[] = [];
  const contentSchemas = (where: string, holder: Json | undefined) => {
    let body = holder;
    while (body && typeof body.$ref === 'string') body = at(doc, body.$ref);
    for (const [mediaType, media] of Object.entries((body?.content ?? {}) as Record<string, Json>)) {
      if (media.schema) roots.push({where: `${where} ${mediaType}`, schema: media.schema as Json});
    }
  };
  for (const section of ['paths', 'webhooks'] as const) {
    for (const [path, item] of Object.entries((doc[section] ?? {}) as Record<string, Json>)) {
      for (const method of METHODS) {
        const operation = item[method] as Json | undefined;
        if (!operation) continue;
        const call = `${method.toUpperCase()} ${section === 'webhooks' ? `webhook ${path}` : path}`;
        for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
          contentSchemas(`${call} → ${status}`, response);
        }
        // A webhook's request body is what Privana sends to the customer's server: received.
        if (section === 'webhooks') contentSchemas(`${call} body`, operation.requestBody as Json | undefined);
      }
    }
  }
  return roots;
}

/** Every closed schema reachable from a root, named by its component or its place. */
function closedSchemasBelow(doc: Json, root: Json, where: string, seen: Set<Json>): string[] {
  const closed: string[] = [];
  const visit = (schema: unknown, name: string) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema as Json)) return;
    const node = schema as Json;
    seen.add(node);
    if (typeof node.$ref === 'string') {
      visit(at(doc, node.$ref), node.$ref.replace('#/components/schemas/', ''));
      return;
    }
    if (node.additionalProperties === false) closed.push(`${name} (received in ${where})`);
    for (const key of SUBSCHEMA_KEYS) visit(node[key], `${name}.${key}`);
    for (const key of SUBSCHEMA_LISTS) (Array.isArray(node[key]) ? (node[key] as unknown[]) : []).forEach((s, i) => visit(s, `${name}.${key}[${i}]`));
    for (const key of SUBSCHEMA_MAPS) {
      for (const [property, sub] of Object.entries((node[key] ?? {}) as Json)) visit(sub, `${name}.${property}`);
    }
  };
  visit(root, where);
  return closed;
}

describe.each(['customer-rest-api.yaml', 'unified-consent-api.yaml'])('openapi/%s', (file) => {
  const doc = load(readFileSync(join(__dirname, '../../openapi', file), 'utf8')) as Json;

  it('closes no response or webhook schema with additionalProperties: false', () => {
    const roots = receivedRoots(doc);
    const seen = new Set<Json>();
    const closed = roots.flatMap(({where, schema}) => closedSchemasBelow(doc, schema, where, seen));
    expect(roots.length).toBeGreaterThan(10);
    expect(closed).toEqual([]);
  });
});
