import path from 'node:path';
import {bundle, lint, loadConfig, type NormalizedProblem} from '@redocly/openapi-core';
import type {Json} from '../model/resolve';

/**
 * Reads an OpenAPI document for the build: Redocly lint with the repository's redocly.yaml (a
 * finding fails the build), then Redocly's bundler, which resolves every `$ref` into one document
 * whose refs are all local. Errors name the file and the JSON pointer of the problem.
 */

export class OpenApiLoadError extends Error {}

function describe(file: string, problems: NormalizedProblem[]): string {
  return problems
    .map((problem) => {
      const location = problem.location[0];
      const pointer = location?.pointer ?? '#/';
      const source = location?.source?.absoluteRef ?? file;
      return `  ${path.relative(process.cwd(), source)} ${pointer}: ${problem.message} (${problem.ruleId})`;
    })
    .join('\n');
}

/** `redoclyConfig`: path of the Redocly configuration (the site's redocly.yaml). */
export async function loadOpenApiDocument(file: string, redoclyConfig: string): Promise<Json> {
  const config = await loadConfig({configPath: redoclyConfig});
  const findings = (await lint({ref: file, config})).filter((problem) => problem.severity === 'error' || problem.severity === 'warn');
  if (findings.length > 0) {
    throw new OpenApiLoadError(`OpenAPI document ${file} fails Redocly lint:\n${describe(file, findings)}`);
  }
  const result = await bundle({ref: file, config});
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new OpenApiLoadError(`OpenAPI document ${file} cannot be bundled:\n${describe(file, errors)}`);
  }
  return result.bundle.parsed as Json;
}
