import {describe, expect, it} from 'vitest';
import {buildSearchDatabase} from '../../../../../plugins/search/node';
import {API_REFERENCES} from '../../../../../plugins/api-reference/documents';
import {apiSearchRecords} from '../../../../../plugins/api-reference/search/apiSearchRecords';
import type {IndexRecord} from '../../../../../plugins/api-reference/search/searchTypes';
import {loadReferences} from '../../../../../plugins/api-reference/openapi/loadReferences';

const SITE = `${__dirname}/../../../../..`;
const ROUTE = '/customer-rest-api/developer-api-doc';
const TIME = '2025-01-01T00:00:00.000Z';

const all = await apiSearchRecords({siteDir: SITE, lastModified: () => TIME});
const records = all.filter((r) => r.url.startsWith(`${ROUTE}#`));

async function engineOf(documents: IndexRecord[] = records) {
  const {database} = buildSearchDatabase(documents);
  const {SearchEngine} = await import('../../../../../plugins/search/searchEngine');
  return new SearchEngine({
    openDatabase: () => null,
    fetch: (async (url: string) => (url.endsWith('manifest.json') ? Response.json({version: database.version}) : Response.json(database))) as typeof fetch,
  });
}

describe('operation records of the API references', () => {
  it('make one record per operation and webhook of both documents, read through the reference layer', async () => {
    const references = await loadReferences({siteDir: SITE});
    for (const {source, model} of references) {
      const operations = [...model.tags.flatMap((tag) => tag.operations), ...model.webhooks];
      const ids = all.filter((r) => !r.metadata.isSection && r.category === source.searchCategory && r.url !== source.route).map((r) => r.url);
      expect(ids).toEqual(operations.map((operation) => `${source.route}#${operation.anchor}`));
    }
    expect(new Set(all.map((r) => r.category))).toEqual(new Set(API_REFERENCES.map((r) => r.searchCategory)));
  });

  it('make webhooks searchable, with their fields', async () => {
    const webhook = records.find((r) => r.url === `${ROUTE}#operation/configurationPublished`)!;
    expect(webhook.excerpt).toBe('POST configurationPublished (webhook) — Publish finished');
    expect(webhook.content).toContain('x-privana-signature');
    expect(records.some((r) => r.metadata.parentId === webhook.id && r.title === 'status')).toBe(true);
    const engine = await engineOf();
    expect((await engine.search('publish finished')).results[0].document.url).toBe(webhook.url);
    const byName = (await engine.search('configurationPublished')).results.map((r) => r.document.url);
    expect(byName.slice(0, 3)).toContain(webhook.url);
  });

  it('index method, path, summary, description, parameter and field names', () => {
    const list = records.find((r) => r.url === `${ROUTE}#operation/listDataStores`)!;
    expect(list.content.startsWith(`${list.excerpt}.`)).toBe(true);
    expect(list.excerpt).toMatch(/^GET \/v1\/data-discovery\/data-stores — /);
    expect(list.content).toMatch(/Parameters: [^.]*limit/);
    expect(list.content).toMatch(/Response fields: [^.]*name/);
    const create = records.find((r) => r.url === `${ROUTE}#operation/createSubjectRightsRequests`)!;
    expect(create.content).toMatch(/Request fields: [^.]*dsarDetails[^.]*email/);
    // Description text, without the Markdown link targets or HTML tags of the page.
    expect(create.content).not.toMatch(/<\/?[a-z]+>/);
    const deprecated = records.filter((r) => r.metadata.deprecated);
    expect(deprecated.length).toBeGreaterThan(10);
    expect(deprecated.every((r) => r.content.includes('Deprecated.'))).toBe(true);
  });
});

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
    // A prefix of a field name lands on the field too: in the configuration's settings, documented once as an object.
    const policy = (await engine.search('storagePolicy')).results[0];
    expect(policy.matchingSections.map((s) => s.document.url)).toContain(`${ROUTE}#object/CmpConfigSettings/storagePolicyHref`);
  });

  it('rank every deprecated operation of the customer REST API below its replacement', async () => {
    const operations = records.filter((r) => !r.metadata.isSection);
    const deprecated = operations.filter((operation) => operation.metadata.deprecated);
    const engine = await engineOf(operations);
    // dsarId is a path parameter of both /v1/dsar/{dsarId} (deprecated) and /v1/subject-rights/requests/{dsarId}.
    const {results} = await engine.search('dsarId');
    expect(results[0].document.url).toBe(`${ROUTE}#operation/getSubjectRightsRequest`);
    const firstDeprecated = results.findIndex((r) => r.document.metadata.deprecated);
    expect(results.slice(0, firstDeprecated).map((r) => r.document.url)).toEqual(
      expect.arrayContaining([`${ROUTE}#operation/getSubjectRightsRequest`, `${ROUTE}#operation/updateSubjectRightsRequest`]),
    );
    // Searching a deprecated operation's summary finds the current operation of that name first.
    for (const operation of deprecated) {
      const summary = operation.title.replace(/\s*\(deprecated\)$/, '');
      const top = (await engine.search(summary)).results[0].document;
      expect(top.metadata.deprecated, `${summary}: ${top.url}`).toBeUndefined();
      expect(top.title).toBe(summary);
    }
  });
});

describe('introduction records of the API references', () => {
  it('make the reference page a record and each topic of its introduction a section of it, at its anchor', async () => {
    for (const {source, model} of await loadReferences({siteDir: SITE})) {
      const page = all.find((r) => r.id === source.route)!;
      expect(page.title).toBe(`${source.apiName} reference`);
      const topics = all.filter((r) => r.metadata.parentId === source.route);
      expect(topics.map((r) => r.title)).toEqual(model.introSections.map((section) => section.title));
      expect(topics.map((r) => r.url)).toEqual(model.introSections.map((section) => `${source.route}#${section.anchor}`));
      expect(topics.every((r) => r.metadata.isSection && r.content.length > 40 && !/<\/?[a-z]+>/.test(r.content))).toBe(true);
    }
  });

  it('let "rate limits" find the Rate limits topic before the operations that answer 429', async () => {
    const engine = await engineOf(all.filter((r) => r.url.startsWith(ROUTE)));
    const [first] = (await engine.search('rate limits')).results;
    expect(first.document.url).toBe(ROUTE);
    expect(first.matchingSections[0].document.url).toBe(`${ROUTE}#section/Rate-limits`);
  });
});
