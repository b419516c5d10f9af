import fs from 'node:fs';
import type {ReferenceModel} from '../model/types';
import {loadReferences} from '../openapi/loadReferences';
import {fieldRecords} from './fieldRecords';
import {introRecords} from './introRecords';
import {operationRecords} from './operationRecords';
import type {IndexRecord} from './searchTypes';

/**
 * Records of one reference: the page and its introduction's topics, then each operation's record
 * followed by the section records of its fields.
 */
export function referenceSearchRecords(model: ReferenceModel, route: string, category: string, lastModified: string): IndexRecord[] {
  const fields = fieldRecords(model, route, category, lastModified);
  return [
    ...introRecords(model, route, category, lastModified),
    ...operationRecords(model, route, category, lastModified).flatMap((operation) => [
      operation,
      ...fields.filter((field) => field.metadata.parentId === operation.id),
    ]),
  ];
}

function fileTime(file: string): string {
  try {
    return fs.statSync(file).mtime.toISOString();
  } catch {
    return new Date(0).toISOString();
  }
}

export interface ApiSearchRecordsOptions {
  siteDir: string;
  /** Last change of a document file (the search plugin reads git); its mtime by default. */
  lastModified?: (file: string) => string;
  /** Routes of the build: a reference that is not one of them gets no records (nothing to link to). */
  routes?: Iterable<string>;
}

/**
 * The introduction, operation, webhook and field records of both API references for the site search, from the
 * documents as this plugin loads them (once per build): the one function the search plugin calls.
 */
export async function apiSearchRecords({siteDir, lastModified = fileTime, routes}: ApiSearchRecordsOptions): Promise<IndexRecord[]> {
  const built = routes ? new Set(routes) : null;
  return (await loadReferences({siteDir}))
    .filter(({source}) => !built || built.has(source.route))
    .flatMap(({source, file, model}) => referenceSearchRecords(model, source.route, source.searchCategory, lastModified(file)));
}
