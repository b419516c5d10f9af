/**
 * Docusaurus's prefetch of a route (core's lib/client/prefetch.js) appends a <link rel="prefetch">
 * for every chunk of the route, and it remembers routes, not files. Routes share most of their
 * chunks (the docs layout, the version's sidebar data), so on the Android installation guide at
 * 412 px, 44 prefetches of 12 routes appended 260 <link> elements to <head> for 19 distinct files:
 * 240 of the page's 1,198 elements, each inserted on the main thread in an idle period and each a
 * request. Here a prefetch runs with its <head> taking only links to files not asked for yet; a
 * repeated one is not inserted and reports `load` at once, so Docusaurus's promise still settles.
 */

/** The part of <head> this needs (a fake in the unit tests). */
export interface PrefetchParent {
  appendChild<T extends Node>(node: T): T;
}

function prefetchHref(node: Node): string | null {
  const element = node as Partial<HTMLLinkElement>;
  return element.nodeName === 'LINK' && element.rel === 'prefetch' ? (element.href ?? null) : null;
}

/** Runs `prefetch` (which appends its links synchronously) so that no file in `seen` is appended again. */
export function prefetchingOnce<T>(head: PrefetchParent, seen: Set<string>, prefetch: () => T): T {
  const hadOwn = Object.prototype.hasOwnProperty.call(head, 'appendChild');
  const append = head.appendChild;
  head.appendChild = function appendNewPrefetchOnly<N extends Node>(this: PrefetchParent, node: N): N {
    const href = prefetchHref(node);
    if (href !== null && seen.has(href)) {
      queueMicrotask(() => node.dispatchEvent(new Event('load')));
      return node;
    }
    if (href !== null) {
      seen.add(href);
    }
    return append.call(this, node) as N;
  };
  try {
    return prefetch();
  } finally {
    if (hadOwn) {
      head.appendChild = append;
    } else {
      delete (head as Partial<PrefetchParent>).appendChild;
    }
  }
}
