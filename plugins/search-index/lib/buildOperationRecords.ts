import {operationAnchor as referenceAnchor} from '../../../src/api-reference/model/anchors';
import type {SearchDocument} from '../../../src/search/types';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const MAX_SCHEMA_DEPTH = 4;

function asObject(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}

/** Follows a local `$ref` ("#/components/schemas/X") inside the document. */
function resolve(document: Json, value: unknown): Json | null {
  const object = asObject(value);
  const ref = object?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) {
    return object;
  }
  let target: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    target = asObject(target)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return asObject(target);
}

/** Property names of a schema, through $ref, allOf/oneOf/anyOf and array items. */
function fieldNames(document: Json, schema: unknown, names: Set<string>, depth = 0, seen = new Set<unknown>()): void {
  const resolved = resolve(document, schema);
  if (!resolved || depth > MAX_SCHEMA_DEPTH || seen.has(resolved)) {
    return;
  }
  seen.add(resolved);
  const properties = asObject(resolved.properties) ?? {};
  for (const [name, property] of Object.entries(properties)) {
    names.add(name);
    fieldNames(document, property, names, depth + 1, seen);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const part of (resolved[key] as unknown[] | undefined) ?? []) {
      fieldNames(document, part, names, depth + 1, seen);
    }
  }
  if (resolved.items) {
    fieldNames(document, resolved.items, names, depth + 1, seen);
  }
}

function mediaSchemas(document: Json, holder: unknown): unknown[] {
  const content = asObject(resolve(document, holder)?.content) ?? {};
  return Object.values(content).map((media) => asObject(media)?.schema);
}

/** The reference page's anchor of an operation; one without operationId (which the reference build refuses) gets a tag/path form. */
function operationAnchor(operation: Json, method: string, path: string): string {
  if (typeof operation.operationId === 'string') {
    return referenceAnchor(operation.operationId);
  }
  const tag = Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : 'default';
  return `tag/${tag}/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
}

/**
 * One search record per operation of an OpenAPI document: method and path, summary, description,
 * parameter names and request/response field names, deep-linked to the operation on the rendered
 * reference (`${referenceRoute}#operation/<operationId>`).
 */
export function buildOperationRecords(
  openapi: unknown,
  referenceRoute: string,
  category: string,
  lastModified: string,
): SearchDocument[] {
  const document = asObject(openapi);
  const paths = asObject(document?.paths);
  if (!document || !paths) {
    return [];
  }
  const records: SearchDocument[] = [];
  for (const [path, pathItemValue] of Object.entries(paths)) {
    const pathItem = resolve(document, pathItemValue) ?? {};
    const sharedParameters = (pathItem.parameters as unknown[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = asObject(pathItem[method]);
      if (!operation) {
        continue;
      }
      const verb = method.toUpperCase();
      const summary = typeof operation.summary === 'string' ? operation.summary.trim() : '';
      const description = typeof operation.description === 'string' ? operation.description.trim() : '';
      const parameters = [...sharedParameters, ...((operation.parameters as unknown[] | undefined) ?? [])]
        .map((parameter) => resolve(document, parameter)?.name)
        .filter((name): name is string => typeof name === 'string');
      const requestFields = new Set<string>();
      for (const schema of mediaSchemas(document, operation.requestBody)) {
        fieldNames(document, schema, requestFields);
      }
      const responseFields = new Set<string>();
      for (const response of Object.values(asObject(operation.responses) ?? {})) {
        for (const schema of mediaSchemas(document, response)) {
          fieldNames(document, schema, responseFields);
        }
      }
      const url = `${referenceRoute}#${operationAnchor(operation, method, path)}`;
      // Starts with the excerpt, so that search-db.json stores it as a length.
      const excerpt = `${verb} ${path}${summary ? ` — ${summary}` : ''}`;
      const content = [
        summary && !/[.!?]$/.test(summary) ? `${excerpt}.` : excerpt,
        description,
        operation.deprecated === true ? 'Deprecated.' : '',
        parameters.length ? `Parameters: ${[...new Set(parameters)].join(', ')}.` : '',
        requestFields.size ? `Request fields: ${[...requestFields].join(', ')}.` : '',
        responseFields.size ? `Response fields: ${[...responseFields].join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === 'string') : [];
      records.push({
        id: url,
        title: summary || `${verb} ${path}`,
        url,
        category,
        lastModified,
        content,
        excerpt,
        metadata: {
          category,
          tags,
          isSection: false,
          parentId: null,
          sectionTitle: null,
          ...(operation.deprecated === true && {deprecated: true}),
        },
      });
    }
  }
  return records;
}
