/**
 * The one place this plugin reads the API reference code (which is moving to plugins/api-reference):
 * the list of documents and their routes, and the operation anchor that the reference pages use.
 * Operations are read straight from the OpenAPI documents, paths and methods only.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {API_REFERENCES} from '../../src/api-reference/references';
import {operationAnchor} from '../../src/api-reference/model/anchors';
import type {ApiOperation} from './resolveEndpoint';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type OpenApiPaths = Record<string, Record<string, {operationId?: string} | unknown>>;

/** Every operation of the site's OpenAPI documents, with the URL of its place in the reference. */
export function loadApiOperations(siteDir: string): ApiOperation[] {
  return API_REFERENCES.flatMap((reference) => {
    const document = load(readFileSync(join(siteDir, 'openapi', `${reference.id}.yaml`), 'utf8')) as {paths?: OpenApiPaths};
    return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .flatMap(([method, operation]) => {
          const {operationId} = (operation ?? {}) as {operationId?: string};
          if (!operationId) return [];
          return [{method: method.toUpperCase(), path, href: `${reference.route}#${operationAnchor(operationId)}`}];
        }),
    );
  });
}
