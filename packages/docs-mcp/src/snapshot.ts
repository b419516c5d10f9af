import fs from 'node:fs';
import path from 'node:path';
import type {PageEntry, ReferenceSnapshot, SearchFileList, SiteInfo} from './snapshotTypes';

/**
 * The snapshot the package ships (data/ beside dist/). The page list and the list of search files
 * are read at start; a search file when the engine asks for it, the reference on first use and a
 * twin when asked for. Only files those lists name are opened: the server never opens a path
 * built from a caller's input.
 */
export interface Snapshot {
  site: SiteInfo;
  pages: PageEntry[];
  /** The API reference, read on first use: most sessions never ask for it, and it is the largest file after the search database. */
  reference(): ReferenceSnapshot;
  /**
   * A file of the site's search by its path on the site (e.g. `search/split/core.json`), as UTF-8
   * text (the file system decodes it faster than a Buffer is decoded); null when the snapshot does
   * not list it, as a 404 would say.
   */
  readSearchFile(sitePath: string): string | null;
  readTwin(page: PageEntry): string;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

export function readSnapshot(dataDir: string): Snapshot {
  const twinsDir = path.join(dataDir, 'twins');
  const pages = readJson<PageEntry[]>(path.join(dataDir, 'pages.json'));
  const listed = new Set(pages.map((page) => page.twin));
  const searchFiles = new Set(readJson<SearchFileList>(path.join(dataDir, 'search-files.json')));
  let reference: ReferenceSnapshot | null = null;
  return {
    site: readJson<SiteInfo>(path.join(dataDir, 'site.json')),
    pages,
    reference() {
      reference ??= readJson<ReferenceSnapshot>(path.join(dataDir, 'reference.json'));
      return reference;
    },
    readSearchFile(sitePath) {
      const file = path.join(dataDir, sitePath);
      // The list is ours, but a file outside data/search/ is never read, whatever it says.
      if (!searchFiles.has(sitePath) || !file.startsWith(`${path.join(dataDir, 'search')}${path.sep}`)) return null;
      return fs.readFileSync(file, 'utf8');
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
