/// <reference lib="webworker" />
import {DB_NAME} from '../../search/browser';
import {cacheNames, isSavablePage, pageKey, pagesOverLimit, routeOf, staleCaches} from './cachePolicy';
import {heldPage, type StoredRecord} from './heldText';
import {OFFLINE_PAGE_CSP, offlinePage, type SavedPage} from './offlinePage';

/**
 * The offline worker, at the site's root (/sw.js, built by ../index.ts). Pages: network first, so
 * a reader online always gets the current release; each page opened is saved, and offline the
 * saved copy is served, or, for a page never opened, a page saying so with its text from the
 * search data. Assets (hashed, one release's) are saved as they are used and read from the cache.
 * Everything else passes to the network untouched. Nothing is downloaded ahead, nothing leaves the
 * site's origin, no cookie is read or set.
 */

declare const self: ServiceWorkerGlobalScope;
/** Replaced at build time: one value per release, so that each release has its own caches. */
declare const BUILD_ID: string;
declare const SITE_TITLE: string;

const CACHES = cacheNames(BUILD_ID);

self.addEventListener('install', () => {
  // Nothing to download ahead: the new release's worker takes over at once.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // An earlier release's pages would ask for its assets: both go together.
      await Promise.all(staleCaches(await caches.keys(), BUILD_ID).map((name) => caches.delete(name)));
      await self.clients.claim();
      // The page that registered the worker loaded before it: save it too (one request per open tab).
      const windows = await self.clients.matchAll({type: 'window'});
      await Promise.all(windows.map((client) => saveFromNetwork(client.url).catch(() => undefined)));
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, self.location.origin);
  if (route === 'page') event.respondWith(page(event.request));
  else if (route === 'asset') event.respondWith(asset(event.request));
});

async function page(request: Request): Promise<Response> {
  const key = pageKey(request.url);
  try {
    const response = await fetch(request);
    if (isSavablePage(response.status, response.headers.get('content-type'))) {
      const saving = savePage(key, response.clone());
      // The answer goes to the reader at once; saving finishes in the background.
      void saving.catch(() => undefined);
    }
    return response;
  } catch {
    const saved = await (await caches.open(CACHES.pages)).match(key);
    return saved ?? notSaved(new URL(request.url).pathname);
  }
}

async function savePage(key: string, response: Response): Promise<void> {
  const cache = await caches.open(CACHES.pages);
  // Deleted first, so that a page opened again moves to the end of the order the bound keeps.
  await cache.delete(key);
  await cache.put(key, response);
  const keys = (await cache.keys()).map((request) => request.url);
  await Promise.all(pagesOverLimit(keys).map((old) => cache.delete(old)));
}

async function saveFromNetwork(url: string): Promise<void> {
  if (routeOf({method: 'GET', mode: 'navigate', url}, self.location.origin) !== 'page') return;
  const response = await fetch(url, {headers: {accept: 'text/html'}});
  if (isSavablePage(response.status, response.headers.get('content-type'))) await savePage(pageKey(url), response);
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(CACHES.assets);
  const saved = await cache.match(request);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.status === 200) void cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

async function notSaved(path: string): Promise<Response> {
  const [held, saved] = await Promise.all([storedText(path), savedPages()]);
  return new Response(offlinePage({path, held, saved, site: SITE_TITLE}), {
    status: 503,
    headers: {'content-type': 'text/html; charset=utf-8', 'content-security-policy': OFFLINE_PAGE_CSP, 'cache-control': 'no-store'},
  });
}

/** The saved pages with their titles, newest first. */
async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(CACHES.pages);
  const keys = await cache.keys();
  const pages = await Promise.all(
    keys.map(async (request) => {
      const body = await (await cache.match(request))?.text();
      const title = /<title[^>]*>([^<]*)<\/title>/i.exec(body ?? '')?.[1];
      // "Unified consent | Privana Documentation": the site's name is on the page already.
      return {url: request.url, title: title ? decodeEntities(title).replace(` | ${SITE_TITLE}`, '') : new URL(request.url).pathname};
    }),
  );
  return pages.reverse();
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'"})[name] ?? '');
}

/** The page's records in the search data the search dialog stored, or null when there is none. */
async function storedText(path: string): Promise<ReturnType<typeof heldPage>> {
  try {
    const records = await new Promise<StoredRecord[]>((resolve, reject) => {
      const open = indexedDB.open(DB_NAME);
      // No database yet: opening would create an empty one; give up instead.
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const database = open.result;
        if (!database.objectStoreNames.contains('documents')) {
          database.close();
          resolve([]);
          return;
        }
        const read = database.transaction('documents').objectStore('documents').getAll();
        read.onsuccess = () => {
          database.close();
          resolve(read.result as StoredRecord[]);
        };
        read.onerror = () => reject(read.error);
      };
    });
    return heldPage(records, path);
  } catch {
    return null;
  }
}
