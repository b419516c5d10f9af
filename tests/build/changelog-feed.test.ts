import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {beforeAll, describe, expect, it} from 'vitest';
import {parseChangelog} from '../../plugins/changelog-feed/changelog';
import {CHANGELOG_FEED_ROUTE, CHANGELOG_ROUTE, CHANGELOG_SOURCE} from '../../plugins/changelog-feed';
import {SITE_URL} from '../../src/constants/site';
import {assertBuilt, BUILD_DIR, ROOT} from './support';

/**
 * The Atom feed a feed reader fetches, as the build wrote it (plugins/changelog-feed): well-formed,
 * one entry per entry of the changelog page, each linking to an anchor the built page has, and
 * advertised in the page's <head>. Read from the shared build, so a plugin that stops writing the
 * feed, or writes it with other options than the page's, fails here.
 */

type Json = Record<string, unknown>;
const entries = parseChangelog(readFileSync(join(ROOT, CHANGELOG_SOURCE), 'utf8'));
let xml = '';
let feed: Json = {};
let page: ReturnType<typeof load>;

beforeAll(() => {
  assertBuilt();
  const feedFile = join(BUILD_DIR, CHANGELOG_FEED_ROUTE);
  expect(existsSync(feedFile), `${CHANGELOG_FEED_ROUTE} is not in the build`).toBe(true);
  xml = readFileSync(feedFile, 'utf8');
  feed = new XMLParser({ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link'}).parse(xml).feed as Json;
  page = load(readFileSync(join(BUILD_DIR, CHANGELOG_ROUTE, 'index.html'), 'utf8'));
});

describe('the API changelog Atom feed in the build', () => {
  it('is well-formed Atom, updated on the newest entry, with one entry per changelog entry', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.updated).toBe(`${entries[0]!.date}T00:00:00Z`);
    const feedEntries = feed.entry as Json[];
    expect(feedEntries.map((e) => e.id)).toEqual(entries.map((e) => `${SITE_URL}${CHANGELOG_ROUTE}#${e.id}`));
    const links = feed.link as Json[];
    expect(links.find((l) => l['@_rel'] === 'self')?.['@_href']).toBe(`${SITE_URL}${CHANGELOG_FEED_ROUTE}`);
  });

  it("links each entry to a heading the built page has", () => {
    for (const entry of feed.entry as Json[]) {
      const href = ((entry.link as Json[])[0]!['@_href'] as string);
      expect(href.startsWith(`${SITE_URL}${CHANGELOG_ROUTE}`), href).toBe(true);
      const anchor = href.split('#')[1]!;
      expect(page(`[id="${anchor}"]`).length, `${href}: no element with that id on the page`).toBe(1);
    }
  });

  it('carries entries as HTML with absolute links only', () => {
    for (const entry of feed.entry as Json[]) {
      const content = (entry.content as Json)['#text'] as string;
      expect(content).toMatch(/^<(ul|p)>/);
      expect(content).not.toMatch(/href="\//);
    }
  });

  it("is advertised in the changelog page's <head>", () => {
    const link = page('head link[rel="alternate"][type="application/atom+xml"]');
    expect(link.attr('href')).toBe(CHANGELOG_FEED_ROUTE);
  });
});
