import {parameterAnchor, requestPropertyAnchor, responsePropertyAnchor} from '../../../src/api-reference/model/anchors';
import {plainText} from '../../../src/api-reference/model/markdown';
import {asObject, deref, type Json} from '../../../src/api-reference/model/resolve';
import {schemaView} from '../../../src/api-reference/model/schema';
import type {PropertyNode} from '../../../src/api-reference/model/types';
import type {SearchDocument} from '../../../src/search/types';

/**
 * Section records for the fields of an operation, so that a search for a field name (`dsarId`,
 * `storagePolicy`) lands on the field itself: one record per parameter and per request or success
 * response property, a section of the operation's record (grouped under it in the results),
 * deep-linked to the field's anchor on the reference page.
 */

interface FieldEntry {
  anchor: string;
  /** `path parameter dsarId`, `request field dsarDetails.email`. */
  title: string;
  text: string;
}

const stripHtml = (html: string): string => plainText(html.replace(/<[^>]+>/g, ' '));

function propertyEntries(nodes: PropertyNode[], kind: string, out: FieldEntry[]): void {
  for (const node of nodes) {
    if (node.name !== '{key}') {
      const description = stripHtml(node.descriptionHtml);
      out.push({
        anchor: node.anchor,
        title: `${kind} ${node.path}`,
        text: `${node.name} (${node.type}${node.required ? ', required' : ''})${description ? `: ${description}` : ''}${node.enumValues.length ? ` Values: ${node.enumValues.join(', ')}.` : ''}`,
      });
    }
    propertyEntries(node.children, kind, out);
    for (const variant of node.variants) propertyEntries(variant.children, kind, out);
  }
}

function bodyEntries(document: Json, holder: unknown, kind: string, anchorFor: (path: string) => string, rootAnchor: string, out: FieldEntry[]): void {
  const content = asObject(deref(document, holder).node.content) ?? {};
  const first = Object.values(content).map((media) => asObject(media)).find((media) => media?.schema);
  if (!first) return;
  const view = schemaView(document, first.schema, kind === 'request field' ? 'request' : 'response', anchorFor, rootAnchor);
  propertyEntries(view.properties, kind, out);
  for (const variant of view.variants) propertyEntries(variant.children, kind, out);
}

export function fieldEntries(document: Json, pathItem: Json, operation: Json): FieldEntry[] {
  const operationId = operation.operationId as string;
  const out: FieldEntry[] = [];
  const parameters = [...((pathItem.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])].map((p) => deref(document, p).node);
  for (const parameter of parameters) {
    const name = parameter.name as string;
    const location = parameter.in as string;
    out.push({
      anchor: parameterAnchor(operationId, location, name),
      title: `${location} parameter ${name}`,
      text: `${name}${parameter.required === true ? ' (required)' : ''}: ${plainText(parameter.description as string | undefined)}`,
    });
  }
  bodyEntries(document, operation.requestBody, 'request field', (path) => requestPropertyAnchor(operationId, path), `operation/${operationId}/request`, out);
  const responses = asObject(operation.responses) ?? {};
  const success = Object.keys(responses).find((status) => /^2/.test(status));
  if (success) {
    bodyEntries(document, responses[success], 'response field', (path) => responsePropertyAnchor(operationId, success, path), `operation/${operationId}/response/${success}`, out);
  }
  const seen = new Set<string>();
  return out.filter((entry) => !seen.has(entry.anchor) && seen.add(entry.anchor));
}

/** The field records of one operation record. */
export function buildFieldRecords(document: Json, pathItem: Json, operation: Json, parent: SearchDocument, referenceRoute: string): SearchDocument[] {
  if (typeof operation.operationId !== 'string') return [];
  return fieldEntries(document, pathItem, operation).map((entry) => {
    const url = `${referenceRoute}#${entry.anchor}`;
    return {
      id: url,
      title: entry.title,
      url,
      category: parent.category,
      lastModified: parent.lastModified,
      content: entry.text,
      excerpt: entry.text,
      metadata: {...parent.metadata, isSection: true, parentId: parent.id, sectionTitle: entry.title},
    };
  });
}
