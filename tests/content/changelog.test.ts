import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {parseChangelog} from '../../plugins/changelog-feed/changelog';
import {CHANGELOG_SOURCE} from '../../plugins/changelog-feed';

/**
 * The API changelog page is dated, newest first, and agrees with the reference about every
 * deprecation: the date of each deprecated operation (`x-deprecated-since`) has a changelog entry
 * of that day naming the deprecated path and its replacement, and no entry deprecates a path the
 * reference does not. Its Atom feed is checked in the build (tests/build/changelog-feed.test.ts).
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
});
