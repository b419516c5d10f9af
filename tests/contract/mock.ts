import {readFileSync} from 'node:fs';
import {load} from 'js-yaml';
import {CONTROL_PREFIX, startMock, type CallRecord, type MockDocument, type MockOptions} from '../../packages/mock/src';
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
  /**
   * Where a runner announces job n (GET <markerUrl>/<n>): privana-mock's reset path when each job
   * starts from the sample data, else its mark path. Either is logged as the call `marker: n`.
   */
  markerUrl: string;
  /** Resolves once every call made so far is in `calls` (the installed package's log arrives through a pipe). */
  settled(): Promise<void>;
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
  const calls: RecordedCall[] = [];
  const mock = await startMock({
    documents: repositoryDocuments(),
    // Sample runs send many calls to one mock in a minute; the limit itself is tested on its own.
    rateLimit: 0,
    ...options,
    onCall: (call) => calls.push(asRecorded(call)),
  });
  return {
    baseUrl: mock.baseUrl as Record<ApiId, string>,
    hosts: mock.hosts,
    homes: mock.homes,
    calls,
    markerUrl: markerUrl(mock.baseUrl['customer-rest-api'], resetOnMarker),
    settled: async () => undefined,
    close: () => mock.close(),
  };
}

/** The marker path of privana-mock: a reset before each job, or only a mark in the log. */
export function markerUrl(base: string, resetOnMarker: boolean): string {
  return `${base}${CONTROL_PREFIX}${resetOnMarker ? 'reset' : 'mark'}`;
}

const MARKER = new RegExp(`^${CONTROL_PREFIX}(?:reset|mark)/(\\d+)$`);

/** A call of the mock as the runners read it: a runner's marker (a control call with a number) becomes `marker: n`. */
export function asRecorded(call: CallRecord): RecordedCall {
  const marker = MARKER.exec(call.path);
  return marker ? {...call, api: call.api as ApiId, method: 'MARK', marker: Number(marker[1])} : (call as RecordedCall);
}
