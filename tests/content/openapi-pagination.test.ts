import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

/**
 * The paging contract a loop is written from: "when `next` is `null` you have reached the last
 * page". So every list answers `next` always (required, and `null` on the last page: an optional
 * `next` typed `next?: string | null` lets a loop that tests `=== null` refetch page 1 forever),
 * shows a last page among its examples (a mock that serves examples then lets such a loop end),
 * and its tokens are opaque, as the contract says they are, not readable JSON a client could
 * build or parse.
 */

type Json = Record<string, unknown>;

function at(doc: Json, ref: string): Json {
  return ref.slice(2).split('/').reduce<Json>((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);
}
const deref = (doc: Json, node: Json): Json => (typeof node?.$ref === 'string' ? deref(doc, at(doc, node.$ref)) : node);

/** Whether a token is readable: base64 of a JSON value. */
function readable(token: string): boolean {
  try {
    JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

describe.each(['customer-rest-api.yaml', 'unified-consent-api.yaml'])('openapi/%s lists', (file) => {
  const doc = load(readFileSync(join(__dirname, '../../openapi', file), 'utf8')) as Json;
  const lists = Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) => {
    const op = item.get as Json | undefined;
    if (!op) return [];
    const parameters = [...((item.parameters ?? []) as Json[]), ...((op.parameters ?? []) as Json[])].map((p) => deref(doc, p));
    if (!parameters.some((p) => p.in === 'query' && p.name === 'next')) return [];
    const media = ((deref(doc, (op.responses as Json)['200'] as Json).content as Json)['application/json']) as Json;
    const examples = Object.values((media.examples ?? {}) as Record<string, Json>).map((e) => deref(doc, e).value as Json);
    return [{call: `GET ${path}`, schema: deref(doc, media.schema as Json), examples}];
  });

  it('answer next always, null on the last page', () => {
    const wrong = lists.flatMap(({call, schema}) => {
      const next = deref(doc, ((schema.properties ?? {}) as Json).next as Json);
      const problems: string[] = [];
      if (!((schema.required ?? []) as string[]).includes('next')) problems.push(`${call}: next is optional`);
      if (!([next.type].flat() as string[]).includes('null')) problems.push(`${call}: next cannot be null`);
      return problems;
    });
    if (file.startsWith('customer')) expect(lists.length).toBeGreaterThanOrEqual(8);
    expect(wrong).toEqual([]);
  });

  it('show a last page, and opaque tokens', () => {
    const wrong = lists.flatMap(({call, examples}) => {
      const problems: string[] = [];
      if (!examples.some((e) => e.next === null)) problems.push(`${call}: no example of the last page (next: null)`);
      for (const token of examples.map((e) => e.next).filter((t): t is string => typeof t === 'string')) {
        if (readable(token)) problems.push(`${call}: the token ${token} is readable base64 JSON`);
      }
      return problems;
    });
    expect(wrong).toEqual([]);
  });
});
