import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {load} from 'js-yaml';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {buildReference} from '../../../../../plugins/api-reference/model/buildReference';
import type {Json} from '../../../../../plugins/api-reference/model/resolve';
import {requestSamples, type SampleInput} from '../../../../../plugins/api-reference/model/samples';
import type {OperationView, RequestSample} from '../../../../../plugins/api-reference/model/types';

const code = (samples: RequestSample[], language: string) => samples.find((s) => s.language === language)!.code;

function input(overrides: Partial<SampleInput>): SampleInput {
  return {document: {}, serverUrl: 'https://api.privana.example', method: 'get', path: '/v1/things', parameters: [], keyHeaders: ['x-privana-api-key'], ...overrides};
}

describe('requestSamples', () => {
  it('gives curl, JavaScript, Python, Ruby and Go for every operation', () => {
    expect(requestSamples(input({})).map((s) => s.language)).toEqual(['curl', 'javascript', 'python', 'ruby', 'go']);
  });

  it('fills path parameters with their examples and repeats an exploded query array', () => {
    const samples = requestSamples(
      input({
        path: '/v1/subject-rights/requests/{dsarId}',
        parameters: [
          {name: 'dsarId', in: 'path', required: true, schema: {type: 'string', format: 'uuid'}, example: '3b8d0f2a-4c6e-4a1b-9d3f-5e7a9c1b2d4f'},
          {name: 'status', in: 'query', schema: {type: 'array', items: {type: 'string'}}, example: ['IN_PROGRESS', 'COMPLETED']},
          {name: 'limit', in: 'query', schema: {type: 'integer'}},
          {name: 'after', in: 'query', schema: {type: 'string'}, example: '2025-01-31T00:00:00Z'},
          {name: 'formId', in: 'query', required: true, schema: {type: 'integer'}, example: 12},
        ],
      }),
    );
    expect(code(samples, 'curl')).toContain(
      "'https://api.privana.example/v1/subject-rights/requests/3b8d0f2a-4c6e-4a1b-9d3f-5e7a9c1b2d4f?status=IN_PROGRESS&status=COMPLETED&formId=12'",
    );
    // Required parameters and the first optional one with an example; nothing invented.
    expect(code(samples, 'curl')).not.toContain('after=');
    expect(code(samples, 'curl')).not.toContain('limit=');
  });

  it('sends the example JSON body with its content type', () => {
    const samples = requestSamples(
      input({method: 'post', requestBody: {content: {'application/json': {schema: {type: 'object'}, example: {name: 'EU banner', mode: 'opt-in'}}}}}),
    );
    expect(code(samples, 'curl')).toContain("--header 'content-type: application/json'");
    expect(code(samples, 'curl')).toContain('"name": "EU banner"');
    expect(code(samples, 'python')).toContain('"mode": "opt-in"');
    expect(code(samples, 'javascript')).toContain('body: JSON.stringify');
  });

  it('uploads a multipart file field with its name field', () => {
    const samples = requestSamples(
      input({
        method: 'post',
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {type: 'object', properties: {file: {type: 'string', contentMediaType: 'application/pdf'}, name: {type: 'string'}}},
              example: {name: 'Access request export'},
            },
          },
        },
      }),
    );
    expect(code(samples, 'curl')).toContain("--form file='@summary.pdf'");
    expect(code(samples, 'curl')).toContain("--form 'name=Access request export'");
    expect(code(samples, 'python')).toContain('open("summary.pdf", "rb")');
  });

  it('sends an image body from a file in every language', () => {
    const samples = requestSamples(input({method: 'post', requestBody: {content: {'image/jpeg': {schema: {type: 'string', contentMediaType: 'image/jpeg'}}}}}));
    expect(code(samples, 'curl')).toContain('--data-binary @id-document.jpg');
    expect(code(samples, 'javascript')).toContain("body: await readFile('id-document.jpg')");
    expect(code(samples, 'python')).toContain('payload = open("id-document.jpg", "rb")');
    expect(code(samples, 'ruby')).toContain('request.body = File.binread("id-document.jpg")');
    expect(code(samples, 'go')).toContain('payload, _ := os.Open("id-document.jpg")');
    for (const sample of samples) expect(sample.code).not.toContain('PRIVANA_FILE_BODY');
  });

  it('puts a placeholder of the right key in either key header', () => {
    expect(code(requestSamples(input({})), 'curl')).toContain("'x-privana-api-key: YOUR_PLATFORM_API_KEY'");
    expect(code(requestSamples(input({keyHeaders: ['x-uc-api-key']})), 'ruby')).toContain('request["x-uc-api-key"] = \'YOUR_CONSENT_KEY\'');
    expect(code(requestSamples(input({keyHeaders: []})), 'curl')).not.toContain('api-key');
  });
});

