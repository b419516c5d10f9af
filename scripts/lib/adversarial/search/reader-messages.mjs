// The texts readers see for each fault; the raw error goes to the console only.
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {chunksWhere, isSearchDialogChunk} from '../../../../tests/e2e/chunks.mjs';
import {openToAlert, reader, visit} from './reader.mjs';

/**
 * What a reader must never read: the browser's and MiniSearch's own messages, error names, chunk
 * URLs and file names, HTTP status codes.
 */
const RAW_TEXT = /Failed to fetch|MiniSearch|deserializ|TypeError|\w+Error\b|Loading chunk|\.js\b|https?:|\b[45]\d\d\b/;

const FAULTS = {
  503: (page) => page.route('**/search/search-db.json', (route) => route.fulfill({status: 503, body: 'Service Unavailable'})),
  'network failure': (page) => page.route('**/search/*.json', (route) => route.abort('internetdisconnected')),
  'incompatible index': (page, root) => {
    // A MiniSearch serialization from a future release: the real index with another version number.
    const file = JSON.parse(readFileSync(resolve(root, 'search/search-db.json'), 'utf8'));
    file.searchIndex.serializationVersion = 99;
    return page.route('**/search/search-db.json', (route) => route.fulfill({json: file}));
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
