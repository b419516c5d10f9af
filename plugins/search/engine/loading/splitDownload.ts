import {isCoreFile, SPLIT_CORE_PATH, splitPiecePath, type SearchCoreFile, type TermShardFile, type TextBlockFile} from '../../shared/splitIndex';
import {downloadJson, type DownloadSource} from './download';
import {DownloadError, IncompatibleIndexError} from './loadErrors';

/**
 * The requests of the split index (shared/splitIndex.ts): the core, then pieces on demand. Each
 * piece is requested once; a failed or stalled one is forgotten, so that the next query asks
 * again, as a new initialisation asks again for a failed search-db.json.
 */

/**
 * The core of the split index, or null when the site has none in this layout (an older build, or
 * a 404): the caller then downloads search-db.json. DownloadError when the network fails.
 */
export async function downloadCore(source: DownloadSource): Promise<SearchCoreFile | null> {
  let body: unknown;
  try {
    body = await downloadJson(source, SPLIT_CORE_PATH, source.databaseTimeoutMs, 'The search index core');
  } catch (error) {
    if (error instanceof IncompatibleIndexError || (error instanceof DownloadError && / HTTP 404$/.test(error.message))) {
      console.warn('[search] No split index; downloading the whole index', error);
      return null;
    }
    throw error;
  }
  if (!isCoreFile(body)) {
    console.warn('[search] The split index core has an unexpected shape; downloading the whole index');
    return null;
  }
  return body;
}

export class SplitPieces {
  private readonly requests = new Map<string, Promise<unknown>>();

  constructor(
    private readonly source: DownloadSource,
    private readonly version: string,
    private readonly timeoutMs: number,
  ) {}

  termShard(shard: number): Promise<TermShardFile> {
    return this.piece(splitPiecePath(this.version, 'terms', shard), 'A search index shard') as Promise<TermShardFile>;
  }

  textBlock(block: number): Promise<TextBlockFile> {
    return this.piece(splitPiecePath(this.version, 'text', block), 'A search text block') as Promise<TextBlockFile>;
  }

  private piece(path: string, what: string): Promise<unknown> {
    let request = this.requests.get(path);
    if (!request) {
      request = downloadJson(this.source, path, this.timeoutMs, what, 'default').then((body) => {
        if (!Array.isArray(body)) {
          throw new IncompatibleIndexError(`${what} has an unexpected shape`);
        }
        return body;
      });
      request.catch(() => this.requests.delete(path));
      this.requests.set(path, request);
    }
    return request;
  }
}
