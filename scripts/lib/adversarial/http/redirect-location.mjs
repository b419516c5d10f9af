// A redirect's Location holds only URL-safe ASCII, the same on both servers: every byte, encoded in
// the path and the query of a `.html` alias and sent raw, is answered as the one rule of
// scripts/lib/routes.mjs says (redirect, 404 or 400), never with a raw byte copied into Location.
import {classifyRequest} from '../../routes.mjs';
import {rawRequest} from '../../probe.mjs';

const hex = (byte) => byte.toString(16).toUpperCase().padStart(2, '0');
// Space, CR and LF end the request line; the parser's refusals of the rest are the rule's.
const SENDABLE_RAW = (byte) => ![0x20, 0x0a, 0x0d].includes(byte);

/** The targets: each byte encoded in a `.html` path and in its query, and each byte sent raw. */
export function locationTargets() {
  const bytes = Array.from({length: 256}, (_, byte) => byte);
  return [
    ...bytes.map((byte) => `/a%${hex(byte)}b.html`),
    ...bytes.map((byte) => `/cmp/index.html?x=%${hex(byte)}`),
    ...bytes.filter(SENDABLE_RAW).map((byte) => `/a${String.fromCharCode(byte)}b.html`),
    ...bytes.filter(SENDABLE_RAW).map((byte) => `/cmp/index.html?x=${String.fromCharCode(byte)}`),
  ];
}

/**
 * What the rule answers: a redirect's Location, or a status. A raw control character or byte above
 * 0x7f anywhere in the target is refused with 400 by both servers' HTTP parsers (nginx: the byte
 * check of deploy/nginx.conf), before the URL rules look at it.
 */
export function expectedAnswer(target) {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\x00-\x1f\x7f-\xff]/.test(target)) return {status: 400};
  const verdict = classifyRequest(target);
  return verdict.redirect ? {status: 301, location: verdict.redirect} : {status: verdict.status ?? 404};
}

// What a Location may hold: a same-origin path of URL-safe characters and %XX escapes, then a query
// of printable ASCII but `#` (which would start a fragment).
const SAFE_LOCATION = /^\/(?![/\\])(?:[A-Za-z0-9._~!$&'()*+,;=:@/-]|%[0-9A-Fa-f]{2})*(?:\?[\x21\x22\x24-\x7e]*)?$/;

/** Each target's answer where it differs from the rule, and each unsafe Location. */
export async function locationFindings(origin) {
  const targets = locationTargets();
  const differing = [];
  const unsafe = [];
  let redirects = 0;
  for (let i = 0; i < targets.length; i += 16) {
    await Promise.all(targets.slice(i, i + 16).map(async (target) => {
      const response = await rawRequest(origin, target).catch(() => null);
      const got = response ? {status: response.status, location: response.headers.location} : {status: 0};
      const expected = expectedAnswer(target);
      if (got.status === 301) redirects += 1;
      if (got.location !== undefined && !SAFE_LOCATION.test(got.location)) unsafe.push(`${JSON.stringify(target)} → ${JSON.stringify(got.location)}`);
      if (got.status !== expected.status || (expected.location !== undefined && got.location !== expected.location)) {
        differing.push(`${JSON.stringify(target)}: ${got.status} ${got.location ?? ''}, rule ${expected.status} ${expected.location ?? ''}`.trim());
      }
    }));
  }
  return {targets: targets.length, redirects, differing, unsafe};
}

export default {
  id: '1.12',
  expected: 'A redirect\'s `Location` carries only URL-safe ASCII, as the one rule says on both servers, for every byte encoded or raw in the path and the query',
  run: ({origin}) => locationFindings(origin),
  held: ({differing, unsafe}) => differing.length === 0 && unsafe.length === 0,
  summary: ({targets, redirects, differing, unsafe}) =>
    `${targets} targets, ${redirects} redirects: ${unsafe.length} unsafe Locations${unsafe.length ? ` (${unsafe.slice(0, 3).join(', ')})` : ''}, `
    + `${differing.length} answers other than the rule's${differing.length ? ` (${differing.slice(0, 3).join('; ')})` : ''}`,
};
