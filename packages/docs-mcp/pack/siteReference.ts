/**
 * The site's API reference model, for the pack step: the one module of this package that imports
 * the reference code (the lead repoints it when src/api-reference/ moves to plugins/api-reference/).
 * The model is the one the reference pages render, built from the same OpenAPI documents with the
 * same loader, so what get_operation says is what the reference page says.
 */
import path from 'node:path';
import {loadOpenApiDocument} from '../../../src/api-reference/loadDocument';
import {buildReference, modelOperations} from '../../../src/api-reference/model/buildReference';
import type {Json} from '../../../src/api-reference/model/resolve';
import {schemaView} from '../../../src/api-reference/model/schema';
import {API_REFERENCES, openapiDownloadPath} from '../../../src/api-reference/references';

export type {Json};
export type {
  Constraint,
  HeaderView,
  MediaView,
  OperationView,
  ParameterView,
  PropertyNode,
  ReferenceModel,
  ResponseView,
  SchemaView,
  SharedResponseView,
} from '../../../src/api-reference/model/types';

export interface LoadedReference {
  id: string;
  apiName: string;
  /** Route of the reference page. */
  route: string;
  /** The bundled OpenAPI document (every $ref local). */
  document: Json;
  model: ReturnType<typeof buildReference>;
}

export async function loadSiteReferences(siteDir: string): Promise<LoadedReference[]> {
  return Promise.all(
    API_REFERENCES.map(async (reference) => {
      const document = await loadOpenApiDocument(path.join(siteDir, 'openapi', `${reference.id}.yaml`), siteDir);
      const model = buildReference(document, {id: reference.id, apiName: reference.apiName, downloadUrl: openapiDownloadPath(reference.id)});
      return {id: reference.id, apiName: reference.apiName, route: reference.route, document, model};
    }),
  );
}

export {modelOperations};

/** The property tree of a named schema, as the reference would show it in a response body. */
export function objectView(document: Json, name: string) {
  return schemaView(document, {$ref: `#/components/schemas/${name}`}, 'response', (property) => `object/${name}/${property}`, `object/${name}`);
}
