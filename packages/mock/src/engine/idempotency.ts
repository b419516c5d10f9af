import {createHash} from 'node:crypto';

/**
 * Idempotency keys as the guide documents them: the same key with the same body replays the
 * first answer (with `Idempotency-Replayed: true`) and creates nothing; the same key with another
 * body answers 422 and does nothing. Kept per API key and operation path, for 24 hours.
 */

export interface Stored {
  status: number;
  body?: unknown;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class IdempotencyKeys {
  private seen = new Map<string, {hash: string; at: number; answer: Stored}>();

  /** The earlier answer to replay, 'conflict', or undefined for a first use. */
  lookup(scope: string, key: string, body: Buffer, at = Date.now()): Stored | 'conflict' | undefined {
    const found = this.seen.get(`${scope}\n${key}`);
    if (!found || at - found.at > DAY_MS) return undefined;
    return found.hash === createHash('sha256').update(body).digest('hex') ? found.answer : 'conflict';
  }

  remember(scope: string, key: string, body: Buffer, answer: Stored, at = Date.now()): void {
    this.seen.set(`${scope}\n${key}`, {hash: createHash('sha256').update(body).digest('hex'), at, answer});
  }
}
