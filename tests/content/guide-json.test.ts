import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {planOf} from './support/blockPlan';
import {allDocCodeBlocks} from './support/codeBlocks';
import {jsonChecksFor} from './support/jsonBlockChecks';
import {openApiSchemas} from './support/openApiSchemas';

/**
 * Every JSON block of the guides is checked against what it illustrates
 * (support/jsonBlockChecks.ts): a request or response body against its operation's schema in
 * the OpenAPI documents (closed: a field the schema does not declare fails, see
 * support/openApiSchemas.ts), a file or payload against the structure its page describes.
 */

const ROOT = join(__dirname, '../..');
const blocks = allDocCodeBlocks(ROOT).filter((b) => {
  const plan = planOf(b);
  return plan.status === 'executed' && plan.harness === 'json';
});
// Closed copies: a block may show only fields its schema declares, though responses stay open.
const schemas = openApiSchemas(ROOT, {closed: true});

describe('JSON blocks of the guides', () => {
  it('each have exactly one check that says what they illustrate', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(20);
    const uncovered = blocks
      .filter((b) => jsonChecksFor(b).length !== 1)
      .map((b) => `${b.where}: ${jsonChecksFor(b).length} checks match; add one to tests/content/support/jsonBlockChecks.ts (or mark the fence fragment="why")`);
    expect(uncovered).toEqual([]);
  });

  it('are valid for what they illustrate', () => {
    const problems = blocks.flatMap((block) => {
      const [check] = jsonChecksFor(block);
      const page = readFileSync(join(ROOT, block.where.replace(/:\d+$/, '')), 'utf8');
      return check.check(JSON.parse(block.code), {schemas, page}).map((p) => `${block.where} (${check.illustrates}): ${p}`);
    });
    expect(problems).toEqual([]);
  });

  it('reject a body that breaks its schema', () => {
    const validate = schemas.validator('customer-rest-api', 'createCookieConsentConfig', 'request');
    expect(validate({name: 'x', domains: 'shop.example.com', mode: 'debug'})).toBe(false);
    expect(schemas.validator('customer-rest-api', 'listDataStores', '400')({message: 'no request id'})).toBe(false);
    // A response field the document does not declare (responses are open, the guides' copies closed).
    expect(schemas.validator('customer-rest-api', 'listDataStores', '400')({message: 'm', requestId: 'req_01JDQ4W8Z2K7M3P9R5T1V0Y2NB', reason: 'x'})).toBe(false);
  });
});
