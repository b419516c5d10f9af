// @vitest-environment node
/**
 * What a reader gets from the built site's search for queries whose answer is one section,
 * over the real search-db.json (the engine as the dialog runs it, in Node).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {SearchEngine} from '../../plugins/search/client/engine';
import {assertBuilt, BUILD_DIR} from './support';

let engine: SearchEngine;
beforeAll(async () => {
  assertBuilt();
  engine = new SearchEngine({database: JSON.parse(readFileSync(join(BUILD_DIR, 'search/search-db.json'), 'utf8'))});
  await engine.init();
});

describe('the top result of the built site', () => {
  it.each([
    ['rate limit', '/customer-rest-api#rate-limits'],
    ['rate limits', '/customer-rest-api#rate-limits'],
  ])('"%s" leads to %s first, not to the release note that mentions it', async (query, section) => {
    const {results} = await engine.search(query);
    expect(results[0].matchingSections[0]?.document.id).toBe(section);
  });
});
