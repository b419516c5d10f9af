import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

/**
 * Both APIs document their rate limits the same way: every operation can answer 429, and every 429
 * carries Retry-After and the IETF RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers,
 * defined once as reusable headers. Every other response carries the three RateLimit headers too,
 * with examples a client can live with: a mock that serves `RateLimit-Remaining: 0` on every 2xx
 * makes a well-behaved client sleep out the window after every call.
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

  it('sends the RateLimit headers on every response, as the introduction says', () => {
    const missing = operations.flatMap(({call, op}) =>
      Object.entries(op.responses as Record<string, Json>).flatMap(([status, raw]) => {
        const headers = (deref(doc, raw).headers ?? {}) as Json;
        return HEADERS.slice(1).filter((h) => !headers[h]).map((h) => `${call}: ${status} without ${h}`);
      }),
    );
    expect(missing).toEqual([]);
  });

  it('gives realistic examples: RateLimit-Remaining is 0 only on a 429', () => {
    const remaining = (raw: Json) => deref(doc, ((deref(doc, raw).headers ?? {}) as Json)['RateLimit-Remaining'] as Json ?? {});
    const exhausted = operations.flatMap(({call, op}) =>
      Object.entries(op.responses as Record<string, Json>)
        .filter(([status, raw]) => status !== '429' && remaining(raw).example === 0)
        .map(([status]) => `${call}: ${status} shows RateLimit-Remaining: 0`),
    );
    expect(exhausted).toEqual([]);
  });

  it('gives the limits in numbers in the introduction', () => {
    const description = (doc.info as Json).description as string;
    expect(description).toMatch(/## Rate limits/);
    expect(description).toMatch(/\| [\d,]+( per (minute|hour))? \|/);
  });
});
