import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {allAnchors, buildReference, modelOperations, navModel} from '../../../../plugins/api-reference/model/buildReference';
import {filterNav} from '../../../../plugins/api-reference/client/navFilter';
import {estimatedHeight} from '../../../../plugins/api-reference/model/estimatedHeight';
import {lazySampleFiles} from '../../../../plugins/api-reference/model/lazySamples';
import type {Json} from '../../../../plugins/api-reference/model/resolve';
import type {OperationView, PropertyNode} from '../../../../plugins/api-reference/model/types';

const model = buildReference(load(readFileSync(join(__dirname, '../../../../openapi/unified-consent-api.yaml'), 'utf8')) as Json, {
  id: 'unified-consent-api',
  apiName: 'Unified Consent API',
  downloadUrl: '/openapi/unified-consent-api.yaml',
});
const operations = modelOperations(model);

describe('lazySampleFiles', () => {
  const files = lazySampleFiles(model);

  it('gives one file per language but curl, holding that language’s sample of every operation', () => {
    expect(files.map((file) => file.language)).toEqual(['javascript', 'python', 'ruby', 'go']);
    for (const file of files) {
      const samples = JSON.parse(file.json) as Record<string, string>;
      const withSamples = operations.filter((operation) => operation.samples.length > 0);
      expect(Object.keys(samples).sort()).toEqual(withSamples.map((operation) => operation.operationId).sort());
      for (const operation of withSamples) {
        expect(samples[operation.operationId]).toBe(operation.samples.find((sample) => sample.language === file.language)!.html);
      }
    }
  });

  it('names each file by its content, under /assets/ where files are cached for good', () => {
    for (const file of files) expect(file.url).toMatch(new RegExp(`^/assets/api-reference/unified-consent-api-samples-${file.language}\\.[0-9a-f]{8}\\.json$`));
    expect(lazySampleFiles(model).map((file) => file.url)).toEqual(files.map((file) => file.url));
    const changed = structuredClone(model);
    changed.tags[0].operations[0].samples[1].html += ' ';
    expect(lazySampleFiles(changed)[0].url).not.toBe(files[0].url);
    expect(lazySampleFiles(changed)[1].url).toBe(files[1].url);
  });
});

describe('estimatedHeight', () => {
  const operation = operations.find((o) => o.requestBody)!;
  const property = operation.requestBody!.content[0].schema.properties[0];
  const withProperties = (count: number): Omit<OperationView, 'estimatedHeight'> => {
    const copy = structuredClone(operation);
    copy.requestBody!.content[0].schema.properties = Array.from({length: count}, (_, i): PropertyNode => ({...property, name: `p${i}`}));
    return copy;
  };

  it('grows with what is shown, and is shorter where the samples sit beside the text', () => {
    const few = estimatedHeight(withProperties(2));
    const many = estimatedHeight(withProperties(40));
    expect(many.narrow).toBeGreaterThan(few.narrow);
    expect(many.wide).toBeGreaterThan(few.wide);
    expect(many.wide).toBeLessThan(many.narrow);
  });

  it('is in whole hundreds of pixels, as model data of every operation', () => {
    for (const o of operations) {
      expect(o.estimatedHeight.narrow % 100).toBe(0);
      expect(o.estimatedHeight.wide % 100).toBe(0);
      expect(o.estimatedHeight.wide).toBeGreaterThan(0);
    }
  });
});

describe('deprecated operations', () => {
  const customer = buildReference(load(readFileSync(join(__dirname, '../../../../openapi/customer-rest-api.yaml'), 'utf8')) as Json, {
    id: 'customer-rest-api',
    apiName: 'Customer REST API',
    downloadUrl: '/openapi/customer-rest-api.yaml',
  });
  const all = customer.tags.flatMap((tag) => tag.operations);

  it('let the navigation filter find an operation by a parameter or field name ("dsar" finds dsarId)', () => {
    const nav = navModel(customer);
    const found = filterNav(nav, 'dsar').groups.flatMap((group) => group.items.map((item) => item.anchor));
    expect(found).toEqual(expect.arrayContaining(['operation/getSubjectRightsRequest', 'operation/updateSubjectRightsRequest']));
    // The terms stay small: the navigation is route data the browser downloads.
    expect(JSON.stringify(nav).length).toBeLessThan(40_000);
  });

  it('link to the bodies of their replacement instead of repeating them, and the link lands on a full tree', () => {
    const deprecated = all.find((o) => o.operationId === 'listDsarsDeprecated')!;
    const ok = deprecated.responses.find((r) => r.status === '200')!;
    expect(ok.content).toEqual([]);
    expect(ok.sameAs).toEqual({anchor: 'operation/listSubjectRightsRequests/response/200', label: 'List subject rights requests'});
    // A body that is a documented object says so, as its replacement's does, rather than linking to it.
    const get = all.find((o) => o.operationId === 'getDsarDeprecated')!.responses.find((r) => r.status === '200')!;
    expect(get.sameAs).toBeUndefined();
    expect(get.content[0].schema.object?.anchor).toBe('object/SubjectRightsRequest');
    for (const operation of all) {
      for (const response of operation.responses.filter((r) => r.sameAs)) {
        const target = all.flatMap((o) => o.responses).find((r) => r.anchor === response.sameAs!.anchor)!;
        expect(target.content.length, `${operation.operationId} ${response.status}`).toBeGreaterThan(0);
      }
    }
  });

  it('keep bodies that differ from their replacement in full', () => {
    const body = (properties: Json) => ({content: {'application/json': {schema: {type: 'object', properties}}}});
    const document = {
      openapi: '3.1.0',
      paths: {
        '/v2/things': {get: {operationId: 'listThings', responses: {200: {description: 'ok', ...body({id: {type: 'string'}})}}}},
        '/v1/things': {
          get: {
            operationId: 'listThingsOld',
            deprecated: true,
            description: 'Use [List things](#operation/listThings).',
            responses: {200: {description: 'ok', ...body({id: {type: 'string'}, legacy: {type: 'boolean'}})}},
          },
        },
      },
    } as unknown as Json;
    const old = buildReference(document, {id: 'x', apiName: 'X', downloadUrl: ''}).tags[0].operations.find((o) => o.operationId === 'listThingsOld')!;
    expect(old.responses[0].sameAs).toBeUndefined();
    expect(old.responses[0].content[0].schema.properties.map((p) => p.name)).toEqual(['id', 'legacy']);
  });
});

