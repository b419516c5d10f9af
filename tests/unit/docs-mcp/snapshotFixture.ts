import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildSearchDatabase, DATABASE_PATH, MANIFEST_PATH, SPLIT_CORE_PATH, splitDatabase} from '../../../plugins/search/node';
import type {SearchDatabaseFile, SearchDocument} from '../../../plugins/search/node';
import type {PageEntry, ReferenceSnapshot, SearchFileList, SiteInfo} from '../../../packages/docs-mcp/src/snapshotTypes';
import fixture from '../../fixtures/search/documents.json';

export const SITE_URL = 'https://docs.privana.example';

/** The fixture's pages with a Markdown twin, in sidebar order. */
export const PAGES: PageEntry[] = [
  {route: '/cmp/', title: 'Cookie consent configuration', category: 'Consent Management Platform', twin: '/cmp.md'},
  {route: '/subject-rights/', title: 'Subject rights requests', category: 'Subject Rights', twin: '/subject-rights.md'},
  {route: '/integrations/', title: 'Integrations overview', category: 'Integrations', twin: '/integrations.md'},
];

export const twinText = (page: PageEntry): string => `# ${page.title}\n\nThe twin of ${page.route}.\n`;

export interface SnapshotFixture {
  dataDir: string;
  /** The whole database the split files were cut from. */
  database: SearchDatabaseFile;
  remove(): void;
}

/**
 * A package's data/ as the pack step writes it, for the search fixture's records: the search files
 * (the split index cut small, so that its nine records make several pieces), the page list and its
 * twins, the site and an empty reference. Beside them, files the server must never read: one in
 * data/ and one in data/search/ that search-files.json does not list.
 */
export function writeSnapshotFixture(): SnapshotFixture {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-snapshot-'));
  const dataDir = path.join(root, 'data');
  const {database, manifest} = buildSearchDatabase(fixture as SearchDocument[]);
  const split = splitDatabase(database, {shardBytes: 300, textBytes: 600});
  const files = new Map<string, unknown>([
    [MANIFEST_PATH, manifest],
    [DATABASE_PATH, database],
    [SPLIT_CORE_PATH, split.core],
    ...split.pieces,
  ]);
  const write = (file: string, body: unknown): void => {
    fs.mkdirSync(path.dirname(path.join(dataDir, file)), {recursive: true});
    fs.writeFileSync(path.join(dataDir, file), typeof body === 'string' ? body : JSON.stringify(body));
  };
  for (const [file, body] of files) write(file, body);
  write('search-files.json', [...files.keys()] satisfies SearchFileList);
  write('pages.json', PAGES);
  for (const page of PAGES) write(path.join('twins', page.twin), twinText(page));
  write('site.json', {siteUrl: SITE_URL, productName: 'Privana', builtAt: '2026-01-01T00:00:00.000Z', searchVersion: manifest.version} satisfies SiteInfo);
  write('reference.json', {apis: [], operations: [], objects: []} satisfies ReferenceSnapshot);
  write('secret.json', {secret: true});
  write('search/unlisted.json', {unlisted: true});
  return {dataDir, database, remove: () => fs.rmSync(root, {recursive: true, force: true})};
}
