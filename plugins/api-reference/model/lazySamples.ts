import {createHash} from 'node:crypto';
import {modelOperations} from './buildReference';
import type {ReferenceModel} from './types';

export interface LazySampleFile {
  language: string;
  /** Site path, content-hashed so that it can be cached for good. */
  url: string;
  /** `{operationId: highlighted HTML}` of that language's samples. */
  json: string;
}

/**
 * The request samples of every language but the first (curl), one file per language: the page
 * ships only curl in its HTML and fetches a language's file the first time a reader picks it.
 */
export function lazySampleFiles(model: ReferenceModel): LazySampleFile[] {
  const byLanguage = new Map<string, Record<string, string>>();
  for (const operation of modelOperations(model)) {
    for (const sample of operation.samples.slice(1)) {
      const samples = byLanguage.get(sample.language) ?? {};
      samples[operation.operationId] = sample.html;
      byLanguage.set(sample.language, samples);
    }
  }
  return [...byLanguage].map(([language, samples]) => {
    const json = JSON.stringify(samples);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
    return {language, url: `/assets/api-reference/${model.id}-samples-${language}.${hash}.json`, json};
  });
}