describe('error responses shared by many operations', () => {
  const customer = buildReference(load(readFileSync(join(__dirname, '../../../../openapi/customer-rest-api.yaml'), 'utf8')) as Json, {
    id: 'customer-rest-api',
    apiName: 'Customer REST API',
    downloadUrl: '/openapi/customer-rest-api.yaml',
  });

  it('are documented once, with their tree, headers and examples, and every operation links there', () => {
    const unauthorized = customer.sharedResponses.find((r) => r.name === 'Unauthorized')!;
    expect(unauthorized.label).toBe('401 Unauthorized');
    expect(unauthorized.anchor).toBe('response/Unauthorized');
    expect(unauthorized.content[0].schema.properties.map((p) => p.anchor)).toEqual(['response/Unauthorized/code', 'response/Unauthorized/message', 'response/Unauthorized/requestId']);
    expect(unauthorized.content[0].examples.map((e) => e.summary)).toEqual(['An expired key']);
    expect(customer.sharedResponses.find((r) => r.name === 'TooManyRequests')!.headers.map((h) => h.name)).toContain('Retry-After');
    const operations = modelOperations(customer).filter((o) => o.kind === 'operation');
    for (const operation of operations) {
      const response = operation.responses.find((r) => r.status === '401')!;
      expect(response.shared, operation.operationId).toEqual({anchor: 'response/Unauthorized', label: '401 Unauthorized'});
      expect(response.content).toEqual([]);
      // The operation's own response keeps its anchor and its description.
      expect(response.anchor).toBe(`operation/${operation.operationId}/response/401`);
      expect(response.descriptionHtml).toContain('x-privana-api-key');
    }
    expect(allAnchors(customer)).toEqual(expect.arrayContaining(['section/ErrorResponses', 'response/Unauthorized', 'response/Unauthorized/message']));
    expect(navModel(customer).groups.map((g) => g.label).slice(0, 4)).toEqual(['Introduction', 'Authentication', 'Response headers', 'Error responses']);
  });

  it('leave in each operation an error written inline, one only a single operation uses, and shared successes', () => {
    const error = {description: 'Gone.', content: {'application/json': {schema: {type: 'object', properties: {reason: {type: 'string'}}}}}};
    const ok = {description: 'OK.', content: {'application/json': {schema: {type: 'object', properties: {id: {type: 'string'}}}}}};
    const responses = (extra: Json) => ({200: {$ref: '#/components/responses/Ok'}, 404: {$ref: '#/components/responses/NotFound'}, ...extra});
    const document = {
      openapi: '3.1.0',
      paths: {
        '/a': {get: {operationId: 'getA', responses: responses({410: {$ref: '#/components/responses/Gone'}})}},
        '/b': {get: {operationId: 'getB', responses: responses({409: error})}},
      },
      components: {responses: {Ok: ok, NotFound: error, Gone: error}},
    } as unknown as Json;
    const model = buildReference(document, {id: 'x', apiName: 'X', downloadUrl: ''});
    expect(model.sharedResponses.map((r) => r.label)).toEqual(['404 Not Found']);
    const [a, b] = model.tags[0].operations;
    const byStatus = (o: OperationView, status: string) => o.responses.find((r) => r.status === status)!;
    expect(byStatus(a, '404').shared?.anchor).toBe('response/NotFound');
    for (const [operation, status] of [[a, '200'], [a, '410'], [b, '200'], [b, '409']] as const) {
      expect(byStatus(operation, status).shared, `${operation.operationId} ${status}`).toBeUndefined();
      expect(byStatus(operation, status).content[0].schema.properties.length, `${operation.operationId} ${status}`).toBe(1);
    }
  });
});
