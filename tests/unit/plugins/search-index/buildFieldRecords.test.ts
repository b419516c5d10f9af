import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildSearchDatabase} from '../../../../plugins/search-index/lib/buildSearchDatabase';
import {loadOperationRecords} from '../../../../plugins/search-index/lib/loadOperationRecords';

const ROUTE = '/customer-rest-api/developer-api-doc';
const records = loadOperationRecords(
  {file: path.join(__dirname, '../../../../openapi/customer-rest-api.yaml'), route: ROUTE, category: 'Customer REST API'},
  () => '2025-01-01T00:00:00.000Z',
);

async function engineOf() {
  const {database} = buildSearchDatabase(records);
  const {SearchEngine} = await import('../../../../src/search/engine');
  return new SearchEngine({
    openDatabase: () => null,
    fetch: (async (url: string) => (url.endsWith('manifest.json') ? Response.json({version: database.version}) : Response.json(database))) as typeof fetch,
  });
}

describe('field records of the API reference', () => {
  it('follow their operation record as its sections, deep-linked to the field', () => {
    const index = records.findIndex((r) => r.url === `${ROUTE}#operation/getSubjectRightsRequest`);
    const field = records[index + 1];
    expect(field).toMatchObject({
      url: `${ROUTE}#operation/getSubjectRightsRequest/path/dsarId`,
      title: 'dsarId',
      metadata: {isSection: true, parentId: `${ROUTE}#operation/getSubjectRightsRequest`, sectionTitle: 'path parameter dsarId'},
    });
    expect(records.find((r) => r.url === `${ROUTE}#operation/createSubjectRightsRequests/request/dsarDetails.email`)?.metadata.sectionTitle).toBe(
      'request field dsarDetails.email',
    );
  });

  it('leave deprecated operations out: their replacements have the same fields', () => {
    expect(records.filter((r) => r.metadata.isSection && r.url.includes('#operation/listDsarsDeprecated'))).toEqual([]);
    const deprecatedIds = new Set(records.filter((r) => r.metadata.deprecated && !r.metadata.isSection).map((r) => r.id));
    expect(records.some((r) => r.metadata.isSection && deprecatedIds.has(r.metadata.parentId!))).toBe(false);
  });

  it('make a field name land on the field, under the most relevant operation', async () => {
    const engine = await engineOf();
    const [top] = (await engine.search('dsarId')).results;
    expect(top.document.url).toBe(`${ROUTE}#operation/getSubjectRightsRequest`);
    expect(top.matchingSections.map((s) => s.document.url)).toContain(`${ROUTE}#operation/getSubjectRightsRequest/path/dsarId`);
    // A prefix of a field name lands on the field too.
    const policy = (await engine.search('storagePolicy')).results[0];
    expect([policy.document.url, ...policy.matchingSections.map((s) => s.document.url)].some((url) => /\.storagePolicyHref$/.test(url))).toBe(true);
  });
});
