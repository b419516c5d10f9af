import type {MediaView, OperationView, PropertyNode, ReferenceModel} from '../model/types';
import {absentFrom, objectProperties, objectsByName, placedOperations, type ObjectsByName} from './modelParts';
import {firstSentence} from './plainText';
import type {UndatedRecord} from './searchTypes';

/**
 * Section records for the fields of an operation, so that a search for a field name (`dsarId`,
 * `storagePolicy`) lands on the field itself: one record per parameter, request field, and field of
 * a read's success response (two levels deep), a section of the operation's record (grouped under
 * it in the results), deep-linked to the field's anchor on the reference page. They are read from
 * the reference model, so they point where the page puts each field: a field of a documented
 * object (a response that "Returns a CmpConfig object", a request's `configuration`) lands on the
 * object's field.
 */

interface FieldEntry {
  anchor: string;
  /** The field's own name, the only indexed text of its record. */
  name: string;
  /** `path parameter dsarId`, `request field dsarDetails.email`. */
  title: string;
  text: string;
}

/** Response fields deeper than this (`items[].dsarDetails.email`) are left to their parent's record. */
const MAX_RESPONSE_DEPTH = 2;

function depth(path: string): number {
  return path.replace(/^items\[\]\.?/, '').split(/\.|\[\]\./).length;
}

interface Body {
  kind: 'request field' | 'response field';
  objects: ObjectsByName;
  /** The body path of the object the nodes belong to (`items[].`), '' at the body's root. */
  prefix: string;
  /** Properties of that object this place requires although the object does not. */
  alsoRequired?: readonly string[];
}

const sideOf = (body: Body) => (body.kind === 'request field' ? 'request' : 'response');

function propertyEntries(nodes: PropertyNode[], body: Body, out: FieldEntry[]): void {
  for (const node of nodes) {
    if (absentFrom(sideOf(body), node)) continue;
    const path = `${body.prefix}${node.path}`;
    if (body.kind === 'response field' && depth(path) > MAX_RESPONSE_DEPTH) continue;
    if (node.name !== '{key}') {
      const description = firstSentence(node.descriptionHtml);
      out.push({
        anchor: node.anchor,
        name: node.name,
        title: `${body.kind} ${path}`,
        text: `${node.name} (${node.type}${node.required || body.alsoRequired?.includes(node.name) ? ', required' : ''})${description ? `: ${description}` : ''}${node.enumValues.length ? ` Values: ${node.enumValues.join(', ')}.` : ''}`,
      });
    }
    if (node.object) {
      const prefix = `${path}${node.type.startsWith('array of') ? '[]' : ''}.`;
      propertyEntries(objectProperties(body.objects, node.object.name), {...body, prefix, alsoRequired: node.object.alsoRequired}, out);
    }
    const inner = {...body, alsoRequired: undefined};
    propertyEntries(node.children, inner, out);
    for (const variant of node.variants) propertyEntries(variant.children, inner, out);
  }
}

/** The first media type's tree: the one the page shows first (an object's, when the body is one). */
function bodyEntries(content: MediaView[], body: Body, out: FieldEntry[]): void {
  const first = content[0];
  if (!first) return;
  if (first.schema.object) propertyEntries(objectProperties(body.objects, first.schema.object.name), body, out);
  propertyEntries(first.schema.properties, body, out);
  for (const variant of first.schema.variants) propertyEntries(variant.children, body, out);
}

export function fieldEntries(operation: OperationView, objects: ObjectsByName): FieldEntry[] {
  const out: FieldEntry[] = [];
  for (const parameter of operation.parameters) {
    out.push({
      anchor: parameter.anchor,
      name: parameter.name,
      title: `${parameter.in} parameter ${parameter.name}`,
      text: `${parameter.name}${parameter.required ? ' (required)' : ''}: ${firstSentence(parameter.descriptionHtml)}`,
    });
  }
  bodyEntries(operation.requestBody?.content ?? [], {kind: 'request field', objects, prefix: ''}, out);
  // Writes return the object a read returns too: its fields are indexed once, on the read.
  const success = operation.responses.find((response) => /^2/.test(response.status));
  if (success && operation.method === 'GET') bodyEntries(success.content, {kind: 'response field', objects, prefix: ''}, out);
  // One record per field name and operation: a name that is both sent and returned (`dsarId`) lands
  // on its first place, parameters first, then request fields; this keeps the index within budget.
  const seen = new Set<string>();
  return out.filter((entry) => {
    if (seen.has(entry.name)) return false;
    seen.add(entry.name);
    return true;
  });
}

/**
 * The field records of every operation and webhook of a reference, each a section of its
 * operation's record (`${route}#operation/<operationId>`, made by operationRecords).
 */
export function fieldRecords(model: ReferenceModel, route: string, category: string): UndatedRecord[] {
  const records: UndatedRecord[] = [];
  const objects = objectsByName(model);
  const used = new Set<string>();
  for (const {operation, tag} of placedOperations(model)) {
    // A deprecated operation has the same fields as its replacement, where a search should land.
    if (operation.deprecated) continue;
    const parentId = `${route}#${operation.anchor}`;
    for (const entry of fieldEntries(operation, objects)) {
      const url = `${route}#${entry.anchor}`;
      // A field of an object that several operations take or return is one place on the page, and
      // a section of each of those operations' records: the id names the operation too.
      const id = used.has(url) ? `${url}~${operation.operationId}` : url;
      used.add(url);
      // Only the name is indexed, so that every field of a name scores the same: its operation's
      // own score then orders the results (a field never lifts a less relevant operation), and the
      // field's section links to it. The description is what the result shows.
      records.push({
        id,
        title: entry.name,
        url,
        category,
        content: entry.name,
        snippetText: `${entry.title}: ${entry.text}`,
        excerpt: `${entry.title}: ${entry.text}`,
        metadata: {category, tags: [tag], isSection: true, parentId, sectionTitle: entry.title},
      });
    }
  }
  return records;
}
