import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {buildAtomFeed, parseChangelog} from '../../plugins/changelog-feed/changelog';
import {CHANGELOG_FEED_ROUTE, CHANGELOG_ROUTE, CHANGELOG_SOURCE} from '../../plugins/changelog-feed';
import {SITE_URL} from '../../src/constants/site';

/**
 * The API changelog page is dated, newest first, and agrees with the reference about every
 * deprecation: the date of each deprecated operation (`x-deprecated-since`) has a changelog entry
 * of that day naming the deprecated path and its replacement, and no entry deprecates a path the
 * reference does not. Its Atom feed is generated from the same file and is well-formed.
 */

const ROOT = join(__dirname, '../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
type Json = Record<string, unknown>;
interface Op {
  call: string;
  path: string;
  deprecated: boolean;
  since?: string;
  tags: string[];
}

const mdx = readFileSync(join(ROOT, CHANGELOG_SOURCE), 'utf8');
const entries = parseChangelog(mdx);
const reference = load(readFileSync(join(ROOT, 'openapi/customer-rest-api.yaml'), 'utf8')) as Json;
const ops: Op[] = Object.entries(reference.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({
    call: `${m.toUpperCase()} ${path}`,
    path,
    deprecated: item[m].deprecated === true,
    since: item[m]['x-deprecated-since'] as string | undefined,
    tags: (item[m].tags ?? []) as string[],
  })),
);
const deprecated = ops.filter((o) => o.deprecated);

/** The `/v1/...` paths written in backticks in a piece of Markdown. */
const pathsIn = (text: string) => [...text.matchAll(/`(\/v1\/[^`\s?]*)`/g)].map((m) => m[1]);
/** `- **Deprecated:** ...` bullets of an entry, continuation lines joined. */
const deprecationBullets = (body: string) =>
  body
    .split(/\n(?=- )/)
    .filter((bullet) => bullet.startsWith('- **Deprecated:**'))
    .map((bullet) => bullet.replace(/\s*\n\s*/g, ' '));

describe('API changelog page', () => {
  it('has dated entries, newest first, with unique anchors', () => {
    expect(entries.length).toBeGreaterThanOrEqual(5);
    const dates = entries.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(dates.length);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const entry of entries) expect(entry.body, entry.id).toMatch(/\*\*(Added|Changed|Deprecated|Removed|Fixed|Migration):\*\*/);
  });

  it('marks the reference operations deprecated with a date', () => {
    expect(deprecated.length).toBeGreaterThan(0);
    for (const op of deprecated) expect(op.since, op.call).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const op of ops.filter((o) => !o.deprecated)) expect(op.since, op.call).toBeUndefined();
  });

  it('has an entry on the day of each deprecation that names the deprecated path', () => {
    for (const op of deprecated) {
      const entry = entries.find((e) => e.date === op.since);
      expect(entry, `${op.call} deprecated since ${op.since}`).toBeDefined();
      const named = deprecationBullets(entry!.body).flatMap(pathsIn);
      expect(
        named.some((p) => op.path === p || op.path.startsWith(`${p}/`)),
        `${op.call}: the ${op.since} entry names none of its paths (${named.join(', ')})`,
      ).toBe(true);
    }
  });

  it('deprecates only paths the reference deprecates on that day, and names live replacements', () => {
    for (const entry of entries) {
      // Each clause reads "`/old` ..., replaced by `/new` ...", clauses separated by semicolons.
      for (const clause of deprecationBullets(entry.body).flatMap((bullet) => bullet.split(';'))) {
        const [deprecatedPart, ...replacements] = clause.split(/replaced by/);
        for (const path of pathsIn(deprecatedPart)) {
          const matching = deprecated.filter((o) => o.path === path || o.path.startsWith(`${path}/`));
          expect(matching.length, `${entry.date}: ${path} is not deprecated in the reference`).toBeGreaterThan(0);
          for (const op of matching) expect(op.since, `${op.call} in the ${entry.date} entry`).toBe(entry.date);
        }
        for (const path of replacements.flatMap(pathsIn)) {
          expect(ops.some((o) => !o.deprecated && o.path.startsWith(path)), `${entry.date}: replacement ${path}`).toBe(true);
        }
      }
    }
  });

  it('gives the same dates in the reference descriptions of the deprecated tags', () => {
    const tags = reference.tags as Array<{name: string; description: string}>;
    for (const op of deprecated) {
      const tag = tags.find((t) => op.tags.includes(t.name));
      expect(tag?.description, op.call).toContain(`deprecated since ${op.since}`);
    }
  });

  it('links its Atom feed from the page head', () => {
    expect(mdx).toMatch(/import Head from '@docusaurus\/Head'/);
    expect(mdx).toContain(`<link rel="alternate" type="application/atom+xml" title="Privana API changelog" href="${CHANGELOG_FEED_ROUTE}" />`);
    expect(CHANGELOG_FEED_ROUTE.startsWith(`${CHANGELOG_ROUTE}/`)).toBe(true);
  });
});

describe('API changelog Atom feed', () => {
  const xml = buildAtomFeed(entries, {
    siteUrl: SITE_URL,
    pagePath: CHANGELOG_ROUTE,
    feedPath: CHANGELOG_FEED_ROUTE,
    title: 'Privana API changelog',
    author: 'Privana, Inc.',
  });
  const feed = new XMLParser({ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link'}).parse(xml)
    .feed as Json;

  it('is well-formed Atom with one entry per changelog entry', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    const feedEntries = feed.entry as Json[];
    expect(feedEntries).toHaveLength(entries.length);
    expect(feed.updated).toBe(`${entries[0].date}T00:00:00Z`);
    expect(feedEntries.map((e) => e.id)).toEqual(entries.map((e) => `${SITE_URL}${CHANGELOG_ROUTE}#${e.id}`));
    const links = feed.link as Json[];
    expect(links.find((l) => l['@_rel'] === 'self')?.['@_href']).toBe(`${SITE_URL}${CHANGELOG_FEED_ROUTE}`);
  });

  it('carries each entry as HTML with absolute links and escaped code', () => {
    const first = (feed.entry as Json[])[0];
    const content = (first.content as Json)['#text'] as string;
    expect(content).toMatch(/<ul><li><strong>(Added|Changed|Breaking|Deprecated|Removed|Fixed):<\/strong>/);
    expect(content).toContain('<code>POST /v2/consents</code>');
    expect(content).not.toMatch(/href="\//);
  });

  it('rejects a malformed entry heading, naming the line', () => {
    expect(() => parseChangelog('# API changelog\n\n## September 2025\n')).toThrow(/line 3/);
    expect(() => parseChangelog('## 2025-13-45: Bad date\n')).toThrow(/invalid date/);
  });
});
