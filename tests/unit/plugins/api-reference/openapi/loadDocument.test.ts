import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadOpenApiDocument} from '../../../../../plugins/api-reference/openapi/loadDocument';
import {buildReference, ReferenceError} from '../../../../../plugins/api-reference/model/buildReference';

const SITE = join(__dirname, '../../../../..');
const REDOCLY = join(SITE, 'redocly.yaml');
const fixture = (name: string) => join(__dirname, '../../../../fixtures/openapi', name);

describe('loadOpenApiDocument (bad input fails the build with the file and the JSON pointer)', () => {
  it('refuses an unresolvable $ref', async () => {
    await expect(loadOpenApiDocument(fixture('broken-ref.yaml'), REDOCLY)).rejects.toThrow(
      /broken-ref\.yaml[\s\S]*#\/paths\/~1things\/get\/responses\/200\/content\/application~1json\/schema/,
    );
  });

  it('refuses an operation without operationId', async () => {
    await expect(loadOpenApiDocument(fixture('no-operation-id.yaml'), REDOCLY)).rejects.toThrow(/no-operation-id\.yaml[\s\S]*#\/paths\/~1things\/get[\s\S]*operationId/);
  });

  it('loads both documents of the site with every $ref local', async () => {
    for (const id of ['customer-rest-api', 'unified-consent-api']) {
      const document = await loadOpenApiDocument(join(SITE, 'openapi', `${id}.yaml`), REDOCLY);
      expect(JSON.stringify(document)).not.toMatch(/"\$ref":"(?!#)/);
    }
  }, 60_000);
});

describe('buildReference', () => {
  it('names the JSON pointer of an operation without operationId, even if lint is bypassed', () => {
    const document = {openapi: '3.1.0', info: {title: 'API Reference', version: '1.0.0'}, paths: {'/a/{b}': {get: {responses: {}}}}};
    expect(() => buildReference(document, {id: 'x', apiName: 'X', downloadUrl: '/x'})).toThrow(ReferenceError);
    expect(() => buildReference(document, {id: 'x', apiName: 'X', downloadUrl: '/x'})).toThrow('#/paths/~1a~1{b}/get: operation without an operationId');
  });
});
