import {isDatabaseFile, type SearchDatabaseFile} from '../shared/codec';
import {DATABASE_PATH, MANIFEST_PATH} from '../shared/locations';
import {DownloadError, IncompatibleIndexError, messageOf} from './loadErrors';

/**
 * The two requests of the search: /search/manifest.json (which version is current) and
 * /search/search-db.json (the index), each given up after its timeout so that a stalled network
 * fails instead of hanging.
 */
export interface DownloadSource {
  /** Site base URL, ending with a slash. */
  baseUrl: string;
  fetch: typeof fetch;
  manifestTimeoutMs: number;
  databaseTimeoutMs: number;
}

/** A fetch that gives up after `ms` (a stalled request rejects instead of hanging). */
export async function fetchWithTimeout(source: DownloadSource, url: string, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  try {
    const response = await source.fetch(url, {cache: 'no-cache', signal: controller.signal});
    const body = await response.arrayBuffer();
    return new Response(body, {status: response.status, statusText: response.statusText, headers: response.headers});
  } finally {
    clearTimeout(timer);
  }
}

/** The manifest's version, or null when it cannot be read (then an update is assumed). */
export async function readManifestVersion(source: DownloadSource): Promise<string | null> {
  try {
    const response = await fetchWithTimeout(source, `${source.baseUrl}${MANIFEST_PATH}`, source.manifestTimeoutMs);
    if (!response.ok) {
      throw new Error(`manifest request failed with HTTP ${response.status}`);
    }
    const manifest = (await response.json()) as {version?: unknown};
    if (typeof manifest.version !== 'string') {
      throw new Error('manifest has no version');
    }
    return manifest.version;
  } catch (error) {
    console.warn('[search] Could not read the search manifest; reloading the index', error);
    return null;
  }
}

/** The database file, checked for its shape; DownloadError or IncompatibleIndexError if it cannot be had. */
export async function downloadDatabase(source: DownloadSource): Promise<SearchDatabaseFile> {
  let response: Response;
  try {
    response = await fetchWithTimeout(source, `${source.baseUrl}${DATABASE_PATH}`, source.databaseTimeoutMs);
  } catch (error) {
    throw new DownloadError(`The search index could not be downloaded: ${messageOf(error)}`, {cause: error});
  }
  if (!response.ok) {
    throw new DownloadError(`The search index request failed with HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new IncompatibleIndexError('The search index is not valid JSON');
  }
  if (!isDatabaseFile(body)) {
    throw new IncompatibleIndexError('The search index has an unexpected shape');
  }
  return body;
}
