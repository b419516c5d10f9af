import fs from 'node:fs';
import path from 'node:path';
import type {PageEntry, ReferenceSnapshot, SiteInfo} from './snapshotTypes';

/**
 * The snapshot the package ships (data/ beside dist/). The page list and the search database are read at
 * start, the reference on first use; a twin is read when asked for, and only a twin listed in pages.json: the server never
 * opens a path built from a caller's input.
 */
export interface Snapshot {
  site: SiteInfo;
  pages: PageEntry[];
  /** The API reference, read on first use: most sessions never ask for it, and it is the largest file after the search database. */
  reference(): ReferenceSnapshot;
  search: {database: Uint8Array<ArrayBuffer>};
  readTwin(page: PageEntry): string;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

export function readSnapshot(dataDir: string): Snapshot {
  const twinsDir = path.join(dataDir, 'twins');
  const pages = readJson<PageEntry[]>(path.join(dataDir, 'pages.json'));
  const listed = new Set(pages.map((page) => page.twin));
  let reference: ReferenceSnapshot | null = null;
  return {
    site: readJson<SiteInfo>(path.join(dataDir, 'site.json')),
    pages,
    reference() {
      reference ??= readJson<ReferenceSnapshot>(path.join(dataDir, 'reference.json'));
      return reference;
    },
    search: {
      database: fs.readFileSync(path.join(dataDir, 'search', 'search-db.json')),
    },
    readTwin(page) {
      const file = path.join(twinsDir, page.twin);
      // pages.json is ours, but a twin outside data/twins/ is never read, whatever it says.
      if (!listed.has(page.twin) || !file.startsWith(`${twinsDir}${path.sep}`)) {
        throw new Error(`${page.twin} is not a page of the snapshot`);
      }
      return fs.readFileSync(file, 'utf8');
    },
  };
}
