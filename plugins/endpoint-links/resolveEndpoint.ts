/** An operation of an OpenAPI document and where the reference shows it. */
export interface ApiOperation {
  /** Upper case: `GET`. */
  method: string;
  /** As the document writes it: `/v1/cookie-consent/configs/{configId}`. */
  path: string;
  /** `/customer-rest-api/developer-api-doc#operation/getConfig`. */
  href: string;
}

/** `GET /v1/things/{id}?x=1` as a guide writes it in inline code; the query string is optional. */
const MENTION = /^(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) (\/[^\s?#]*)(\?\S*)?$/;

export interface EndpointMention {
  method: string;
  path: string;
  /** The query string as written, `?resultType=session`, or ''. */
  query: string;
}

/** The method and path of an inline-code mention, or null when the code is something else. */
export function parseEndpointMention(text: string): EndpointMention | null {
  const match = MENTION.exec(text.trim());
  if (!match) return null;
  return {method: match[1]!, path: match[2]!, query: match[3] ?? ''};
}

const isParameter = (segment: string) => /^\{[^}]+\}$/.test(segment);

/**
 * How well a written path fits a documented one: null if it does not, else the number of literal
 * segments that matched, so `/subjects/profile/verify` prefers the literal operation over
 * `/subjects/profile/{id}`. A `{name}` on either side matches any one segment.
 */
function fit(written: string, documented: string): number | null {
  const a = written.split('/');
  const b = documented.split('/');
  if (a.length !== b.length) return null;
  let literal = 0;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] === b[i]) literal += 1;
    else if (!isParameter(a[i]!) && !isParameter(b[i]!)) return null;
  }
  return literal;
}

/** The operation a mention names: same method, best-fitting path; null when none fits. */
export function resolveEndpoint(mention: EndpointMention, operations: readonly ApiOperation[]): ApiOperation | null {
  let best: ApiOperation | null = null;
  let bestFit = -1;
  for (const operation of operations) {
    if (operation.method !== mention.method) continue;
    const score = fit(mention.path.replace(/\/$/, '') || '/', operation.path);
    if (score !== null && score > bestFit) {
      best = operation;
      bestFit = score;
    }
  }
  return best;
}
