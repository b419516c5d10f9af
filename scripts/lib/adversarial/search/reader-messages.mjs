// The texts readers see for each fault; the raw error goes to the console only.
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {chunksWhere, isSearchDialogChunk} from '../../../../tests/e2e/chunks.mjs';
import {INDEX_FILES, openToAlert, reader, visit} from './reader.mjs';

/**
 * What a reader must never read: the browser's and MiniSearch's own messages, error names, chunk
 * URLs and file names, HTTP status codes.
 */
const RAW_TEXT = /Failed to fetch|MiniSearch|deserializ|TypeError|\w+Error\b|Loading chunk|\.js\b|https?:|\b[45]\d\d\b/;

/** The index file at `path` below the build, with a MiniSearch serialization version from a future release. */
const fromTheFuture = (root, path) => {
  const file = JSON.parse(readFileSync(resolve(root, path), 'utf8'));
  file.searchIndex.serializationVersion = 99;
  return file;
};

// Each fault covers every index file a first opening may ask for: the split index's core and
// pieces come first, search-db.json after (or instead, when there is no split index).
const FAULTS = {
  503: (page) => page.route(INDEX_FILES, (route) => route.fulfill({status: 503, body: 'Service Unavailable'})),
  'network failure': (page) => page.route(INDEX_FILES, (route) => route.abort('internetdisconnected')),
  'incompatible index': async (page, root) => {
    const files = {'split/core.json': fromTheFuture(root, 'search/split/core.json'), 'search-db.json': fromTheFuture(root, 'search/search-db.json')};
    await page.route('**/search/split/core.json', (route) => route.fulfill({json: files['split/core.json']}));
    await page.route('**/search/search-db.json', (route) => route.fulfill({json: files['search-db.json']}));
  },
  'chunk failure': (page, root) => {
    const chunks = chunksWhere(root, isSearchDialogChunk);
    return page.route((url) => chunks.has(url.pathname), (route) => route.abort('connectionfailed'));
  },
};

export default {
  id: '3.8',
  expected: 'Readers see plain messages for every fault; the raw error is logged to the console',
  async run({browser, origin, root}) {
    const faults = {};
    for (const [fault, makeFault] of Object.entries(FAULTS)) {
      const {context, page, log} = await reader(browser);
      try {
        await makeFault(page, root);
        await visit(page, `${origin}/cmp/`);
        const shown = await openToAlert(page);
        faults[fault] = {shown, raw: RAW_TEXT.test(shown), logged: log.errors.filter((text) => text.startsWith('[search]')).length};
      } finally {
        await context.close();
      }
    }
    return faults;
  },
  held: (faults) => Object.values(faults).every(({raw, logged}) => !raw && logged > 0),
  summary: (faults) => {
    const raw = Object.entries(faults).filter(([, {raw: isRaw}]) => isRaw).map(([fault]) => fault);
    const logged = Object.values(faults).every(({logged: count}) => count > 0);
    return `${Object.entries(faults).map(([fault, {shown}]) => `${fault}: "${shown}"`).join('; ')}; raw error logged to the console: ${logged ? 'for each' : 'not for each'}${raw.length ? `; raw text shown for ${raw.join(', ')}` : ''}`;
  },
};
