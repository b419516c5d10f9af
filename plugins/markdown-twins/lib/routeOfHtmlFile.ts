import path from 'node:path';

/** The built HTML of a route: `/a/` → a/index.html, `/a` → a.html or a/index.html (whichever exists). */
export function htmlFileCandidates(outDir: string, route: string): string[] {
  const relative = route.replace(/^\//, '');
  return route.endsWith('/')
    ? [path.join(outDir, relative, 'index.html')]
    : [path.join(outDir, `${relative}.html`), path.join(outDir, relative, 'index.html')];
}
