import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

/**
 * Every call the product documents must be an operation of its OpenAPI document, and the documents
 * must not describe calls that are not listed. The lists are kept here, method + path, so that
 * dropping or renaming an operation fails this test.
 */

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: unknown[];
  responses: Record<string, unknown>;
};
type Doc = {
  openapi: string;
  info: {title: string; version: string};
  security?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components?: {securitySchemes?: Record<string, {type: string; in?: string; name?: string}>};
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function loadDoc(file: string): Doc {
  return load(readFileSync(join(__dirname, '../../openapi', file), 'utf8')) as Doc;
}

function operations(doc: Doc): Array<{call: string; op: Operation}> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({call: `${m.toUpperCase()} ${path}`, op: item[m]})),
  );
}

/** Platform API (v1): customer insights and cookie consent, subject rights, data discovery. */
const V1_CALLS = [
  // Customer insights and cookie consent
  'GET /v1/customer-insights',
  'GET /v1/cookie-consent/configs',
  'POST /v1/cookie-consent/configs',
  'GET /v1/cookie-consent/configs/{configId}',
  'PATCH /v1/cookie-consent/configs/{configId}',
  'POST /v1/cookie-consent/configs/{configId}/publish',
  'GET /v1/cookie-consent/configs/{configId}/discoveries',
  'GET /v1/cookie-consent/configs/{configId}/rules',
  'POST /v1/cookie-consent/rules',
  'PATCH /v1/cookie-consent/rules/{ruleId}',
  'DELETE /v1/cookie-consent/rules/{ruleId}',
  // Subject rights requests
  'GET /v1/subject-rights/requests',
  'POST /v1/subject-rights/requests',
  'GET /v1/subject-rights/requests/{dsarId}',
  'PATCH /v1/subject-rights/requests/{dsarId}',
  'POST /v1/subject-rights/requests/{dsarId}/identification',
  // Action items
  'GET /v1/subject-rights/action-items',
  'GET /v1/subject-rights/action-items/{actionItemId}',
  'PATCH /v1/subject-rights/action-items/{actionItemId}',
  'GET /v1/subject-rights/action-items/{actionItemId}/summaries',
  'POST /v1/subject-rights/action-items/{actionItemId}/summaries',
  'PATCH /v1/subject-rights/action-items/{actionItemId}/summaries/{dsarSummaryId}',
  // Portal messages
  'GET /v1/subject-rights/requests/{requestId}/portal-messages',
  'POST /v1/subject-rights/requests/{requestId}/portal-messages',
  'PATCH /v1/subject-rights/requests/{requestId}/portal-messages/{messageId}',
  // Data discovery
  'GET /v1/data-discovery/data-stores',
  'POST /v1/data-discovery/data-stores',
  'GET /v1/data-discovery/data-stores/{dataStoreId}',
  'PATCH /v1/data-discovery/data-stores/{dataStoreId}',
  'DELETE /v1/data-discovery/data-stores/{dataStoreId}',
  'GET /v1/data-discovery/data-stores/{dataStoreId}/fields',
  'PUT /v1/data-discovery/data-stores/{dataStoreId}/fields',
  'PATCH /v1/data-discovery/data-stores/{dataStoreId}/fields/{fieldId}',
  'DELETE /v1/data-discovery/data-stores/{dataStoreId}/fields/{fieldId}',
  'GET /v1/data-discovery/connectors',
];

