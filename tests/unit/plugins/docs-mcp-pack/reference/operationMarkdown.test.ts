import {describe, expect, it} from 'vitest';
import {describeConstraints, propertyLines} from '../../../../../plugins/docs-mcp-pack/reference/operationMarkdown';
import type {PropertyNode} from '../../../../../plugins/docs-mcp-pack/reference/siteReference';

describe('describeConstraints', () => {
  it('says a length range in words', () => {
    expect(describeConstraints([{label: 'format', value: 'email'}, {label: 'min length', value: '5'}, {label: 'max length', value: '100'}])).toEqual(['5–100 characters', 'format `email`']);
    expect(describeConstraints([{label: 'max length', value: '500'}])).toEqual(['at most 500 characters']);
    expect(describeConstraints([{label: 'min items', value: '1'}, {label: 'max items', value: '100'}, {label: 'pattern', value: '^[a-z]+$'}])).toEqual(['1–100 items', 'pattern `^[a-z]+$`']);
    expect(describeConstraints([{label: 'minimum', value: '1'}])).toEqual(['minimum 1']);
  });
});

describe('propertyLines', () => {
  const node = (path: string, extra: Partial<PropertyNode> = {}): PropertyNode => ({
    name: path.split('.').pop() as string, path, anchor: `a/${path}`, type: 'string', required: false, nullable: false, deprecated: false,
    readOnly: false, writeOnly: false, descriptionHtml: '', constraints: [], enumValues: [], children: [], variants: [], ...extra,
  });

  it('nests fields under their parent with their full path, facts and description', () => {
    const lines = propertyLines(
      [node('dsarDetails', {type: 'object', required: true, descriptionHtml: '<p>The <a href="/subject-rights/">subject</a>.</p>', children: [node('dsarDetails.email', {required: true, constraints: [{label: 'min length', value: '5'}, {label: 'max length', value: '100'}]})]})],
      'https://docs.example',
    );
    expect(lines).toEqual([
      '- `dsarDetails` (object; required): The [subject](https://docs.example/subject-rights/).',
      '  - `dsarDetails.email` (string; required; 5–100 characters)',
    ]);
  });
});

describe('operationMarkdown', () => {
  it('writes out the objects the reference page documents once, with full paths, and the shared headers, so that one call answers', async () => {
    const {loadSiteReferences, modelOperations} = await import('../../../../../plugins/docs-mcp-pack/reference/siteReference');
    const {operationMarkdown} = await import('../../../../../plugins/docs-mcp-pack/reference/operationMarkdown');
    const [customer] = (await loadSiteReferences({siteDir: `${__dirname}/../../../../..`})).filter((reference) => reference.id === 'customer-rest-api');
    const get = modelOperations(customer.model).find((operation) => operation.operationId === 'getCookieConsentConfig')!;
    // On the page this response only says "Returns a CmpConfig object".
    expect(get.responses[0].content[0].schema.object?.name).toBe('CmpConfig');
    const markdown = operationMarkdown(get, {model: customer.model, pageUrl: 'https://docs.example/r', siteUrl: 'https://docs.example', objects: []});
    expect(markdown).toContain('The `CmpConfig` object:');
    expect(markdown).toMatch(/^ {2}- `configuration\.palette` \(/m);
    expect(markdown).toMatch(/- `RateLimit-Remaining` \(integer\): Requests left/);
  });
});

describe('operationMarkdown of a portal-message call', () => {
  it('tells the path parameter {requestId} (a subject rights request) from the requestId of error bodies (the HTTP request)', async () => {
    const {loadSiteReferences, modelOperations} = await import('../../../../../plugins/docs-mcp-pack/reference/siteReference');
    const {operationMarkdown} = await import('../../../../../plugins/docs-mcp-pack/reference/operationMarkdown');
    const [customer] = (await loadSiteReferences({siteDir: `${__dirname}/../../../../..`})).filter((reference) => reference.id === 'customer-rest-api');
    const operations = modelOperations(customer.model);
    const portal = operations.find((operation) => operation.path === '/v1/subject-rights/requests/{requestId}/portal-messages' && operation.method === 'GET')!;
    const markdown = operationMarkdown(portal, {model: customer.model, pageUrl: 'https://docs.example/r', siteUrl: 'https://docs.example', objects: []});
    const [parameters, errors] = [markdown.split('## Parameters')[1].split('\n## ')[0], markdown.split('## Errors')[1]];
    for (const section of [parameters, errors]) {
      expect(section).toContain(
        '**`requestId` names two different values here.** The path parameter `{requestId}`: ID of the subject rights request (its `dsarId`). ' +
          'The `requestId` field of the error bodies: ID of this HTTP request, also sent in the `X-Request-Id` header.',
      );
    }
    // Each error body's own requestId line says so too.
    const fieldLines = errors.split('\n').filter((line) => line.startsWith('- `requestId` ('));
    expect(fieldLines.length).toBeGreaterThan(0);
    for (const line of fieldLines) expect(line).toMatch(/X-Request-Id.* This is not the path parameter `\{requestId\}`\.$/);

    // A call whose path IDs name nothing in its error bodies gets no such note.
    const config = operations.find((operation) => operation.operationId === 'getCookieConsentConfig')!;
    const plain = operationMarkdown(config, {model: customer.model, pageUrl: 'https://docs.example/r', siteUrl: 'https://docs.example', objects: []});
    expect(plain).not.toContain('names two different values');
    expect(plain).not.toContain('This is not the path parameter');
  });
});
