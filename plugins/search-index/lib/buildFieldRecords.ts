import {parameterAnchor, requestPropertyAnchor, responsePropertyAnchor} from '../../../src/api-reference/model/anchors';
import {plainText} from '../../../src/api-reference/model/markdown';
import {asObject, deref, type Json} from '../../../src/api-reference/model/resolve';
import {schemaView} from '../../../src/api-reference/model/schema';
import type {PropertyNode} from '../../../src/api-reference/model/types';
import type {IndexRecord} from './types';

/**
 * Section records for the fields of an operation, so that a search for a field name (`dsarId`,
 * `storagePolicy`) lands on the field itself: one record per parameter, request field, and field of
 * a read's success response (two levels deep), a section of the operation's record (grouped under it in the results),
 * deep-linked to the field's anchor on the reference page.
 */

interface FieldEntry {
  anchor: string;
  /** The field's own name, the only indexed text of its record. */
  name: string;
  /** `path parameter dsarId`, `request field dsarDetails.email`. */
  title: string;
  text: string;
}

/** The first sentence of a description, as plain text: enough to tell fields apart in a result. */
function firstSentence(html: string): string {
  const text = plainText(html.replace(/<[^>]+>/g, ' '));
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

/** Response fields deeper than this (`items[].dsarDetails.email`) are left to their parent's record. */
const MAX_RESPONSE_DEPTH = 2;

function depth(path: string): number {
  return path.replace(/^items\[\]\.?/, '').split(/\.|\[\]\./).length;
}

function propertyEntries(nodes: PropertyNode[], kind: string, out: FieldEntry[]): void {
  for (const node of nodes) {
    if (kind === 'response field' && depth(node.path) > MAX_RESPONSE_DEPTH) continue;
    if (node.name !== '{key}') {
      const description = firstSentence(node.descriptionHtml);
      out.push({
        anchor: node.anchor,
        name: node.name,
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

export function fieldEntries(document: Json, pathItem: Json, operation: Json, method: string): FieldEntry[] {
  const operationId = operation.operationId as string;
  const out: FieldEntry[] = [];
  const parameters = [...((pathItem.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])].map((p) => deref(document, p).node);
  for (const parameter of parameters) {
    const name = parameter.name as string;
    const location = parameter.in as string;
    out.push({
      anchor: parameterAnchor(operationId, location, name),
      name,
      title: `${location} parameter ${name}`,
      text: `${name}${parameter.required === true ? ' (required)' : ''}: ${firstSentence(String(parameter.description ?? ''))}`,
    });
  }
  bodyEntries(document, operation.requestBody, 'request field', (path) => requestPropertyAnchor(operationId, path), `operation/${operationId}/request`, out);
  const responses = asObject(operation.responses) ?? {};
  const success = Object.keys(responses).find((status) => /^2/.test(status));
  // Writes return the object a read returns too: its fields are indexed once, on the read.
  if (success && method === 'get') {
    bodyEntries(document, responses[success], 'response field', (path) => responsePropertyAnchor(operationId, success, path), `operation/${operationId}/response/${success}`, out);
  }
  // One record per field name and operation: a name that is both sent and returned (`dsarId`) lands
  // on its first place, parameters first, then request fields; this keeps the index within budget.
  const seen = new Set<string>();
  return out.filter((entry) => {
    if (seen.has(entry.name)) return false;
    seen.add(entry.name);
    return true;
  });
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The field records of every operation of a document, each a section of its operation's record
 * (`${referenceRoute}#operation/<operationId>`, made by buildOperationRecords).
 */
export function buildFieldRecords(openapi: unknown, referenceRoute: string, category: string, lastModified: string): IndexRecord[] {
  const document = asObject(openapi);
  const records: IndexRecord[] = [];
  for (const rawItem of Object.values(asObject(document?.paths) ?? {})) {
    const pathItem = deref(document!, rawItem).node;
    for (const method of METHODS) {
      const operation = asObject(pathItem[method]);
      // A deprecated operation has the same fields as its replacement, where a search should land.
      if (!operation || typeof operation.operationId !== 'string' || operation.deprecated === true) continue;
      const parentId = `${referenceRoute}#operation/${operation.operationId}`;
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === 'string') : [];
      for (const entry of fieldEntries(document!, pathItem, operation, method)) {
        const url = `${referenceRoute}#${entry.anchor}`;
        // Only the name is indexed, so that every field of a name scores the same: its operation's
        // own score then orders the results (a field never lifts a less relevant operation), and the
        // field's section links to it. The description is what the result shows.
        records.push({
          id: url,
          title: entry.name,
          url,
          category,
          lastModified,
          content: entry.name,
          snippetText: `${entry.title}: ${entry.text}`,
          excerpt: `${entry.title}: ${entry.text}`,
          metadata: {category, tags, isSection: true, parentId, sectionTitle: entry.title},
        });
      }
    }
  }
  return records;
}
