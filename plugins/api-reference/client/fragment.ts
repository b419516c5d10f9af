/**
 * The element id a URL fragment names. A crafted fragment (`#%E0`) is not valid percent-encoding:
 * it names the id as written instead of throwing.
 */
export function idFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Anchors of the operation sections before a given scroll position: the last one is "current". */
export function currentAnchor(tops: {anchor: string; top: number}[], offset: number): string | undefined {
  let current: string | undefined;
  for (const {anchor, top} of tops) {
    if (top - offset <= 1) current = anchor;
    else break;
  }
  return current;
}

/**
 * The id a deep link lands on: the one it names, else its nearest ancestor on the page, so that a
 * link to a property the page no longer has (a shared error's body, now under Error responses)
 * still lands on its response or operation. Ancestors are the `/`-separated prefixes of the id.
 */
export function nearestAnchor(id: string, exists: (id: string) => boolean): string | undefined {
  for (let candidate = id; candidate; candidate = candidate.slice(0, Math.max(candidate.lastIndexOf('/'), 0))) {
    if (exists(candidate)) return candidate;
  }
  return undefined;
}
