import {readFileSync} from 'node:fs';
import {load} from 'js-yaml';
import {startMock, type CallRecord, type MockDocument, type MockOptions} from '../../packages/mock/src';
import {API_IDS, specFile, type ApiId} from './referenceAdapter';

/**
 * The contract mock of both APIs the tests run the docs against: privana-mock's engine
 * (`packages/mock/src/engine/`, the mock readers download) over this checkout's `openapi/*.yaml`,
 * on loopback, with a log of every call. Every request is checked against its operation; a request
 * the contract refuses is answered 4xx and logged with its violation, so a test can fail on it.
 * The state starts from the documents' examples in every mock this starts.
 */

export interface RecordedCall extends CallRecord {
  api: ApiId;
  /** Set on the marker a runner sends before each sample. */
  marker?: number;
}

export interface ContractMock {
  /** Base URL of an API's mock (its first server: uc-us for unified consent), e.g. http://127.0.0.1:40123. */
  baseUrl: Record<ApiId, string>;
  /** The mock's URL of every production host (`https://uc-eu.privana.example` → its own port), so each region is its own origin. */
  hosts: Record<string, string>;
  /** Home region of each subject, as its region's production URL (privana-mock's home-region rule). */
  homes: Map<string, string>;
  calls: RecordedCall[];
  close(): Promise<void>;
}

/** Both documents as the mock reads them. */
export function repositoryDocuments(): MockDocument[] {
  return API_IDS.map((id) => ({id, definition: load(readFileSync(specFile(id), 'utf8')) as MockDocument['definition']}));
}

/**
 * `resetOnMarker`: each sample starts from the sample data (the reference's samples are
 * independent calls: a DELETE sample must not make the next PATCH sample's item disappear); the
 * guides' blocks share one session, as a reader's calls do.
 */
export async function startContractMock({resetOnMarker = false, ...options}: Partial<MockOptions> & {resetOnMarker?: boolean} = {}): Promise<ContractMock> {
  let reset = () => {};
  const calls: RecordedCall[] = [];
  const mock = await startMock({
    documents: repositoryDocuments(),
    // Sample runs send many calls to one mock in a minute; the limit itself is tested on its own.
    rateLimit: 0,
    ...options,
    onCall: (call) => calls.push(call as RecordedCall),
    intercept: (api, request, response) => {
      if (options.intercept?.(api, request, response)) return true;
      const marker = /^\/__sample__\/(\d+)$/.exec(request.url ?? '');
      if (!marker) return false;
      // A sample runner announces the sample it starts, so calls can be told apart in one process.
      calls.push({api: api as ApiId, method: 'MARK', path: request.url!, server: '', status: 204, marker: Number(marker[1])});
      if (resetOnMarker) reset();
      response.writeHead(204).end();
      return true;
    },
  });
  reset = () => mock.reset();
  return {baseUrl: mock.baseUrl as Record<ApiId, string>, hosts: mock.hosts, homes: mock.homes, calls, close: () => mock.close()};
}