/** Every sample of both documents, checked by each language's own tools where the machine has them. */
describe('samples of the site are valid code', () => {
  const operations: OperationView[] = ['customer-rest-api', 'unified-consent-api'].flatMap((id) => {
    const document = load(readFileSync(join(__dirname, '../../../../../openapi', `${id}.yaml`), 'utf8')) as Json;
    const model = buildReference(document, {id, apiName: id, downloadUrl: ''});
    return model.tags.flatMap((tag) => tag.operations);
  });
  const dir = mkdtempSync(join(tmpdir(), 'api-samples-'));
  const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

  it('uses the regional host of the unified consent API and names the other region', () => {
    const consent = operations.find((op) => op.operationId === 'createConsent')!;
    expect(code(consent.samples, 'curl')).toContain('https://uc-us.privana.example/v2/consents');
    expect(consent.otherServers.map((s) => s.url)).toEqual(['https://uc-eu.privana.example']);
  });

  it('curl samples pass bash -n', {timeout: 60_000}, () => {
    for (const op of operations) {
      const file = join(dir, `${op.operationId}.sh`);
      writeFileSync(file, code(op.samples, 'curl'));
      expect(() => execFileSync('bash', ['-n', file], {stdio: 'pipe'}), op.operationId).not.toThrow();
    }
  });

  it('JavaScript samples parse as modules', () => {
    for (const op of operations) {
      const {diagnostics} = ts.transpileModule(code(op.samples, 'javascript'), {
        reportDiagnostics: true,
        fileName: `${op.operationId}.mjs`,
        compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext, allowJs: true},
      });
      expect(diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')), op.operationId).toEqual([]);
    }
  });

  it('Python samples compile (python3 -m py_compile), when Python is on the machine', () => {
    if (!has('python3')) {
      console.warn('python3 is not installed: the Python samples were not compiled');
      return;
    }
    const files = operations.map((op) => {
      const file = join(dir, `${op.operationId}.py`);
      writeFileSync(file, code(op.samples, 'python'));
      return file;
    });
    // One interpreter for all files: py_compile stops at the first file that does not compile and names it.
    expect(() => execFileSync('python3', ['-m', 'py_compile', ...files], {stdio: 'pipe'})).not.toThrow();
  }, 60_000);

  it('Ruby samples pass ruby -c and Go samples gofmt -e, when those are on the machine', {timeout: 300_000}, () => {
    for (const [tool, args, language, ext] of [
      ['ruby', ['-c'], 'ruby', 'rb'],
      ['gofmt', ['-e'], 'go', 'go'],
    ] as const) {
      if (!has(tool)) {
        console.warn(`${tool} is not installed: the ${language} samples were not checked by it`);
        continue;
      }
      for (const op of operations) {
        const file = join(dir, `${op.operationId}.${ext}`);
        writeFileSync(file, code(op.samples, language));
        expect(() => execFileSync(tool, [...args, file], {stdio: 'pipe'}), op.operationId).not.toThrow();
      }
    }
  });
});
