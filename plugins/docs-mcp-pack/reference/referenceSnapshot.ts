import type {ObjectEntry, OperationEntry, ReferenceSnapshot} from '../../../packages/docs-mcp/node';
import {fragmentToMarkdown} from './fragmentToMarkdown';
import {operationMarkdown, schemaLines} from './operationMarkdown';
import {documentOperations, modelOperations, objectView, resolvePointer, schemaRef, schemaRefName, type Json, type LoadedReference} from './siteReference';

/** Names of the schemas a node refers to, directly or through other refs (responses, parameters, schemas). */
export function referencedSchemas(document: Json, node: unknown): string[] {
  const names = new Set<string>();
  const seenRefs = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/')) {
        if (seenRefs.has(child)) continue;
        seenRefs.add(child);
        const name = schemaRefName(child);
        if (name !== undefined) names.add(name);
        visit(resolvePointer(document, child));
      } else {
        visit(child);
      }
    }
  };
  visit(node);
  return [...names].sort();
}

/** A ref to a named schema, pointed into the $defs of a JSON Schema; any other ref as it is. */
function defsRef(ref: string): string {
  const name = schemaRefName(ref);
  return name === undefined ? ref : `#/$defs/${schemaRef(name).split('/').pop()}`;
}

/** The JSON Schema of a named schema: its references to other schemas point into its own $defs. */
export function jsonSchemaOf(document: Json, name: string): Record<string, unknown> {
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Json;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, key === '$ref' && typeof child === 'string' ? defsRef(child) : rewrite(child)]),
    );
  };
  const defs = referencedSchemas(document, schemas[name]).filter((other) => other !== name);
  const root = rewrite(schemas[name]) as Record<string, unknown>;
  // A self-reference points at the root.
  const rooted = JSON.parse(JSON.stringify(root).split(`"#/$defs/${name}"`).join('"#"')) as Record<string, unknown>;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: name,
    ...rooted,
    ...(defs.length > 0 ? {$defs: Object.fromEntries(defs.map((other) => [other, rewrite(schemas[other])]))} : {}),
  };
}

/** The document's own operation objects, by kind, method and path (the one walk of the reference). */
function rawOperations(document: Json): Map<string, Json> {
  return new Map([...documentOperations(document)].map(({kind, method, path, operation}) => [`${kind} ${method} ${path}`, operation]));
}

export function buildReferenceSnapshot(references: LoadedReference[], siteUrl: string): ReferenceSnapshot {
  const operations: OperationEntry[] = [];
  const objects: ObjectEntry[] = [];
  for (const {document, model, route, apiName} of references) {
    const pageUrl = `${siteUrl}${route}`;
    const raws = rawOperations(document);
    for (const operation of modelOperations(model)) {
      const raw = raws.get(`${operation.kind} ${operation.method.toLowerCase()} ${operation.path}`);
      const names = referencedSchemas(document, raw);
      operations.push({
        operationId: operation.operationId,
        method: operation.method.toUpperCase(),
        path: operation.path,
        kind: operation.kind,
        summary: operation.summary,
        api: apiName,
        route: `${route}#${operation.anchor}`,
        deprecated: operation.deprecated,
        markdown: operationMarkdown(operation, {model, pageUrl, siteUrl, objects: names}),
        objects: names,
        samples: operation.samples.map(({language, label, syntax, code}) => ({language, label, syntax, code})),
      });
    }
    const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Json;
    for (const name of Object.keys(schemas)) {
      const view = objectView(document, name);
      const usedBy = operations.filter((operation) => operation.api === apiName && operation.objects.includes(name)).map((operation) => `\`${operation.operationId}\``);
      const lines = [`# ${name}`, '', `An object of the ${apiName}.`, '', ...schemaLines(view, siteUrl)];
      if (usedBy.length > 0) lines.push('', `Used by: ${usedBy.join(', ')}.`);
      objects.push({name, api: apiName, markdown: `${lines.join('\n')}\n`, schema: jsonSchemaOf(document, name)});
    }
  }
  return {
    apis: references.map(({id, apiName, route}) => ({id, name: apiName, route})),
    operations,
    objects,
  };
}

export {fragmentToMarkdown};
