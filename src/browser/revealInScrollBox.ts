/**
 * The scroll offset that brings an item into view in its scroll box, centred, or null when it is
 * already fully visible (a reader who scrolled the box keeps their place). Positions are relative
 * to the box's content, as `offsetTop` inside it gives them.
 */
export function scrollTopToReveal(box: {scrollTop: number; height: number}, item: {top: number; height: number}): number | null {
  const visible = item.top >= box.scrollTop && item.top + item.height <= box.scrollTop + box.height;
  if (visible) return null;
  return Math.max(0, Math.round(item.top - (box.height - item.height) / 2));
}

/** The nearest ancestor of an element that scrolls vertically, or null. */
export function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const {overflowY} = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/** Scrolls an element's scroll box (not the page) so that the element is in view. */
export function revealInScrollBox(element: HTMLElement): void {
  const box = scrollingAncestor(element);
  if (!box) return;
  const boxRect = box.getBoundingClientRect();
  const rect = element.getBoundingClientRect();
  const top = rect.top - boxRect.top + box.scrollTop;
  const next = scrollTopToReveal({scrollTop: box.scrollTop, height: box.clientHeight}, {top, height: rect.height});
  if (next !== null) box.scrollTop = next;
}
