/**
 * The one place this suite reads the API reference code: the document loader, the reference model
 * and its request samples. The reference is moving into plugins/api-reference; when it lands, only
 * the import paths below change.
 */
import path from 'node:path';
import {loadOpenApiDocument} from '../../src/api-reference/loadDocument';
import {buildReference, modelOperations} from '../../src/api-reference/model/buildReference';
import {harRequest} from '../../src/api-reference/model/samples';
import {API_REFERENCES} from '../../src/api-reference/references';
import type {OperationView, RequestSample, SampleLanguage} from '../../src/api-reference/model/types';

export type {RequestSample, SampleLanguage};
export {harRequest};

export const ROOT = path.join(__dirname, '../..');
export const API_IDS = API_REFERENCES.map((reference) => reference.id);
export type ApiId = (typeof API_IDS)[number];

export interface ReferenceOperation {
  api: ApiId;
  operationId: string;
  method: string;
  path: string;
  samples: RequestSample[];
}

export const specFile = (id: ApiId): string => path.join(ROOT, 'openapi', `${id}.yaml`);

/** Every operation of both references with the request samples the reader sees. */
export async function referenceOperations(): Promise<ReferenceOperation[]> {
  const all: ReferenceOperation[] = [];
  for (const reference of API_REFERENCES) {
    const document = await loadOpenApiDocument(specFile(reference.id), ROOT);
    const model = buildReference(document, {id: reference.id, apiName: reference.apiName, downloadUrl: ''});
    for (const operation of modelOperations(model).filter((op: OperationView) => op.kind === 'operation')) {
      all.push({api: reference.id, operationId: operation.operationId, method: operation.method, path: operation.path, samples: operation.samples});
    }
  }
  return all;
}
