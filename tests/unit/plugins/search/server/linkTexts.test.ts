import {describe, expect, it} from 'vitest';
import {LINK_TEXTS_PER_RECORD, linkTarget, withLinkTexts} from '../../../../../plugins/search/server/linkTexts';
import type {IndexRecord} from '../../../../../plugins/search/server/types';

const record = (url: string): IndexRecord => ({
  id: url,
  title: url,
  url,
  category: 'Guides',
  lastModified: '2026-01-01T00:00:00.000Z',
  content: '',
  excerpt: '',
  metadata: {category: 'Guides', tags: [], isSection: url.includes('#'), parentId: url.includes('#') ? url.split('#')[0] : null, sectionTitle: null},
});

const textsOf = (records: IndexRecord[], url: string): string[] | undefined => records.find((r) => r.url === url)?.linkTexts;

describe('link texts', () => {
  it('resolves a link as the browser would, and refuses links off the site', () => {
    expect(linkTarget('/subject-rights/#request-types', '/keys')).toBe('/subject-rights#request-types');
    expect(linkTarget('#errors', '/customer-rest-api/')).toBe('/customer-rest-api#errors');
    expect(linkTarget('jira', '/subject-rights/')).toBe('/subject-rights/jira');
    expect(linkTarget('https://example.com/x', '/a')).toBeNull();
    expect(linkTarget('//example.com/x', '/a')).toBeNull();
    expect(linkTarget('mailto:privacy@example.com', '/a')).toBeNull();
  });

  it('gives each record the words other pages and sections link to it with', () => {
    const records = withLinkTexts(
      [record('/subject-rights/'), record('/subject-rights/#react-to-status-changes'), record('/keys'), record('/keys#webhook-secrets')],
      [
        {
          permalink: '/keys',
          links: [
            {href: '/subject-rights/#react-to-status-changes', text: 'subject rights status webhook', from: 'webhook-secrets'},
            {href: '/subject-rights/#react-to-status-changes', text: 'Subject rights status webhook', from: null},
            {href: '#webhook-secrets', text: 'webhook secret', from: null},
            // A link to itself, to its own page, off the site, a URL as text, a sentence: none counts.
            {href: '#webhook-secrets', text: 'this section', from: 'webhook-secrets'},
            {href: '/keys', text: 'top of the page', from: 'webhook-secrets'},
            {href: 'https://example.com/', text: 'example', from: null},
            {href: '/subject-rights/', text: '/subject-rights/', from: null},
            {href: '/subject-rights/', text: 'x'.repeat(81), from: null},
            {href: '/keys#webhook-secrets', text: '/KEYS#WEBHOOK-SECRETS', from: null},
          ],
        },
      ],
    );
    expect(textsOf(records, '/subject-rights/#react-to-status-changes')).toEqual(['subject rights status webhook']);
    expect(textsOf(records, '/keys#webhook-secrets')).toEqual(['webhook secret']);
    expect(textsOf(records, '/keys')).toBeUndefined();
    expect(textsOf(records, '/subject-rights/')).toBeUndefined();
  });

  it(`keeps at most ${LINK_TEXTS_PER_RECORD} texts per record`, () => {
    const links = Array.from({length: LINK_TEXTS_PER_RECORD + 5}, (_, i) => ({href: '/a', text: `name ${i}`, from: null}));
    const [a] = withLinkTexts([record('/a')], [{permalink: '/b', links}]);
    expect(a.linkTexts).toHaveLength(LINK_TEXTS_PER_RECORD);
  });
});
