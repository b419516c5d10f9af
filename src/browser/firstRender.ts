/**
 * Whether the page's first render, the hydration of the server's HTML, has been committed. A
 * component that renders the server's DOM as it is (the code blocks) asks this when it mounts;
 * the app's root marks it from its first effect, which runs once that render is on the page.
 */
let committed = false;

/** True while React is hydrating the server's HTML (never on the server). */
export function isHydrating(): boolean {
  return typeof window !== 'undefined' && !committed;
}

/** Called once the first render is committed (src/theme/Root.tsx). */
export function markFirstRenderCommitted(): void {
  committed = true;
}
