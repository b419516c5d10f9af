import type {MediaView, PropertyNode, ReferenceModel} from '../model/types';
import {absentFrom, objectProperties, objectsByName, placedOperations, type ObjectsByName} from './modelParts';
import {htmlText} from './plainText';
import type {UndatedRecord} from './searchTypes';

/** Field names deeper than this are left out of an operation's text (they are rarely what a reader types). */
const MAX_FIELD_DEPTH = 5;

/** Field names of a tree, through the objects it links to, as if their properties were written here. */
function fieldNames(nodes: PropertyNode[], names: Set<string>, objects: ObjectsByName, side: 'request' | 'response', depth = 0): void {
  if (depth >= MAX_FIELD_DEPTH) return;
  for (const node of nodes) {
    if (absentFrom(side, node)) continue;
    if (node.name !== '[]' && node.name !== '{key}') names.add(node.name);
    if (node.object) fieldNames(objectProperties(objects, node.object.name), names, objects, side, depth + 1);
    fieldNames(node.children, names, objects, side, node.name === '[]' ? depth : depth + 1);
    for (const variant of node.variants) fieldNames(variant.children, names, objects, side, depth + 1);
  }
}

function contentFieldNames(content: MediaView[], names: Set<string>, objects: ObjectsByName, side: 'request' | 'response'): void {
  for (const media of content) {
    if (media.schema.object) fieldNames(objectProperties(objects, media.schema.object.name), names, objects, side);
    fieldNames(media.schema.properties, names, objects, side);
    for (const variant of media.schema.variants) fieldNames(variant.children, names, objects, side);
  }
}

/**
 * One search record per operation and webhook of a reference: method and path (or the webhook's
 * name), summary, description, parameter names and request/response field names, deep-linked to
 * the operation on the reference page (`${route}#operation/<operationId>`).
 */
export function operationRecords(model: ReferenceModel, route: string, category: string): UndatedRecord[] {
  const shared = new Map(model.sharedResponses.map((response) => [response.anchor, response]));
  const objects = objectsByName(model);
  return placedOperations(model).map(({operation, tag}) => {
    const requestFields = new Set<string>();
    contentFieldNames(operation.requestBody?.content ?? [], requestFields, objects, 'request');
    const responseFields = new Set<string>();
    for (const response of operation.responses) {
      // A deprecated operation's returned object is found on its replacement, where a search should land.
      if (operation.deprecated && response.content[0]?.schema.object) continue;
      contentFieldNames(response.shared ? (shared.get(response.shared.anchor)?.content ?? []) : response.content, responseFields, objects, 'response');
    }
    const parameters = [...new Set(operation.parameters.map((parameter) => parameter.name))];
    const verb = operation.kind === 'webhook' ? `${operation.method} ${operation.path} (webhook)` : `${operation.method} ${operation.path}`;
    const summary = operation.summary.trim();
    const description = htmlText(operation.descriptionHtml);
    const url = `${route}#${operation.anchor}`;
    // Starts with the excerpt, so that search-db.json stores it as a length.
    const excerpt = `${verb}${summary ? ` — ${summary}` : ''}`;
    const content = [
      summary && !/[.!?]$/.test(summary) ? `${excerpt}.` : excerpt,
      description,
      operation.deprecated ? 'Deprecated.' : '',
      parameters.length ? `Parameters: ${parameters.join(', ')}.` : '',
      requestFields.size ? `Request fields: ${[...requestFields].join(', ')}.` : '',
      responseFields.size ? `Response fields: ${[...responseFields].join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return {
      id: url,
      title: summary || verb,
      url,
      category,
      content,
      excerpt,
      metadata: {
        category,
        tags: [tag],
        isSection: false,
        parentId: null,
        sectionTitle: null,
        ...(operation.deprecated && {deprecated: true}),
      },
    };
  });
}
