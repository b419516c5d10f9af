import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {isNavigationSection} from '../../plugins/search/node';
import {BUILD_DIR, builtDatabase} from './search-support';

/** The built HTML file of a route, as scripts/serve.mjs resolves it. */
function htmlOf(route: string): string {
  const base = join(BUILD_DIR, route);
  const file = [join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`].find(existsSync);
  if (!file) throw new Error(`No built page for ${route}`);
  return readFileSync(file, 'utf8');
}

test.describe('search index of the build', () => {
  const database = builtDatabase();
  const pages = database.documents.filter((d) => !d.metadata.isSection && !d.url.includes('#'));
  const sections = database.documents.filter((d) => d.metadata.isSection);

  test('writes search-db.json and manifest.json with the same version and consistent stats', () => {
    const manifest = JSON.parse(readFileSync(join(BUILD_DIR, 'search/manifest.json'), 'utf8'));
    expect(manifest.version).toBe(database.version);
    expect(database.stats.totalDocuments).toBe(database.documents.length);
    const counted: Record<string, number> = {};
    for (const d of database.documents) counted[d.category] = (counted[d.category] ?? 0) + 1;
    expect(database.stats.categories).toEqual(counted);
  });

  test('has one record per page and per h2/h3 section of that page, but for the sections that only list pages to read next', () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const html = htmlOf(page.url);
      const start = html.indexOf('theme-doc-markdown');
      // The build minifies HTML: attribute values may be unquoted. A guide's sections are its h2/h3
      // headings; an API reference (no doc Markdown) has its introduction topics as sections, each
      // a block whose id is the topic's address, opening with its h2.
      const headingIds = start >= 0
        ? [...html.slice(start).matchAll(/<h[23][^>]*\sid=(?:"([^"]+)"|([^\s>"]+))/g)].map((m) => m[1] ?? m[2])
        : [...html.matchAll(/\sid="?(section\/[^\s>"]+)"?><h2/g)].map((m) => m[1]);
      // "Related integrations", "Pages in this section": their words are the linked pages' topics.
      const answering = headingIds.filter((id) => !isNavigationSection(id));
      const recorded = sections.filter((s) => s.metadata.parentId === page.id).map((s) => s.url.split('#')[1]);
      expect(recorded, page.url).toEqual(answering);
    }
  });

  test('every url resolves to a built page and an existing anchor', () => {
    for (const document of database.documents) {
      const [path, anchor] = document.url.split('#');
      const html = htmlOf(path);
      if (anchor && !anchor.startsWith('operation/') && !anchor.startsWith('tag/')) {
        const ids = new Set([...html.matchAll(/\sid=(?:"([^"]+)"|([^\s>"]+))/g)].map((m) => m[1] ?? m[2]));
        expect(ids.has(anchor), document.url).toBe(true);
      }
    }
  });

  test('names every record\'s area', () => {
    const areas = new Set([
      'Assessments', 'Consent Management Platform', 'Consent Prompts', 'Integrations', 'Subject Rights',
      'Customer REST API', 'Unified Consent', 'Unified Consent API',
      // Pages outside the product areas, such as /ai-assistants.
      'Documentation',
    ]);
    for (const document of database.documents) {
      expect(areas.has(document.category), document.url).toBe(true);
      expect(document.metadata.category).toBe(document.category);
    }
  });
});
