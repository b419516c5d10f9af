/**
 * The API reference's face for code outside the plugin (other plugins, the MCP server's pack
 * step, the site config, the bench and the tests): the list of documents, the one loader of the
 * OpenAPI documents and the reference model they become. Nothing else of this folder is imported
 * from outside it; `eslint.config.mjs` enforces it (see ARCHITECTURE.md, "Boundaries").
 */
export {API_REFERENCES, apiReferenceLinks, openapiDownloadPath, type ApiReferenceSource} from './documents';
export {documentFile, loadReferences, type LoadedReference, type LoadReferencesOptions} from './openapi/loadReferences';
export {referenceLoadOptions} from './readerOptions';
export type {Options} from './options';
export {documentOperations, HTTP_METHODS, type DocumentOperation} from './openapi/walk';
export {allAnchors, buildReference, modelOperations} from './model/buildReference';
export {objectAnchor, objectPropertyAnchor, operationAnchor} from './model/anchors';
export {resolvePointer, schemaRef, schemaRefName, type Json} from './model/resolve';
export {schemaView} from './model/schema';
export {harRequest} from './model/samples';
export {apiTypes} from './openapi/apiTypes.mjs';
export {deprecatedOperations, type DeprecatedOperation} from './twins/deprecatedOperations';
export {apiSearchRecords} from './search/apiSearchRecords';
export type {
  Constraint,
  HeaderView,
  MediaView,
  ObjectView,
  OperationView,
  ParameterView,
  PropertyNode,
  ReferenceModel,
  RequestSample,
  ResponseView,
  SampleLanguage,
  SchemaView,
  SharedResponseView,
} from './model/types';
