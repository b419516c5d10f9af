import fc from 'fast-check';

/**
 * Generated hostile input for the guides' parsers and verifiers: what a visitor can put in a
 * cookie, and what anyone who learns a webhook URL can send to it. Fixed seeds keep a failure
 * reproducible; the counts are the issue's floor of 1,000 each, with a margin.
 */

export const HOSTILE_COUNT = 1500;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Cookie payloads a visitor can hand-edit: wrong types everywhere, out-of-range and string times. */
const hostileConsentPayload = fc.oneof(
  fc.constantFrom(null, [], 0, Number.MAX_VALUE, 'x', true, {}, {v: 1}, {v: 1, cat: null}, {v: 1, cat: []}),
  fc.record({
    v: fc.oneof(fc.constant(1), fc.anything()),
    cat: fc.anything(),
    ts: fc.oneof(fc.string(), fc.double(), fc.bigInt().map(String), fc.constant(-1), fc.constant(1e20)),
    cid: fc.anything(),
    rev: fc.anything(),
  }),
  fc.jsonValue(),
);

/** Cookie headers: random bytes, well-encoded hostile payloads, and other cookies before ours. */
export function hostileCookieHeaders(cookieName: string, seed = 23): string[] {
  const header = fc.oneof(
    fc.string({unit: 'binary', maxLength: 400}),
    hostileConsentPayload.map((p) => `${cookieName}=${base64url(p)}`),
    fc.tuple(fc.string({maxLength: 40}), hostileConsentPayload).map(([other, p]) => `${other}; ${cookieName}=${base64url(p)}`),
    fc.string({maxLength: 200}).map((s) => `${cookieName}=${s}`),
  );
  return fc.sample(header, {numRuns: HOSTILE_COUNT, seed});
}

/** Timestamps a forger might try: non-ASCII digits (which Python's str.isdigit accepts), huge, signed, empty. */
const hostileTimestamp = fc.oneof(
  fc.integer({min: 0, max: 2 ** 40}).map(String),
  fc.constantFrom('', '-1', '+1741797603', '1741797603.5', '1e9', '²', '١٧٤١٧٩٧٦٠٣', '𝟏𝟕𝟒𝟏', ' 1741797603', '0x67d1b9e3', 'NaN', 'Infinity'),
  fc.integer({min: 310, max: 5000}).map((n) => '9'.repeat(n)),
  fc.string({maxLength: 20}),
);
const hostileSignature = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{64}$/),
  fc.stringMatching(/^[0-9a-fA-F]{0,130}$/),
  fc.string({unit: 'binary', maxLength: 80}),
);
const headerPart = fc.oneof(
  hostileTimestamp.map((t) => `t=${t}`),
  hostileSignature.map((s) => `v1=${s}`),
  fc.tuple(fc.string({maxLength: 8}), fc.string({maxLength: 20})).map(([k, v]) => `${k}=${v}`),
  fc.string({maxLength: 20}),
);

/** x-privana-signature headers: random bytes, and t/v1 lists with hostile, repeated and missing parts. */
export function hostileSignatureHeaders(seed = 23): string[] {
  const header = fc.oneof(
    fc.string({unit: 'binary', maxLength: 300}),
    fc.array(headerPart, {maxLength: 6}).map((parts) => parts.join(',')),
    fc.tuple(hostileTimestamp, hostileSignature).map(([t, s]) => `t=${t},v1=${s}`),
  );
  return fc.sample(header, {numRuns: HOSTILE_COUNT, seed});
}

/** Webhook bodies: random bytes, and JSON that is not the event. */
export function hostileBodies(seed = 23): Buffer[] {
  const body = fc.oneof(
    fc.uint8Array({maxLength: 600}).map((bytes) => Buffer.from(bytes)),
    fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value) ?? 'null')),
  );
  return fc.sample(body, {numRuns: HOSTILE_COUNT, seed});
}
