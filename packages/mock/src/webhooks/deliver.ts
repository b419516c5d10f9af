import {request} from 'node:http';
import {signatureHeader} from './signing';
import type {WebhookEvent} from './events';
import type {Json} from '../engine/documents';

/**
 * Sends one event to a receiver as Privana does, or one of the deliveries a verifier must refuse:
 * - genuine: signed now; a failed attempt (not 2xx within 10 s, a redirect, a connection error) is
 *   retried after the documented delays (1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h), divided by
 *   `timeScale` so a reader does not wait two days (default 60: seconds for minutes), at most
 *   `maxAttempts` times in all (8, as documented); each retry has the same body and a new `t`,
 *   signature and attempt number;
 * - expired: signed correctly, but 301 s ago, just past the 300 s tolerance;
 * - replay: a delivery captured an hour ago, resent byte for byte (its old `t` and signature);
 * - tampered: signed now, then one byte of the body changed.
 * Only loopback receivers are allowed: nothing leaves the machine.
 */

export type DeliveryKind = 'genuine' | 'expired' | 'replay' | 'tampered';

export const RETRY_DELAYS_S = [60, 300, 1800, 7200, 21600, 43200, 86400];
const TIMEOUT_MS = 10_000;

export interface Attempt {
  attempt: number;
  status?: number;
  error?: string;
  ok: boolean;
}

export interface DeliveryOptions {
  to: URL;
  secret: string;
  kind: DeliveryKind;
  timeScale?: number;
  maxAttempts?: number;
  onAttempt?: (attempt: Attempt) => void;
  now?: () => number;
}

export const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/;

/** The body with one byte changed: a digit of the first number, else the first letter. */
export function tamper(body: Buffer): Buffer {
  const text = body.toString('utf8');
  const digit = /\d/.exec(text);
  const at = digit ? digit.index : text.search(/[a-z]/i);
  const next = digit ? String((Number(text[at]) + 1) % 10) : text[at] === 'a' ? 'b' : 'a';
  return Buffer.from(text.slice(0, at) + next + text.slice(at + 1));
}

function post(to: URL, body: Buffer, headers: Record<string, string>): Promise<{status?: number; error?: string}> {
  return new Promise((resolve) => {
    const outgoing = request(to, {method: 'POST', headers: {...headers, 'content-type': 'application/json', 'content-length': String(body.length), 'user-agent': 'privana-mock'}, timeout: TIMEOUT_MS}, (response) => {
      response.resume();
      response.on('end', () => resolve({status: response.statusCode}));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 10 seconds')));
    outgoing.on('error', (error) => resolve({error: error.message}));
    outgoing.end(body);
  });
}

export async function deliver(event: WebhookEvent, payload: Json, options: DeliveryOptions): Promise<Attempt[]> {
  if (!LOOPBACK_HOSTS.test(options.to.hostname)) throw new Error(`--to must be a loopback URL (localhost, 127.0.0.1 or [::1]): privana-mock sends nothing off this machine, got ${options.to.host}`);
  if (options.to.protocol !== 'http:') throw new Error(`--to must be an http:// URL on this machine, got ${options.to.protocol}`);
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const body = Buffer.from(JSON.stringify(payload));
  const attempts: Attempt[] = [];
  const maxAttempts = options.kind === 'genuine' ? Math.min(options.maxAttempts ?? 8, RETRY_DELAYS_S.length + 1) : 1;
  const captured = signatureHeader(body, options.secret, now() - 3600);
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    let sent: Buffer = body;
    let signature: string;
    if (options.kind === 'expired') signature = signatureHeader(body, options.secret, now() - 301);
    else if (options.kind === 'replay') signature = captured;
    else signature = signatureHeader(body, options.secret, now());
    if (options.kind === 'tampered') sent = tamper(body);
    const result = await post(options.to, sent, {[event.signatureHeader]: signature, ...(event.attemptHeader && {[event.attemptHeader]: String(attempt)})});
    const ok = result.status !== undefined && result.status >= 200 && result.status < 300;
    const record = {attempt, ...result, ok};
    attempts.push(record);
    options.onAttempt?.(record);
    if (ok || attempt === maxAttempts) break;
    await new Promise((resolve) => setTimeout(resolve, (RETRY_DELAYS_S[attempt - 1] * 1000) / (options.timeScale ?? 60)));
  }
  return attempts;
}
