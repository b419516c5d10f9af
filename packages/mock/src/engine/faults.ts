/**
 * Faults on request, so a reader can test retry code the way the docs describe it: the next N
 * calls answer 429 (with `Retry-After`), 500 or 503 (with `Retry-After`), or stall: hold the
 * request without an answer past the client's timeout (the docs give 35 s), then answer 503 as
 * the server does after 30 s. Armed by `--fault 503x3` at start, or by a request carrying the
 * header `x-privana-mock-fault: 503x3`: that request and the next two get it.
 */

export type FaultKind = '429' | '500' | '503' | 'stall';

export const FAULT_HEADER = 'x-privana-mock-fault';
const SPEC = /^(429|500|503|stall)(?:x([1-9]\d{0,5}))?$/;

export interface FaultSpec {
  kind: FaultKind;
  count: number;
}

/** `503x3` → 503 for the next 3 calls; `stall` → one stalled call. Undefined when malformed. */
export function parseFault(text: string): FaultSpec | undefined {
  const match = SPEC.exec(text.trim().toLowerCase());
  return match ? {kind: match[1] as FaultKind, count: Number(match[2] ?? 1)} : undefined;
}

export class Faults {
  private queue: FaultSpec[] = [];

  arm(spec: FaultSpec): void {
    this.queue.push({...spec});
  }

  /** The fault the next call gets, if one is armed. */
  next(): FaultKind | undefined {
    const head = this.queue[0];
    if (!head) return undefined;
    head.count -= 1;
    if (head.count <= 0) this.queue.shift();
    return head.kind;
  }
}
