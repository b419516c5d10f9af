/**
 * The site's API reference model, for the pack step: the one module of the pack that imports
 * the reference code (plugins/api-reference).
 * The model is the one the reference pages render, built from the same OpenAPI documents with the
 * same loader, so what get_operation says is what the reference page says.
 */
import {buildReference, documentOperations, loadReferences, modelOperations, objectAnchor, objectPropertyAnchor, resolvePointer, schemaRef, schemaRefName, schemaView} from '../../api-reference/node';
import type {Json, LoadReferencesOptions} from '../../api-reference/node';

export type {Json};
export type {Constraint, HeaderView, MediaView, ObjectView, OperationView, ParameterView, PropertyNode, ReferenceModel, ResponseView, SchemaView, SharedResponseView} from '../../api-reference/node';

export interface LoadedReference {
  id: string;
  apiName: string;
  /** Route of the reference page. */
  route: string;
  /** The bundled OpenAPI document (every $ref local). */
  document: Json;
  model: ReturnType<typeof buildReference>;
}

export async function loadSiteReferences(options: LoadReferencesOptions): Promise<LoadedReference[]> {
  return (await loadReferences(options)).map(({source, document, model}) => ({
    id: source.id,
    apiName: source.apiName,
    route: source.route,
    document,
    model,
  }));
}

export {documentOperations, modelOperations, resolvePointer, schemaRef, schemaRefName};

/** The property tree of a named schema, as the reference would show it in a response body. */
export function objectView(document: Json, name: string) {
  return schemaView(document, {$ref: schemaRef(name)}, 'response', (property) => objectPropertyAnchor(name, property), objectAnchor(name));
}
