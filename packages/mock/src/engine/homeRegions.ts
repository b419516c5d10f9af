import type {Answer} from './answers';
import type {Json} from './documents';

/**
 * The home-region rule of a document served from several regional hosts (the unified consent
 * API's `servers`, uc-us and uc-eu): a subject's home is the region of its first record; a call
 * that names a subject whose home is the other region changes nothing and answers 400 with `code`
 * `subject_in_other_region` and `homeHost`. The mock serves each region on its own port, so
 * `homeHost` is the mock's own URL of the home region (the URL a client must follow here), where
 * production names its production host.
 */

export const OTHER_REGION = 'subject_in_other_region';

/**
 * The subject a call names, for the calls the rule covers (the reads of a subject's consent or
 * session, and the consent writes); undefined for every other call. A session is keyed by its own
 * ID, as a client that pins it does.
 */
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

export class HomeRegions {
  constructor(
    /** Production server URL → the mock's URL of that region. */
    private readonly localUrl: Record<string, string>,
    /** Home region of each subject, as the production server URL of that region. */
    readonly homes: Map<string, string>,
  ) {}

  /** The refusal of a call made in `region` for a subject whose home is another region. */
  refusal(region: string, subjectId: string | undefined): Answer | undefined {
    const home = subjectId === undefined ? undefined : this.homes.get(subjectId);
    if (home === undefined || home === region) return undefined;
    const homeHost = this.localUrl[home] ?? home;
    return {status: 400, body: {code: OTHER_REGION, homeHost, message: `Subject ${subjectId} lives in the region of ${home}; send its requests to ${homeHost}`}};
  }

  /** A write that succeeded makes its region the home of a subject that has none. */
  recorded(region: string, subjectId: string | undefined, method: string, status: number): void {
    if (subjectId !== undefined && method === 'POST' && status < 300 && !this.homes.has(subjectId)) this.homes.set(subjectId, region);
  }
}
