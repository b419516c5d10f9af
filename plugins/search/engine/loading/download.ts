import {isDatabaseFile, type SearchDatabaseFile} from '../../shared/codec';
import {DATABASE_PATH, MANIFEST_PATH} from '../../shared/locations';
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

/** A response's status and its body as text. */
export interface FetchedText {
  ok: boolean;
  status: number;
  text: string;
}

/**
 * A GET whose answer and body must arrive within `ms` (a stalled request rejects instead of
 * hanging). The body is read as text, once: the callers parse it.
 */
export async function fetchText(source: DownloadSource, url: string, ms: number, cache: RequestCache = 'no-cache'): Promise<FetchedText> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  try {
    const response = await source.fetch(url, {cache, signal: controller.signal});
    return {ok: response.ok, status: response.status, text: await response.text()};
  } finally {
    clearTimeout(timer);
  }
}

/** The manifest's version, or null when it cannot be read (then an update is assumed). */
export async function readManifestVersion(source: DownloadSource): Promise<string | null> {
  try {
    const response = await fetchText(source, `${source.baseUrl}${MANIFEST_PATH}`, source.manifestTimeoutMs);
    if (!response.ok) {
      throw new Error(`manifest request failed with HTTP ${response.status}`);
    }
    const manifest = JSON.parse(response.text) as {version?: unknown};
    if (typeof manifest.version !== 'string') {
      throw new Error('manifest has no version');
    }
    return manifest.version;
  } catch (error) {
    console.warn('[search] Could not read the search manifest; reloading the index', error);
    return null;
  }
}

/**
 * A JSON file of the search, parsed: DownloadError when it cannot be had (network, HTTP status,
 * timeout), IncompatibleIndexError when it is not JSON. `what` names it in the messages. Files
 * revalidate (`no-cache`) unless `cache` says otherwise: the split index's pieces, named by
 * version, are read from the HTTP cache as they are.
 */
export async function downloadJson(
  source: DownloadSource,
  path: string,
  timeoutMs: number,
  what: string,
  cache: RequestCache = 'no-cache',
): Promise<unknown> {
  let response: FetchedText;
  try {
    response = await fetchText(source, `${source.baseUrl}${path}`, timeoutMs, cache);
  } catch (error) {
    throw new DownloadError(`${what} could not be downloaded: ${messageOf(error)}`, {cause: error});
  }
  if (!response.ok) {
    throw new DownloadError(`${what} request failed with HTTP ${response.status}`);
  }
  try {
    return JSON.parse(response.text) as unknown;
  } catch {
    throw new IncompatibleIndexError(`${what} is not valid JSON`);
  }
}

/** The database file, checked for its shape; DownloadError or IncompatibleIndexError if it cannot be had. */
export async function downloadDatabase(source: DownloadSource): Promise<SearchDatabaseFile> {
  const body = await downloadJson(source, DATABASE_PATH, source.databaseTimeoutMs, 'The search index');
  if (!isDatabaseFile(body)) {
    throw new IncompatibleIndexError('The search index has an unexpected shape');
  }
  return body;
}
