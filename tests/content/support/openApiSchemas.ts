import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {load} from 'js-yaml';

/**
 * Validators for the schemas of the two OpenAPI documents (3.1, so JSON Schema 2020-12), by
 * operation: the JSON request body, a response's JSON body, or a webhook's body. Unknown
 * OpenAPI keywords (example, discriminator) are ignored; formats are checked.
 */

export type ApiDocument = 'customer-rest-api' | 'unified-consent-api';
type Json = Record<string, unknown>;

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A copy of a document in which every object schema that lists its properties and says nothing of
 * others is closed (`additionalProperties: false`). The documents leave response schemas open,
 * because new fields may appear; a guide's example, though, may only show fields the document
 * declares, and this copy finds the others. Members of `allOf`/`oneOf`/`anyOf` and the schemas they
 * reference stay as they are: closing one would reject its siblings' properties.
 */
export function closedCopy(document: Json): Json {
  const composed = new Set<string>();
  const collect = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Json)) {
      if (['allOf', 'oneOf', 'anyOf'].includes(key) && Array.isArray(value)) {
        for (const member of value as Json[]) if (typeof member?.$ref === 'string') composed.add(member.$ref);
      }
      collect(value);
    }
  };
  collect(document);
  const close = (node: unknown, path: string, inComposition: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => close(item, `${path}/${i}`, inComposition));
    if (!node || typeof node !== 'object') return node;
    const copy: Json = {};
    for (const [key, value] of Object.entries(node as Json)) {
      copy[key] = close(value, `${path}/${escape(key)}`, ['allOf', 'oneOf', 'anyOf'].includes(key));
    }
    if (copy.properties && !('additionalProperties' in copy) && !('unevaluatedProperties' in copy) && !inComposition && !composed.has(path)) copy.additionalProperties = false;
    return copy;
  };
  return close(document, '#', false) as Json;
}

export function openApiSchemas(root: string, {closed = false}: {closed?: boolean} = {}) {
  const documents = new Map<ApiDocument, Json>();
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  for (const id of ['customer-rest-api', 'unified-consent-api'] as const) {
    const loaded = load(readFileSync(join(root, 'openapi', `${id}.yaml`), 'utf8')) as Json;
    const document = closed ? closedCopy(loaded) : loaded;
    documents.set(id, document);
    ajv.addSchema(document, id);
  }

  /** Follows $refs from a JSON pointer of the document; returns the pointer of the node reached. */
  function resolve(id: ApiDocument, pointer: string): string {
    let current = pointer;
    for (;;) {
      const node = current
        .slice(2)
        .split('/')
        .filter(Boolean)
        .reduce<unknown>((n, key) => (n as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], documents.get(id)) as Json | undefined;
      if (!node) throw new Error(`${id}: nothing at ${current}`);
      if (typeof node.$ref !== 'string') return current;
      current = node.$ref;
    }
  }

  function operationPointer(id: ApiDocument, operationId: string): string {
    const document = documents.get(id)!;
    for (const section of ['paths', 'webhooks'] as const) {
      for (const [path, item] of Object.entries((document[section] ?? {}) as Record<string, Json>)) {
        for (const [method, operation] of Object.entries(item)) {
          if ((operation as Json)?.operationId === operationId) return `#/${section}/${escape(path)}/${method}`;
        }
      }
    }
    throw new Error(`${id}: no operation ${operationId}`);
  }

  /** The validator of an operation's JSON request body, or of its response `status`. */
  function validator(id: ApiDocument, operationId: string, part: 'request' | string): ValidateFunction {
    const operation = operationPointer(id, operationId);
    const holder = part === 'request' ? resolve(id, `${operation}/requestBody`) : resolve(id, `${operation}/responses/${part}`);
    const schema = resolve(id, `${holder}/content/application~1json/schema`);
    return ajv.getSchema(`${id}${schema}`) ?? ajv.compile({$ref: `${id}${schema}`});
  }

  /** The validator of a named component schema. */
  function component(id: ApiDocument, name: string): ValidateFunction {
    const validate = ajv.getSchema(`${id}#/components/schemas/${name}`);
    if (!validate) throw new Error(`${id}: no schema ${name}`);
    return validate;
  }

  return {validator, component};
}

/** Ajv's errors as one line each. */
export const schemaErrors = (validate: ValidateFunction): string[] => (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
