/**
 * The one place this plugin reads the API reference plugin: its list of documents and their
 * routes, its one walk over a document's operations, and the operation anchor the reference pages
 * use. Remark runs synchronously, so the YAML is parsed here rather than awaited from the
 * reference plugin's Redocly load; paths, methods and operation ids need no `$ref` resolution.
 */
import {readFileSync} from 'node:fs';
import {load} from 'js-yaml';
import {API_REFERENCES, documentFile, documentOperations, operationAnchor} from '../api-reference/node';
import type {Json} from '../api-reference/node';
import type {ApiOperation} from './resolveEndpoint';

/**
 * Every operation of the site's OpenAPI documents, with the URL of its place in the reference.
 * `openapiDir`: the API reference plugin's option of that name (the config gives both the same).
 */
export function loadApiOperations(siteDir: string, openapiDir?: string): ApiOperation[] {
  return API_REFERENCES.flatMap((reference) => {
    const document = load(readFileSync(documentFile(siteDir, reference.id, openapiDir), 'utf8')) as Json;
    return [...documentOperations(document)]
      .filter((entry) => entry.kind === 'operation' && typeof entry.operation.operationId === 'string')
      .map((entry) => ({
        method: entry.method.toUpperCase(),
        path: entry.path,
        href: `${reference.route}#${operationAnchor(entry.operation.operationId as string)}`,
      }));
  });
}
