import {randomBytes} from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A request ID in the documents' format (`req_` and 26 characters, like a ULID: time first, then randomness). */
export function newRequestId(at = Date.now()): string {
  let time = '';
  for (let n = at, i = 0; i < 10; i += 1, n = Math.floor(n / 32)) time = ALPHABET[n % 32] + time;
  const random = [...randomBytes(16)].map((byte) => ALPHABET[byte % 32]).join('');
  return `req_${time}${random}`;
}
