/**
 * Where the Markdown twin of a route lives (URL path, also its file path under build/):
 * - `/a/b`  → `/a/b.md`
 * - `/cmp/` → `/cmp.md` (an index route: the slash is dropped, so `/cmp/.md` is never made and answers 404)
 * - `/`     → `/index.md`
 * Plain code with no imports: the page actions bundle it, so it must stay a few bytes.
 */
export function twinPath(route: string): string {
  const path = route.split(/[?#]/)[0].replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}
