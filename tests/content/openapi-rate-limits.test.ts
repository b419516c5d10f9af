import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

/**
 * Both APIs document their rate limits the same way: every operation can answer 429, and every 429
 * carries Retry-After and the IETF RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers,
 * defined once as reusable headers.
 */

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const HEADERS = ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

function deref(doc: Json, value: Json): Json {
  let current = value;
  while (typeof current.$ref === 'string') {
    current = (current.$ref as string).slice(2).split('/').reduce<Json>((node, key) => node[key] as Json, doc);
  }
  return current;
}

describe.each(['customer-rest-api.yaml', 'unified-consent-api.yaml'])('openapi/%s rate limits', (file) => {
  const doc = load(readFileSync(join(__dirname, '../../openapi', file), 'utf8')) as Json;
  const operations = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({call: `${m.toUpperCase()} ${path}`, op: item[m]})),
  );

  it('defines the four headers once, as reusable components', () => {
    const headers = (doc.components as Json).headers as Json;
    expect(Object.keys(headers)).toEqual(expect.arrayContaining(HEADERS));
  });

  it('lists 429 with Retry-After and the RateLimit headers on every operation', () => {
    const missing = operations.flatMap(({call, op}) => {
      const raw = (op.responses as Json)['429'] as Json | undefined;
      if (!raw) return [`${call}: no 429`];
      const headers = (deref(doc, raw).headers ?? {}) as Json;
      return HEADERS.filter((h) => !headers[h]).map((h) => `${call}: 429 without ${h}`);
    });
    expect(operations.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('gives the limits in numbers in the introduction', () => {
    const description = (doc.info as Json).description as string;
    expect(description).toMatch(/## Rate limits/);
    expect(description).toMatch(/\| [\d,]+( per (minute|hour))? \|/);
  });
});
