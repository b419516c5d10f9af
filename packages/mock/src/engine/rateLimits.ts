/**
 * Fixed one-minute windows per API key (per client address without one), as the guide documents
 * them, with the limit the document's `RateLimit-Limit` header example gives. Every answer gets
 * the three `RateLimit-*` headers; a request over the limit gets 429 with `Retry-After`.
 */
export class RateLimits {
  private windows = new Map<string, {start: number; used: number}>();

  constructor(
    /** Requests per window; 0 turns limiting off (the headers still go out). */
    readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  take(who: string, at = Date.now()): {limited: boolean; headers: Record<string, string>} {
    let window = this.windows.get(who);
    if (!window || at - window.start >= this.windowMs) {
      window = {start: at, used: 0};
      this.windows.set(who, window);
    }
    const reset = Math.max(1, Math.ceil((window.start + this.windowMs - at) / 1000));
    const shown = this.limit || 600;
    const limited = this.limit > 0 && window.used >= this.limit;
    if (!limited) window.used += 1;
    const remaining = this.limit > 0 ? Math.max(0, this.limit - window.used) : shown;
    return {
      limited,
      headers: {
        'RateLimit-Limit': String(shown),
        'RateLimit-Remaining': String(limited ? 0 : remaining),
        'RateLimit-Reset': String(reset),
        ...(limited && {'Retry-After': String(reset)}),
      },
    };
  }
}
