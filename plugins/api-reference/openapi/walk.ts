import {asObject, deref, type Json} from '../model/resolve';

/**
 * The one walk over an OpenAPI document's operations: its paths, then its webhooks, with the one
 * list of methods an OpenAPI path item can hold. The reference model, the search records and the
 * Markdown twins' instructions all read operations through it, so none of them can miss a webhook
 * or a method that another shows.
 */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface DocumentOperation {
  kind: 'operation' | 'webhook';
  method: string;
  /** Path, or the webhook's name. */
  path: string;
  pathItem: Json;
  operation: Json;
  /** JSON pointer of the operation, for the build's error messages. */
  where: string;
}

/** `/v1/a/{b}` → `~1v1~1a~1{b}` (RFC 6901). */
function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Every operation of a (bundled) document, those of its paths first, then its webhooks. */
export function* documentOperations(document: Json): Generator<DocumentOperation> {
  const groups = [
    {kind: 'operation', items: document.paths, root: '#/paths'},
    {kind: 'webhook', items: document.webhooks, root: '#/webhooks'},
  ] as const;
  for (const {kind, items, root} of groups) {
    for (const [path, rawItem] of Object.entries(asObject(items) ?? {})) {
      const pathItem = deref(document, rawItem).node;
      for (const method of HTTP_METHODS) {
        const operation = asObject(pathItem[method]);
        if (operation) yield {kind, method, path, pathItem, operation, where: `${root}/${pointerToken(path)}/${method}`};
      }
    }
  }
}
