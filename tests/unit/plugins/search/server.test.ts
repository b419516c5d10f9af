import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildPageRecords} from '../../../../plugins/search/server/buildPageRecords';
import {buildSearchDatabase} from '../../../../plugins/search/server/buildSearchDatabase';
import {categoryForRoute} from '../../../../plugins/search/server/categoryForRoute';
import {isNavigationSection} from '../../../../plugins/search/server/navigationSections';
import {extractPageFromHtml} from '../../../../plugins/search/server/extractPageFromHtml';
import {extractPageFromMdx} from '../../../../plugins/search/server/extractPageFromMdx';
import {readGitLastModified} from '../../../../plugins/search/server/readGitLastModified';
import type {SearchDocument} from '../../../../plugins/search/shared/types';
import fixture from '../../../fixtures/search/documents.json';

const fixtures = path.join(__dirname, '../../../fixtures/search');
const read = (name: string): string => fs.readFileSync(path.join(fixtures, name), 'utf8');

describe('extractPageFromHtml', () => {
  const page = extractPageFromHtml(read('page.html'))!;

  it('reads the h1, the first paragraph and the text before the first section', () => {
    expect(page.title).toBe('Fixture page');
    expect(page.excerpt).toBe('The first paragraph introduces the fixture page.');
    expect(page.intro).toContain('A second paragraph with a link and an escaped <img src=x onerror=alert(1)> string.');
    expect(page.intro).not.toContain('Home');
  });

  it('splits h2 and h3 sections with their ids, keeping deeper headings inside', () => {
    expect(page.sections.map(({id, title, level}) => ({id, title, level}))).toEqual([
      {id: 'install-the-sdk', title: 'Install the SDK', level: 2},
      {id: 'configure', title: 'Configure', level: 3},
      {id: 'troubleshooting', title: 'Troubleshooting', level: 2},
    ]);
    expect(page.sections[0].text).toBe('Add the package to your project. npm install @privana/uc-js');
    expect(page.sections[1].text).toContain('First item Second item');
    expect(page.sections[1].text).toContain('Deep detail Level four headings');
    expect(page.sections[1].excerpt).toBe('Call init with your configuration id.');
  });

  it('keeps code blocks out of the snippet text (prose) only', () => {
    expect(page.sections[0].prose).toBe('Add the package to your project.');
    expect(page.sections[1].prose).toBe(page.sections[1].text);
  });

  it('does not space out inline code, so paragraphs appear verbatim in the text', () => {
    const html =
      '<div class="theme-doc-markdown"><h1>T</h1><h2 id="s">S</h2><p>Pass (<code>a</code>, <code>b</code>) to <code>init</code>.</p></div>';
    const extracted = extractPageFromHtml(html)!;
    expect(extracted.sections[0].text).toBe('Pass (a, b) to init.');
    expect(extracted.sections[0].excerpt).toBe('Pass (a, b) to init.');
  });

  it('drops anchors, buttons and page chrome', () => {
    const all = JSON.stringify(page);
    expect(all).not.toContain('Copy');
    expect(all).not.toContain('Direct link');
    expect(all).not.toContain('\u200b');
    expect(all).not.toContain('Next page');
  });

  it('returns null for pages without doc content', () => {
    expect(extractPageFromHtml('<html><body><main>Tags</main></body></html>')).toBeNull();
  });
});

describe('extractPageFromMdx (dev server)', () => {
  it('finds the same title and sections as the rendered page, honouring explicit ids', () => {
    const page = extractPageFromMdx(read('page.mdx'), 'fallback');
    expect(page.title).toBe('Fixture page');
    expect(page.excerpt).toBe('The first paragraph introduces the fixture page.');
    expect(page.sections.map((s) => [s.id, s.title, s.level])).toEqual([
      ['install-the-sdk', 'Install the SDK', 2],
      ['configure-it', 'Configure', 3],
      ['1-troubleshooting', '1. Troubleshooting', 2],
    ]);
    expect(page.sections[0].text).toContain('npm install @privana/uc-js');
    expect(page.sections[0].prose).not.toContain('npm install');
    expect(page.sections[1].text).toContain('First item Second item');
    expect(page.intro).not.toContain('import');
  });
});

describe('categoryForRoute', () => {
  it('names the area of a route', () => {
    expect(categoryForRoute('/assessments/docs/')).toBe('Assessments');
    expect(categoryForRoute('/cmp/mobile-sdks/android/')).toBe('Consent Management Platform');
    expect(categoryForRoute('/consent-prompts/api')).toBe('Consent Prompts');
    expect(categoryForRoute('/integrations/data-discovery-integrations/slack')).toBe('Integrations');
    expect(categoryForRoute('/subject-rights/jira')).toBe('Subject Rights');
    expect(categoryForRoute('/customer-rest-api')).toBe('Customer REST API');
    expect(categoryForRoute('/uc/js-sdk/')).toBe('Unified Consent');
    expect(categoryForRoute('/cmpx')).toBe('Documentation');
  });
});

