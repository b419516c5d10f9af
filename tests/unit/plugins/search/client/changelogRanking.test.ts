// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {buildPageRecords} from '../../../../../plugins/search/server/buildPageRecords';
import {buildSearchDatabase} from '../../../../../plugins/search/server/buildSearchDatabase';
import {SearchEngine} from '../../../../../plugins/search/client/engine';
import type {SearchDocument} from '../../../../../plugins/search/shared/types';

const CATEGORY = 'Customer REST API';

function record(id: string, title: string, content: string, parentId: string | null, changelog: boolean): SearchDocument {
  return {
    id,
    title,
    url: id,
    category: CATEGORY,
    lastModified: '2026-11-25T00:00:00.000Z',
    content,
    excerpt: content,
    metadata: {category: CATEGORY, tags: [], isSection: parentId !== null, parentId, sectionTitle: parentId ? title : null, ...(changelog && {changelog})},
  };
}

/** The same words twice: in a guide's section and in a release note. */
const TEXT = 'A request over the rate limit gets 429 and a Retry-After header.';
const DOCUMENTS = [
  record('/customer-rest-api', 'Customer REST API', 'Call the API with a key.', null, false),
  record('/customer-rest-api#rate-limits', 'Rate limits', TEXT, '/customer-rest-api', false),
  record('/customer-rest-api/changelog', 'API changelog', 'Call the API with a key.', null, true),
  record('/customer-rest-api/changelog#rate-limits', 'Rate limits', TEXT, '/customer-rest-api/changelog', true),
];

describe('change logs rank below the pages that document the same thing', () => {
  it('of two records with the same words, the guide comes first, the release note after it', async () => {
    const engine = new SearchEngine({database: JSON.parse(JSON.stringify(buildSearchDatabase(DOCUMENTS).database))});
    await engine.init();
    const {results} = await engine.search('rate limit');
    expect(results.map((result) => result.document.id)).toEqual(['/customer-rest-api', '/customer-rest-api/changelog']);
    expect(results[0].score).toBeGreaterThan(results[1].score);
  });

  it('the indexer marks every record of a change log page, and no other page', () => {
    const extracted = {title: '', intro: 'Changes.', introProse: 'Changes.', excerpt: 'Changes.', sections: [{id: 'a', title: 'A', text: 'a', prose: 'a', excerpt: 'a'}]};
    const changelog = buildPageRecords({permalink: '/cmp/mobile-sdks/android/changelog', title: 'Changelog', tags: []} as never, extracted as never, '2026-11-25');
    const guide = buildPageRecords({permalink: '/cmp/mobile-sdks/android/installation', title: 'Installation', tags: []} as never, extracted as never, '2026-11-25');
    expect(changelog.map((r) => r.metadata.changelog)).toEqual([true, true]);
    expect(guide.map((r) => r.metadata.changelog)).toEqual([undefined, undefined]);
  });
});
