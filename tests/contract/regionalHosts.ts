import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {UC_OTHER_REGION_ERROR_CODE} from '../../src/constants/site';
import type {ContractMock} from './mock';
import {readBody} from './readBody';

/**
 * The two regions of the unified consent API in front of the contract mock, with the home-region
 * rule of openapi/unified-consent-api.yaml ("Regional hosting"): a subject's home is the region of
 * its first record; a request naming a subject whose home is the other region changes nothing and
 * answers 400 with `code` subject_in_other_region and that region's `homeHost`. Every other
 * request is passed to the contract mock, which validates it and answers it, so the samples are
 * still held to the contract. `homeHost` is the other front's URL: in this test world the
 * loopback URLs stand for the production hosts, as they do in the samples pointed at them.
 */

export type Region = 'us' | 'eu';
export const REGIONS: Region[] = ['us', 'eu'];

export interface RegionalCall {
  region: Region;
  method: string;
  path: string;
  subjectId?: string;
  status: number;
}

export interface RegionalHosts {
  baseUrl: Record<Region, string>;
  calls: RegionalCall[];
  /** Home region per subject ID, as the service knows it. */
  homes: Map<string, Region>;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

/** The subject a request names, for the calls the rule applies to; undefined for the others. */
export function subjectOf(method: string, path: string, body: unknown): string | undefined {
  const read = /^\/v2\/(?:consents\/unified|consents\/check|sessions)\/([^/]+)$/.exec(path);
  if (method === 'GET' && read) return decodeURIComponent(read[1]);
  if (method === 'POST' && (path === '/v2/consents' || path === '/v2/consents/gpc')) {
    const subject = (body as Json | undefined)?.subject as Json | undefined;
    const id = subject?.verifiedId ?? subject?.anonymousId;
    return typeof id === 'string' ? id : undefined;
  }
  return undefined;
}

export async function startRegionalHosts(mock: ContractMock): Promise<RegionalHosts> {
  const calls: RegionalCall[] = [];
  const homes = new Map<string, Region>();
  const baseUrl = {} as Record<Region, string>;
  const servers: Server[] = [];
  for (const region of REGIONS) {
    const server = createServer(async (request, response) => {
      const raw = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const method = request.method ?? 'GET';
      let body: unknown;
      try {
        body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
      } catch {
        body = undefined; // the contract mock answers the malformed body
      }
      const subjectId = subjectOf(method, url.pathname, body);
      const home = subjectId === undefined ? undefined : homes.get(subjectId);
      if (home !== undefined && home !== region) {
        const error = {
          message: `Subject ${subjectId} lives in region ${home}; send its requests to ${baseUrl[home]}`,
          code: UC_OTHER_REGION_ERROR_CODE,
          homeHost: baseUrl[home],
          requestId: `req_region_${calls.length + 1}`,
        };
        calls.push({region, method, path: url.pathname, subjectId, status: 400});
        response.writeHead(400, {'content-type': 'application/json'}).end(JSON.stringify(error));
        return;
      }
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name))) as Record<string, string>;
      const answer = await fetch(`${mock.baseUrl['unified-consent-api']}${url.pathname}${url.search}`, {method, headers, ...(raw.length > 0 && {body: new Uint8Array(raw)})});
      const text = await answer.text();
      // A saved consent is the subject's first record here, unless it has a home already.
      if (subjectId !== undefined && home === undefined && method === 'POST' && answer.ok) homes.set(subjectId, region);
      calls.push({region, method, path: url.pathname, subjectId, status: answer.status});
      const type = answer.headers.get('content-type');
      response.writeHead(answer.status, {...(type && {'content-type': type}), 'x-request-id': answer.headers.get('x-request-id') ?? 'req_region'}).end(text);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl[region] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    servers.push(server);
  }
  return {
    baseUrl,
    calls,
    homes,
    close: () => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(() => undefined),
  };
}
