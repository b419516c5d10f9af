import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {load} from 'js-yaml';
import ts from 'typescript';
import {afterAll, describe, expect, it} from 'vitest';
import {apiTypes} from '../../../plugins/api-reference/node';
import {codeBlocksOf} from '../support/codeBlocks';

/**
 * The TypeScript types of the guides agree with the API: they are compiled next to the types
 * openapi-typescript generates from the OpenAPI document, the generated types must be assignable
 * to them, and every example of the document (and of the guide) must be assignable to them as an
 * object literal, so a missing optional mark, a too-narrow value type or a misspelt field fails.
 */

const ROOT = join(__dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'guide-types-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

type Json = Record<string, unknown>;
const ucFile = join(ROOT, 'openapi/unified-consent-api.yaml');
const uc = load(readFileSync(ucFile, 'utf8')) as Json;
const ENTITIES = 'docs/uc/js-sdk/entities/index.mdx';

function deref(node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    current = (current.$ref as string).slice(2).split('/').reduce<Json>((n, key) => n[key] as Json, uc);
  }
  return current;
}

function operation(operationId: string): Json {
  for (const item of Object.values(uc.paths as Record<string, Json>)) {
    for (const op of Object.values(item) as Json[]) if (op?.operationId === operationId) return op;
  }
  throw new Error(`no operation ${operationId}`);
}

/** Example values of an operation's JSON request body or of its first 2xx response. */
function examplesOf(operationId: string, where: 'request' | 'response'): unknown[] {
  const op = operation(operationId);
  const holder =
    where === 'request'
      ? deref(op.requestBody)
      : deref(Object.entries(op.responses as Json).find(([code]) => code.startsWith('2'))?.[1]);
  const media = deref((holder.content as Json)['application/json']);
  const values = Object.values((media.examples ?? {}) as Json).map((example) => deref(example).value);
  return media.example !== undefined ? [media.example, ...values] : values;
}

/** Guide type ← generated schema, and the operations whose examples must fit the guide type. */
const TARGETS = [
  {type: 'ConsentCreation', schema: 'ConsentCreate', examples: [['createConsent', 'request']]},
  {type: 'UnifiedConsent', schema: 'UnifiedConsent', examples: [['createConsent', 'response']]},
  {type: 'UnifiedConsentResult', schema: 'UnifiedConsentResult', examples: [['getUnifiedConsent', 'response']]},
  {type: 'Collection', schema: 'Collection', examples: [['getCollection', 'response']]},
  {type: 'UCConfig', schema: 'UcConfig', examples: [['getUcConfig', 'response']]},
  {type: 'Session', schema: 'Session', examples: [['getSession', 'response']]},
] as const;

function compile(files: Record<string, string>): string[] {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(work, name), text);
  const program = ts.createProgram(Object.keys(files).map((name) => join(work, name)), {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${d.file.fileName.split('/').pop()}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}` : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

/** The entity declarations of the guide, and its own example payload. */
function guide(): {declarations: string; payloads: string[]} {
  const blocks = codeBlocksOf(readFileSync(join(ROOT, ENTITIES), 'utf8'), ENTITIES);
  return {
    declarations: blocks.filter((b) => b.lang === 'ts').map((b) => b.code).join('\n\n'),
    payloads: blocks.filter((b) => b.lang === 'json').map((b) => b.code),
  };
}

export let checked = 0;

function checkFile(declarations: string, payloads: string[]): string {
  const lines = [`import type {components} from './unified-consent-api';`, declarations, `type S = components['schemas'];`];
  TARGETS.forEach((target, t) => {
    lines.push(`declare const generated${t}: S['${target.schema}'];`, `export const fromSchema${t}: ${target.type} = generated${t};`);
    target.examples.forEach(([operationId, where]) =>
      examplesOf(operationId, where).forEach((value, e) => {
        checked += 1;
        lines.push(`// ${operationId} ${where} example ${e + 1}`, `export const example${t}_${e}: ${target.type} = ${JSON.stringify(value, null, 2)};`);
      }),
    );
  });
  payloads.forEach((payload, p) => {
    checked += 1;
    lines.push(`export const guidePayload${p}: ConsentCreation = ${payload};`);
  });
  return lines.join('\n');
}

describe('the guides\' TypeScript types against the API', () => {
  it('accept the generated types and every example of the unified consent document', async () => {
    const generated = await apiTypes(ucFile);
    const {declarations, payloads} = guide();
    expect(declarations).toMatch(/export interface ConsentCreation/);
    const problems = compile({'unified-consent-api.d.ts': generated, 'check.ts': checkFile(declarations, payloads)});
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(7);
    console.log(`Guide types: ${TARGETS.length} types checked against generated schemas, ${checked} examples type-checked`);
  });

  it('rejects an example that the old, too-strict types rejected', async () => {
    const generated = await apiTypes(ucFile);
    const strictAttributes = guide().declarations.replace('export type Attributes = Record<string, string | number | boolean>;', 'export type Attributes = Record<string, string>;');
    expect(compile({'unified-consent-api.d.ts': generated, 'check.ts': checkFile(strictAttributes, [])}).join('\n')).toMatch(/boolean/);
  });

  it('generates declarations of both documents, as published beside the YAML', async () => {
    for (const id of ['customer-rest-api', 'unified-consent-api']) {
      const text = await apiTypes(join(ROOT, `openapi/${id}.yaml`));
      expect(text).toMatch(/export interface paths/);
      expect(compile({[`${id}.d.ts`]: text})).toEqual([]);
    }
  });
});
