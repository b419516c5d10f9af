import type {HeldPage} from './heldText';

/**
 * The page the worker answers with when the reader is offline and the page asked for was never
 * saved: what happened, the page's text as the search data holds it (when the reader's browser has
 * it), and the pages saved on this device. Plain HTML with its own styles in both colour modes and
 * no script, so that it needs nothing from the network.
 */

export interface SavedPage {
  url: string;
  title: string;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

/** The policy of the page: its own inline styles, nothing else; no script at all. */
export const OFFLINE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STYLE = `
:root{color-scheme:light dark;--fg:#1c1e21;--bg:#fff;--muted:#4a4f59;--link:#3f33c4;--box:#f4f3fb}
@media (prefers-color-scheme:dark){:root{--fg:#e3e3e3;--bg:#1b1b1d;--muted:#b4b8bf;--link:#b4acff;--box:#25262b}}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 4rem}
a{color:var(--link)}
.notice{padding:1rem;border-radius:8px;background:var(--box)}
.muted{color:var(--muted)}
h1{font-size:1.6rem;line-height:1.25}
h2{font-size:1.25rem;margin-top:2rem}
h3{font-size:1.05rem;margin-bottom:.25rem}
article p{white-space:pre-line}
`;

export function offlinePage({path, held, saved, site}: {path: string; held: HeldPage | null; saved: SavedPage[]; site: string}): string {
  const title = held ? `${held.title} (not saved)` : 'Not saved for offline reading';
  const parts: string[] = [
    '<!doctype html>',
    '<html lang="en">',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} | ${escapeHtml(site)}</title>`,
    `<style>${STYLE}</style>`,
    '<main>',
    `<p><a href="/">${escapeHtml(site)}</a></p>`,
    '<div class="notice" role="status">',
    '<h1>You are offline, and this page is not saved on this device</h1>',
    `<p><code>${escapeHtml(path)}</code> was not opened here before, so its copy is not kept. Pages you opened are kept for offline reading. <a href="${escapeHtml(path)}">Try again</a> once you are back online.</p>`,
    '</div>',
  ];
  if (held) {
    parts.push(
      '<h2>The page\'s text from the search data</h2>',
      '<p class="muted">Without its code samples, tables and pictures: the search keeps the words only.</p>',
      '<article>',
      `<h1>${escapeHtml(held.title)}</h1>`,
      held.text ? `<p>${escapeHtml(held.text)}</p>` : '',
      ...held.sections.map((section) => `<h3>${escapeHtml(section.title)}</h3>${section.text ? `<p>${escapeHtml(section.text)}</p>` : ''}`),
      '</article>',
    );
  } else {
    parts.push('<p class="muted">The search data is not on this device either (it is kept once you have used the search), so its text cannot be shown.</p>');
  }
  parts.push('<h2>Pages saved on this device</h2>');
  parts.push(
    saved.length
      ? `<ul>${saved.map((page) => `<li><a href="${escapeHtml(new URL(page.url).pathname)}">${escapeHtml(page.title)}</a></li>`).join('')}</ul>`
      : '<p>None yet.</p>',
  );
  parts.push('</main>', '</html>');
  return parts.join('\n');
}
