import fs from 'node:fs';
import {load} from 'js-yaml';
import type {SearchDocument} from '../../../src/search/types';
import {buildFieldRecords} from './buildFieldRecords';
import {buildOperationRecords} from './buildOperationRecords';

export interface OpenApiSource {
  /** Absolute path of the OpenAPI YAML document. */
  file: string;
  /** Route of the page that renders it, e.g. "/uc/core-api/openapi". */
  route: string;
  category: string;
}

/**
 * Operation records of one OpenAPI file, each followed by the section records of its fields; an
 * absent or unreadable file gives none and a warning.
 */
export function loadOperationRecords(source: OpenApiSource, lastModified: (file: string) => string): SearchDocument[] {
  if (!fs.existsSync(source.file)) {
    console.warn(`[search-index] ${source.file} not found: "${source.category}" operations are not indexed`);
    return [];
  }
  try {
    const document = load(fs.readFileSync(source.file, 'utf8'));
    const time = lastModified(source.file);
    const fields = buildFieldRecords(document, source.route, source.category, time);
    return buildOperationRecords(document, source.route, source.category, time).flatMap((operation) => [
      operation,
      ...fields.filter((field) => field.metadata.parentId === operation.id),
    ]);
  } catch (error) {
    console.warn(`[search-index] Could not read ${source.file}: "${source.category}" operations are not indexed`, error);
    return [];
  }
}
