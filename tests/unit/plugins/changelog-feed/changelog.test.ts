import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';
import {buildAtomFeed, parseChangelog} from '../../../../plugins/changelog-feed/changelog';

/**
 * The changelog parser and Atom writer, on a small changelog written here: what a feed reader shows
 * (titles, dates, links, code) comes out of the Markdown the page is written in. The real feed is
 * checked in the build (tests/build/changelog-feed.test.ts), the real page against the reference in
 * tests/content/changelog.test.ts.
 */

const SITE = 'https://docs.example';
const MDX = `---
title: API changelog
---

# API changelog

## 2025-06-02: Consents v2

- **Changed:** \`POST /v2/consents\` accepts <purposes> & vendors. See [the guide](/uc/consents) and
  [the status page](https://status.example/).

## 2025-01-15: First release

Everything is new.
`;
const OPTIONS = {siteUrl: SITE, pagePath: '/api/changelog', feedPath: '/api/changelog/atom.xml', title: 'API changelog', author: 'Example'};
type Json = Record<string, unknown>;
const parse = (xml: string) =>
  new XMLParser({ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link'}).parse(xml).feed as Json;

describe('parseChangelog', () => {
  it('reads each dated heading as an entry with its body and a heading anchor', () => {
    const entries = parseChangelog(MDX);
    expect(entries.map(({date, title, id}) => ({date, title, id}))).toEqual([
      {date: '2025-06-02', title: 'Consents v2', id: '2025-06-02-consents-v2'},
      {date: '2025-01-15', title: 'First release', id: '2025-01-15-first-release'},
    ]);
    expect(entries[0]!.body).toContain('**Changed:**');
    expect(entries[1]!.body.trim()).toBe('Everything is new.');
  });

  it('rejects a malformed entry heading, naming the line', () => {
    expect(() => parseChangelog('# API changelog\n\n## September 2025\n')).toThrow(/line 3/);
    expect(() => parseChangelog('## 2025-13-45: Bad date\n')).toThrow(/invalid date/);
  });
});

describe('buildAtomFeed', () => {
  const xml = buildAtomFeed(parseChangelog(MDX), OPTIONS);
  const feed = parse(xml);
  const entries = feed.entry as Json[];

  it('writes well-formed Atom, updated on the newest entry, entries newest first', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(feed.updated).toBe('2025-06-02T00:00:00Z');
    expect(entries.map((e) => e.title)).toEqual(['2025-06-02: Consents v2', '2025-01-15: First release']);
    expect(entries.map((e) => e.id)).toEqual([`${SITE}/api/changelog#2025-06-02-consents-v2`, `${SITE}/api/changelog#2025-01-15-first-release`]);
    expect((feed.link as Json[]).find((l) => l['@_rel'] === 'self')?.['@_href']).toBe(`${SITE}/api/changelog/atom.xml`);
  });

  it('turns the Markdown into HTML with absolute links and escaped code', () => {
    const content = (entries[0]!.content as Json)['#text'] as string;
    expect(content).toContain('<ul><li><strong>Changed:</strong>');
    expect(content).toContain('<code>POST /v2/consents</code>');
    expect(content).toContain('&lt;purposes&gt; &amp; vendors');
    expect(content).toContain(`href="${SITE}/uc/consents"`);
    expect(content).toContain('href="https://status.example/"');
    expect(content).not.toMatch(/href="\//);
  });
});
