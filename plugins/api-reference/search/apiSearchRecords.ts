import type {ReferenceModel} from '../model/types';
import {loadReferences, type LoadedReference, type LoadReferencesOptions} from '../openapi/loadReferences';
import {fieldRecords} from './fieldRecords';
import {introRecords} from './introRecords';
import {operationRecords} from './operationRecords';
import type {IndexRecord, SearchContribution, UndatedRecord} from './searchTypes';

/**
 * Records of one reference: the page and its introduction's topics, then each operation's record
 * followed by the section records of its fields.
 */
export function referenceSearchRecords(model: ReferenceModel, route: string, category: string): UndatedRecord[] {
  const fields = fieldRecords(model, route, category);
  return [
    ...introRecords(model, route, category),
    ...operationRecords(model, route, category).flatMap((operation) => [
      operation,
      ...fields.filter((field) => field.metadata.parentId === operation.id),
    ]),
  ];
}

/**
 * The operation, webhook and field records of the loaded references, as this plugin's content
 * offers them to the site search (`searchRecords`): one contribution per reference page, which the
 * search dates by the document's history and leaves out when the build has no such route.
 */
export function searchContributions(references: readonly LoadedReference[]): SearchContribution[] {
  return references.map(({source, file, model}) => ({
    route: source.route,
    sourcePath: file,
    records: referenceSearchRecords(model, source.route, source.searchCategory),
  }));
}

/**
 * The same records dated by `lastModified` of each document file, for code that reads them
 * without a build (the tests, the bench's comparison index).
 */
export async function apiSearchRecords(options: LoadReferencesOptions & {lastModified: (file: string) => string}): Promise<IndexRecord[]> {
  return searchContributions(await loadReferences(options)).flatMap(({sourcePath, records}) =>
    records.map((record) => ({...record, lastModified: options.lastModified(sourcePath)})),
  );
}