describe('buildPageRecords', () => {
  it('makes one page record and one record per section, anchored and linked to the page', () => {
    const extracted = extractPageFromHtml(read('page.html'))!;
    const records = buildPageRecords({permalink: '/uc/js-sdk/', title: 'T', tags: ['uc'], sourcePath: '/x'}, extracted, '2025-01-01T00:00:00.000Z');
    expect(records).toHaveLength(1 + extracted.sections.length);
    const [page, ...sections] = records;
    expect(page).toMatchObject({id: '/uc/js-sdk/', url: '/uc/js-sdk/', title: 'Fixture page', category: 'Unified Consent'});
    expect(page.metadata).toEqual({category: 'Unified Consent', tags: ['uc'], isSection: false, parentId: null, sectionTitle: null});
    expect(page.content).toBe(extracted.intro);
    expect(sections[0].content).toContain('npm install');
    expect(sections[0].snippetText).toBe('Add the package to your project.');
    expect(sections[1]).not.toHaveProperty('snippetText');
    expect(sections[0]).toMatchObject({
      id: '/uc/js-sdk/#install-the-sdk',
      url: '/uc/js-sdk/#install-the-sdk',
      title: 'Install the SDK',
      metadata: {isSection: true, parentId: '/uc/js-sdk/', sectionTitle: 'Install the SDK'},
    });
  });

  it('puts the front matter description before the intro of the page record, once', () => {
    const extracted = extractPageFromHtml(read('page.html'))!;
    const info = {permalink: '/uc/js-sdk/', title: 'T', tags: [], sourcePath: '/x'};
    const description = 'Share the consent decision with web views.';
    const [page, section] = buildPageRecords({...info, description}, extracted, '2025-01-01T00:00:00.000Z');
    expect(page.content).toBe(`${description} ${extracted.intro}`);
    expect(section.content).not.toContain(description);
    // An intro that already says it (the description taken from the first paragraph) is kept as is.
    const [same] = buildPageRecords({...info, description: extracted.excerpt}, extracted, '2025-01-01T00:00:00.000Z');
    expect(same.content).toBe(extracted.intro);
  });

  it('makes no record of a section that lists pages to read next, whose words are those pages\' topics', () => {
    const extracted = extractPageFromHtml(read('page.html'))!;
    const listing = {id: 'related-integrations', title: 'Related integrations', level: 2 as const, text: 'Other marketing automation connectors: Marketo Engage.', prose: 'x', excerpt: 'x'};
    const ids = buildPageRecords(
      {permalink: '/integrations/acme', title: 'T', tags: [], sourcePath: '/x'},
      {...extracted, sections: [...extracted.sections, listing, {...listing, id: 'where-to-go-next', title: 'Where to go next'}]},
      '2025-01-01T00:00:00.000Z',
    ).map((record) => record.id);
    expect(ids).toHaveLength(1 + extracted.sections.length);
    expect(ids.some((id) => /related-integrations|where-to-go-next/.test(id))).toBe(false);
    expect(isNavigationSection('related-platforms')).toBe(false);
  });
});

describe('buildSearchDatabase', () => {
  const documents = fixture as SearchDocument[];

  it('writes version, lastBuild, stats, documents and the serialized index', () => {
    const {database, manifest} = buildSearchDatabase(documents, new Date('2025-03-01T00:00:00Z'));
    expect(manifest.version).toBe(database.version);
    expect(database.lastBuild).toBe('2025-03-01T00:00:00.000Z');
    expect(database.stats.totalDocuments).toBe(documents.length);
    expect(database.stats.categories['Consent Management Platform']).toBe(5);
    expect(database.stats.totalSize).toBeGreaterThan(0);
    expect(database.documents).toHaveLength(documents.length);
    expect(database.searchIndex).toHaveProperty('documentCount', documents.length);
  });

  it('keeps the version for unchanged content (file times ignored) and changes it for changed content', () => {
    const base = buildSearchDatabase(documents).manifest.version;
    const touched = documents.map((d) => ({...d, lastModified: '2030-01-01T00:00:00.000Z'}));
    expect(buildSearchDatabase(touched).manifest.version).toBe(base);
    const edited = documents.map((d, i) => (i === 0 ? {...d, content: `${d.content} More.`} : d));
    expect(buildSearchDatabase(edited).manifest.version).not.toBe(base);
  });
});

describe('readGitLastModified', () => {
  it('reads every file time with one git call, or nothing outside a repository', () => {
    const root = path.join(__dirname, '../../../..');
    const times = readGitLastModified(root, ['package.json']);
    if (fs.existsSync(path.join(root, '.git'))) {
      expect(times.get(path.join(root, 'package.json'))).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(readGitLastModified('/', ['nothing']).size).toBe(0);
  });
});
