import {modelOperations} from '../model/buildReference';
import type {ReferenceModel} from '../model/types';
import {loadReferences, type LoadReferencesOptions} from '../openapi/loadReferences';

export interface DeprecatedOperation {
  /** e.g. "GET /v1/dsar" */
  operation: string;
  /** e.g. "GET /v1/subject-rights/requests": the operation the reference says replaces it. */
  replacement: string | null;
}

/**
 * Deprecated operations of a reference, each with its replacement as the reference page shows it
 * ("Replaced by", from the model): the same reading of the document for the page and for llms.txt.
 */
export function deprecatedOperationsOf(model: ReferenceModel): DeprecatedOperation[] {
  const operations = modelOperations(model);
  const byAnchor = new Map(operations.map((operation) => [operation.anchor, operation]));
  return operations
    .filter((operation) => operation.deprecated && operation.kind === 'operation')
    .map((operation) => {
      const replacement = operation.replacement && byAnchor.get(operation.replacement.anchor);
      return {
        operation: `${operation.method} ${operation.path}`,
        replacement: replacement ? `${replacement.method} ${replacement.path}` : null,
      };
    });
}

/** Deprecated operations of every document of the site, loaded through this plugin. */
export async function deprecatedOperations(options: LoadReferencesOptions): Promise<DeprecatedOperation[]> {
  return (await loadReferences(options)).flatMap(({model}) => deprecatedOperationsOf(model));
}
