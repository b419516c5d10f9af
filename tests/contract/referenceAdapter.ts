/**
 * The one place this suite reads the API reference code: the document loader, the reference model
 * and its request samples, as plugins/api-reference loads them for the pages.
 */
import path from 'node:path';
import {API_REFERENCES, harRequest, loadReferences, modelOperations} from '../../plugins/api-reference/node';
import type {OperationView, RequestSample, SampleLanguage} from '../../plugins/api-reference/node';

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
  for (const {source: reference, model} of await loadReferences({siteDir: ROOT})) {
    for (const operation of modelOperations(model).filter((op: OperationView) => op.kind === 'operation')) {
      all.push({api: reference.id, operationId: operation.operationId, method: operation.method, path: operation.path, samples: operation.samples});
    }
  }
  return all;
}
