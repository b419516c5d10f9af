import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {LIVE_KEY_PREFIXES, TEST_KEY_PREFIXES} from '../../src/constants/site';

/**
 * Test mode (and the local mock, which is seeded from the same examples) serves the reference's
 * sample data: the configurations, requests, subjects, data stores and tokens of the OpenAPI
 * documents' examples. A guide that writes another ID sends a reader who runs its block unchanged
 * to a 404. So every ID a page writes, a UUID or a prefixed ID (`sub_…`, `req_…`, `pgt_…`), must be
 * one the OpenAPI documents hold.
 */

const ROOT = join(__dirname, '../..');

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** `sub_01J9…`, `pgt_Q2x8…`: a short lower-case prefix, an underscore, and a run holding a digit. */
const PREFIXED = /\b([a-z]{2,6})_(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{8,}\b/g;

/**
 * API keys and webhook secrets are the reader's own (the keys page says where to make them), not
 * sample data; neither is the `Idempotency-Key` a client makes up for each new request.
 */
const KEY_PREFIXES = new Set([...Object.values(TEST_KEY_PREFIXES), ...Object.values(LIVE_KEY_PREFIXES)].map((prefix) => prefix.split('_')[0]));
const OWN_VALUE_LINE = /Idempotency-Key/i;
/** Whole values that the UUID and prefixed-ID patterns judge on their own. */
const UUID_ONLY = new RegExp(`^${UUID.source}$`, 'i');
const PREFIXED_ONLY = new RegExp(`^${PREFIXED.source}$`);

/**
 * Pages that show what Privana sends to another company's service (a privacy-signal partner's
 * event): those IDs belong to that delivery, and no Privana API serves them.
 */
const OTHER_SERVICES = ['docs/integrations/privacy-signal-integrations/'];

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

/** The IDs a text writes, UUIDs and prefixed IDs, each with its line. */
function idsIn(text: string, prefixes: ReadonlySet<string>, idFields: ReadonlySet<string> = new Set()): {id: string; line: number}[] {
  const found: {id: string; line: number}[] = [];
  text.split('\n').forEach((line, index) => {
    if (OWN_VALUE_LINE.test(line)) return;
    // `collectionId: 'col_marketing_us'`: a readable value given to a field whose samples are IDs.
    for (const match of line.matchAll(/\b(\w+Id)["']?\s*[:=]\s*["']([^"'\s]+)["']/g)) {
      if (idFields.has(match[1]) && !/[{}$<>]/.test(match[2]) && !UUID_ONLY.test(match[2]) && !PREFIXED_ONLY.test(match[2])) found.push({id: match[2], line: index + 1});
    }
    for (const match of line.matchAll(UUID)) found.push({id: match[0].toLowerCase(), line: index + 1});
    for (const match of line.matchAll(PREFIXED)) {
      if (!KEY_PREFIXES.has(match[1])) found.push({id: match[0], line: index + 1});
    }
    // `anon-7d3c9a10` reads as an ID of a kind the documents write as `anon_…`.
    for (const match of line.matchAll(/\b([a-z]{2,6})-([A-Za-z0-9]{6,})\b/g)) {
      if (prefixes.has(match[1]) && /\d/.test(match[2])) found.push({id: match[0], line: index + 1});
    }
  });
  return found.filter((entry, n) => found.findIndex((other) => other.id === entry.id && other.line === entry.line) === n);
}

const openApiText = filesUnder(join(ROOT, 'openapi'), /\.ya?ml$/).map((path) => readFileSync(path, 'utf8')).join('\n');
const sampleIds = new Set(idsIn(openApiText, new Set()).map(({id}) => id));
const samplePrefixes = new Set([...sampleIds].flatMap((id) => /^([a-z]{2,6})_/.exec(id)?.[1] ?? []));
/** Fields whose sample values are IDs (`configId`, `collectionId`, `verifiedId`...). */
const idFields = new Set(
  [...openApiText.matchAll(/\b(\w+Id):\s*(\S+)/g)].filter(([, , value]) => sampleIds.has(value.toLowerCase()) || sampleIds.has(value)).map(([, field]) => field),
);

describe('sample IDs in the guides', () => {
  it('reads the sample data of both OpenAPI documents', () => {
    // A configuration, a subject-rights request, a data store, a subject, a session, a page token.
    for (const id of ['8d3f1b2a-6c4e-4f7a-9b1d-0e2c5a7f9d14', '1f6b9e34-7a2c-4d58-b0e1-93c4a5d6e7f8', '0b7d9f1e-3c5a-4e2b-8d6f-7a9c1e3b5d70', 'sub_01J9Z6W2K7X4M3Q8R5T1V0Y2NB', 'ses_4Kq9Xz2Lm7Np3Rt8Vw1Yb6Cd', 'pgt_Q2x8VmK4tR9wN3bZ7cL1yH6sJ0dF']) {
      expect(sampleIds).toContain(id);
    }
  });

  it('use only IDs the reference\'s sample data holds', () => {
    const pages = filesUnder(join(ROOT, 'docs'), /\.mdx?$/)
      .map((path) => ({page: relative(ROOT, path), text: readFileSync(path, 'utf8')}))
      .filter(({page}) => !OTHER_SERVICES.some((folder) => page.startsWith(folder)));
    const unknown = pages.flatMap(({page, text}) =>
      idsIn(text, samplePrefixes, idFields)
        .filter(({id}) => !sampleIds.has(id))
        .map(({id, line}) => `${page}:${line}: ${id} is in no example of openapi/*.yaml`),
    );
    expect(unknown).toEqual([]);
  });

  it('would catch an ID that is not sample data, and leave keys and idempotency keys alone', () => {
    const page = [
      "PrivanaUC.init({configId: '3f6c1e52-8a1d-4f5e-9b7a-2c4d6e8f0a1b', apiKey: 'uck_test_2b7e9c41d0a84f3e'});",
      '"subject": {"anonymousId": "anon-7d3c9a10"}, "next": "pgt_Z8xV3nM6qW1eR5tY9uI2oP7aS4dF"',
      '-H "Idempotency-Key: 5f0c2a8e-3b7d-4e19-a6c4-9d2b1f7e0a35" -H "x-privana-signature: whsec_5f2b8c1e9a7d4e3b6c0a1f8e"',
      'GET /v1/cookie-consent/configs/8d3f1b2a-6c4e-4f7a-9b1d-0e2c5a7f9d14',
      "uc.embed('#choices', {collectionId: 'col_marketing_us', configId: process.env.CONFIG_ID, dsarId: '{dsarId}'});",
    ].join('\n');
    const unknown = idsIn(page, samplePrefixes, idFields).filter(({id}) => !sampleIds.has(id));
    expect(unknown.map(({id, line}) => `${line}: ${id}`).sort()).toEqual([
      '1: 3f6c1e52-8a1d-4f5e-9b7a-2c4d6e8f0a1b',
      '2: anon-7d3c9a10',
      '2: pgt_Z8xV3nM6qW1eR5tY9uI2oP7aS4dF',
      '5: col_marketing_us',
    ]);
  });
});