/** Deprecated equivalents and the call that replaces each. */
const V1_DEPRECATED: Record<string, string> = {
  'GET /v1/dsar': 'GET /v1/subject-rights/requests',
  'POST /v1/dsar': 'POST /v1/subject-rights/requests',
  'GET /v1/dsar/{dsarId}': 'GET /v1/subject-rights/requests/{dsarId}',
  'PATCH /v1/dsar/{dsarId}': 'PATCH /v1/subject-rights/requests/{dsarId}',
  'POST /v1/dsar/{dsarId}/identification': 'POST /v1/subject-rights/requests/{dsarId}/identification',
  'GET /v1/dsar-action-items': 'GET /v1/subject-rights/action-items',
  'GET /v1/dsar-action-items/{actionItemId}': 'GET /v1/subject-rights/action-items/{actionItemId}',
  'PATCH /v1/dsar-action-items/{actionItemId}': 'PATCH /v1/subject-rights/action-items/{actionItemId}',
  'GET /v1/dsar-action-items/{actionItemId}/summary-entry':
    'GET /v1/subject-rights/action-items/{actionItemId}/summaries',
  'POST /v1/dsar-action-items/{actionItemId}/summary-entry':
    'POST /v1/subject-rights/action-items/{actionItemId}/summaries',
  'PATCH /v1/dsar-action-items/{actionItemId}/summary-entry/{dsarSummaryId}':
    'PATCH /v1/subject-rights/action-items/{actionItemId}/summaries/{dsarSummaryId}',
  'GET /v1/data-stores': 'GET /v1/data-discovery/data-stores',
  'POST /v1/data-stores': 'POST /v1/data-discovery/data-stores',
  'GET /v1/data-stores/{dataStoreId}': 'GET /v1/data-discovery/data-stores/{dataStoreId}',
  'PATCH /v1/data-stores/{dataStoreId}': 'PATCH /v1/data-discovery/data-stores/{dataStoreId}',
  'DELETE /v1/data-stores/{dataStoreId}': 'DELETE /v1/data-discovery/data-stores/{dataStoreId}',
  'GET /v1/data-stores/{dataStoreId}/fields': 'GET /v1/data-discovery/data-stores/{dataStoreId}/fields',
  'PUT /v1/data-stores/{dataStoreId}/fields': 'PUT /v1/data-discovery/data-stores/{dataStoreId}/fields',
  'PATCH /v1/data-stores/{dataStoreId}/fields/{fieldId}':
    'PATCH /v1/data-discovery/data-stores/{dataStoreId}/fields/{fieldId}',
  'DELETE /v1/data-stores/{dataStoreId}/fields/{fieldId}':
    'DELETE /v1/data-discovery/data-stores/{dataStoreId}/fields/{fieldId}',
  'GET /v1/connectors': 'GET /v1/data-discovery/connectors',
};

/** Unified consent API (v2). */
const V2_CALLS = [
  'GET /v2/consents/unified/{subjectRef}',
  'GET /v2/consents/check/{subjectId}',
  'GET /v2/collections',
  'GET /v2/collections/{collectionId}',
  'GET /v2/config',
  'POST /v2/consents',
  'POST /v2/consents/gpc',
  'POST /v2/subjects/merge',
  'POST /v2/subjects/profile/verify',
  'POST /v2/subjects/profile/verify/sms',
  'POST /v2/subjects/send-code',
  'POST /v2/subjects/send-code/sms',
  'POST /v2/sessions',
  'GET /v2/sessions/{sessionId}',
  'GET /',
  'POST /v2/token/create',
  'POST /v2/subjects/profile/verification-code',
  'POST /v2/subjects/profile',
];

const DOCUMENTS = [
  {file: 'customer-rest-api.yaml', calls: [...V1_CALLS, ...Object.keys(V1_DEPRECATED)]},
  {file: 'unified-consent-api.yaml', calls: V2_CALLS},
];

describe.each(DOCUMENTS)('openapi/$file', ({file, calls}) => {
  const doc = loadDoc(file);
  const ops = operations(doc);

  it('is OpenAPI 3.1 titled "API Reference", version 1.0.0', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toBe('API Reference');
    expect(doc.info.version).toBe('1.0.0');
  });

  it.each(calls)('describes %s', (call) => {
    expect(ops.map((o) => o.call)).toContain(call);
  });

  it('describes no call that is not listed', () => {
    expect(ops.map((o) => o.call).filter((c) => !calls.includes(c))).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary, a description and a tag', () => {
    const ids = ops.map((o) => o.op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const {call, op} of ops) {
      expect(op.summary, call).toBeTruthy();
      expect(op.description, call).toBeTruthy();
      expect(op.tags?.length, call).toBeGreaterThan(0);
    }
  });

  it('documents a success response for every operation', () => {
    for (const {call, op} of ops) {
      expect(Object.keys(op.responses).some((code) => /^2\d\d$/.test(code)), call).toBe(true);
    }
  });
});

describe('openapi/customer-rest-api.yaml keys and deprecations', () => {
  const doc = loadDoc('customer-rest-api.yaml');
  const ops = operations(doc);

  it('requires the x-privana-api-key header on every operation and documents 401', () => {
    const schemes = doc.components?.securitySchemes ?? {};
    const [name] = Object.keys(schemes);
    expect(schemes[name]).toMatchObject({type: 'apiKey', in: 'header', name: 'x-privana-api-key'});
    expect(doc.security).toEqual([{[name]: []}]);
    for (const {call, op} of ops) {
      expect(op.security, call).toBeUndefined();
      expect(op.responses, call).toHaveProperty('401');
    }
  });

  it.each(Object.entries(V1_DEPRECATED))('marks %s deprecated and names %s', (oldCall, newCall) => {
    const old = ops.find((o) => o.call === oldCall)!;
    expect(old.op.deprecated).toBe(true);
    expect(old.op.description).toContain(newCall.replace(/^\w+ /, ''));
    expect(ops.find((o) => o.call === newCall)?.op.deprecated).toBeUndefined();
  });
});
